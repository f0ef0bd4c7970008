// The add path of the PostgreSQL adapter: one statement per add (no read first), a second query only to explain a
// refusal, and large batches as several statements in one transaction that a refusal rolls back whole.
import { PGlite } from "@electric-sql/pglite";
import { afterAll, describe, expect, it } from "vitest";
import type { StoredActivity } from "../../src/model/storedActivity.js";
import { activityTables } from "../../src/postgres/activityTables.js";
import { addStatements, refusalSql } from "../../src/postgres/addStatement.js";
import { createPostgresActivityRepository, migrateActivityDatabase } from "../../src/postgres/index.js";
import { toSqlExecutor } from "../../src/postgres/sqlExecutor.js";
import { storeBatch } from "../../src/postgres/storeBatch.js";
import type { IdempotencyRecord } from "../../src/repository/idempotencyRecord.js";
import { contractActivity } from "../../src/testing/contract/fixtures.js";
import { recordStatements } from "./statementRecorder.js";

const lite = new PGlite();
afterAll(async () => {
  await lite.close();
});
let schemas = 0;
const T0 = Date.UTC(2024, 0, 1, 9);
const run = (id: string, k = 0, userId = "u1"): StoredActivity => contractActivity({ userId, activityId: id, startTime: T0 + k * 60_000, points: 20 });
const day = (id: string, hours: number): StoredActivity =>
  contractActivity({ userId: "u1", activityId: id, startTime: T0 - 9 * 3_600_000, activityType: "ALL_DAY", localDate: "2024-01-01", endMs: T0 + hours * 3_600_000 });
const record = (key: string, createdAtMs = T0): IdempotencyRecord => ({ key, fingerprint: "f".repeat(64), createdAtMs, expiresAtMs: createdAtMs + 86_400_000, response: [] });

async function fresh() {
  const schema = `store_${++schemas}`;
  await migrateActivityDatabase(lite, { schema });
  const statements: string[] = [];
  const repository = createPostgresActivityRepository(recordStatements(lite, statements), { schema });
  const tables = activityTables(schema);
  return { schema, statements, repository, addSql: { statements: addStatements(tables), refusal: refusalSql(tables) } };
}

describe("adds on PostgreSQL", () => {
  it("an add is one statement, with or without a key, ALL_DAY records or several activities; a refusal reads why in one more", async () => {
    const { statements, repository } = await fresh();
    const count = async (work: () => Promise<unknown>): Promise<number> => {
      const before = statements.length;
      await work();
      return statements.length - before;
    };
    expect(await count(() => repository.addActivities("u1", [run("a1")]))).toBe(1);
    expect(await count(() => repository.addActivities("u1", [run("a2", 1), run("a3", 2)], { idempotency: record("k1") }))).toBe(1);
    expect(await count(() => repository.addActivities("u1", [], { idempotency: record("k2") }))).toBe(1);
    // an ALL_DAY replacing its date's record, with a session and a key: still one statement
    expect(await count(() => repository.addActivities("u1", [day("d1", 10)]))).toBe(1);
    expect(await count(() => repository.addActivities("u1", [day("d2", 12), run("a4", 3)], { idempotency: record("k3") }))).toBe(1);
    expect((await repository.listActivities("u1", {}, { offset: 0, limit: 10 })).map((a) => a.activityId)).toEqual(["a4", "a3", "a2", "a1", "d2"]);
    // refusals: the add statement, then the query that names the reason
    let outcome: unknown;
    expect(await count(async () => (outcome = await repository.addActivities("u1", [run("b1", 3), run("a3", 4)])))).toBe(2);
    expect(outcome).toEqual({ ok: false, reason: "DUPLICATE_ID", activityId: "a3" });
    expect(await count(async () => (outcome = await repository.addActivities("u1", [run("b2", 5)], { idempotency: record("k1", T0 + 1) })))).toBe(2);
    expect(outcome).toMatchObject({ ok: false, reason: "IDEMPOTENCY_KEY_USED", record: record("k1") });
    // a stored id outranks a live key, as in memory
    outcome = await repository.addActivities("u1", [run("b3", 6), run("a2", 7)], { idempotency: record("k1", T0 + 2) });
    expect(outcome).toEqual({ ok: false, reason: "DUPLICATE_ID", activityId: "a2" });
    // an ALL_DAY its date's stored record outreaches: the statement fails whole, a query names the record that stands
    expect(await count(async () => (outcome = await repository.addActivities("u1", [run("b4", 8), day("d3", 11)], { idempotency: record("k4") })))).toBe(2);
    expect(outcome).toEqual({ ok: false, reason: "DAY_SUPERSEDED", activityId: "d3", standing: { activityId: "d2", endMs: T0 + 12 * 3_600_000 } });
    expect(await repository.getIdempotencyRecord("u1", "k4", T0 + 1)).toBeUndefined();
    expect((await repository.listActivities("u1", {}, { offset: 0, limit: 10 })).map((a) => a.activityId)).toEqual(["a4", "a3", "a2", "a1", "d2"]);
  });

  it("a batch larger than a statement's share is written by several statements in one transaction, all or nothing", async () => {
    const { schema, statements, addSql } = await fresh();
    const sql = toSqlExecutor(recordStatements(lite, statements));
    const chunkBytes = 3 * 20 * 8 * 3; // three of these activities per statement
    const batch = Array.from({ length: 10 }, (_, k) => run(`c${k}`, k));
    expect(await storeBatch(sql, addSql, "u1", batch, { idempotency: record("big") }, chunkBytes)).toEqual({ ok: true, stored: 10 });
    expect(statements.filter((s) => s.startsWith("WITH"))).toHaveLength(4);
    const stored = async (): Promise<number> => Number((await lite.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${schema}.activity_fuel_activities`)).rows[0]?.n);
    expect(await stored()).toBe(10);
    // a stored id in the last statement's share: the shares written before it are rolled back
    const late = [...Array.from({ length: 9 }, (_, k) => run(`d${k}`, 20 + k)), run("c4")];
    expect(await storeBatch(sql, addSql, "u1", late, {}, chunkBytes)).toEqual({ ok: false, reason: "DUPLICATE_ID", activityId: "c4" });
    // a live key, stored with the last share: nothing of the batch stays
    const keyed = Array.from({ length: 7 }, (_, k) => run(`e${k}`, 40 + k));
    expect(await storeBatch(sql, addSql, "u1", keyed, { idempotency: record("big", T0 + 1) }, chunkBytes)).toMatchObject({ ok: false, reason: "IDEMPOTENCY_KEY_USED" });
    expect(await stored()).toBe(10);
  });
});
