import { PGlite } from "@electric-sql/pglite";
import { afterAll, describe, expect, it } from "vitest";
import { createPostgresActivityRepository, migrateActivityDatabase } from "../../src/postgres/index.js";
import type { IdempotencyRecord } from "../../src/repository/idempotencyRecord.js";
import { contractActivity } from "../../src/testing/contract/fixtures.js";
import { recordStatements, unscopedReason } from "./statementRecorder.js";

// Issue 13's idempotency records on PostgreSQL. The contract cases of issue 13 (src/testing/contract) run on this
// adapter once both branches are merged; these pin the adapter's own points: one transaction with the batch,
// the first response's JSON text kept, expiry, concurrency.
const lite = new PGlite();
afterAll(async () => {
  await lite.close();
});
let schemas = 0;
const statements: string[] = [];
const T0 = Date.UTC(2024, 0, 1, 9);
const DAY = 86_400_000;

async function fresh() {
  const schema = `idem_${++schemas}`;
  await migrateActivityDatabase(lite, { schema });
  // the interface of issue 13: addActivities takes options.idempotency, getIdempotencyRecord reads
  return createPostgresActivityRepository(recordStatements(lite, statements), { schema }) as unknown as {
    addActivities(u: string, a: unknown[], o?: { idempotency?: IdempotencyRecord }): Promise<unknown>;
    getIdempotencyRecord(u: string, key: string, nowMs: number): Promise<IdempotencyRecord | undefined>;
    countActivities(u: string): Promise<number>;
  };
}

const record = (key: string, createdAtMs: number, ids: string[]): IdempotencyRecord => ({
  key,
  fingerprint: "ab".repeat(32),
  createdAtMs,
  expiresAtMs: createdAtMs + DAY,
  // key order unlike jsonb's canonical order: a retry must answer the same text
  response: ids.map((activityId) => ({ metricSummary: { fuel: "7" }, activityId, links: [], activityType: "RUN", deviceType: "WATCH", startTime: T0, duration: 1, timeZoneName: "UTC" })) as never,
});

describe("idempotency records on PostgreSQL", () => {
  it("are stored with the batch, read back with the response's JSON text, refuse a live key, expire", async () => {
    const repo = await fresh();
    const first = record("k-1", T0, ["a1"]);
    expect(await repo.addActivities("u1", [contractActivity({ userId: "u1", activityId: "a1", startTime: T0 })], { idempotency: first })).toEqual({ ok: true, stored: 1 });
    const read = await repo.getIdempotencyRecord("u1", "k-1", T0 + 1000);
    expect(JSON.stringify(read)).toBe(JSON.stringify(first));
    expect(await repo.getIdempotencyRecord("u2", "k-1", T0 + 1000)).toBeUndefined();
    expect(await repo.getIdempotencyRecord("u1", "k-1", T0 + DAY)).toBeUndefined();
    const retry = record("k-1", T0 + 60_000, ["a2"]);
    expect(await repo.addActivities("u1", [contractActivity({ userId: "u1", activityId: "a2", startTime: T0 })], { idempotency: retry })).toEqual({
      ok: false,
      reason: "IDEMPOTENCY_KEY_USED",
      record: first,
    });
    expect(await repo.countActivities("u1")).toBe(1);
    const later = record("k-1", T0 + DAY, ["a3"]);
    expect(await repo.addActivities("u1", [contractActivity({ userId: "u1", activityId: "a3", startTime: T0 })], { idempotency: later })).toEqual({ ok: true, stored: 1 });
    expect(await repo.getIdempotencyRecord("u1", "k-1", T0 + DAY + 1)).toEqual(later);
  });

  it("a refused batch stores no record; an empty batch stores one; concurrent adds with one key store one batch", async () => {
    const repo = await fresh();
    await repo.addActivities("u1", [contractActivity({ userId: "u1", activityId: "a1", startTime: T0 })]);
    const dup = await repo.addActivities("u1", [contractActivity({ userId: "u1", activityId: "a1", startTime: T0 })], { idempotency: record("k-dup", T0, []) });
    expect(dup).toEqual({ ok: false, reason: "DUPLICATE_ID", activityId: "a1" });
    expect(await repo.getIdempotencyRecord("u1", "k-dup", T0)).toBeUndefined();
    expect(await repo.addActivities("u1", [], { idempotency: record("k-empty", T0, []) })).toEqual({ ok: true, stored: 0 });
    expect(await repo.getIdempotencyRecord("u1", "k-empty", T0)).toEqual(record("k-empty", T0, []));
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        repo.addActivities("u2", [contractActivity({ userId: "u2", activityId: `c${i}`, startTime: T0 + i })], { idempotency: record("k-race", T0, [`c${i}`]) }),
      ),
    );
    expect(outcomes.filter((o) => (o as { ok: boolean }).ok)).toHaveLength(1);
    expect(outcomes.filter((o) => (o as { reason?: string }).reason === "IDEMPOTENCY_KEY_USED")).toHaveLength(19);
    expect(await repo.countActivities("u2")).toBe(1);
  });

  it("every statement sent filters by user_id", () => {
    expect(statements.some((text) => text.includes("activity_fuel_idempotency"))).toBe(true);
    expect(statements.filter((text) => unscopedReason(text) !== undefined)).toEqual([]);
  });
});
