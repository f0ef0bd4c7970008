import { describe, expect, it } from "vitest";
import { dedupeInterval } from "./dedupeInterval.js";
import { intervalSeries, readSeries } from "./intervalSeries.js";
import { activityOf, fuelActivity, storedOf } from "./storedFixture.js";

const T = Date.UTC(2024, 0, 5, 10);

describe("intervalSeries / readSeries", () => {
  it("reads fuel, steps, calories and the distance gained in each interval per point", () => {
    const s = intervalSeries(fuelActivity("a", T, [1, 2, 3], { steps: [10, 11, 12], calories: [0.5, 0.25, 1], distanceKm: [0, 0.01, 0.025] }));
    expect([s.startMs, s.periodMs, s.count, s.endMs]).toEqual([T, 5000, 3, T + 15_000]);
    expect([...readSeries(s, "fuel", 0, 2)!]).toEqual([1, 2, 3]);
    expect([...readSeries(s, "steps", 1, 2)!]).toEqual([11, 12]);
    expect([...readSeries(s, "calories", 0, 2)!]).toEqual([0.5, 0.25, 1]);
    const distance = [...readSeries(s, "distanceKm", 0, 2)!];
    // interval i gains d[i+1] − d[i]; the last interval (no speed column) holds the previous gain
    expect(distance[0]).toBe(0.01);
    expect(distance[1]).toBeCloseTo(0.015, 12);
    expect(distance[2]).toBeCloseTo(0.015, 12);
  });

  it("spreads estimated calories in proportion to fuel, and has no series for missing columns", () => {
    const a = activityOf({ startTime: T, metricTypes: ["heartrate"], data: [[100], [120], [140], [150]] });
    const s = intervalSeries(storedOf("e", a, { calories: 40, fuel: 8, fuelPerPoint: [0, 2, 2, 4] }));
    expect([...readSeries(s, "calories", 0, 3)!]).toEqual([0, 10, 10, 20]);
    expect(readSeries(s, "steps", 0, 3)).toBeUndefined();
    expect(readSeries(s, "distanceKm", 0, 3)).toBeUndefined();
    const even = intervalSeries(storedOf("z", a, { calories: 40, fuel: 0, fuelPerPoint: [0, 0, 0, 0] }));
    expect([...readSeries(even, "calories", 0, 3)!]).toEqual([10, 10, 10, 10]);
    const none = intervalSeries(storedOf("n", a, { fuel: 0, fuelPerPoint: [0, 0, 0, 0] }));
    expect(readSeries(none, "calories", 0, 3)).toBeUndefined();
  });
});

describe("dedupeInterval", () => {
  it("clips to the window, splitting edge intervals in integers, and reports each contribution", () => {
    // [T, T+20 s) with 10 fuel per 5 s; window [T+2 s, T+12 s): 6 (3 s of the first) + 10 + 4 (2 s of the third)
    const a = intervalSeries(fuelActivity("a", T, [10, 10, 10, 10]));
    const outside = intervalSeries(fuelActivity("b", T + 60_000, [5]));
    const r = dedupeInterval([a, outside], T + 2000, T + 12_000);
    expect(r.fuel).toBe(20);
    expect(r.activeMs).toBe(10_000);
    expect(r.fuelContributions).toEqual([20, 0]);
  });

  it("de-duplicates steps, calories and distance at the highest rate too", () => {
    const a = intervalSeries(fuelActivity("a", T, [1, 1], { steps: [10, 10], calories: [1, 1], distanceKm: [0.01, 0.02] }));
    const b = intervalSeries(fuelActivity("b", T + 5000, [3, 3], { steps: [4, 4], calories: [2, 2], distanceKm: [0.02, 0.04] }));
    const r = dedupeInterval([a, b], T, T + 86_400_000);
    // slots [0,5 s): a only; [5,10 s): both; [10,15 s): b only
    expect(r.fuel).toBe(1 + 3 + 3);
    expect(r.steps).toBe(10 + 10 + 4);
    expect(r.calories).toBeCloseTo(1 + 2 + 2, 12);
    expect(r.distanceKm).toBeCloseTo(0.01 + 0.02 + 0.02, 12);
    expect(r.activeMs).toBe(15_000);
  });

  it("gives zeros for activities without steps, calories or distance, and for an empty window", () => {
    const a = intervalSeries(fuelActivity("a", T, [2]));
    expect(dedupeInterval([a], T, T + 5000)).toEqual({ fuel: 2, steps: 0, calories: 0, distanceKm: 0, activeMs: 5000, fuelContributions: [2] });
    expect(dedupeInterval([a], T + 5000, T + 9000)).toEqual({ fuel: 0, steps: 0, calories: 0, distanceKm: 0, activeMs: 0, fuelContributions: [0] });
    expect(dedupeInterval([], T, T + 1)).toEqual({ fuel: 0, steps: 0, calories: 0, distanceKm: 0, activeMs: 0, fuelContributions: [] });
  });

  it("leaves gaps between activities out of the duration", () => {
    const a = intervalSeries(fuelActivity("a", T, [1, 0, 1]));
    const b = intervalSeries(fuelActivity("b", T + 3_600_000, [2]));
    const r = dedupeInterval([b, a], T, T + 86_400_000);
    expect(r).toMatchObject({ fuel: 4, activeMs: 15_000, fuelContributions: [2, 2] });
  });
});
