import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { splits } from "../../src/analysis/splits.js";
import { arbitraryColumns, columnsActivity, recordingActivities } from "./analysisKit.js";

describe("splits: worked examples", () => {
  it("12 km/h for 3.5 km at 10 s: three 300 s kilometres and a 0.5 km rest that runs to the end", () => {
    // 1/30 km per interval, 106 points: the last at 3.5 km, the activity 1 060 s long
    const distance = Array.from({ length: 106 }, (_, i) => i / 30);
    const activity = columnsActivity({ distance, speed: distance.map(() => 12) }, { activityType: "RUN" });
    const out = splits(activity);
    expect(out.map((s) => s.distanceM)).toEqual([1000, 1000, 1000, expect.closeTo(500, 9)]);
    expect(out.map((s) => s.elapsedS)).toEqual([expect.closeTo(300, 9), expect.closeTo(300, 9), expect.closeTo(300, 9), expect.closeTo(160, 9)]);
    expect(out[3]!.movingS).toBeCloseTo(160, 9);
    expect(out[3]!.paceSPerKm).toBeCloseTo(320, 9);
    expect(out[0]!.paceSPerKm).toBeCloseTo(300, 9);
    expect(out.map((s) => s.split)).toEqual([1, 2, 3, 4]);
  });

  it("interpolates the boundary between samples and shares the straddling interval's heart rate, climb and fuel by time", () => {
    // the 1 km boundary lies between 0.4 km (10 s) and 1.2 km (20 s): at 10 + 0.6/0.8 × 10 = 17.5 s
    const activity = columnsActivity({ distance: [0, 0.4, 1.2, 1.5], heartrate: [100, 200, 150, 150], elevation: [100, 110, 105, 120] });
    const [first, second] = splits(activity, 1000, { fuelPerPoint: [10, 20, 30, 40] });
    expect(first!.elapsedS).toBeCloseTo(17.5, 12);
    expect(second!.elapsedS).toBeCloseTo(22.5, 12);
    expect(second!.distanceM).toBeCloseTo(500, 9);
    expect(first!.averageHeartRateBpm).toBeCloseTo((100 * 10 + 200 * 7.5) / 17.5, 12);
    expect(second!.averageHeartRateBpm).toBeCloseTo((200 * 2.5 + 150 * 20) / 22.5, 12);
    expect(first!.elevationGainM).toBeCloseTo(10, 12); // the fall of interval 1 gains nothing
    expect(second!.elevationGainM).toBeCloseTo(15, 12); // the last interval holds its elevation
    expect(first!.fuel).toBeCloseTo(10 + 20 * 0.75, 12);
    expect(second!.fuel).toBeCloseTo(20 * 0.25 + 30 + 40, 12);
  });

  it("counts a pause in elapsed time only: moving time and pace leave it out (threshold by type, or given)", () => {
    // 3 intervals at 18 km/h (0.05 km each), 3 stopped, 3 at 18 km/h: 1 km is never reached
    const speed = [18, 18, 18, 0, 0, 0, 18, 18, 18];
    const distance = [0, 0.05, 0.1, 0.15, 0.15, 0.15, 0.15, 0.2, 0.25];
    const [only] = splits(columnsActivity({ distance, speed }, { activityType: "RUN" }));
    expect(only!.elapsedS).toBe(90);
    expect(only!.movingS).toBe(60);
    expect(only!.paceSPerKm).toBeCloseTo(60 / 0.25, 9);
    // a threshold above 18 km/h: nothing moves, no pace
    const [still] = splits(columnsActivity({ distance, speed }), 1000, { movingThresholdKmh: 20 });
    expect(still!.movingS).toBe(0);
    expect(still).not.toHaveProperty("paceSPerKm");
  });

  it("thresholds by activity type: 3 km/h moves a RUN (> 1.5) but not a CYCLE (≤ 4)", () => {
    const columns = { distance: [0, 1 / 120, 2 / 120], speed: [3, 3, 3] };
    expect(splits(columnsActivity(columns, { activityType: "RUN" }))[0]!.movingS).toBe(30);
    expect(splits(columnsActivity(columns, { activityType: "CYCLE" }))[0]!.movingS).toBe(0);
    expect(splits(columnsActivity(columns, { activityType: "OTHER" }))[0]!.movingS).toBe(30); // > 1.08
  });

  it("without a speed column, moving reads the distance gained per interval (the last interval holds the pace)", () => {
    const [only] = splits(columnsActivity({ distance: [0, 0.05, 0.05, 0.1] }, { activityType: "RUN" }));
    expect(only!.movingS).toBe(30); // intervals 0, 2 and the last (as the one before it); interval 1 is a stop
  });

  it("an exact multiple of the length has no empty last split: the remaining time joins the last one", () => {
    const out = splits(columnsActivity({ distance: [0, 0.5, 1, 1.5, 2] }));
    expect(out.map((s) => [s.distanceM, s.elapsedS])).toEqual([
      [1000, 20],
      [1000, 30],
    ]);
  });

  it("per mile: 1609.344 m", () => {
    const distance = Array.from({ length: 61 }, (_, i) => i * 0.05); // 3 km
    const out = splits(columnsActivity({ distance }), 1609.344);
    expect(out.map((s) => s.distanceM)).toEqual([1609.344, expect.closeTo(3000 - 1609.344, 9)]);
    expect(out[0]!.elapsedS).toBeCloseTo((1.609344 / 0.05) * 10, 9);
  });

  it("gives none without distance, with no distance, and refuses a length that is not a positive number", () => {
    expect(splits(columnsActivity({ heartrate: [100, 110] }))).toEqual([]);
    expect(splits(columnsActivity({ distance: [0, 0, 0] }))).toEqual([]);
    for (const bad of [0, -1, Number.NaN, Infinity]) expect(() => splits(columnsActivity({ distance: [0, 1] }), bad)).toThrow(RangeError);
    expect(() => splits(columnsActivity({ distance: [0, 1000] }), 1)).toThrow(/more than 100000/);
  });

  it("leaves out what the activity lacks: no heart rate, elevation or fuel fields", () => {
    const [only] = splits(columnsActivity({ distance: [0, 0.2] }));
    expect(Object.keys(only!).sort()).toEqual(["distanceM", "elapsedS", "movingS", "paceSPerKm", "split"]);
  });
});

