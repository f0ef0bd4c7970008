import * as fc from "fast-check";
import { describe, expect, it } from "vitest";
import { buildChannels } from "../../src/import/resample/buildChannels.js";
import { gridLength, resampleChannels } from "../../src/import/resample/resampleChannels.js";
import type { TrackSample } from "../../src/import/track.js";
import { intervalDistanceKm } from "../../src/fuel/intervalDistanceKm.js";

const T = Date.UTC(2020, 5, 1, 8);
const keep = { pauses: "keep" as const, pauseThresholdS: 30 };

function column(grid: { metricTypes: string[]; data: number[][] }, name: string): number[] {
  const c = grid.metricTypes.indexOf(name);
  if (c < 0) throw new Error(`no ${name} column`);
  return grid.data.map((row) => row[c] as number);
}

/** The activity's distance : the last cumulative value plus the last interval's speed × I. */
function endDistanceKm(grid: { metricTypes: string[]; data: number[][] }, intervalS: number): number {
  const speed = grid.metricTypes.includes("speed") ? column(grid, "speed") : undefined;
  const distance = column(grid, "distance");
  return (distance.at(-1) ?? 0) + intervalDistanceKm(distance, speed, intervalS, distance.length - 1);
}

describe("resampling onto the uniform grid (by hand)", () => {
  it("writes interval-start distance (0 first), interval speed and time-averaged heart rate", () => {
    const samples: TrackSample[] = [
      { t: T, dist: 0, hr: 100 },
      { t: T + 10_000, dist: 30, hr: 120 },
      { t: T + 20_000, dist: 60, hr: 140 },
    ];
    const grid = resampleChannels(buildChannels(samples, keep), { intervalS: 10, steps: false });
    expect(grid.metricTypes).toEqual(["distance", "speed", "heartrate"]);
    // row k stands for [10k, 10k + 10) s: 30 m per 10 s = 3 m/s = 10.8 km/h; HR mean of 100→120 is 110
    expect(grid.data).toEqual([
      [0, 10.8, 110],
      [0.03, 10.8, 130],
    ]);
    expect(endDistanceKm(grid, 10)).toBeCloseTo(0.06, 12);
  });

  it("ends the last, partial interval at the last sample and keeps its distance", () => {
    const samples: TrackSample[] = [{ t: T, dist: 0 }, { t: T + 3_000, dist: 9 }, { t: T + 17_000, dist: 51 }];
    const grid = resampleChannels(buildChannels(samples, keep), { intervalS: 10, steps: false });
    // 17 s need ⌈17/10⌉ = 2 points; distance at 10 s: 9 + 7/14 × 42 = 30 m; the second interval is 10..17 s and
    // gains 21 m, written as 21 m over its 10 s (7.56 km/h) so that the activity's distance is the total
    expect(column(grid, "distance")).toEqual([0, 0.03]);
    expect(column(grid, "speed")).toEqual([10.8, 7.56]);
    expect(endDistanceKm(grid, 10)).toBeCloseTo(0.051, 12);
  });

  it("turns running cadence (strides/min) into whole steps per interval that sum to the total", () => {
    const samples: TrackSample[] = Array.from({ length: 61 }, (_, i) => ({ t: T + i * 1000, dist: i * 3, cadence: 85 }));
    const grid = resampleChannels(buildChannels(samples, keep), { intervalS: 10, steps: true });
    const steps = column(grid, "steps");
    expect(steps.every((s) => Number.isInteger(s) && s >= 0)).toBe(true);
    // 85 strides/min = 170 steps/min over 60 s
    expect(steps.reduce((a, b) => a + b, 0)).toBe(170);
  });

  it("writes 0 W through a pause and interpolates through a dropout while moving", () => {
    const moving = (from: number, to: number, d0: number): TrackSample[] =>
      Array.from({ length: to - from + 1 }, (_, i) => ({ t: T + (from + i) * 1000, dist: d0 + i * 5, power: 200, hr: 150 }));
    const paused = [...moving(0, 10, 0), ...moving(200, 210, 50)];
    const g1 = resampleChannels(buildChannels(paused, keep), { intervalS: 10, steps: false });
    const w1 = column(g1, "watts");
    expect(w1.slice(2, 19).every((w) => w === 0)).toBe(true);
    expect(column(g1, "heartrate").every((h) => h === 150)).toBe(true);
    // a dropout: the same gap but the distance advanced 950 m over 190 s (5 m/s): power stays 200
    const dropout = [...moving(0, 10, 0), ...moving(200, 210, 1000)];
    const w2 = column(resampleChannels(buildChannels(dropout, keep), { intervalS: 10, steps: false }), "watts");
    expect(w2.every((w) => w === 200)).toBe(true);
  });

  it("removes pauses on request: the timeline shrinks to about the moving time", () => {
    const moving = (from: number, to: number, d0: number): TrackSample[] =>
      Array.from({ length: to - from + 1 }, (_, i) => ({ t: T + (from + i) * 1000, dist: d0 + i * 5 }));
    const samples = [...moving(0, 100, 0), ...moving(1000, 1100, 500)];
    const kept = buildChannels(samples, keep);
    const removed = buildChannels(samples, { pauses: "remove", pauseThresholdS: 30 });
    expect(kept.spanS).toBe(1100);
    // the 900 s pause becomes one median step (1 s)
    expect(removed.spanS).toBe(201);
    expect(removed.removedPauseS).toBe(899);
    const grid = resampleChannels(removed, { intervalS: 10, steps: false });
    expect(grid.data.length).toBe(21);
    expect(endDistanceKm(grid, 10)).toBeCloseTo(1, 12);
  });

  it("drops an all-zero power channel (no power meter) and zero heart rates (no strap)", () => {
    const samples: TrackSample[] = Array.from({ length: 30 }, (_, i) => ({ t: T + i * 1000, dist: i, power: 0, hr: 0 }));
    const channels = buildChannels(samples, keep);
    expect(channels.power).toBeUndefined();
    expect(channels.heartRate).toBeUndefined();
    expect(channels.warnings.map((w) => w.key)).toContain("POWER_ALL_ZERO");
  });
});

