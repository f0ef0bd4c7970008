import { PGlite } from "@electric-sql/pglite";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { completeDayAggregate } from "../../src/derive/completeDayAggregate.js";
import { EnvelopeBuilder } from "../../src/derive/rateEnvelope.js";
import type { DayAggregate, DayAggregateBatch } from "../../src/model/dayAggregate.js";
import { createPostgresActivityRepository, migrateActivityDatabase } from "../../src/postgres/index.js";
import { createInMemoryActivityRepository } from "../../src/repository/createInMemoryActivityRepository.js";
import type { ActivityRepository } from "../../src/repository/activityRepository.js";
import { contractActivity } from "../../src/testing/contract/fixtures.js";

const lite = new PGlite();
afterAll(async () => {
  await lite.close();
});
let schemas = 0;

const DAY = 86_400_000;
const T0 = Date.UTC(2024, 2, 1);
const DATES = ["2024-03-01", "2024-03-02", "2024-03-03", "2024-03-04"];

/** One activity's aggregate of one day: a single segment of constant rates and its own share. */
function dayOf(dayIndex: number, activityId: string, fromMin: number, minutes: number, fuelRate: number, steps: boolean): DayAggregate {
  const dayStartMs = T0 + dayIndex * DAY;
  const from = dayStartMs + fromMin * 60_000;
  const to = from + minutes * 60_000;
  const builder = new EnvelopeBuilder();
  builder.push(from, to, fuelRate / 60_000, steps ? 100 / 60_000 : 0, 5 / 60_000, 0);
  return completeDayAggregate({
    localDate: DATES[dayIndex] as string,
    dayStartMs,
    dayEndMs: dayStartMs + DAY,
    envelope: builder.finish(),
    shares: [{ activityId, startMs: from, fuel: Math.round(fuelRate * minutes), ...(steps ? { steps: 100 * minutes } : {}), calories: 5 * minutes }],
  });
}

type Op =
  | { kind: "add"; user: string; id: string; zone: string | undefined; parts: [number, number, number, number, boolean][] }
  | { kind: "replace"; user: string; zone: string; expectedDelta: number; parts: [number, number, number, number, boolean][] };

const part = fc.tuple(fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 1400 }), fc.integer({ min: 1, max: 40 }), fc.integer({ min: 1, max: 20 }), fc.boolean());
const user = fc.constantFrom("u1", "u2");
const zone = fc.constantFrom("Europe/Paris", "America/New_York");
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant("add" as const), user, id: fc.constantFrom("a", "b", "c", "d", "e", "f"), zone: fc.option(zone, { nil: undefined }), parts: fc.array(part, { maxLength: 3 }) }),
  fc.record({ kind: fc.constant("replace" as const), user, zone, expectedDelta: fc.constantFrom(0, 0, 1), parts: fc.array(part, { maxLength: 4 }) }),
);

/**
 * Hand-made days, not those of the stored activities: their shares name no stored activity, so that the in-memory
 * repository stores them as given (D-181) rather than rebuilding a one-activity day's envelope from the activity
 * (D-183), which the contract allows only for the activities' own days.
 */
function batchOf(zoneName: string, id: string, parts: readonly [number, number, number, number, boolean][]): DayAggregateBatch {
  return { timeZone: zoneName, days: parts.map(([d, from, minutes, rate, steps], i) => dayOf(d, `${id}:${i}`, from, minutes, rate, steps)) };
}

/** Every observable day answer of both users in both zones. */
async function observe(repo: ActivityRepository): Promise<unknown> {
  const out: unknown[] = [];
  for (const u of ["u1", "u2"]) {
    for (const z of ["Europe/Paris", "America/New_York"]) {
      out.push(await repo.countDays(u, z), await repo.countDays(u, z, { fromDate: "2024-03-02" }), await repo.listDays(u, z, {}, { offset: 0, limit: 10 }));
      out.push(await repo.listDays(u, z, { fromDate: "2024-03-02", toDate: "2024-03-03" }, { offset: 1, limit: 1 }));
    }
  }
  return out;
}

describe("day aggregates on PGlite", () => {
  it("answer exactly as the in-memory repository for random adds (with and without days, in two zones) and replaces", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 8 }), async (ops) => {
        const schema = `days_${++schemas}`;
        await migrateActivityDatabase(lite, { schema });
        const pg = createPostgresActivityRepository(lite, { schema });
        const memory = createInMemoryActivityRepository();
        let n = 0;
        for (const o of ops) {
          if (o.kind === "add") {
            const id = `${o.id}${n++}`;
            const activity = contractActivity({ userId: o.user, activityId: id, startTime: T0 + n * 60_000 });
            const options = o.zone === undefined ? {} : { days: batchOf(o.zone, id, o.parts) };
            expect(await pg.addActivities(o.user, [activity], options)).toEqual(await memory.addActivities(o.user, [activity], options));
          } else {
            const expected = (await memory.countActivities(o.user)) + o.expectedDelta;
            const days = batchOf(o.zone, `r${n++}`, o.parts);
            expect(await pg.replaceDays(o.user, days, expected)).toBe(await memory.replaceDays(o.user, days, expected));
          }
          expect(await observe(pg)).toEqual(await observe(memory));
        }
      }),
      { numRuns: 25, seed: 10_001 },
    );
  });

  it("concurrent adds of one user fold every contribution (none lost)", async () => {
    const schema = `days_${++schemas}`;
    await migrateActivityDatabase(lite, { schema });
    const pg = createPostgresActivityRepository(lite, { schema });
    const memory = createInMemoryActivityRepository();
    const adds = Array.from({ length: 30 }, (_, i) => ({
      activity: contractActivity({ userId: "u1", activityId: `c${i}`, startTime: T0 + i * 60_000 }),
      days: batchOf("Europe/Paris", `c${i}`, [[i % 4, (i * 37) % 1400, 10 + (i % 7), 1 + (i % 5), i % 2 === 0]]),
    }));
    await Promise.all(adds.map((a) => pg.addActivities("u1", [a.activity], { days: a.days })));
    for (const a of adds) await memory.addActivities("u1", [a.activity], { days: a.days });
    expect(await observe(pg)).toEqual(await observe(memory));
    expect(await pg.countDays("u1", "Europe/Paris")).toBe(4);
  });
});