describe("splits: properties", () => {
  it("add up to the activity: elapsed, moving, distance, fuel and elevation gain (per km and per mile)", () => {
    fc.assert(
      fc.property(arbitraryColumns(), fc.constantFrom(1000, 1609.344, 250), ({ activity, fuelPerPoint }, lengthM) => {
        const { intervalValue, pointCount } = activity.metrics;
        const column = (name: string) => activity.metrics.columns[activity.metrics.metricTypes.indexOf(name as never)]!;
        const distance = column("distance");
        const totalKm = distance[pointCount - 1]!;
        const out = splits(activity, lengthM, { fuelPerPoint });
        if (totalKm === 0) {
          expect(out).toEqual([]);
          return;
        }
        const sum = (f: (s: (typeof out)[number]) => number) => out.reduce((t, s) => t + f(s), 0);
        expect(sum((s) => s.elapsedS)).toBeCloseTo(pointCount * intervalValue, 6);
        expect(sum((s) => s.distanceM)).toBeCloseTo(totalKm * 1000, 6);
        expect(sum((s) => s.fuel!)).toBeCloseTo(fuelPerPoint.reduce((a, b) => a + b, 0), 6);
        const threshold = { RUN: 1.5, CYCLE: 4 }[activity.activityType as "RUN"] ?? 1.08;
        const speed = column("speed");
        let moving = 0;
        for (let i = 0; i < pointCount; i++) if (speed[i]! > threshold) moving += intervalValue;
        expect(sum((s) => s.movingS)).toBeCloseTo(moving, 6);
        const elevation = column("elevation");
        let gain = 0;
        for (let i = 0; i + 1 < pointCount; i++) gain += Math.max(0, elevation[i + 1]! - elevation[i]!);
        expect(sum((s) => s.elevationGainM!)).toBeCloseTo(gain, 6);
        // every split but the last is exactly the length; none has negative time
        for (const s of out.slice(0, -1)) expect(s.distanceM).toBe(lengthM);
        for (const s of out) expect(s.elapsedS).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 300 },
    );
  });

  it("boundaries where the distance first reaches each multiple (a linear scan per boundary, independently)", () => {
    fc.assert(
      fc.property(arbitraryColumns({ minPoints: 2 }), ({ activity }) => {
        const { intervalValue: dt, pointCount: n } = activity.metrics;
        const d = activity.metrics.columns[activity.metrics.metricTypes.indexOf("distance")]!;
        const out = splits(activity, 250);
        let t = 0;
        for (const [k, s] of out.slice(0, -1).entries()) {
          const target = (k + 1) * 0.25;
          let j = 0;
          while (d[j]! < target) j++;
          const crossing = (j - 1) * dt + ((target - d[j - 1]!) / (d[j]! - d[j - 1]!)) * dt;
          expect(t + s.elapsedS).toBeCloseTo(crossing, 6);
          t = crossing;
        }
        if (out.length > 0) expect(t + out.at(-1)!.elapsedS).toBeCloseTo(n * dt, 6);
      }),
      { numRuns: 200 },
    );
  });
});

describe("splits of real recordings", () => {
  it("a 4.8 km run (Forerunner 110): five splits per km adding up to its 4.83 km and 2 630 s", async () => {
    const [run] = await recordingActivities("run_garmin-fr110_hr_smart-recording.fit");
    const out = splits(run!);
    expect(out.map((s) => s.distanceM).slice(0, 4)).toEqual([1000, 1000, 1000, 1000]);
    expect(out.reduce((t, s) => t + s.distanceM, 0)).toBeCloseTo(4834.55, 6);
    expect(out.reduce((t, s) => t + s.elapsedS, 0)).toBeCloseTo(run!.metrics.pointCount * 10, 6);
    for (const s of out) {
      expect(s.averageHeartRateBpm).toBeGreaterThan(100);
      expect(s.averageHeartRateBpm).toBeLessThan(200);
      expect(s.movingS).toBeLessThanOrEqual(s.elapsedS + 1e-9);
    }
  });
});
