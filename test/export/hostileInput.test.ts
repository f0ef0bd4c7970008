import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { toGpx } from "../../src/export/toGpx.js";
import { toTcx } from "../../src/export/toTcx.js";
import { NUMBER_BOUNDS } from "../../src/export/readExportColumns.js";
import type { SubmittedActivity } from "../../src/model/submittedActivity.js";
import { getMetricType } from "../../src/registry/metricTypes.js";
import { SMALL_RUN, SMALL_RUN_DETAIL } from "./fixtures.js";

// Issue 28 point 2: the exporters hung on a tiny lapKm or a distance of 1e300 (a loop stepping lap by lap) and threw
// RangeError on times no Date holds. Every input now gives a text or an error value, in one pass over the points.

const withMetrics = (patch: Partial<SubmittedActivity["metrics"]>, rest: Partial<SubmittedActivity> = {}): SubmittedActivity => ({
  ...SMALL_RUN,
  ...rest,
  metrics: { ...SMALL_RUN.metrics, ...patch },
});
const DISTANCE = SMALL_RUN.metrics.metricTypes.indexOf("distance");
const withDistance = (km: number): SubmittedActivity =>
  withMetrics({ data: SMALL_RUN.metrics.data.map((row, k) => row.map((v, c) => (c === DISTANCE && k > 0 ? km : v))) });

const errorOf = (result: ReturnType<typeof toTcx>) => (result.ok ? undefined : { code: result.error.code, path: result.error.path });

describe("the exporters on hostile input", () => {
  it("refuses a lapKm that cuts more laps than data points (1720), without stepping through them", () => {
    for (const lapKm of [1e-12, Number.MIN_VALUE, 1e-5]) expect(errorOf(toTcx(SMALL_RUN, { lapKm })), String(lapKm)).toEqual({ code: 1720, path: [] });
    // 0.06 km in laps of 0.02 km: three laps for three points is still a track
    const fine = toTcx(SMALL_RUN, { lapKm: 0.02 });
    expect(fine.ok && fine.text.match(/<Lap /g)).toHaveLength(3);
  });

  it("bounds the columns it computes with by the registry's range of their metric types", () => {
    for (const [name, bound] of Object.entries(NUMBER_BOUNDS)) {
      const info = getMetricType(name)!;
      expect(bound, name).toBe(Math.max(Math.abs(info.min), Math.abs(info.max)));
    }
  });

  it("refuses a distance beyond ±100 000 km (1710 at the value), with or without laps", () => {
    for (const km of [1e300, Number.MAX_VALUE, 100_001]) {
      for (const options of [{}, { lapKm: 1 }, { lapMinutes: 1 }]) {
        expect(errorOf(toTcx(withDistance(km), options)), `${km} ${JSON.stringify(options)}`).toEqual({ code: 1710, path: ["metrics", "data", 1, DISTANCE] });
      }
    }
    expect(toTcx(withDistance(100_000), { lapKm: 50_000 }).ok).toBe(true);
  });

  it("refuses times outside the years 0001–9999 (1700), never throws RangeError", () => {
    const cases: [SubmittedActivity, (string | number)[]][] = [
      [{ ...SMALL_RUN, startTime: 1e300 }, ["startTime"]],
      [{ ...SMALL_RUN, startTime: -1e300 }, ["startTime"]],
      [{ ...SMALL_RUN, startTime: 8.64e15 }, ["startTime"]],
      [{ ...SMALL_RUN, startTime: Date.UTC(10_000, 0, 1) }, ["startTime"]],
      [{ ...SMALL_RUN, startTime: Date.parse("0000-12-31T23:59:59Z") }, ["startTime"]],
      [withMetrics({ intervalValue: 1e300 as never }), ["metrics", "intervalValue"]],
      [withMetrics({ intervalValue: 1e-300 as never }), ["metrics", "intervalValue"]],
      // the closing point, startTime + 3 × 10 s, is the first instant of the year 10000
      [{ ...SMALL_RUN, startTime: Date.parse("9999-12-31T23:59:30Z") }, ["metrics", "intervalValue"]],
    ];
    for (const [activity, path] of cases) {
      for (const write of [() => toGpx(activity), () => toTcx(activity), () => toTcx(activity, { lapMinutes: 1 })]) {
        expect(errorOf(write()), JSON.stringify(activity.startTime)).toEqual({ code: 1700, path });
      }
    }
    const detail = { ...SMALL_RUN_DETAIL, startTime: "+275760-09-13T00:00:00.000Z" };
    expect(errorOf(toGpx(detail))).toEqual({ code: 1700, path: ["startTime"] });
    const late = { ...SMALL_RUN_DETAIL, metrics: SMALL_RUN_DETAIL.metrics.map((m) => ({ ...m, intervalMetric: 1e300 })) };
    expect(errorOf(toTcx(late))).toEqual({ code: 1700, path: ["metrics", 0, "intervalMetric"] });
    // the first and last writable instants
    expect(toGpx({ ...SMALL_RUN, startTime: Date.parse("0001-01-01T00:00:00Z") }).ok).toBe(true);
    const last = toTcx({ ...SMALL_RUN, startTime: Date.parse("9999-12-31T23:59:29.999Z") });
    expect(last.ok && last.text).toContain("<Time>9999-12-31T23:59:59.999Z</Time>");
  });

  it("describes a value that cannot be turned into text, and reads a revoked Proxy as an error, never throwing", () => {
    const noText = { toString: "not a function", valueOf: 5 };
    const data = SMALL_RUN.metrics.data.map((row, k) => (k === 1 ? row.map((v, c) => (c === 2 ? noText : v)) : row));
    for (const write of [toGpx, toTcx]) {
      const result = write(withMetrics({ data: data as never }));
      expect(result.ok ? undefined : [result.error.code, result.error.detail]).toEqual([1710, "an object is not a number"]);
    }
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    for (const input of [{ ...SMALL_RUN, metrics: proxy }, proxy]) {
      expect(errorOf(toGpx(input as never))).toEqual({ code: 1700, path: [] });
      expect(errorOf(toTcx(input as never))).toEqual({ code: 1700, path: [] });
    }
  });

  it("returns a text or an error value for any number anywhere, never throws", () => {
    const extreme = fc.oneof(
      fc.constantFrom(0, -0, 1e-300, -1e-300, 1e300, -1e300, Number.MAX_VALUE, -Number.MAX_VALUE, Number.MIN_VALUE, 8.64e15, -8.64e15, NaN, Infinity),
      fc.double(),
      fc.integer(),
    );
    const fields = fc.record({ startTime: extreme, intervalValue: extreme, row: fc.nat(2), column: fc.nat(6), value: extreme, lapKm: extreme, lapMinutes: extreme });
    fc.assert(
      fc.property(fields, (f) => {
        const data = SMALL_RUN.metrics.data.map((row, k) => row.map((v, c) => (k === f.row && c === f.column ? f.value : v)));
        const activity = withMetrics({ data, intervalValue: f.intervalValue as never }, { startTime: f.startTime });
        for (const result of [toGpx(activity), toTcx(activity), toTcx(activity, { lapKm: f.lapKm }), toTcx(activity, { lapMinutes: f.lapMinutes })]) {
          if (result.ok) expect(result.text).not.toMatch(/NaN|Infinity|undefined/);
          else expect([1700, 1710, 1720]).toContain(result.error.code);
        }
      }),
      { numRuns: 300 },
    );
  });
});