describe("resampling invariants (property)", () => {
  const recording = fc
    .array(
      fc.record({
        dt: fc.double({ min: 0.2, max: 45, noNaN: true }),
        dd: fc.double({ min: 0, max: 40, noNaN: true }),
        hr: fc.integer({ min: 60, max: 200 }),
      }),
      { minLength: 2, maxLength: 300 },
    )
    .map((steps) => {
      let t = T;
      let d = 0;
      return steps.map((s, i) => {
        if (i > 0) {
          t += Math.round(s.dt * 1000);
          d += s.dd;
        }
        return { t, dist: d, hr: s.hr } satisfies TrackSample;
      });
    })
    .filter((samples) => (samples[samples.length - 1] as TrackSample).t > T && (samples[samples.length - 1]?.dist ?? 0) > 0);

  it("distance never decreases, ends at the recorded total; the grid has ⌈span/I⌉ points; speed integrates to the distance", () => {
    fc.assert(
      fc.property(recording, fc.constantFrom(5 as const, 10 as const), (samples, intervalS) => {
        const channels = buildChannels(samples, keep);
        const grid = resampleChannels(channels, { intervalS, steps: false });
        const spanS = ((samples[samples.length - 1] as TrackSample).t - T) / 1000;
        const totalM = (samples[samples.length - 1] as TrackSample).dist as number;
        expect(grid.data.length).toBe(gridLength(spanS, intervalS));
        expect(grid.data.length).toBe(Math.max(1, Math.ceil(spanS / intervalS - 1e-9)));
        const distance = column(grid, "distance");
        for (let k = 1; k < distance.length; k++) expect(distance[k]).toBeGreaterThanOrEqual(distance[k - 1] as number);
        expect(distance[0]).toBe(0);
        // speeds are rounded to 0.01 km/h: the last interval's gain to 0.014 m
        expect(Math.abs(endDistanceKm(grid, intervalS) - totalM / 1000)).toBeLessThanOrEqual(2e-5);
        const speed = column(grid, "speed");
        let integrated = 0;
        // every point stands for a whole interval 
        speed.forEach((kmh) => (integrated += (kmh / 3.6) * intervalS));
        // speeds are rounded to 0.01 km/h
        expect(Math.abs(integrated - totalM)).toBeLessThanOrEqual((0.005 / 3.6) * speed.length * intervalS + 1e-6);
        const hr = column(grid, "heartrate");
        const lo = Math.min(...samples.map((s) => s.hr as number));
        const hi = Math.max(...samples.map((s) => s.hr as number));
        expect(hr.every((h) => h >= lo && h <= hi)).toBe(true);
      }),
      { numRuns: 150 },
    );
  });
});
