import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { buildDailyRecords, type DailyRecord } from "../../src/derive/buildDailyRecords.js";
import { addDays, localDayStartMs } from "../../src/derive/localDays.js";
import { toDailyListItem } from "../../src/derive/toDailyListItem.js";
import type { StoredActivity } from "../../src/model/storedActivity.js";
import { contribution, exactDayFuel, fuelPieces } from "./dailyOracle.js";
import { fuelActivity } from "./storedFixture.js";

const H = 3_600_000;
const MIN = 60_000;
const PARIS = "Europe/Paris";
const NOW = Date.UTC(2030, 0, 1);
const daily = (activities: readonly StoredActivity[], timeZone = PARIS, nowMs = NOW): DailyRecord[] =>
  buildDailyRecords(activities, { timeZone, nowMs });
const repeat = (value: number, count: number): number[] => new Array<number>(count).fill(value);
// the distance at each point's start (decision D-140): 0, step, 2 × step, …; the last interval holds the pace
const cumulative = (step: number, count: number): number[] => Array.from({ length: count }, (_, j) => step * j);

describe("buildDailyRecords: examples", () => {
  const dayStart = localDayStartMs("2024-01-05", PARIS); // 2024-01-04T23:00:00Z

  it("adds activities that do not overlap; duration is the time with fuel > 0", () => {
    const a = fuelActivity("a", dayStart + 8 * H, [3, 4, 0, 5]); // 08:00, 20 s, 15 s of it with fuel
    const b = fuelActivity("b", dayStart + 18 * H, [10, 10], { intervalValue: 10 });
    const [day] = daily([a, b]);
    expect(day).toMatchObject({ localDate: "2024-01-05", fuel: 32, durationMs: 35_000, activityIds: ["a", "b"] });
    expect(day?.dayStartMs).toBe(Date.UTC(2024, 0, 4, 23));
    expect(day?.dayEndMs).toBe(Date.UTC(2024, 0, 5, 23));
  });

  it("counts a 24 h wristband day and a run over it once, at the higher rate (hand-computed)", () => {
    // wristband: 17 280 points at 5 s, 1 fuel, 2 steps, 0.1 kcal each; run at 08:00: 180 points at 10 s,
    // 5 fuel, 30 steps, 1.5 kcal, 0.03 km each. The run's rates are higher, so it replaces 360 wristband points.
    const band = fuelActivity("band", dayStart, repeat(1, 17_280), { steps: repeat(2, 17_280), calories: repeat(0.1, 17_280) });
    const run = fuelActivity("run", dayStart + 8 * H, repeat(5, 180), {
      intervalValue: 10,
      steps: repeat(30, 180),
      calories: repeat(1.5, 180),
      distanceKm: cumulative(0.03, 180),
    });
    const [day] = daily([run, band]);
    expect(day?.fuel).toBe(17_280 - 360 + 900);
    expect(day?.steps).toBe(34_560 - 720 + 5_400);
    expect(day?.calories).toBeCloseTo(1_728 - 36 + 270, 6);
    expect(day?.distanceKm).toBeCloseTo(5.4, 9);
    expect(day?.durationMs).toBe(24 * H);
    expect(day?.activityIds).toEqual(["band", "run"]);
    const item = toDailyListItem(day!);
    expect(item.metricSummary).toEqual({ calories: "1962", fuel: "17820", distance: "5.4", steps: "39240", duration: "24:00:00.000" });
  });

  it("de-duplicates partly overlapping intervals slot by slot (hand-computed)", () => {
    const t = dayStart + 10 * H;
    // A: 2 fuel/s on [0, 10 s); B: 0.8 fuel/s on [2.5 s, 12.5 s) → 5 + 5 + 5 + 5 + 2 = 22
    expect(daily([fuelActivity("A", t, [10, 10]), fuelActivity("B", t + 2500, [4, 4])])[0]).toMatchObject({ fuel: 22, durationMs: 12_500 });
    // B at 4 fuel/s instead: 5 + 10 + 10 + 10 + 10 = 45
    expect(daily([fuelActivity("A", t, [10, 10]), fuelActivity("B", t + 2500, [20, 20])])[0]?.fuel).toBe(45);
    // 1 fuel on [0, 5 s) and 1 on [2.5, 7.5 s): 0.5 + 0.5 + 0.5 = 1.5 → rounded half-up to 2
    expect(daily([fuelActivity("A", t, [1]), fuelActivity("B", t + 2500, [1])])[0]?.fuel).toBe(2);
    // identical activities count once
    expect(daily([fuelActivity("A", t, [7, 9]), fuelActivity("B", t, [7, 9])])[0]?.fuel).toBe(16);
  });

  it("splits an interval crossing midnight in proportion to time, in integers", () => {
    const t = localDayStartMs("2024-01-06", PARIS) - 3000; // 23:59:57 local
    const records = daily([fuelActivity("late", t, [10, 10])]);
    expect(records.map((r) => [r.localDate, r.fuel, r.durationMs])).toEqual([
      ["2024-01-06", 14, 7000], // 4 (2 s of the first interval) + 10
      ["2024-01-05", 6, 3000], // round(10 × 3 / 5)
    ]);
    expect(records.map((r) => r.activityIds)).toEqual([["late"], ["late"]]);
  });

  it("gives the historical 340 minutes with fuel as 5:40:00.000", () => {
    const [day] = daily([fuelActivity("walk", dayStart + 9 * H, repeat(1, 2040), { intervalValue: 10 })]);
    expect(day?.durationMs).toBe(340 * MIN);
    expect(toDailyListItem(day!).metricSummary.duration).toBe("5:40:00.000");
  });

  it("makes 23 h and 25 h days across DST (Europe/Paris 2024-03-31 and 2024-10-27)", () => {
    const spring = localDayStartMs("2024-03-31", PARIS);
    const autumn = localDayStartMs("2024-10-27", PARIS);
    const [short] = daily([fuelActivity("s", spring, repeat(1, 23 * 360), { intervalValue: 10 })]);
    const [long] = daily([fuelActivity("l", autumn, repeat(1, 25 * 360), { intervalValue: 10 })]);
    expect(short).toMatchObject({ localDate: "2024-03-31", fuel: 8280, durationMs: 23 * H, dayStartMs: Date.UTC(2024, 2, 30, 23) });
    expect(short!.dayEndMs - short!.dayStartMs).toBe(23 * H);
    expect(long).toMatchObject({ localDate: "2024-10-27", fuel: 9000, durationMs: 25 * H, dayStartMs: Date.UTC(2024, 9, 26, 22) });
    expect(long!.dayEndMs - long!.dayStartMs).toBe(25 * H);
    expect(toDailyListItem(short!).metricSummary.duration).toBe("23:00:00.000");
    expect(toDailyListItem(long!).metricSummary.duration).toBe("25:00:00.000");
  });

  it("skips a date the zone does not have (Pacific/Apia 2011-12-30)", () => {
    // 2011-12-29 20:00 −10 (06:00Z) to 2011-12-31 04:00 +14 (14:00Z): 8 hours at 10 s
    const records = daily([fuelActivity("apia", Date.UTC(2011, 11, 30, 6), repeat(1, 2880), { intervalValue: 10 })], "Pacific/Apia");
    expect(records.map((r) => [r.localDate, r.fuel])).toEqual([
      ["2011-12-31", 1440],
      ["2011-12-29", 1440],
    ]);
  });

  it("is IN_PROGRESS for the day holding nowMs, COMPLETE otherwise, most recent first", () => {
    const a = fuelActivity("a", dayStart + 1 * H, [1]);
    const b = fuelActivity("b", dayStart + 25 * H, [1]);
    const c = fuelActivity("c", dayStart - 47 * H, [1]);
    const records = daily([a, c, b], PARIS, dayStart + 30 * H);
    expect(records.map((r) => [r.localDate, r.status])).toEqual([
      ["2024-01-06", "IN_PROGRESS"],
      ["2024-01-05", "COMPLETE"],
      ["2024-01-03", "COMPLETE"],
    ]);
    expect(daily([a], PARIS, dayStart)[0]?.status).toBe("IN_PROGRESS");
    expect(daily([a], PARIS, dayStart + 24 * H)[0]?.status).toBe("COMPLETE");
  });

  it("returns nothing for no activities", () => {
    expect(daily([])).toEqual([]);
  });
});

