import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { BEST_EFFORT_DISTANCES_M, bestEfforts } from "../../src/analysis/bestEfforts.js";
import type { ValidatedActivity } from "../../src/model/validatedActivity.js";
import { arbitraryColumns, columnsActivity, recordingActivities } from "./analysisKit.js";

/** The distance series and interval of an activity. */
function distanceOf(activity: ValidatedActivity): { d: ArrayLike<number>; dt: number } {
  return { d: activity.metrics.columns[activity.metrics.metricTypes.indexOf("distance")]!, dt: activity.metrics.intervalValue };
}

/** First time the piecewise-linear distance reaches `u` (by a linear scan). */
function firstReach(d: ArrayLike<number>, dt: number, u: number): number {
  if (d[0]! >= u) return 0;
  for (let j = 1; j < d.length; j++) if (d[j]! >= u) return (j - 1) * dt + ((u - d[j - 1]!) / (d[j]! - d[j - 1]!)) * dt;
  return Infinity;
}

/** Last time the distance is at most `s` (by a linear scan): the moment a stretch from `s` starts. */
function lastAt(d: ArrayLike<number>, dt: number, s: number): number {
  for (let i = d.length - 1; i >= 0; i--) {
    if (d[i]! <= s) return i + 1 < d.length ? i * dt + ((s - d[i]!) / (d[i + 1]! - d[i]!)) * dt : i * dt;
  }
  return 0;
}

/** The time to cover `lengthKm` from the distance `s`, by the definition (scans, no pointers). */
function timeFrom(d: ArrayLike<number>, dt: number, s: number, lengthKm: number): number {
  return firstReach(d, dt, s + lengthKm) - lastAt(d, dt, s);
}

describe("bestEfforts: worked examples", () => {
  it("at a steady 12 km/h: 400 m in 120 s, 1 km in 300 s", () => {
    const distance = Array.from({ length: 121 }, (_, i) => i / 30); // 4 km at 10 s
    const out = bestEfforts(columnsActivity({ distance }));
    expect(out.map((e) => e.distanceM)).toEqual([400, 804.672, 1000, 1609.344, 3218.688]);
    expect(out[0]!.elapsedS).toBeCloseTo(120, 9);
    expect(out[2]!.elapsedS).toBeCloseTo(300, 9);
    expect(out[1]!.elapsedS).toBeCloseTo(804.672 * 0.3, 9);
  });

  it("finds a stretch that starts between samples and ends on one (the second pass)", () => {
    // slow 0.1 km, slow 0.1 km, fast 1 km, slower 0.05 km (10 s each): over 1.05 km the best starts at 0.15 km
    // (15 s) and ends at 1.2 km (30 s), 15 s; a start on a sample gives at best 19.5 s
    const [effort] = bestEfforts(columnsActivity({ distance: [0, 0.1, 0.2, 1.2, 1.25] }), [1050]);
    expect(effort!.elapsedS).toBeCloseTo(15, 9);
    expect(effort!.startS).toBeCloseTo(15, 9);
  });

  it("starts after a stop, at the last moment at its starting distance", () => {
    // stopped at 0.1 km from 10 to 40 s, then 0.4 km in 10 s
    const [effort] = bestEfforts(columnsActivity({ distance: [0, 0.1, 0.1, 0.1, 0.1, 0.5, 0.55] }), [400]);
    expect(effort).toEqual({ distanceM: 400, elapsedS: expect.closeTo(10, 9), startS: expect.closeTo(40, 9) });
  });

  it("gives only the distances covered, and none without distance", () => {
    expect(bestEfforts(columnsActivity({ distance: [0, 0.3] }))).toEqual([]);
    expect(bestEfforts(columnsActivity({ distance: [0, 0.4] })).map((e) => e.distanceM)).toEqual([400]);
    expect(bestEfforts(columnsActivity({ heartrate: [100, 120] }))).toEqual([]);
    const custom = bestEfforts(columnsActivity({ distance: [0, 5] }), [0, -1, Number.NaN, 100]);
    expect(custom.map((e) => [e.distanceM, e.elapsedS])).toEqual([[100, expect.closeTo(0.2, 9)]]);
  });

  it("the standard distances are Strava's, half marathon and marathon included", () => {
    expect(BEST_EFFORT_DISTANCES_M).toEqual([400, 804.672, 1000, 1609.344, 3218.688, 5000, 10000, 15000, 16093.44, 20000, 21097.5, 30000, 42195]);
  });
});

