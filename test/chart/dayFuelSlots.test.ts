import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { runCount } from "../runCounts.js";
import { dayFuelSlots, type FuelTrack } from "../../src/chart/dayFuelSlots.js";
import { buildActivityDetail } from "../../src/derive/buildActivityDetail.js";
import { dedupeInterval } from "../derive/dedupeInterval.js";
import { intervalSeries } from "../derive/intervalSeries.js";
import { dedupeFuel } from "../../src/derive/dedupeFuel.js";
import { renderDayChart } from "../../src/chart/renderDayChart.js";
import type { StoredActivity } from "../../src/model/storedActivity.js";
import { fuelActivity, fuelActivityArb } from "../derive/storedFixture.js";

const T = Date.UTC(2024, 0, 5, 0);
const DAY = 86_400_000;
const track = (stored: StoredActivity): FuelTrack => ({
  startMs: stored.activity.startTime,
  periodMs: stored.activity.metrics.intervalValue * 1000,
  fuel: stored.derived.fuelPerPoint,
});
const byStart = (a: StoredActivity, b: StoredActivity): number =>
  a.activity.startTime - b.activity.startTime || (a.activityId < b.activityId ? -1 : a.activityId > b.activityId ? 1 : 0);
const sum = (values: ArrayLike<number>): number => {
  let total = 0;
  for (let i = 0; i < values.length; i++) total += values[i] as number;
  return total;
};

describe("dayFuelSlots", () => {
  it("counts an overlap once, for the activity with the higher rate, slot by slot", () => {
    // a: 2 per 5 s over [0, 10 s); b: 4 per 5 s over [5 s, 10 s); slots of 5 s
    const slots = dayFuelSlots(
      [track(fuelActivity("a", T, [2, 2])), track(fuelActivity("b", T + 5000, [4]))],
      T,
      T + 10_000,
      5000,
    );
    expect(slots.total).toBe(6);
    expect([...slots.counted[0]!]).toEqual([2, 0]);
    expect([...slots.counted[1]!]).toEqual([0, 4]);
    expect(slots.own).toEqual([4, 4]);
  });

  it("gives a duplicate nothing (ties count for the first) and cuts edge intervals like the service", () => {
    const a = fuelActivity("a", T - 2000, [10, 10]);
    const slots = dayFuelSlots([track(a), track(a)], T, T + DAY, 300_000);
    // [T−2 s, T+8 s) cut at T: 10 × 3/5 = 6 of the first interval, then 10
    expect(slots.own).toEqual([16, 16]);
    expect(slots.total).toBe(16);
    expect(sum(slots.counted[1]!)).toBe(0);
    expect(slots.slotCount).toBe(288);
  });

  it("equals the service's de-duplicated day fuel (dedupeInterval) for any activities and window", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 1000 }), { minLength: 1, maxLength: 6 }).chain((ids) =>
          fc.tuple(...ids.map((_, i) => fuelActivityArb(`act-${i}`, T + 12 * 3_600_000, { maxPoints: 3000 }))),
        ),
        fc.integer({ min: -DAY, max: DAY }),
        fc.integer({ min: 1, max: 2 * DAY }),
        fc.constantFrom(60_000, 300_000, 900_000),
        (stored, fromOffset, length, slotMs) => {
          const sorted = [...stored].sort(byStart);
          const from = T + fromOffset;
          const slots = dayFuelSlots(sorted.map(track), from, from + length, slotMs);
          const reference = dedupeInterval(sorted.map(intervalSeries), from, from + length);
          expect(slots.total).toBe(reference.fuel);
          expect(slots.own).toEqual(reference.fuelContributions);
          // the slots hold the whole de-duplicated fuel, which lies between the largest and the sum of the contributions
          const counted = slots.counted.reduce((s, c) => s + sum(c), 0);
          expect(counted).toBeLessThanOrEqual(sum(slots.own) + 1e-6);
          expect(counted).toBeGreaterThanOrEqual(Math.max(0, ...slots.own) - 1e-6);
          expect(Math.abs(counted - slots.total)).toBeLessThanOrEqual(0.5 + 1e-6 * Math.max(1, counted));
        },
      ),
      { numRuns: runCount(250) },
    );
  });

  it("renderDayChart states the total the WRISTBAND list shows (dedupeFuel over the day) for the same activities, given as details", () => {
    fc.assert(
      fc.property(fc.tuple(fuelActivityArb("x", T + 12 * 3_600_000, { maxPoints: 3000 }), fuelActivityArb("y", T + 12 * 3_600_000, { maxPoints: 3000 })), (stored) => {
        const expected = dedupeFuel([...stored].sort(byStart).map(intervalSeries), T, T + DAY);
        const svg = renderDayChart({ fromMs: T, toMs: T + DAY, activities: stored.map((s) => buildActivityDetail(s)) });
        expect(/<desc>[^<]*: total (\d+)\./.exec(svg)?.[1]).toBe(String(expected));
      }),
      { numRuns: runCount(100) },
    );
  });
});