describe("toDailyListItem", () => {
  it("is an ALL_DAY list item starting at local midnight in UTC", () => {
    const [day] = daily([fuelActivity("x", localDayStartMs("2015-01-01", PARIS) + 12 * H, [3, 4], { steps: [5, 6], distanceKm: [0, 0.0087] })]);
    expect(toDailyListItem(day!, { basePath: "/v1/me/sport/activities" })).toEqual({
      links: [{ rel: "self", href: "/v1/me/sport/activities/ALL_DAY-2015-01-01" }],
      activityId: "ALL_DAY-2015-01-01",
      activityType: "ALL_DAY",
      startTime: "2014-12-31T23:00:00.000Z",
      activityTimeZone: "Europe/Paris",
      status: "COMPLETE",
      deviceType: "FUELBAND",
      // 8.7 m in the first interval, the same pace held in the second
      metricSummary: { calories: "0", fuel: "7", distance: "0.0174", steps: "11", duration: "0:00:10.000" },
      tags: [],
      metrics: [],
    });
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Properties

const ZONES = ["Europe/Paris", "Pacific/Apia", "Asia/Kolkata", "Australia/Lord_Howe", "America/New_York", "America/Santiago"] as const;
const BASE = Date.UTC(2024, 2, 30, 12); // Europe/Paris changes to summer time on the 31st

const activityArb = (id: string) =>
  fc
    .record({
      offsetMs: fc.oneof(fc.integer({ min: 0, max: 2 * 86_400_000 }), fc.integer({ min: 0, max: 40 }).map((k) => k * 2500)),
      intervalValue: fc.constantFrom(5 as const, 10 as const),
      fuel: fc.array(fc.integer({ min: 0, max: 40 }), { minLength: 1, maxLength: 30 }),
    })
    .map(({ offsetMs, intervalValue, fuel }) => fuelActivity(id, BASE + offsetMs, fuel, { intervalValue }));

const activitiesArb = fc
  .integer({ min: 1, max: 5 })
  .chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => activityArb(`act-${i}`))));

function overlaps(a: StoredActivity, b: StoredActivity): boolean {
  const end = (s: StoredActivity): number => s.activity.startTime + s.activity.metrics.data.length * s.activity.metrics.intervalValue * 1000;
  return a.activity.startTime < end(b) && b.activity.startTime < end(a);
}

describe("buildDailyRecords: properties", () => {
  it("day fuel ≥ the largest contribution, ≤ their sum, = the sum without overlap; the exact envelope rounded", () => {
    fc.assert(
      fc.property(activitiesArb, fc.constantFrom(...ZONES), (activities, zone) => {
        const records = daily(activities, zone);
        for (const day of records) {
          const contributions = activities.map((a) => contribution(a, day.dayStartMs, day.dayEndMs));
          const sum = contributions.reduce((x, y) => x + y, 0);
          expect(day.fuel).toBeGreaterThanOrEqual(Math.max(...contributions));
          expect(day.fuel).toBeLessThanOrEqual(sum);
          const anyOverlap = activities.some((a, i) => activities.some((b, j) => i < j && overlaps(a, b)));
          if (!anyOverlap) expect(day.fuel).toBe(sum);
          const exact = exactDayFuel(activities.flatMap((a) => fuelPieces(a, day.dayStartMs, day.dayEndMs)));
          // |fuel − exact| ≤ 1/2, in integers: |2·fuel·den − 2·num| ≤ den
          const gap = 2n * BigInt(day.fuel) * exact.den - 2n * exact.num;
          expect(gap <= exact.den && -gap <= exact.den).toBe(true);
          expect(day.durationMs).toBe(exact.activeMs);
        }
      }),
      { numRuns: 150 },
    );
  });

  it("loses no fuel across days when nothing overlaps (integer splits at midnight add up)", () => {
    fc.assert(
      fc.property(activityArb("solo"), fc.constantFrom(...ZONES), (activity, zone) => {
        const total = daily([activity], zone).reduce((sum, r) => sum + r.fuel, 0);
        expect(total).toBe(activity.derived.fuel);
      }),
      { numRuns: 150 },
    );
  });

  it("is independent of insertion order and of counting an activity twice", () => {
    fc.assert(
      fc.property(activitiesArb, fc.constantFrom(...ZONES), fc.integer({ min: 0, max: 1000 }), (activities, zone, seed) => {
        const expected = daily(activities, zone);
        const shuffled = [...activities].sort((a, b) => ((a.activityId.charCodeAt(4) * 7919 + seed) % 13) - ((b.activityId.charCodeAt(4) * 7919 + seed) % 13)).reverse();
        expect(daily(shuffled, zone)).toEqual(expected);
        const twice = [...activities, activities[seed % activities.length]!];
        expect(daily(twice, zone)).toEqual(expected);
        const clone = { ...activities[seed % activities.length]!, activityId: "zz-clone" };
        const strip = (records: DailyRecord[]) => records.map(({ activityIds: _ids, ...rest }) => rest);
        expect(strip(daily([...activities, clone], zone))).toEqual(strip(expected));
      }),
      { numRuns: 100 },
    );
  });

  it("builds distinct, contiguous local days, most recent first", () => {
    fc.assert(
      fc.property(activitiesArb, fc.constantFrom(...ZONES), (activities, zone) => {
        const records = daily(activities, zone);
        for (let i = 0; i < records.length; i++) {
          const r = records[i]!;
          expect(r.dayStartMs).toBe(localDayStartMs(r.localDate, zone));
          expect(r.dayEndMs).toBe(localDayStartMs(addDays(r.localDate, 1), zone));
          expect(r.dayEndMs).toBeGreaterThan(r.dayStartMs);
          if (i > 0) expect(records[i - 1]!.dayStartMs).toBeGreaterThanOrEqual(r.dayEndMs);
          expect(new Set(r.activityIds).size).toBe(r.activityIds.length);
          for (const id of r.activityIds) {
            const a = activities.find((x) => x.activityId === id)!;
            expect(fuelPieces(a, r.dayStartMs, r.dayEndMs).length).toBeGreaterThan(0);
          }
        }
        // every activity appears in at least one day
        for (const a of activities) expect(records.some((r) => r.activityIds.includes(a.activityId))).toBe(true);
      }),
      { numRuns: 100 },
    );
  });
});
