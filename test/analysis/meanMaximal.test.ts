import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MEAN_MAXIMAL_DURATIONS_S, meanMaximal } from "../../src/analysis/meanMaximal.js";
import { arbitraryColumns, columnsActivity, recordingActivities } from "./analysisKit.js";

/** The highest mean over exactly `k` consecutive values, by summing every window (no prefix sums). */
function windowMax(values: ArrayLike<number>, k: number): number {
  let best = -Infinity;
  for (let i = 0; i + k <= values.length; i++) {
    let sum = 0;
    for (let j = i; j < i + k; j++) sum += values[j]!;
    best = Math.max(best, sum / k);
  }
  return best;
}

/** The curve by its definition: per duration, the highest window maximum over it and every longer duration given. */
function bruteCurve(values: ArrayLike<number>, intervalS: number, durationsS: readonly number[]): [number, number][] {
  const usable = durationsS.filter((d) => Number.isInteger(d / intervalS) && d / intervalS <= values.length);
  return usable.map((d) => [d, Math.max(...usable.filter((e) => e >= d).map((e) => windowMax(values, e / intervalS)))]);
}

const column = (activity: ReturnType<typeof columnsActivity>, name: string) => activity.metrics.columns[activity.metrics.metricTypes.indexOf(name as never)]!;

describe("meanMaximal: worked examples", () => {
  it("power 100, 200, 300, 50 W at 5 s: 300 W over 5 s (at 10 s), 250 over 10, 200 over 15, 162.5 over 20", () => {
    const curve = meanMaximal(columnsActivity({ watts: [100, 200, 300, 50] }, { intervalValue: 5 }), "watts", [5, 10, 15, 20, 25]);
    expect(curve).toEqual([
      { durationS: 5, value: 300, startS: 10, windowS: 5 },
      { durationS: 10, value: 250, startS: 5, windowS: 10 },
      { durationS: 15, value: 200, startS: 0, windowS: 15 }, // the window from 5 s averages 183.3
      { durationS: 20, value: 162.5, startS: 0, windowS: 20 },
    ]);
  });

  it("never rises: 10, 0, 10 holds 6.67 for 15 s, so for at least 10 s too (its exact 10 s maximum is 5)", () => {
    const curve = meanMaximal(columnsActivity({ watts: [10, 0, 10] }, { intervalValue: 5 }), "watts", [15, 5, 10, 10]);
    expect(curve.map((p) => [p.durationS, p.value, p.windowS])).toEqual([
      [5, 10, 5],
      [10, 20 / 3, 15],
      [15, 20 / 3, 15],
    ]);
  });

  it("at 10 s, only the standard durations that are multiples of 10 s; none longer than the activity", () => {
    const curve = meanMaximal(columnsActivity({ heartrate: Array.from({ length: 40 }, (_, i) => 100 + i) }), "heartrate");
    expect(curve.map((p) => p.durationS)).toEqual([10, 30, 60, 120, 180, 300]);
    expect(curve[0]).toEqual({ durationS: 10, value: 139, startS: 390, windowS: 10 });
  });

  it("speed: the speed column, else the distance gained per interval in km/h; empty without the metric", () => {
    expect(meanMaximal(columnsActivity({ speed: [10, 20] }), "speed")[0]!.value).toBe(20);
    // 0.05 km per 10 s = 18 km/h; the last interval holds the previous gain
    expect(meanMaximal(columnsActivity({ distance: [0, 0.05, 0.1] }), "speed", [10, 20, 30]).map((p) => p.value)).toEqual([
      expect.closeTo(18, 9),
      expect.closeTo(18, 9),
      expect.closeTo(18, 9),
    ]);
    expect(meanMaximal(columnsActivity({ speed: [10, 20] }), "watts")).toEqual([]);
  });

  it("the standard durations run from 5 s to 5 h", () => {
    expect(MEAN_MAXIMAL_DURATIONS_S[0]).toBe(5);
    expect(MEAN_MAXIMAL_DURATIONS_S.at(-1)).toBe(5 * 3600);
    expect([...MEAN_MAXIMAL_DURATIONS_S].sort((a, b) => a - b)).toEqual(MEAN_MAXIMAL_DURATIONS_S);
  });
});

describe("meanMaximal: properties", () => {
  it("equals the brute force on small inputs, and never rises with the duration", () => {
    const durations = [5, 10, 15, 20, 30, 40, 60, 90, 120];
    fc.assert(
      fc.property(arbitraryColumns({ maxPoints: 30 }), fc.constantFrom("watts" as const, "heartrate" as const, "speed" as const), ({ activity }, metric) => {
        const curve = meanMaximal(activity, metric, durations);
        const expected = bruteCurve(column(activity, metric), activity.metrics.intervalValue, durations);
        expect(curve.map((p) => p.durationS)).toEqual(expected.map(([d]) => d));
        curve.forEach((p, k) => expect(p.value).toBeCloseTo(expected[k]![1], 9));
        for (let k = 1; k < curve.length; k++) expect(curve[k]!.value).toBeLessThanOrEqual(curve[k - 1]!.value);
        // each point's stretch holds its value
        for (const p of curve) {
          const values = column(activity, metric);
          const first = p.startS / activity.metrics.intervalValue;
          let sum = 0;
          for (let i = first; i < first + p.windowS / activity.metrics.intervalValue; i++) sum += values[i]!;
          expect(sum / (p.windowS / activity.metrics.intervalValue)).toBeCloseTo(p.value, 9);
          expect(p.windowS).toBeGreaterThanOrEqual(p.durationS);
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe("meanMaximal of a real recording", () => {
  it("the Edge 810 ride with Vector pedals: every point of the power curve is the brute-force maximum", async () => {
    const [ride] = await recordingActivities("ride_garmin-edge810_vector-power_hr.fit");
    const watts = column(ride!, "watts");
    const curve = meanMaximal(ride!, "watts");
    expect(curve.map((p) => p.durationS)).toEqual([10, 30, 60, 120, 180, 300, 600, 900, 1200, 1800, 3600]);
    const expected = bruteCurve(watts, 10, MEAN_MAXIMAL_DURATIONS_S);
    curve.forEach((p, k) => expect(p.value).toBeCloseTo(expected[k]![1], 9));
    // its best 20 minutes average more than its best exactly 15 (docs/analysis.md): the 15-minute point holds them
    expect(windowMax(watts, 120)).toBeGreaterThan(windowMax(watts, 90));
    expect(curve.find((p) => p.durationS === 900)).toMatchObject({ windowS: 1200, value: expect.closeTo(windowMax(watts, 120), 9) });
  });
});
