// The spec's words, point by point (issue 14): each example here failed before its fix.
import { describe, expect, it } from "vitest";
import { validateActivities, type ValidationContext } from "../../src/validate/index.js";

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
      "cumulative distance at data point 0 is 5 km, not 0: the first data point is at startTime and distance counts from the start",
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
