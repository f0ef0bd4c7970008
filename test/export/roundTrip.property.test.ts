// import(export(activity)) gives the samples back within the resampling tolerance of docs/export.md.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { runCount } from "../runCounts.js";
import { toGpx } from "../../src/export/toGpx.js";
import { toTcx } from "../../src/export/toTcx.js";
import { fromGpx } from "../../src/import/fromGpx.js";
import { fromTcx } from "../../src/import/fromTcx.js";
import type { SubmittedActivity } from "../../src/model/submittedActivity.js";
import type { SubmittableMetricTypeName } from "../../src/registry/metricTypes.js";

const NOW_MS = Date.UTC(2030, 0, 1);
const round = (value: number, decimals: number): number => Math.round(value * 10 ** decimals) / 10 ** decimals;

interface Generated {
  readonly activity: SubmittedActivity;
  readonly columns: Readonly<Record<string, number[]>>;
}

/** A plausible recording on the grid: moving positions, elevation, speed with the distance it implies, heart rate, and watts (CYCLE) or steps (RUN, WALK). */
const activityArb: fc.Arbitrary<Generated> = fc
  .record({
    type: fc.constantFrom("RUN", "CYCLE", "WALK") as fc.Arbitrary<"RUN" | "CYCLE" | "WALK">,
    five: fc.boolean(),
    startTime: fc.integer({ min: Date.UTC(2015, 0, 1), max: Date.UTC(2025, 0, 1) }),
    lat0: fc.integer({ min: -60_000_000, max: 60_000_000 }),
    lon0: fc.integer({ min: -170_000_000, max: 170_000_000 }),
    points: fc.array(
      fc.record({
        dLat: fc.integer({ min: 1, max: 400 }),
        dLon: fc.integer({ min: -400, max: 400 }),
        dEle: fc.integer({ min: -30, max: 30 }),
        speed: fc.integer({ min: 100, max: 6000 }),
        hr: fc.integer({ min: 40, max: 220 }),
        watts: fc.integer({ min: 0, max: 900 }),
        steps: fc.integer({ min: 0, max: 60 }),
      }),
      { minLength: 2, maxLength: 120 },
    ),
  })
  // 0°, 0° is "no position fix" to the importers (devices write it without one): no recording starts there
  .filter(({ lat0, lon0 }) => lat0 !== 0 || lon0 !== 0)
  .map(({ type, five, startTime, lat0, lon0, points }) => {
    const intervalS: 5 | 10 = type === "RUN" || !five ? 10 : 5;
    const columns: Record<string, number[]> = { latitude: [], longitude: [], elevation: [], distance: [], speed: [], heartrate: [] };
    if (type === "CYCLE") columns["watts"] = [];
    else columns["steps"] = [];
    let lat = lat0;
    let lon = lon0;
    let ele = 1000;
    let km = 0;
    for (const p of points) {
      columns["latitude"]!.push(lat / 1e6);
      columns["longitude"]!.push(lon / 1e6);
      columns["elevation"]!.push(ele / 10);
      columns["distance"]!.push(km);
      columns["speed"]!.push(p.speed / 100);
      columns["heartrate"]!.push(p.hr);
      columns["watts"]?.push(p.watts);
      columns["steps"]?.push(intervalS === 10 ? p.steps : p.steps >> 1);
      lat += p.dLat;
      lon += p.dLon;
      ele += p.dEle;
      km = round(km + ((p.speed / 100) * intervalS) / 3600, 5);
    }
    const metricTypes = Object.keys(columns) as SubmittableMetricTypeName[];
    const activity: SubmittedActivity = {
      activityType: type,
      deviceName: "generated",
      deviceType: "WATCH",
      startTime,
      timeZoneName: "Etc/UTC",
      metrics: { intervalUnit: "sec", intervalValue: intervalS, metricTypes, data: points.map((_, k) => metricTypes.map((name) => columns[name]![k]!)) },
    };
    return { activity, columns };
  });

/** The imported column `name`, by name. */
function column(imported: SubmittedActivity, name: string): number[] | undefined {
  const c = imported.metrics.metricTypes.indexOf(name as SubmittableMetricTypeName);
  return c < 0 ? undefined : imported.metrics.data.map((row) => row[c]!);
}

