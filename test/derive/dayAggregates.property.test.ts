// Decision D-95: the day aggregates folded at insert equal, bit for bit, the days rebuilt from scratch
// (buildDailyRecords), whatever the insertion order and batching, across DST days (23 h, 25 h), Pacific/Apia's
// skipped 2011-12-30 and Lord Howe's 30-minute shifts.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { buildDailyRecords, toDailyRecord, type DailyRecord } from "../../src/derive/buildDailyRecords.js";
import { dayAggregatesOf, foldActivityDays } from "../../src/derive/dayAggregatesOf.js";
import { foldDayAggregate } from "../../src/derive/foldDayAggregate.js";
import { batchDayAggregates } from "../../src/derive/batchDayAggregates.js";
import { createInMemoryActivityRepository } from "../../src/repository/createInMemoryActivityRepository.js";
import { localDayStartMs } from "../../src/derive/localDays.js";
import type { DayAggregate } from "../../src/model/dayAggregate.js";
import type { StoredActivity } from "../../src/model/storedActivity.js";
import { fuelActivity, fuelActivityArb } from "./storedFixture.js";

const H = 3_600_000;
const NOW = Date.UTC(2030, 0, 1);

/** Zones and dates whose days are not 24 h: around each, activities are drawn within ±30 h. */
const SCENES = [
  { zone: "Europe/Paris", date: "2024-03-31" }, // 23 h
  { zone: "Europe/Paris", date: "2024-10-27" }, // 25 h
  { zone: "America/New_York", date: "2024-11-03" }, // 25 h
  { zone: "Pacific/Apia", date: "2011-12-29" }, // the next date, 2011-12-30, was skipped
  { zone: "Australia/Lord_Howe", date: "2024-04-07" }, // 24.5 h
  { zone: "Australia/Lord_Howe", date: "2024-10-06" }, // 23.5 h
  { zone: "America/Santiago", date: "2024-09-08" }, // midnight does not exist
  { zone: "America/Havana", date: "2024-11-03" }, // midnight repeats
] as const;

/** An activity drawn near a scene's day: 1–400 points of 5 or 10 s, fuel always, other columns sometimes. */
const activityArb = (index: number, anchorMs: number) => fuelActivityArb(`a${index}`, anchorMs);

const sceneArb = fc.constantFrom(...SCENES).chain((scene) => {
  const anchor = localDayStartMs(scene.date, scene.zone) + 12 * H;
  return fc.record({
    zone: fc.constant(scene.zone),
    activities: fc.integer({ min: 1, max: 7 }).chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => activityArb(i, anchor)))),
    order: fc.array(fc.nat(), { minLength: 7, maxLength: 7 }),
    cuts: fc.array(fc.boolean(), { minLength: 7, maxLength: 7 }),
  });
});

/** Folds the activities in the drawn order and batching, as concurrent adds would reach the repository. */
function foldIncrementally(activities: readonly StoredActivity[], zone: string, order: readonly number[], cuts: readonly boolean[]): DayAggregate[] {
  const pending = [...activities];
  const shuffled: StoredActivity[] = [];
  for (let i = 0; pending.length > 0; i++) shuffled.push(pending.splice((order[i] ?? 0) % pending.length, 1)[0] as StoredActivity);
  const stored = new Map<string, DayAggregate>();
  let batch: StoredActivity[] = [];
  const flush = (): void => {
    for (const day of foldActivityDays(batch, zone)) stored.set(day.localDate, foldDayAggregate(stored.get(day.localDate), day));
    batch = [];
  };
  shuffled.forEach((activity, i) => {
    batch.push(activity);
    if (cuts[i] === true) flush();
  });
  flush();
  return [...stored.values()].sort((a, b) => b.dayStartMs - a.dayStartMs);
}

/** The drawn order and batching of `foldIncrementally`: the batches of activities, in order. */
function batchesOf(activities: readonly StoredActivity[], order: readonly number[], cuts: readonly boolean[]): StoredActivity[][] {
  const pending = [...activities];
  const shuffled: StoredActivity[] = [];
  for (let i = 0; pending.length > 0; i++) shuffled.push(pending.splice((order[i] ?? 0) % pending.length, 1)[0] as StoredActivity);
  const batches: StoredActivity[][] = [[]];
  shuffled.forEach((activity, i) => {
    batches.at(-1)!.push(activity);
    if (cuts[i] === true) batches.push([]);
  });
  return batches.filter((batch) => batch.length > 0);
}

/** Every field of an aggregate, the envelope read (a lazy one is built), numbers with −0 told apart. */
function aggregateBits(day: DayAggregate): unknown {
  const bitsOf = (values: ArrayLike<number>) => Array.from(values, (v) => (Object.is(v, -0) ? "-0" : v));
  const { localDate, dayStartMs, dayEndMs, fuel, steps, calories, distanceKm, activeMs, activityIds, shares } = day;
  return { localDate, dayStartMs, dayEndMs, fuel, steps, calories, distanceKm, activeMs, activityIds: [...activityIds], shares: shares.map((x) => ({ ...x })), boundsMs: bitsOf(day.boundsMs), rates: bitsOf(day.rates) };
}

