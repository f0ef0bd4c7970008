import { afterAll, describe, expect, it } from "vitest";
import type { StoredActivity } from "../../src/model/storedActivity.js";
import { createPostgresActivityRepository, migrateActivityDatabase } from "../../src/postgres/index.js";
import { contractActivity } from "../../src/testing/contract/fixtures.js";
import { startTestServer } from "./testServer.js";

const server = await startTestServer();
if (typeof server === "string") console.warn(`skipping the PostgreSQL server concurrency test: ${server}`);
afterAll(async () => {
  if (typeof server !== "string") await server.stop();
});

const USERS = 100;
const PER_USER = 10;
const T0 = Date.UTC(2024, 4, 1, 8);

describe.skipIf(typeof server === "string")("PostgreSQL server under concurrent load", () => {
  it(`${USERS * PER_USER} concurrent adds from ${USERS} users through a pool: none lost, none duplicated, no cross-user read`, async () => {
    if (typeof server === "string") return;
    const schema = server.newSchema();
    await migrateActivityDatabase(server.pool, { schema });
    const repo = createPostgresActivityRepository(server.pool, { schema });
    const users = Array.from({ length: USERS }, (_, u) => `user-${u}`);
    // every user uses the same ids, so that a cross-user leak or a lost row shows in ids and owners
    const adds = users.flatMap((userId, u) =>
      Array.from({ length: PER_USER }, (_, k) =>
        contractActivity({ userId, activityId: `a${k}`, startTime: T0 + ((k * 7 + u) % PER_USER) * 60_000 + u }),
      ),
    );
    // interleave users: add k of every user, then k + 1, …, with reads in between
    const order = adds.map((_, i) => adds[(i % USERS) * PER_USER + Math.floor(i / USERS)] as StoredActivity);
    const foreign: string[] = [];
    const reads: Promise<void>[] = [];
    const outcomes = await Promise.all(
      order.map((activity, i) => {
        if (i % 5 === 0) {
          const reader = users[(i * 31) % USERS] as string;
          reads.push(
            repo.listActivities(reader, {}, { offset: 0, limit: 50 }).then((list) => {
              for (const a of list) if (a.userId !== reader) foreign.push(`${reader} read ${a.userId}/${a.activityId}`);
            }),
          );
        }
        return repo.addActivities(activity.userId, [activity]);
      }),
    );
    await Promise.all(reads);
    expect(outcomes.filter((o) => !o.ok)).toEqual([]);
    expect(foreign).toEqual([]);
    for (const userId of users) {
      const list = await repo.listActivities(userId, {}, { offset: 0, limit: 100 });
      expect(list.map((a) => a.userId).every((owner) => owner === userId)).toBe(true);
      expect(list.map((a) => a.activityId).sort()).toEqual(Array.from({ length: PER_USER }, (_, k) => `a${k}`).sort());
      expect(await repo.countActivities(userId)).toBe(PER_USER);
    }
    const { rows } = await server.pool.query(`SELECT count(*)::int AS n, count(DISTINCT (user_id, activity_id))::int AS d FROM "${schema}".activity_fuel_activities`);
    expect(rows[0]).toEqual({ n: USERS * PER_USER, d: USERS * PER_USER });
    // activities under 2 days long record no span
    const bounds = await server.pool.query(`SELECT count(*)::int AS n FROM "${schema}".activity_fuel_users`);
    expect(bounds.rows[0]).toEqual({ n: 0 });
  });
});
