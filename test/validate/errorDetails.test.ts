// What each error's detail tells the user: the offending value, where it is and which
// rule it breaks. Mutation testing found these details unchecked: an empty detail passed every test.
import { describe, expect, it } from "vitest";
import { DEFAULT_LIMITS, EARLIEST_START_TIME_MS } from "../../src/registry/limits.js";
import { MAX_DURATION_MS } from "../../src/validate/timeSpanDetail.js";
import { toJsonPointer } from "../../src/validate/validationError.js";
import { errorsOf, NOW_MS, submission } from "./submission.js";

/** [code, detail] of every error of a body. */
function details(body: unknown, nowMs = NOW_MS): [number, string][] {
  return errorsOf(body, { nowMs }).map((e) => [e.code, e.detail]);
}

/** A valid submission with `metrics` replaced by any value. */
function withMetrics(metrics: unknown): Record<string, unknown> {
  return { ...submission(), metrics };
}

describe("body-level details", () => {
  it("name the body's kind, its emptiness or its size against the limit", () => {
    expect(details({ a: 1 })).toEqual([[1000, "the body is an object"]]);
    expect(details("[]")).toEqual([[1000, 'the body is "[]"']]);
    expect(details([])).toEqual([[1010, "the body is an empty array"]]);
    const three = [submission(), submission(), submission()];
    expect(errorsOf(three, { nowMs: NOW_MS, limits: { maxActivitiesPerRequest: 2 } }).map((e) => [e.code, e.detail])).toEqual([
      [1020, "the body holds 3 activities; the limit is 2"],
    ]);
  });

  it("say that an unreadable body could not be read, without echoing the exception's text", () => {
    const body = new Proxy([], {
      get: (target, key, receiver) => {
        if (key === "length") throw new Error("secret internals");
        return Reflect.get(target, key, receiver);
      },
    });
    const [error] = errorsOf(body);
    expect(error!.code).toBe(1000);
    expect(error!.detail).toMatch(/could not be read/);
    expect(error!.detail).not.toContain("secret");
  });

  it("point at an element of the body whose reading threw", () => {
    const body = new Proxy([submission(), submission()], {
      get: (target, key, receiver) => {
        if (key === "1") throw new Error("boom");
        return Reflect.get(target, key, receiver);
      },
    });
    expect(details(body)).toEqual([[1081, "reading /1 threw (a getter or Proxy, not JSON data)"]]);
  });
});

