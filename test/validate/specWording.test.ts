// The spec's words, point by point: each example here failed before its fix.
import { describe, expect, it } from "vitest";
import { validateActivities } from "../../src/validate/validateActivities.js";
import { type ValidationContext } from "../../src/validate/validationContext.js";

const NOW = Date.UTC(2025, 0, 1);
const ctx: ValidationContext = { nowMs: NOW };

/** A valid RUN (distance + speed at 10 s) with overrides of its fields and of its metrics. */
function run(overrides: Record<string, unknown> = {}, metrics: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    activityType: "RUN",
    deviceType: "WATCH",
    startTime: NOW - 3_600_000,
    timeZoneName: "Europe/Paris",
    ...overrides,
    metrics: { intervalUnit: "sec", intervalValue: 10, metricTypes: ["distance", "speed"], data: [[0, 10], [0.03, 10]], ...metrics },
  };
}

function errorsOf(body: unknown, context: ValidationContext = ctx) {
  const result = validateActivities(body, context);
  return result.ok ? [] : result.errors;
}

describe("14.3: the cumulative distance starts at 0 at startTime (spec 2.2 rules 3 and 4)", () => {
  it("refuses a first distance other than 0 with 260 and a detail that says so", () => {
    const errors = errorsOf([run({}, { data: [[5, 10], [5.03, 10]] })]);
    expect(errors.map((e) => [e.code, e.path])).toEqual([[260, [0, "metrics", "data", 0, 0]]]);
    expect(errors[0]!.detail).toBe(
      "cumulative distance at data point 0 is 5 km, not 0 (distance counts from startTime)",
    );
  });

  it("accepts 0 (and −0) and counts one affected point with other errors of the same code", () => {
    expect(errorsOf([run({}, { data: [[0, 10], [0.03, 10]] })])).toEqual([]);
    expect(errorsOf([run({}, { data: [[-0, 10], [0.03, 10]] })])).toEqual([]);
    const errors = errorsOf([run({}, { data: [[0.001, 10], [0.03, 2000]] })]);
    expect(errors.map((e) => e.code)).toEqual([260]);
    expect(errors[0]!.detail).toContain("(2 data points affected)");
  });
});

describe("14.1: intervalUnit is sec only (spec 2.2, 8)", () => {
  it("refuses SEC with 240", () => {
    expect(errorsOf([run({}, { intervalUnit: "SEC" })]).map((e) => [e.code, e.path, e.detail])).toEqual([
      [240, [0, "metrics", "intervalUnit"], 'intervalUnit is "SEC", not "sec"'],
    ]);
  });
});

describe("14.2: a fuel value that is not a non-negative integer is 360 (spec 2.2 rule 6)", () => {
  it("gives 360 for a string, null, a fraction and a negative, counted once per activity", () => {
    for (const bad of ["3", null, 2.5, -1, true]) {
      const errors = errorsOf([run({}, { metricTypes: ["distance", "speed", "fuel"], data: [[0, 10, 1], [0.03, 10, bad]] })]);
      expect(errors.map((e) => [e.code, e.path])).toEqual([[360, [0, "metrics", "data", 1, 2]]]);
    }
    const errors = errorsOf([run({}, { metricTypes: ["distance", "speed", "fuel"], data: [[0, 10, "a"], [0.03, 10, null]] })]);
    expect(errors.map((e) => e.code)).toEqual([360]);
    expect(errors[0]!.detail).toBe('fuel value "a" at data point 0 is not a non-negative integer (2 data points affected)');
  });
});

describe("14.9: bounded errors", () => {
  it("refuses a metricTypes longer than the 12 submittable metric types at once, with one error", () => {
    const metricTypes = Array.from({ length: 100_000 }, () => 7);
    const errors = errorsOf([run({}, { metricTypes })]);
    expect(errors.map((e) => [e.code, e.path])).toEqual([[1070, [0, "metrics", "metricTypes"]]]);
    expect(errors[0]!.detail).toBe("metricTypes has 100000 elements; at most 12 metric types can be submitted, each once");
  });

  it("caps the errors of one answer, the last one saying how many more were found", () => {
    const bad = run({ timeZoneName: "PST", deviceType: "PHONEBOOTH" });
    const body = Array.from({ length: 100 }, () => bad); // 2 errors each
    const errors = errorsOf(body);
    expect(errors).toHaveLength(101);
    expect(errors[100]).toMatchObject({ code: 1080, activityIndex: null, path: [], detail: "100 more errors were found and not reported" });
    expect(errorsOf(body, { nowMs: NOW, limits: { maxErrorsPerResponse: 3 } }).map((e) => e.code)).toEqual([220, 180, 220, 1080]);
    expect(errorsOf(body.slice(0, 50))).toHaveLength(100);
  });
});

describe("14.18: messages a user reads", () => {
  it("says missing, empty, too early or in the future, and names the missing profile value", () => {
    const detail = (body: unknown, context: ValidationContext = ctx): string[] => errorsOf(body, context).map((e) => e.detail);
    expect(detail([run({ activityType: undefined })])).toEqual(["activityType is missing"]);
    expect(detail([run({}, { data: [] })])).toEqual(["data is empty"]);
    expect(detail([run({}, { metricTypes: [] })])).toEqual(["metricTypes is empty"]);
    expect(detail([run({ startTime: Date.UTC(2006, 4, 23, 23) })])).toEqual([
      "startTime 1148425200000 is too early: 2006-05-23T23:00:00.000Z is not after 23 May 2006",
    ]);
    expect(detail([run({ startTime: NOW })])).toEqual([
      "startTime 1735689600000 is in the future: 2025-01-01T00:00:00.000Z is not before now, 2025-01-01T00:00:00.000Z",
    ]);
    const golf = run({ activityType: "GOLF" }, { metricTypes: ["calories"], data: [[1]] });
    expect(detail([golf])).toEqual([
      "the metric types complete none of the options of GOLF (spec 2.8): calories + weight lacks the profile's weight; " +
        "heartrate + age lacks heartrate, the profile's age",
    ]);
  });
});

describe("14.8: nothing of an activity in the future; no absurd duration", () => {
  it("refuses data whose last point starts at or after now (1082), and a duration ending after now (1050)", () => {
    // two points at 10 s: the last starts 10 s after startTime
    expect(errorsOf([run({ startTime: NOW - 10_000 })]).map((e) => [e.code, e.path])).toEqual([[1082, [0, "metrics", "data"]]]);
    expect(errorsOf([run({ startTime: NOW - 10_001 })])).toEqual([]);
    expect(errorsOf([run({ startTime: NOW - 20_000, duration: 20_000 })])).toEqual([]);
    expect(errorsOf([run({ startTime: NOW - 20_000, duration: 20_001 })]).map((e) => [e.code, e.path])).toEqual([[1050, [0, "duration"]]]);
  });

  it("refuses a duration over 1e9 ms (11.6 days) with 1050", () => {
    const errors = errorsOf([run({ startTime: Date.UTC(2010, 0, 1), duration: 1e13 })]);
    expect(errors.map((e) => [e.code, e.detail])).toEqual([[1050, "duration 10000000000000 ms is over 1000000000 ms (11.6 days)"]]);
    expect(errorsOf([run({ startTime: Date.UTC(2010, 0, 1), duration: 1e9 })])).toEqual([]);
  });
});
