import { PGlite } from "@electric-sql/pglite";
import { afterAll, describe, expect, it } from "vitest";
import { createPostgresActivityRepository, migrateActivityDatabase } from "../../src/postgres/index.js";
import { MIGRATION_SCRIPTS } from "../../src/postgres/migrationScripts.js";
import { contractActivity } from "../../src/testing/contract/fixtures.js";
import { renderMigrationScripts, MIGRATION_SCRIPTS_PATH, MIGRATIONS_DIR } from "../docs/generate-migrations.js";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { startTestServer } from "./testServer.js";

const lite = new PGlite();
const server = await startTestServer();
if (typeof server === "string") console.warn(`skipping the PostgreSQL server migration tests: ${server}`);
afterAll(async () => {
  await lite.close();
  if (typeof server !== "string") await server.stop();
});

async function tables(db: { query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> }, schema: string): Promise<string[]> {
  const { rows } = await db.query("SELECT tablename FROM pg_tables WHERE schemaname = $1 ORDER BY tablename", [schema]);
  return (rows as { tablename: string }[]).map((r) => r.tablename);
}

describe("migrateActivityDatabase", () => {
  it("the embedded scripts are the SQL files (npx tsx test/docs/generate-migrations.ts)", () => {
    expect(readFileSync(MIGRATION_SCRIPTS_PATH, "utf8")).toBe(renderMigrationScripts());
    expect(MIGRATION_SCRIPTS.map((m) => m.version)).toEqual(MIGRATION_SCRIPTS.map((_, i) => i + 1));
  });

  it("applies every version once; a second run applies nothing and keeps the data", async () => {
    const first = await migrateActivityDatabase(lite, { schema: "m_twice" });
    expect(first).toEqual({ applied: MIGRATION_SCRIPTS.map((m) => m.version), version: MIGRATION_SCRIPTS.length });
    const repo = createPostgresActivityRepository(lite, { schema: "m_twice" });
    await repo.addActivities("u1", [contractActivity({ userId: "u1", activityId: "a1", startTime: Date.UTC(2024, 0, 1) })]);
    expect(await migrateActivityDatabase(lite, { schema: "m_twice" })).toEqual({ applied: [], version: MIGRATION_SCRIPTS.length });
    expect(await repo.countActivities("u1")).toBe(1);
    expect(await tables(lite, "m_twice")).toEqual(["activity_fuel_activities", "activity_fuel_idempotency", "activity_fuel_migrations", "activity_fuel_users"]);
  });

  it("upgrades a database of version 3 with data: the day table and the per-user day state go, the activities stay", async () => {
    // version 3 as an earlier library left it: migrations 1–3 applied and recorded, an activity, its user and a day
    await lite.exec("CREATE SCHEMA m_upgrade");
    await lite.query("SELECT set_config('search_path', 'm_upgrade', false)");
    await lite.exec("CREATE TABLE activity_fuel_migrations (version integer PRIMARY KEY, name text NOT NULL, checksum text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())");
    for (const script of MIGRATION_SCRIPTS.slice(0, 3)) {
      await lite.exec(script.sql);
      // as that library recorded them: the md5 of the file's text, which had no recording trailer then
      await lite.query("UPDATE activity_fuel_migrations SET checksum = md5($2) WHERE version = $1", [script.version, script.sql.split("\n-- Recorded as applied")[0]]);
    }
    await lite.query("SELECT set_config('search_path', 'public', false)");
    await lite.exec(`INSERT INTO m_upgrade.activity_fuel_activities (user_id, activity_id, activity_type, start_time, end_time, local_date, time_zone_name,
      device_type, status, received_at, duration_ms, fuel, interval_value, metric_types, point_count, samples, fuel_per_point, envelope)
      VALUES ('u1', 'old', 'RUN', '2024-01-01T09:00Z', '2024-01-01T09:30Z', '2024-01-01', 'UTC', 'WATCH', 'COMPLETE', '2024-01-01T10:00Z', 1800000, 5, 10,
      ARRAY['distance'], 0, '', '', '{"intervalUnit":"sec","fuelModel":"x","tags":[]}');
      INSERT INTO m_upgrade.activity_fuel_users (user_id, activity_count, max_span_ms, days_time_zone) VALUES ('u1', 1, 1800000, 'UTC')`);
    expect(await migrateActivityDatabase(lite, { schema: "m_upgrade" })).toEqual({ applied: MIGRATION_SCRIPTS.slice(3).map((m) => m.version), version: MIGRATION_SCRIPTS.length });
    expect(await tables(lite, "m_upgrade")).toEqual(["activity_fuel_activities", "activity_fuel_idempotency", "activity_fuel_migrations", "activity_fuel_users"]);
    const repo = createPostgresActivityRepository(lite, { schema: "m_upgrade" });
    expect((await repo.listActivities("u1", {}, { offset: 0, limit: 5 })).map((a) => a.activityId)).toEqual(["old"]);
    expect((await repo.listActivitiesOverlapping("u1", { ranges: [{ fromMs: Date.UTC(2024, 0, 1, 9, 10), toMs: Date.UTC(2024, 0, 1, 9, 20) }] })).map((a) => a.activityId)).toEqual(["old"]);
    await repo.addActivities("u1", [contractActivity({ userId: "u1", activityId: "new", startTime: Date.UTC(2024, 0, 2) })]);
    expect(await repo.countActivities("u1")).toBe(2);
  });

  it("upgrades a database of version 4 holding two ALL_DAY records of a date: the one reaching furthest stays, and the rule holds after", async () => {
    await lite.exec("CREATE SCHEMA m_days");
    await lite.query("SELECT set_config('search_path', 'm_days', false)");
    for (const script of MIGRATION_SCRIPTS.slice(0, 4)) await lite.exec(script.sql);
    await lite.query("SELECT set_config('search_path', 'public', false)");
    const row = (id: string, date: string, end: string, received: string) =>
      `('u1', '${id}', 'ALL_DAY', '${date}T00:00Z', '${end}', '${date}', 'UTC', 'WEARABLE', 'COMPLETE', '${received}', 3600000, 5, 10, ARRAY['fuel'], 0, '', '', '{"intervalUnit":"sec","fuelModel":"x","tags":[]}')`;
    await lite.exec(`INSERT INTO m_days.activity_fuel_activities (user_id, activity_id, activity_type, start_time, end_time, local_date, time_zone_name,
      device_type, status, received_at, duration_ms, fuel, interval_value, metric_types, point_count, samples, fuel_per_point, envelope) VALUES
      ${row("short", "2024-01-01", "2024-01-01T10:00Z", "2024-01-01T10:00Z")}, ${row("long", "2024-01-01", "2024-01-01T18:00Z", "2024-01-01T09:00Z")},
      ${row("tie-a", "2024-01-02", "2024-01-02T12:00Z", "2024-01-02T12:00Z")}, ${row("tie-b", "2024-01-02", "2024-01-02T12:00Z", "2024-01-02T13:00Z")}`);
    expect(await migrateActivityDatabase(lite, { schema: "m_days" })).toEqual({ applied: MIGRATION_SCRIPTS.slice(4).map((m) => m.version), version: MIGRATION_SCRIPTS.length });
    const repo = createPostgresActivityRepository(lite, { schema: "m_days" });
    expect((await repo.listActivities("u1", {}, { offset: 0, limit: 10 })).map((a) => a.activityId)).toEqual(["tie-b", "long"]);
    const again = contractActivity({ userId: "u1", activityId: "again", startTime: Date.UTC(2024, 0, 1), activityType: "ALL_DAY", endMs: Date.UTC(2024, 0, 1, 11) });
    expect(await repo.addActivities("u1", [again])).toMatchObject({ ok: false, reason: "DAY_SUPERSEDED", standing: { activityId: "long" } });
  });

  it("migration files run by hand (psql -f, in order) record their versions: a later migrateActivityDatabase is a no-op", async () => {
    await lite.exec("CREATE SCHEMA m_by_hand");
    await lite.query("SELECT set_config('search_path', 'm_by_hand', false)");
    for (const file of readdirSync(MIGRATIONS_DIR).sort()) await lite.exec(readFileSync(join(MIGRATIONS_DIR, file), "utf8"));
    await lite.query("SELECT set_config('search_path', 'public', false)");
    expect(await migrateActivityDatabase(lite, { schema: "m_by_hand" })).toEqual({ applied: [], version: MIGRATION_SCRIPTS.length });
    // the checksums are filled in: a second call verifies them as for any migrated database
    const { rows } = await lite.query<{ checksum: string }>("SELECT checksum FROM m_by_hand.activity_fuel_migrations ORDER BY version");
    expect(rows.every((r) => /^[0-9a-f]{32}$/.test(r.checksum))).toBe(true);
    expect(await migrateActivityDatabase(lite, { schema: "m_by_hand" })).toEqual({ applied: [], version: MIGRATION_SCRIPTS.length });
    const repo = createPostgresActivityRepository(lite, { schema: "m_by_hand" });
    expect((await repo.addActivities("u1", [contractActivity({ userId: "u1", activityId: "a", startTime: Date.UTC(2024, 0, 1) })])).ok).toBe(true);
  });

  it("refuses a database whose applied migration text differs, and one newer than the library", async () => {
    await migrateActivityDatabase(lite, { schema: "m_changed" });
    await lite.query(`UPDATE m_changed.activity_fuel_migrations SET checksum = 'x' WHERE version = 1`);
    await expect(migrateActivityDatabase(lite, { schema: "m_changed" })).rejects.toThrow(/0001_activities was applied from a different SQL text/);
    await migrateActivityDatabase(lite, { schema: "m_newer" });
    await lite.query(`INSERT INTO m_newer.activity_fuel_migrations (version, name, checksum) VALUES (999, '0999_future', 'x')`);
    await expect(migrateActivityDatabase(lite, { schema: "m_newer" })).rejects.toThrow(/version 999 .*newer than this activity-fuel knows/);
  });

  it("partitions: N creates N hash partitions by user_id of every table, and the repository works on them", async () => {
    await migrateActivityDatabase(lite, { schema: "m_parts", partitions: 4 });
    const names = await tables(lite, "m_parts");
    for (const table of ["activity_fuel_activities", "activity_fuel_users", "activity_fuel_idempotency"]) {
      expect(names.filter((n) => n.startsWith(`${table}_p`))).toEqual([0, 1, 2, 3].map((i) => `${table}_p${i}`));
    }
    const { rows } = await lite.query<{ strategy: string; key: string }>(
      `SELECT p.partstrat AS strategy, a.attname AS key FROM pg_partitioned_table p JOIN pg_class c ON c.oid = p.partrelid
       JOIN pg_namespace n ON n.oid = c.relnamespace JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum = p.partattrs[0]
       WHERE n.nspname = 'm_parts' ORDER BY c.relname`,
    );
    expect(rows).toEqual([0, 1, 2].map(() => ({ strategy: "h", key: "user_id" })));
    const repo = createPostgresActivityRepository(lite, { schema: "m_parts" });
    const users = Array.from({ length: 12 }, (_, i) => `user-${i}`);
    for (const u of users) await repo.addActivities(u, [contractActivity({ userId: u, activityId: "a", startTime: Date.UTC(2024, 0, 1) })]);
    for (const u of users) expect((await repo.listActivities(u, {}, { offset: 0, limit: 5 })).map((a) => a.userId)).toEqual([u]);
    const spread = await lite.query<{ n: number }>(
      `SELECT count(DISTINCT tableoid)::int AS n FROM m_parts.activity_fuel_activities`,
    );
    expect(spread.rows[0]?.n).toBeGreaterThan(1);
  });

  it("rejects bad options before touching the database", async () => {
    await expect(migrateActivityDatabase(lite, { schema: "Robert'); DROP TABLE x;--" })).rejects.toThrow(RangeError);
    await expect(migrateActivityDatabase(lite, { partitions: 1.5 })).rejects.toThrow(RangeError);
    expect(() => createPostgresActivityRepository(lite, { schema: "a b" })).toThrow(RangeError);
    expect(() => createPostgresActivityRepository({} as never)).toThrow(TypeError);
  });

  it("a repository on a database without the tables says to migrate", async () => {
    const repo = createPostgresActivityRepository(lite, { schema: "m_missing" });
    await expect(repo.countActivities("u1")).rejects.toThrow(/run migrateActivityDatabase\(db\) first/);
    await expect(repo.addActivities("u1", [contractActivity({ userId: "u1", activityId: "a", startTime: Date.UTC(2024, 0, 1) })])).rejects.toThrow(
      /run migrateActivityDatabase\(db\) first/,
    );
  });

  it.skipIf(typeof server === "string")("on a server, eight concurrent callers (separate connections) apply each version exactly once", async () => {
    if (typeof server === "string") return;
    const schema = server.newSchema();
    const reports = await Promise.all(Array.from({ length: 8 }, () => migrateActivityDatabase(server.pool, { schema })));
    const applied = reports.flatMap((r) => r.applied).sort((a, b) => a - b);
    expect(applied).toEqual(MIGRATION_SCRIPTS.map((m) => m.version));
    expect(reports.filter((r) => r.applied.length > 0)).toHaveLength(1);
    const { rows } = await server.pool.query(`SELECT version FROM "${schema}".activity_fuel_migrations ORDER BY version`);
    expect(rows.map((r: { version: number }) => r.version)).toEqual(MIGRATION_SCRIPTS.map((m) => m.version));
  });
});