/** Records with every number compared by Object.is (bit for bit, −0 ≠ 0). */
function bits(records: readonly DailyRecord[]): unknown[] {
  return records.map((r) => Object.entries(r).map(([key, value]) => [key, typeof value === "number" ? [value, Object.is(value, -0)] : value]));
}

describe("day aggregates folded at insert = days rebuilt from scratch (D-95)", () => {
  it("bit for bit, in any insertion order and batching, across DST, skipped and half-hour-shift days", () => {
    fc.assert(
      fc.property(sceneArb, ({ zone, activities, order, cuts }) => {
        const fromScratch = buildDailyRecords(activities, { timeZone: zone, nowMs: NOW });
        const folded = foldIncrementally(activities, zone, order, cuts).map((day) => toDailyRecord(day, zone, NOW));
        expect(bits(folded)).toEqual(bits(fromScratch));
        for (let i = 0; i < folded.length; i++) {
          for (const key of ["fuel", "steps", "calories", "distanceKm", "durationMs", "dayStartMs", "dayEndMs"] as const) {
            expect(Object.is(folded[i]?.[key], fromScratch[i]?.[key]), `${key} of ${folded[i]?.localDate}`).toBe(true);
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  // decision D-183: an add's days with lazy envelopes, and a repository that keeps no envelope for a day of one
  // activity, build it from its copy when a later add folds into the day
  it("batchDayAggregates gives foldActivityDays's aggregates, envelopes included, bit for bit", () => {
    fc.assert(
      fc.property(sceneArb, ({ zone, activities }) => {
        const lazy = batchDayAggregates(activities, zone, (n) => new Float64Array(n));
        expect(lazy.days.map(aggregateBits)).toEqual(foldActivityDays(activities, zone).map(aggregateBits));
        lazy.expire();
        const single = lazy.days.find((day) => day.shares.length === 1);
        if (single !== undefined) expect(() => single.rates).toThrow(/read after its add settled/);
      }),
      { numRuns: 300 },
    );
  });

  it("the in-memory repository's days equal the days rebuilt from scratch, adds of lazy days in any order and batching", async () => {
    await fc.assert(
      fc.asyncProperty(sceneArb, async ({ zone, activities, order, cuts }) => {
        const repository = createInMemoryActivityRepository();
        const userId = activities[0]!.userId;
        for (const batch of batchesOf(activities, order, cuts)) {
          const days = batchDayAggregates(batch, zone, (n) => new Float64Array(n));
          const outcome = await repository.addActivities(userId, batch, { days: { timeZone: zone, days: days.days } });
          days.expire();
          expect(outcome.ok).toBe(true);
        }
        const listed = (await repository.listDays(userId, zone, {}, { offset: 0, limit: 100 })) ?? [];
        const fromScratch = buildDailyRecords(activities, { timeZone: zone, nowMs: NOW });
        expect(bits(listed.map((day) => toDailyRecord(day, zone, NOW)))).toEqual(bits(fromScratch));
      }),
      { numRuns: 200 },
    );
  });

  it("the fold is commutative, associative and idempotent on whole aggregates (envelope and shares included)", () => {
    fc.assert(
      fc.property(sceneArb, ({ zone, activities }) => {
        const parts = activities.map((a) => dayAggregatesOf(a, zone));
        const date = parts[0]?.[0]?.localDate;
        const ofDate = parts.map((days) => days.find((d) => d.localDate === date)).filter((d): d is DayAggregate => d !== undefined);
        const a = ofDate[0] as DayAggregate;
        const b = ofDate[1] ?? a;
        const c = ofDate[2] ?? a;
        const ab = foldDayAggregate(a, b);
        expect(ab).toEqual(foldDayAggregate(b, a));
        expect(foldDayAggregate(ab, c)).toEqual(foldDayAggregate(a, foldDayAggregate(b, c)));
        expect(foldDayAggregate(ab, b)).toEqual(ab);
        expect(foldDayAggregate(undefined, ab)).toEqual(ab);
      }),
      { numRuns: 200 },
    );
  });

  it("Apia's skipped 2011-12-30 gets no day; a Lord Howe day lasts 23.5 h (examples)", () => {
    const apia = fuelActivity("apia", localDayStartMs("2011-12-29", "Pacific/Apia") + 20 * H, new Array<number>(2880).fill(2), { intervalValue: 10 });
    const days = foldActivityDays([apia], "Pacific/Apia");
    expect(days.map((d) => d.localDate)).toEqual(["2011-12-29", "2011-12-31"]);
    expect(days.reduce((sum, d) => sum + d.fuel, 0)).toBe(5760);
    const howe = fuelActivity("howe", localDayStartMs("2024-10-06", "Australia/Lord_Howe"), new Array<number>(8640).fill(1), { intervalValue: 10 });
    const [first] = foldActivityDays([howe], "Australia/Lord_Howe");
    expect(first?.dayEndMs! - first?.dayStartMs!).toBe(23.5 * H);
    expect(first?.fuel).toBe(8460); // 23.5 h of 10 s points at 1 fuel
  });
});
