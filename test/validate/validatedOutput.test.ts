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

describe("allocateSamples", () => {
  it("is asked for points × columns numbers only for an activity without errors so far, and holds its columns", () => {
    const asked: number[] = [];
    const lent: Float64Array[] = [];
    const allocateSamples = (length: number): Float64Array => {
      asked.push(length);
      const buffer = new Float64Array(length);
      lent.push(buffer);
      return buffer;
    };
    const context = { nowMs: NOW_MS, allocateSamples };
    expect(validate(submission({ timeZoneName: "PST" }), context).codes).toEqual([180]);
    expect(asked).toEqual([]);
    const { activity } = validate(submission({}, { data: [[0, 10], [0.03, 11], [0.06, 12]] }), context);
    expect(asked).toEqual([6]);
    expect(activity!.metrics.columns.map((c) => (c as Float64Array).buffer)).toEqual([lent[0]!.buffer, lent[0]!.buffer]);
    expect([...lent[0]!]).toEqual([0, 0.03, 0.06, 10, 11, 12]);
  });

  it("uses the first points × columns numbers of a longer lent buffer", () => {
    const buffer = new Float64Array(10).fill(-7);
    const { activity } = validate(submission({}, { data: [[0, 10], [0.03, 11]] }), { nowMs: NOW_MS, allocateSamples: () => buffer });
    expect(activity!.metrics.pointCount).toBe(2);
    expect(activity!.metrics.columns.map((c) => [...(c as Float64Array)])).toEqual([[0, 0.03], [10, 11]]);
    expect((activity!.metrics.columns[0] as Float64Array).buffer).toBe(buffer.buffer);
    expect([...buffer.subarray(4)]).toEqual([-7, -7, -7, -7, -7, -7]);
  });
});
