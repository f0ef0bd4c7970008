import { PGlite } from "@electric-sql/pglite";
import * as fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import type { SubmittedActivity } from "../../src/model/submittedActivity.js";
import type { UserProfile } from "../../src/model/userProfile.js";
import { createPostgresActivityRepository, migrateActivityDatabase, type ActivityDatabase } from "../../src/postgres/index.js";
import type { ActivityRepository } from "../../src/repository/activityRepository.js";
import { createInMemoryActivityRepository } from "../../src/repository/createInMemoryActivityRepository.js";
import { createActivityService, type ActivityService } from "../../src/service/index.js";
import { arbitraryInvalidActivity, arbitraryValidActivity, INVALID_ACTIVITY_CODES } from "../../src/testing/arbitraries/index.js";
import { startTestServer } from "./testServer.js";

// The service on PostgreSQL and on the in-memory repository, driven with the same random operations, must give
// identical answers. NOW sits two days after the United States' 2024 spring DST change (10 March), so that the
// wristband days of America/New_York include a 23-hour day.
const NOW = Date.UTC(2024, 2, 12, 12);
const DAY = 86_400_000;
const PROFILE: UserProfile = { weightKg: 70, ageYears: 35, timeZoneName: "America/New_York" };
const USERS = ["ann", "ben"] as const;

type Op =
  | { kind: "add"; user: string; body: unknown[] }
  | { kind: "list"; user: string; experience: string; query: Record<string, string> }
  | { kind: "read"; user: string; id: number; what: "detail" | "gps" };

// the experience types' families (RUN, WALK, CYCLE), submitted ALL_DAY records and any type
const anyType = fc.oneof(
  ...(["RUN", "WALK", "CYCLE", "ALL_DAY"] as const).map((activityType) => arbitraryValidActivity({ nowMs: NOW, profile: PROFILE, maxDataPoints: 8, activityType })),
  arbitraryValidActivity({ nowMs: NOW, profile: PROFILE, maxDataPoints: 8 }),
);
const validActivity: fc.Arbitrary<SubmittedActivity> = fc
  .tuple(anyType, fc.integer({ min: 1, max: 6 * DAY }))
  .map(([activity, ago]) => ({ ...activity, startTime: NOW - ago }));
const invalidActivity = fc
  .constantFrom(...INVALID_ACTIVITY_CODES.filter((code) => code !== 1040))
  .chain((code) => arbitraryInvalidActivity(code, { nowMs: NOW, profile: PROFILE, maxDataPoints: 8 }));
const user = fc.constantFrom(...USERS);
const query = fc
  .record(
    {
      count: fc.integer({ min: 1, max: 6 }).map(String),
      offset: fc.integer({ min: 1, max: 5 }).map(String),
      dates: fc.tuple(fc.integer({ min: -1, max: 7 }), fc.integer({ min: 0, max: 5 })),
    },
    { requiredKeys: [] },
  )
  .map(({ dates, ...rest }): Record<string, string> => {
    if (dates === undefined) return rest;
    const [back, span] = dates;
    const day = (n: number): string => new Date(NOW - n * DAY).toISOString().slice(0, 10);
    return { ...rest, startDate: day(back + span), endDate: day(back) };
  });
const addValid: fc.Arbitrary<Op> = fc.record({ kind: fc.constant("add" as const), user, body: fc.array(validActivity, { minLength: 1, maxLength: 4 }) });
const op: fc.Arbitrary<Op> = fc.oneof(
  { weight: 3, arbitrary: addValid },
  {
    weight: 1,
    arbitrary: fc
      .tuple(user, fc.array(validActivity, { maxLength: 2 }), invalidActivity, fc.nat())
      .map(([u, body, bad, at]): Op => {
        const mixed: unknown[] = [...body];
        mixed.splice(at % (body.length + 1), 0, bad);
        return { kind: "add", user: u, body: mixed };
      }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant("list" as const),
      user,
      experience: fc.constantFrom("RUNNING", "WALKING", "CYCLING", "ALL", "WRISTBAND", "FUELBAND", "SWIMMING"),
      query,
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("read" as const), user, id: fc.integer({ min: 1, max: 30 }), what: fc.constantFrom("detail" as const, "gps" as const) }) },
);

function serviceOn(repository: ActivityRepository): ActivityService {
  let serial = 0;
  return createActivityService({ repository, clock: () => NOW, generateId: () => `id-${++serial}`, getProfile: () => PROFILE });
}

async function answer(service: ActivityService, o: Op): Promise<unknown> {
  switch (o.kind) {
    case "add":
      return service.addActivities(o.user, structuredClone(o.body));
    case "list":
      return service.listActivities(o.user, o.experience, o.query);
    case "read":
      return o.what === "detail" ? service.getActivity(o.user, `id-${o.id}`) : service.getGps(o.user, `id-${o.id}`);
  }
}

/** Registers the differential property for one database. */
function differential(name: string, database: () => ActivityDatabase | string, newSchema: () => string, numRuns: number): void {
  it(`${name}: every random sequence of adds, bad batches, lists (every experience type, dates, pages), details and GPS answers as in memory`, async () => {
    const db = database();
    if (typeof db === "string") return;
    const seen = { stored: 0, listed: 0, days: 0, details: 0 };
    await fc.assert(
      fc.asyncProperty(fc.array(addValid, { minLength: 2, maxLength: 6 }), fc.array(op, { minLength: 5, maxLength: 30 }), async (adds, rest) => {
        const ops = [...adds, ...rest];
        const schema = newSchema();
        await migrateActivityDatabase(db, { schema });
        const onPostgres = serviceOn(createPostgresActivityRepository(db, { schema }));
        const inMemory = serviceOn(createInMemoryActivityRepository());
        for (const o of ops) {
          const expected = await answer(inMemory, o);
          expect(await answer(onPostgres, o), JSON.stringify(o).slice(0, 300)).toEqual(expected);
          const value = (expected as { ok: boolean; value?: unknown }).ok ? (expected as { value: unknown }).value : undefined;
          if (o.kind === "add" && Array.isArray(value)) seen.stored += value.length;
          if (o.kind === "list" && (value as { data?: unknown[] } | undefined)?.data?.length) {
            seen.listed++;
            if (o.experience === "WRISTBAND" || o.experience === "FUELBAND") seen.days++;
          }
          if (o.kind === "read" && value !== undefined) seen.details++;
        }
      }),
      { numRuns, seed: 424_242 },
    );
    // the sequences reach what they claim to compare
    expect(seen.stored).toBeGreaterThan(numRuns * 5);
    expect(seen.listed).toBeGreaterThan(numRuns / 2);
    // WRISTBAND lists hold days only when an ALL_DAY of the user was added before
    expect(seen.days).toBeGreaterThan(numRuns / 8);
    expect(seen.details).toBeGreaterThan(numRuns / 4);
  });
}

const lite = new PGlite();
const server = await startTestServer();
if (typeof server === "string") console.warn(`skipping the PostgreSQL server model-based test: ${server}`);
afterAll(async () => {
  await lite.close();
  if (typeof server !== "string") await server.stop();
});
let liteSchemas = 0;

describe("the service on PostgreSQL answers like the service in memory", () => {
  differential("PGlite", () => lite, () => `model_${++liteSchemas}`, 20);
  describe.skipIf(typeof server === "string")("server", () => {
    differential("PostgreSQL server", () => (typeof server === "string" ? server : server.pool), () => (typeof server === "string" ? "" : server.newSchema()), 30);
  });
});
