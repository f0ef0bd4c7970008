// A page after a position starts at that position in the index: the scan reads the page's entries only, however
// deep the position, for one type, a merged set of types, and no type filter.
import { PGlite } from "@electric-sql/pglite";
import { afterAll, describe, expect, it } from "vitest";
import { pageIdsSql, selectionOf } from "../../src/postgres/activityQueries.js";
import { activityTables } from "../../src/postgres/activityTables.js";
import { createPostgresActivityRepository, migrateActivityDatabase } from "../../src/postgres/index.js";
import type { ActivityFilter } from "../../src/repository/activityRepository.js";

const lite = new PGlite();
afterAll(async () => {
  await lite.close();
});
const SIZE = 6_000;
const T0 = Date.UTC(2020, 0, 1);

/** Every plan node of an EXPLAIN (FORMAT JSON) tree. */
function nodes(plan: Record<string, unknown>): Record<string, unknown>[] {
  return [plan, ...((plan["Plans"] as Record<string, unknown>[] | undefined) ?? []).flatMap(nodes)];
}

describe("keyset pages on PostgreSQL", () => {
  it("read only the page's index entries after a deep position", async () => {
    await migrateActivityDatabase(lite, { schema: "keyset" });
    await lite.query(
      `INSERT INTO keyset.activity_fuel_activities (user_id, activity_id, activity_type, start_time, end_time, local_date, time_zone_name, device_type,
         status, received_at, duration_ms, fuel, interval_value, metric_types, point_count, samples, fuel_per_point, envelope)
       SELECT 'u1', 'a' || i, (ARRAY['RUN','WALK','CYCLE','HIKING'])[i % 4 + 1], t, t + interval '1 minute', t::date, 'UTC', 'WATCH',
         'COMPLETE', t, 60000, 1, 10, ARRAY['distance'], 0, '', '', '{"intervalUnit":"sec","fuelModel":"x","tags":[]}'
       FROM generate_series(1, ${SIZE}) i, LATERAL (SELECT 'epoch'::timestamptz + ($1::float8 + i * 3600000.0) * interval '1 millisecond' AS t) s`,
      [T0],
    );
    await lite.query("ANALYZE keyset.activity_fuel_activities");
    const repository = createPostgresActivityRepository(lite, { schema: "keyset" });
    const filters: ActivityFilter[] = [{}, { activityTypes: ["RUN"] }, { activityTypes: ["RUN", "WALK"] }];
    for (const filter of filters) {
      const all = await repository.listActivities("u1", filter, { offset: 0, limit: SIZE });
      const deep = all[Math.floor(all.length * 0.9)]!;
      const after = { startTime: deep.activity.startTime, activityId: deep.activityId };
      const page = await repository.listActivities("u1", filter, { offset: 0, limit: 10, after });
      expect(page.map((a) => a.activityId)).toEqual(all.slice(Math.floor(all.length * 0.9) + 1).slice(0, 10).map((a) => a.activityId));
      const selection = selectionOf(filter, true)!;
      const text = pageIdsSql(activityTables("keyset").activities, selection, { offset: 0, limit: 10, after });
      const { rows } = await lite.query<{ "QUERY PLAN": [{ Plan: Record<string, unknown> }] }>(`EXPLAIN (ANALYZE, FORMAT JSON) ${text}`, ["u1", ...selection.params]);
      const scans = nodes(rows[0]!["QUERY PLAN"][0].Plan).filter((n) => String(n["Node Type"]).startsWith("Index"));
      expect(scans.length).toBeGreaterThan(0);
      for (const scan of scans) {
        expect(String(scan["Index Cond"])).toMatch(/ROW\(start_time, activity_id\) </);
        expect(scan["Actual Rows"]).toBeLessThanOrEqual(10);
      }
    }
  });
});