/** `|a − b| ≤ tolerance` for every point, with the first offending point in the message. */
function within(name: string, actual: readonly number[] | undefined, expected: readonly number[], tolerance: number): void {
  expect(actual, `${name} column`).toBeDefined();
  expect(actual!.length, `${name} length`).toBe(expected.length);
  const bad = expected.findIndex((e, k) => !(Math.abs(actual![k]! - e) <= tolerance + 1e-9));
  expect(bad === -1 ? "ok" : `${name}[${bad}] = ${actual![bad]}, expected ${expected[bad]} ± ${tolerance}`).toBe("ok");
}

/** The mean of each point and the next (the last point alone): an importer averages the signal over each interval. */
const intervalMeans = (values: readonly number[]): number[] => values.map((v, k) => (k + 1 < values.length ? (v + values[k + 1]!) / 2 : v));

function checkCommon(imported: SubmittedActivity, generated: Generated): void {
  const { activity, columns } = generated;
  expect(imported.startTime).toBe(activity.startTime);
  expect(imported.metrics.intervalValue).toBe(activity.metrics.intervalValue);
  expect(imported.metrics.data.length).toBe(activity.metrics.data.length);
  expect(imported.activityType).toBe(activity.activityType);
  within("latitude", column(imported, "latitude"), columns["latitude"]!, 5e-7);
  within("longitude", column(imported, "longitude"), columns["longitude"]!, 5e-7);
  within("elevation", column(imported, "elevation"), columns["elevation"]!, 0.05);
  within("heartrate", column(imported, "heartrate"), intervalMeans(columns["heartrate"]!), 0.5);
  const steps = columns["steps"];
  if (steps !== undefined) {
    // a cadence of 0 throughout is no sensor to the importers: no steps column
    if (steps.every((n) => n === 0)) expect(column(imported, "steps")).toBeUndefined();
    else within("steps", column(imported, "steps"), intervalMeans(steps), 1 + activity.metrics.intervalValue / 60);
  }
}

const options = (a: SubmittedActivity) => ({ activityType: a.activityType, timeZoneName: "Etc/UTC", intervalS: a.metrics.intervalValue, nowMs: NOW_MS });

describe("round trip: import(export(activity)) gives the samples back (docs/export.md, tolerances)", () => {
  it("GPX: time grid, positions, elevation, heart rate and steps; the device name as creator", async () => {
    await fc.assert(
      fc.asyncProperty(activityArb, async (generated) => {
        const gpx = toGpx(generated.activity);
        if (!gpx.ok) throw new Error(gpx.error.detail);
        const result = await fromGpx(gpx.text, options(generated.activity));
        if (!result.ok) throw new Error(`${result.error.code} ${result.error.detail}`);
        const imported = result.submission[0]!;
        checkCommon(imported, generated);
        expect(imported.deviceName).toBe("generated");
      }),
      { numRuns: runCount(100) },
    );
  });

  it("TCX: the same, plus distance, speed (consistent with the distance) and watts", async () => {
    await fc.assert(
      fc.asyncProperty(activityArb, async (generated) => {
        const tcx = toTcx(generated.activity);
        if (!tcx.ok) throw new Error(tcx.error.detail);
        const result = await fromTcx(tcx.text, options(generated.activity));
        if (!result.ok) throw new Error(`${result.error.code} ${result.error.detail}`);
        const imported = result.submission[0]!;
        checkCommon(imported, generated);
        const { columns } = generated;
        within("distance", column(imported, "distance"), columns["distance"]!, 1e-5);
        within("speed", column(imported, "speed"), columns["speed"]!, 0.02);
        const watts = columns["watts"];
        if (watts !== undefined) {
          if (watts.every((w) => w === 0)) expect(column(imported, "watts")).toBeUndefined();
          else within("watts", column(imported, "watts"), intervalMeans(watts), 0.5);
        }
        expect(result.activities[0]!.meta.deviceTotals.distanceM).toBeCloseTo(
          (columns["distance"]!.at(-1)! + (columns["speed"]!.at(-1)! * generated.activity.metrics.intervalValue) / 3600) * 1000,
          1,
        );
      }),
      { numRuns: runCount(100) },
    );
  });

  it("also from lap-cut TCX: laps join back into one activity", async () => {
    await fc.assert(
      fc.asyncProperty(activityArb, fc.integer({ min: 1, max: 5 }), async (generated, lapMinutes) => {
        const tcx = toTcx(generated.activity, { lapMinutes });
        if (!tcx.ok) throw new Error(tcx.error.detail);
        const result = await fromTcx(tcx.text, options(generated.activity));
        if (!result.ok) throw new Error(`${result.error.code} ${result.error.detail}`);
        checkCommon(result.submission[0]!, generated);
      }),
      { numRuns: runCount(50) },
    );
  });
});