describe("field details name the field, the value received and the rule", () => {
  it("for a value that is not an object, or a property whose reading threw", () => {
    expect(details([submission(), null])).toEqual([[1030, "activity 1 is null"]]);
    const unreadable = submission();
    Object.defineProperty(unreadable, "deviceType", { get: () => { throw new Error("boom"); }, enumerable: true });
    expect(details([unreadable])).toEqual([[1081, "reading /0/deviceType threw (a getter or Proxy, not JSON data)"]]);
  });

  it("for activityType, deviceType, deviceName and timeZoneName", () => {
    expect(details([submission({ activityType: "JOGGING" })])).toEqual([[170, 'activityType is "JOGGING", not one of the 84 activity types']]);
    expect(details([submission({ deviceType: "PHONEBOOTH" })])).toEqual([[220, 'deviceType is "PHONEBOOTH", not an accepted device type']]);
    expect(details([submission({ deviceType: undefined })])).toEqual([[220, "deviceType is missing"]]);
    expect(details([submission({ deviceName: 5 })])).toEqual([[1060, "deviceName is 5"]]);
    expect(details([submission({ timeZoneName: "PST" })])).toEqual([[180, 'timeZoneName is "PST", not an IANA time zone name']]);
    expect(details([submission({ timeZoneName: undefined })])).toEqual([[180, "timeZoneName is missing"]]);
  });

  it("for startTime: missing, not an integer, too early, in the future", () => {
    expect(details([submission({ startTime: undefined })])).toEqual([[160, "startTime is missing"]]);
    expect(details([submission({ startTime: "1" })])).toEqual([[160, 'startTime is "1", not an integer of epoch milliseconds']]);
    // the earliest instant is accepted as early enough: at a "now" that is not after it, the start is in the future
    expect(details([submission({ startTime: EARLIEST_START_TIME_MS })], EARLIEST_START_TIME_MS)).toEqual([
      [160, "startTime 1148428800000 is in the future: 2006-05-24T00:00:00.000Z is not before now, 2006-05-24T00:00:00.000Z"],
    ]);
  });

  it("show an instant beyond what Date represents (±8.64e15 ms) as its number, and the last representable one in ISO", () => {
    expect(details([submission({ startTime: 9e15 })])).toEqual([
      [160, "startTime 9000000000000000 is in the future: 9000000000000000 is not before now, 2025-01-01T00:00:00.000Z"],
    ]);
    expect(details([submission({ startTime: 8.64e15 })])).toEqual([
      [160, "startTime 8640000000000000 is in the future: +275760-09-13T00:00:00.000Z is not before now, 2025-01-01T00:00:00.000Z"],
    ]);
  });

  it("for duration: not a non-negative integer, or ending after now", () => {
    expect(details([submission({ duration: -1 })])).toEqual([[1050, "duration is -1, not a non-negative integer of milliseconds"]]);
    expect(details([submission({ duration: 1.5 })])).toEqual([[1050, "duration is 1.5, not a non-negative integer of milliseconds"]]);
    expect(details([submission({ startTime: NOW_MS - 20_000, duration: 30_000 })])).toEqual([
      [1050, "duration 30000 ms ends at 2025-01-01T00:00:10.000Z, after now, 2025-01-01T00:00:00.000Z"],
    ]);
  });

  it("for duration: longer than the default data-point limit at 10 s", () => {
    // a literal in the source (a product of the limits object would keep that object in every bundle)
    expect(MAX_DURATION_MS).toBe(DEFAULT_LIMITS.maxDataPointsPerActivity * 10_000);
    const early = NOW_MS - 2 * MAX_DURATION_MS;
    expect(details([submission({ startTime: early, duration: MAX_DURATION_MS })])).toEqual([]);
    expect(details([submission({ startTime: early, duration: MAX_DURATION_MS + 1 })])).toEqual([
      [1050, `duration ${MAX_DURATION_MS + 1} ms is over ${MAX_DURATION_MS} ms (11.6 days)`],
    ]);
  });

  it("for metrics, metricTypes and data that are missing or not what they must be", () => {
    expect(details([withMetrics(5)])).toEqual([[190, "metrics is 5"]]);
    expect(details([submission({}, { metricTypes: "speed" })])).toEqual([[230, 'metricTypes is "speed", not an array of metric type names']]);
    expect(details([submission({}, { metricTypes: undefined })])).toEqual([[230, "metricTypes is missing"]]);
    expect(details([submission({}, { data: { rows: 2 } })])).toEqual([[270, "data is an object, not an array of data points"]]);
    expect(details([submission({}, { data: undefined })])).toEqual([[270, "data is missing"]]);
  });

  it("for data points recorded in the future: the last point's index and start", () => {
    const data = [[0, 10], [0.03, 10], [0.06, 10]];
    // three points at 10 s: the last starts 20 s after startTime, exactly now
    expect(details([submission({ startTime: NOW_MS - 20_000 }, { data })])).toEqual([
      [1082, "data point 2 starts at 2025-01-01T00:00:00.000Z, not before now, 2025-01-01T00:00:00.000Z"],
    ]);
  });
});

describe("data point details (260) say which value breaks which rule", () => {
  it("a data point that is not an array", () => {
    expect(details([submission({}, { data: [[0, 10], 5] })])).toEqual([[260, "data point 1 is 5, not an array of numbers"]]);
  });

  it("a value above its maximum or below its minimum, with the bound and the unit", () => {
    const hr = (value: number) => submission({}, { metricTypes: ["distance", "speed", "heartrate"], data: [[0, 10, 120], [0.03, 10, value]] });
    expect(details([hr(301)])).toEqual([[260, "heartrate value 301 at data point 1 is above the maximum 300 bpm"]]);
    const elevation = submission({}, { metricTypes: ["distance", "speed", "elevation"], data: [[0, 10, 5], [0.03, 10, -1001]] });
    expect(details([elevation])).toEqual([[260, "elevation value -1001 at data point 1 is below the minimum -1000 m"]]);
  });

  it("a value that is not a finite number, with its column", () => {
    expect(details([submission({}, { data: [[0, 10], [0.03, "10"]] })])).toEqual([
      [260, 'value at data point 1, column 1 is "10", not a finite number'],
    ]);
    expect(details([submission({}, { data: [[0, 10], [0.03, Number.POSITIVE_INFINITY]] })])).toEqual([
      [260, "value at data point 1, column 1 is Infinity, not a finite number"],
    ]);
  });

  it("a cumulative distance that decreases, from what to what", () => {
    expect(details([submission({}, { data: [[0, 10], [0.5, 10], [0.4, 10]] })])).toEqual([
      [260, "cumulative distance decreases from 0.5 to 0.4 km at data point 2"],
    ]);
  });
});

describe("toJsonPointer", () => {
  it("escapes ~ and / as RFC 6901 says (~0 and ~1)", () => {
    expect(toJsonPointer([])).toBe("");
    expect(toJsonPointer([0, "metrics", "data", 12, 3])).toBe("/0/metrics/data/12/3");
    expect(toJsonPointer(["a/b", "m~n", "~/"])).toBe("/a~1b/m~0n/~0~1");
  });
});
