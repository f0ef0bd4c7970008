// What validateActivity returns and where it writes : the activity only when it produced
// no error, the columns in the caller's lent buffer, no key for an absent optional field. Mutation testing
// found these cases unchecked.
import { describe, expect, it } from "vitest";
import { validateActivity } from "../../src/validate/validateActivity.js";
import { type ValidationContext } from "../../src/validate/validationContext.js";
import { type ValidationError } from "../../src/validate/validationError.js";
import { NOW_MS, errorsOf, submission } from "./submission.js";

function validate(value: unknown, context: ValidationContext = { nowMs: NOW_MS }, errors: ValidationError[] = []) {
  const activity = validateActivity(value, 0, context, errors);
  return { activity, codes: errors.map((e) => e.code) };
}

describe("validateActivity returns the activity only when it produced no error", () => {
  it("returns nothing when the only error comes after the data scan (data in the future, a duration too short)", () => {
    const future = validate(submission({ startTime: NOW_MS - 10_000 }));
    expect(future).toEqual({ activity: undefined, codes: [1082] });
    const tooShort = validate(submission({ duration: 9_999 }));
    expect(tooShort).toEqual({ activity: undefined, codes: [1050] });
  });

  it("returns a valid activity even when the errors array already holds other activities' errors", () => {
    const earlier = validate(submission({ timeZoneName: "PST" })).codes;
    const errors: ValidationError[] = [];
    validateActivity(submission({ timeZoneName: "PST" }), 0, { nowMs: NOW_MS }, errors);
    const activity = validateActivity(submission(), 1, { nowMs: NOW_MS }, errors);
    expect(earlier).toEqual([180]);
    expect(errors).toHaveLength(1);
    expect(activity?.metrics.pointCount).toBe(2);
  });

  it("leaves out deviceName and duration when they were not sent, and keeps them when they were", () => {
    const bare = validate(submission()).activity!;
    expect(Object.keys(bare).sort()).toEqual(["activityType", "deviceType", "metrics", "startTime", "timeZoneName"]);
    const full = validate(submission({ deviceName: "Forerunner", duration: 10_000 })).activity!;
    expect(full).toMatchObject({ deviceName: "Forerunner", duration: 10_000 });
  });
});

describe("duration (code 1050)", () => {
  it("accepts 0 and every duration reaching the last data point's start, refuses a negative one", () => {
    const onePoint = { data: [[0, 10]] };
    expect(errorsOf([submission({ duration: 0 }, onePoint)])).toEqual([]);
    expect(errorsOf([submission({ duration: 10_000 })])).toEqual([]);
    expect(errorsOf([submission({ duration: -1 }, onePoint)]).map((e) => e.code)).toEqual([1050]);
  });

  it("checks the duration against the data at 5 s as at 10 s", () => {
    const cycle = (duration: number) =>
      submission({ activityType: "CYCLE", duration }, { intervalValue: 5, metricTypes: ["distance", "watts"], data: [[0, 150], [0.03, 150], [0.06, 150]] });
    expect(errorsOf([cycle(10_000)])).toEqual([]);
    expect(errorsOf([cycle(9_999)]).map((e) => [e.code, e.path])).toEqual([[1050, [0, "duration"]]]);
  });

  it("reports one 1050 for a duration that both ends after now and ends before the last data point", () => {
    // three points at 10 s need 20 s; 6 s from 5 s before now ends after now
    const codes = errorsOf([submission({ startTime: NOW_MS - 5_000, duration: 6_000 }, { data: [[0, 10], [0.03, 10], [0.06, 10]] })]);
    expect(codes.map((e) => e.code)).toEqual([1050, 1082]);
  });
});

describe("the validated columns", () => {
  it("are views of one Float64Array of points × columns numbers, column after column", () => {
    const { activity } = validate(submission({}, { data: [[0, 10], [0.03, 11], [0.06, 12]] }), { nowMs: NOW_MS });
    const columns = activity!.metrics.columns as Float64Array[];
    expect(columns.map((c) => [...c])).toEqual([[0, 0.03, 0.06], [10, 11, 12]]);
    expect(columns[1]!.buffer).toBe(columns[0]!.buffer);
    expect([...new Float64Array(columns[0]!.buffer)]).toEqual([0, 0.03, 0.06, 10, 11, 12]);
  });
});
