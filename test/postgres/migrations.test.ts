import { PGlite } from "@electric-sql/pglite";
import { afterAll, describe, expect, it } from "vitest";
import { createPostgresActivityRepository, migrateActivityDatabase } from "../../src/postgres/index.js";
import { MIGRATION_SCRIPTS } from "../../src/postgres/migrationScripts.js";
import { contractActivity } from "../../src/testing/contract/fixtures.js";
import { renderMigrationScripts, MIGRATION_SCRIPTS_PATH } from "../docs/generate-migrations.js";
import { readFileSync } from "node:fs";
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
      await lite.query("INSERT INTO activity_fuel_migrations (version, name, checksum) VALUES ($1, $2, md5($3))", [script.version, script.name, script.sql]);
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
    expect((await repo.listActivitiesOverlapping("u1", { fromMs: Date.UTC(2024, 0, 1, 9, 10), toMs: Date.UTC(2024, 0, 1, 9, 20) })).map((a) => a.activityId)).toEqual(["old"]);
    await repo.addActivities("u1", [contractActivity({ userId: "u1", activityId: "new", startTime: Date.UTC(2024, 0, 2) })]);
    expect(await repo.countActivities("u1")).toBe(2);
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