describe("bestEfforts: properties", () => {
  it("is the exact minimum: no start on a fine grid does better, and a start at a breakpoint attains it", () => {
    fc.assert(
      fc.property(arbitraryColumns({ minPoints: 2, maxPoints: 60 }), fc.double({ min: 0.02, max: 1.2, noNaN: true }), ({ activity }, share) => {
        const { d, dt } = distanceOf(activity);
        const total = d[d.length - 1]!;
        // a length from 2 % of the activity's distance to 120 % (not covered)
        const distanceM = Math.max(1, share * total * 1000);
        const lengthKm = distanceM / 1000;
        const [effort] = bestEfforts(activity, [distanceM]);
        if (lengthKm > total) {
          expect(effort).toBeUndefined();
          return;
        }
        // brute force: every start on a grid of 400 steps and on every sample, and every end on a sample (its time
        // taken as is: s + length would round off a sample's distance and miss a stop that follows it)
        let best = Infinity;
        for (let k = 0; k <= 400; k++) best = Math.min(best, timeFrom(d, dt, ((total - lengthKm) * k) / 400, lengthKm));
        for (let i = 0; i < d.length; i++) {
          if (d[i]! + lengthKm <= total) best = Math.min(best, timeFrom(d, dt, d[i]!, lengthKm));
          if (d[i]! - lengthKm >= 0) best = Math.min(best, i * dt - lastAt(d, dt, d[i]! - lengthKm));
        }
        expect(effort!.elapsedS).toBeCloseTo(best, 6);
        // and it is a real stretch: from startS the distance covered in elapsedS is the length
        expect(effort!.startS).toBeGreaterThanOrEqual(0);
        expect(effort!.startS + effort!.elapsedS).toBeLessThanOrEqual((d.length - 1) * dt + 1e-6);
      }),
      { numRuns: 500 },
    );
  });

  it("times never fall as the distance grows", () => {
    fc.assert(
      fc.property(arbitraryColumns({ minPoints: 2 }), ({ activity }) => {
        const out = bestEfforts(activity, [50, 100, 200, 400, 800, 1000, 1500]);
        for (let k = 1; k < out.length; k++) expect(out[k]!.elapsedS).toBeGreaterThanOrEqual(out[k - 1]!.elapsedS - 1e-9);
      }),
      { numRuns: 300 },
    );
  });
});

describe("bestEfforts of real recordings", () => {
  it("a 41 km ride (Edge 810) and a 4.8 km run: each effort is the brute-force minimum over every sample breakpoint", async () => {
    for (const file of ["ride_garmin-edge810_vector-power_hr.fit", "run_garmin-fr110_hr_smart-recording.fit"]) {
      const [activity] = await recordingActivities(file);
      const { d, dt } = distanceOf(activity!);
      const out = bestEfforts(activity!);
      expect(out.length).toBeGreaterThan(3);
      for (const effort of out.slice(0, 6)) {
        const lengthKm = effort.distanceM / 1000;
        let best = Infinity;
        for (let i = 0; i < d.length; i++) {
          if (d[i]! + lengthKm <= d[d.length - 1]!) best = Math.min(best, timeFrom(d, dt, d[i]!, lengthKm));
          if (d[i]! - lengthKm >= 0) best = Math.min(best, i * dt - lastAt(d, dt, d[i]! - lengthKm));
        }
        expect(effort.elapsedS, `${file} ${effort.distanceM} m`).toBeCloseTo(best, 6);
      }
    }
  });
});
