import { PGlite } from "@electric-sql/pglite";
import { afterAll, describe, expect, it } from "vitest";
import { createPostgresActivityRepository, deleteExpiredIdempotencyRecords, migrateActivityDatabase } from "../../src/postgres/index.js";
import type { IdempotencyRecord } from "../../src/repository/idempotencyRecord.js";

// Issue 28 point 4 on PostgreSQL: an add deletes only its own user's expired records, so the records of users who
// never come back stayed for ever. deleteExpiredIdempotencyRecords drops them, a bounded number per call.
const lite = new PGlite();
afterAll(async () => {
  await lite.close();
});
const T0 = Date.UTC(2024, 0, 1);
const DAY = 86_400_000;
let schemas = 0;

const record = (key: string, createdAtMs: number, ttlMs = DAY): IdempotencyRecord => ({ key, fingerprint: "ab".repeat(32), createdAtMs, expiresAtMs: createdAtMs + ttlMs, response: [] });

async function fresh() {
  const schema = `expiry_${++schemas}`;
  await migrateActivityDatabase(lite, { schema });
  const repository = createPostgresActivityRepository(lite, { schema });
  const rows = async (): Promise<number> => ((await lite.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${schema}.activity_fuel_idempotency`)).rows[0]?.n ?? 0);
  return { schema, repository, rows };
}

describe("deleteExpiredIdempotencyRecords", () => {
  it("drops the expired records of users who never come back, at most limit per call, oldest expiry first", async () => {
    const { schema, repository, rows } = await fresh();
    for (let u = 0; u < 50; u++) await repository.addActivities(`gone-${u}`, [], { idempotency: record("k", T0 + u * 1000) });
    await repository.addActivities("stays", [], { idempotency: record("k", T0, 10 * DAY) });
    expect(await rows()).toBe(51);
    // a new round of users: their adds leave every other user's records in place
    for (let u = 0; u < 5; u++) await repository.addActivities(`new-${u}`, [], { idempotency: record("k", T0 + 2 * DAY) });
    expect(await rows()).toBe(56);
    expect(await deleteExpiredIdempotencyRecords(lite, { schema, nowMs: T0 + DAY + 9_999, limit: 20 })).toBe(10); // expired: gone-0 … gone-9
    expect(await repository.getIdempotencyRecord("gone-10", "k", T0 + DAY)).toBeDefined();
    expect(await deleteExpiredIdempotencyRecords(lite, { schema, nowMs: T0 + 2 * DAY, limit: 20 })).toBe(20);
    expect(await deleteExpiredIdempotencyRecords(lite, { schema, nowMs: T0 + 2 * DAY, limit: 20 })).toBe(20);
    expect(await deleteExpiredIdempotencyRecords(lite, { schema, nowMs: T0 + 2 * DAY })).toBe(0);
    expect(await rows()).toBe(6);
    expect(await repository.getIdempotencyRecord("stays", "k", T0 + 2 * DAY)).toBeDefined();
    expect(await repository.getIdempotencyRecord("new-4", "k", T0 + 2 * DAY)).toBeDefined();
  });

  it("keeps a record whose key was used again once expired, and refuses a bad limit or time", async () => {
    const { schema, repository, rows } = await fresh();
    await repository.addActivities("u1", [], { idempotency: record("k", T0) });
    await repository.addActivities("u1", [], { idempotency: record("k", T0 + DAY) }); // replaces the expired one
    expect(await deleteExpiredIdempotencyRecords(lite, { schema, nowMs: T0 + DAY + 1 })).toBe(0);
    expect(await rows()).toBe(1);
    for (const options of [{ limit: 0 }, { limit: 1.5 }, { nowMs: Number.NaN }]) {
      await expect(deleteExpiredIdempotencyRecords(lite, { schema, ...options })).rejects.toThrow(RangeError);
    }
  });

  it("finds the oldest expiries through the index of migration 0006", async () => {
    const { schema, rows } = await fresh();
    await lite.query(
      `INSERT INTO ${schema}.activity_fuel_idempotency (user_id, key, fingerprint, created_at, expires_at, response)
       SELECT 'user-' || i, 'k', 'f', now(), now() + i * interval '1 second', '[]'::json FROM generate_series(1, 20000) i`,
    );
    await lite.exec(`ANALYZE ${schema}.activity_fuel_idempotency`);
    const plan = await lite.query<{ "QUERY PLAN": string }>(
      `EXPLAIN SELECT o.user_id, o.key FROM ${schema}.activity_fuel_idempotency o WHERE o.expires_at <= now() + interval '1 hour' ORDER BY o.expires_at LIMIT 100`,
    );
    expect(plan.rows.map((r) => r["QUERY PLAN"]).join("\n")).toContain("activity_fuel_idempotency_expires_at");
    expect(await rows()).toBe(20_000);
  });
});
