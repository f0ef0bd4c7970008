// Overlap queries read from the range's start minus 2 days, or minus the user's longest span when an activity longer
// than that is stored: only such adds write the user's span.
import { PGlite } from "@electric-sql/pglite";
import { afterAll, describe, expect, it } from "vitest";
import { createPostgresActivityRepository, migrateActivityDatabase } from "../../src/postgres/index.js";
import { contractActivity } from "../../src/testing/contract/fixtures.js";

const lite = new PGlite();
afterAll(async () => {
  await lite.close();
});
const DAY = 86_400_000;
const T0 = Date.UTC(2024, 0, 1);

describe("long activities on PostgreSQL", () => {
  it("an activity of 5 days is found near its end; only it records the user's span, which only grows", async () => {
    await migrateActivityDatabase(lite, { schema: "spans" });
    const repository = createPostgresActivityRepository(lite, { schema: "spans" });
    const spans = async (): Promise<unknown[]> => (await lite.query("SELECT user_id, max_span_ms::float8 AS ms FROM spans.activity_fuel_users ORDER BY user_id")).rows;
    await repository.addActivities("u1", [contractActivity({ userId: "u1", activityId: "day", startTime: T0, durationMs: DAY })]);
    expect(await spans()).toEqual([]);
    await repository.addActivities("u1", [contractActivity({ userId: "u1", activityId: "trek", startTime: T0 + DAY, durationMs: 5 * DAY })]);
    await repository.addActivities("u1", [contractActivity({ userId: "u1", activityId: "hike", startTime: T0 + 7 * DAY, durationMs: 3 * DAY })]);
    expect(await spans()).toEqual([{ user_id: "u1", ms: 5 * DAY }]);
    const overlapping = async (fromMs: number, toMs: number): Promise<string[]> =>
      (await repository.listActivitiesOverlapping("u1", { ranges: [{ fromMs, toMs }] })).map((a) => a.activityId);
    expect(await overlapping(T0 + 5.5 * DAY, T0 + 5.6 * DAY)).toEqual(["trek"]);
    expect(await overlapping(T0 + 0.5 * DAY, T0 + 5.6 * DAY)).toEqual(["trek", "day"]);
    expect(await overlapping(T0 + 9.9 * DAY, T0 + 11 * DAY)).toEqual(["hike"]);
    expect(await repository.eraseUser("u1")).toBe(3);
    expect(await spans()).toEqual([]);
  });
});
