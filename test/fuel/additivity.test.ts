// Splitting, time shifts and the shape of every result.
import * as fc from "fast-check";
import { describe, expect, it } from "vitest";
import { calculateFuel } from "../../src/fuel/calculateFuel.js";
import type { SubmittedActivity } from "../../src/model/submittedActivity.js";
import { activity, anyActivityArb, splitAt, sum } from "./fuelTestKit.js";

/**
 * The activity with a distance column that says what speed says (interval i gains speed_i × I), or, without
 * speed, a constant pace: then the last interval of a first part (speed × I, or the pace held)
 * gains what the whole activity's interval gains, and splitting is exact.
 */
function consistent(a: SubmittedActivity): SubmittedActivity {
  const { metricTypes, data, intervalValue } = a.metrics;
  const dCol = metricTypes.indexOf("distance");
  if (dCol < 0) return a;
  const sCol = metricTypes.indexOf("speed");
  const pace = data.length > 1 ? data[1]![dCol]! : 0;
  let d = 0;
  const rows = data.map((row) => {
    const out = [...row];
    out[dCol] = d;
    d += sCol >= 0 ? (row[sCol]! * intervalValue) / 3600 : pace;
    return out;
  });
  return { ...a, metrics: { ...a.metrics, data: rows } };
}

describe("splitting an activity in two consecutive activities", () => {
  it("changes the total by at most rounding (|f1 + f2 − f| ≤ 1), the model staying the same", () => {
    fc.assert(
      fc.property(
        anyActivityArb.filter(({ activity: a }) => a.metrics.data.length >= 2).map(({ activity: a, profile }) => ({ activity: consistent(a), profile })),
        fc.double({ min: 0, max: 1, noNaN: true }),
        ({ activity: a, profile }, at) => {
          const n = a.metrics.data.length;
          // a part of one point without speed has no pace to hold: each part needs two points then
          const heldPace = a.metrics.metricTypes.includes("distance") && !a.metrics.metricTypes.includes("speed");
          const minK = heldPace ? 2 : 1;
          const maxK = heldPace ? n - 2 : n - 1;
          if (maxK < minK) return;
          const k = Math.min(minK + Math.floor(at * (maxK - minK + 1)), maxK);
          const [first, second] = splitAt(a, k);
          const whole = calculateFuel(a, profile);
          const f1 = calculateFuel(first, profile);
          const f2 = calculateFuel(second, profile);
          expect(f1.model).toBe(whole.model);
          expect(f2.model).toBe(whole.model);
          expect(Math.abs(f1.fuel + f2.fuel - whole.fuel)).toBeLessThanOrEqual(1);
          expect(f1.netO2MlPerKg + f2.netO2MlPerKg).toBeCloseTo(whole.netO2MlPerKg, 6);
        },
      ),
      { numRuns: 200 },
    );
  });

  it("keeps submitted fuel exactly", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 50 }), { minLength: 2, maxLength: 80 }), fc.nat(), (fuel, at) => {
        const a = activity("ALL_DAY", ["fuel"], fuel.map((f) => [f]), 5);
        const [first, second] = splitAt(a, 1 + (at % (fuel.length - 1)));
        expect(calculateFuel(first).fuel + calculateFuel(second).fuel).toBe(sum(fuel));
      }),
    );
  });
});

describe("time and shape", () => {
  it("shifting startTime (or changing the time zone) changes nothing", () => {
    fc.assert(
      fc.property(anyActivityArb, fc.integer({ min: -1e11, max: 1e11 }), ({ activity: a, profile }, shift) => {
        const moved = { ...a, startTime: a.startTime + shift, timeZoneName: "Asia/Kolkata" };
        expect(calculateFuel(moved, profile)).toEqual(calculateFuel(a, profile));
      }),
      { numRuns: 100 },
    );
  });

  it("every result is a finite non-negative integer with a FUEL series of integers summing exactly to it", () => {
    fc.assert(
      fc.property(anyActivityArb, ({ activity: a, profile }) => {
        const r = calculateFuel(a, profile);
        expect(Number.isSafeInteger(r.fuel) && r.fuel >= 0).toBe(true);
        expect(r.perPoint).toHaveLength(a.metrics.data.length);
        expect(r.perPoint.every((x) => Number.isSafeInteger(x) && x >= 0)).toBe(true);
        expect(sum(r.perPoint)).toBe(r.fuel);
        expect(Number.isFinite(r.netO2MlPerKg) && r.netO2MlPerKg >= 0).toBe(true);
        const minutes = (a.metrics.data.length * a.metrics.intervalValue) / 60;
        expect(r.grossO2MlPerKg).toBeCloseTo(r.netO2MlPerKg + 3.5 * minutes, 9);
      }),
      { numRuns: 200 },
    );
  });

  it("stays finite for extreme but valid values (huge distances, speeds, power, calories, fuel)", () => {
    const big = fc.constantFrom(0, 1e-300, 1, 1e6, 1e300);
    fc.assert(
      fc.property(
        fc.array(fc.tuple(big, fc.constantFrom(0, 1000), fc.constantFrom(-100, 0, 100), fc.constantFrom(0, 5000), big, fc.constantFrom(0, 300)), {
          minLength: 1,
          maxLength: 20,
        }),
        fc.constantFrom("RUN" as const, "CYCLE" as const, "HIKING" as const, "TENNIS" as const),
        fc.boolean(),
        (cells, type, withWatts) => {
          let d = 0;
          const rows = cells.map(([inc, speed, grade, watts, kcal, hr]) => [(d += inc), speed, grade, withWatts ? watts : 0, kcal, hr]);
          const a = activity(type, ["distance", "speed", "grade", "watts", "calories", "heartrate"], rows);
          for (const profile of [undefined, { weightKg: 1e-300, ageYears: 1e300 }, { weightKg: 70, ageYears: 30 }]) {
            const r = calculateFuel(a, profile);
            expect(Number.isSafeInteger(r.fuel) && r.fuel >= 0).toBe(true);
            expect(sum(r.perPoint)).toBe(r.fuel);
          }
          const f = calculateFuel(activity("ALL_DAY", ["fuel"], cells.map(() => [Number.MAX_VALUE]), 5));
          expect(Number.isSafeInteger(f.fuel)).toBe(true);
          expect(sum(f.perPoint)).toBe(f.fuel);
        },
      ),
      { numRuns: 100 },
    );
  });
});
