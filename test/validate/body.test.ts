import { describe, expect, it } from "vitest";
import { ERROR_CODES } from "../../src/registry/errorCodes.js";
import { toJsonPointer } from "../../src/validate/validationError.js";
import { validateActivities, type ValidationResult } from "../../src/validate/validateActivities.js";
import { FIXTURE_NOW_MS, loadRunActivity } from "../fixtures/runFixture.js";

const ctx = { nowMs: FIXTURE_NOW_MS };

function codesOf(result: ValidationResult): [number, number | null, string][] {
  return result.ok ? [] : result.errors.map((e) => [e.code, e.activityIndex, toJsonPointer(e.path)]);
}

describe("body-level codes stop validation", () => {
  it("1000 when the body is not an array", () => {
    for (const body of [{}, { activities: [loadRunActivity()] }, loadRunActivity(), "[]", null, undefined, 0, true]) {
      expect(codesOf(validateActivities(body, ctx))).toEqual([[1000, null, ""]]);
    }
  });

  it("1010 when the body is an empty array", () => {
    expect(codesOf(validateActivities([], ctx))).toEqual([[1010, null, ""]]);
  });

  it("1020 when the body holds more activities than the limit (default 100), with nothing else checked", () => {
    const valid = Array.from({ length: 100 }, () => loadRunActivity());
    expect(validateActivities(valid, ctx).ok).toBe(true);
    const tooMany = [...valid, null];
    expect(codesOf(validateActivities(tooMany, ctx))).toEqual([[1020, null, ""]]);
    const limits = { maxActivitiesPerRequest: 2 };
    expect(validateActivities(valid.slice(0, 2), { ...ctx, limits }).ok).toBe(true);
    expect(codesOf(validateActivities([null, null, null], { ...ctx, limits }))).toEqual([[1020, null, ""]]);
  });
});

describe("every error is reported", () => {
  it("several broken fields of one activity each give their own error", () => {
    const a = loadRunActivity();
    a.timeZoneName = "PST";
    a.startTime = FIXTURE_NOW_MS + 1;
    a.activityId = "x";
    a.metrics.intervalValue = 5;
    a.metrics.data[3]![2] = 999;
    const codes = codesOf(validateActivities([a], ctx)).map(([code]) => code);
    expect([...codes].sort((x, y) => x - y)).toEqual([160, 180, 200, 250, 260]);
  });

  it("errors of several activities carry their index and come in body order", () => {
    const first = loadRunActivity();
    const second = loadRunActivity();
    const third = loadRunActivity();
    second.deviceType = "watch";
    third.metrics.metricTypes[2] = "HEARTRATE";
    third.metricSummary = {};
    const result = validateActivities([first, second, third], ctx);
    expect(codesOf(result)).toEqual([
      [220, 1, "/1/deviceType"],
      [210, 2, "/2/metricSummary"],
      [1070, 2, "/2/metrics/metricTypes/2"],
    ]);
  });

  it("one invalid activity rejects the whole body: nothing is partially accepted", () => {
    const broken = loadRunActivity();
    broken.metrics.data = [];
    const result = validateActivities([loadRunActivity(), broken, loadRunActivity()], ctx);
    expect(result.ok).toBe(false);
    expect("activities" in result).toBe(false);
    expect(codesOf(result)).toEqual([[270, 1, "/1/metrics/data"]]);
  });

  it("a missing metrics object skips the checks inside it but not the others", () => {
    const a = loadRunActivity() as Record<string, unknown>;
    delete a.metrics;
    a.deviceName = 5;
    expect(codesOf(validateActivities([a], ctx))).toEqual([
      [1060, 0, "/0/deviceName"],
      [190, 0, "/0/metrics"],
    ]);
  });
});

describe("error values", () => {
  // spec section 7, word for word
  const SPEC_MESSAGES: Record<number, string> = {
    160: "Start time is not a valid timestamp in the past and after 23 May 2006.",
    170: "Invalid or missing activity type.",
    180: "Invalid or missing time zone name.",
    190: "The metrics object is missing.",
    200: "An activity ID was passed in. It is calculated automatically.",
    210: "A metric summary was passed in. It is calculated automatically.",
    220: "Invalid device type.",
    230: "Missing required metric types.",
    240: "Invalid interval unit.",
    250: "Invalid interval value.",
    260: "Metric data must match the metric types.",
    270: "Metric data cannot be empty.",
    360: "Fuel metrics passed in must be non-negative integers only.",
  };

  it("spec codes carry the spec's message; every code its registry message, a detail and a path", () => {
    const a = loadRunActivity();
    a.startTime = 0;
    a.activityType = "run";
    a.timeZoneName = "PST";
    a.activityId = 1;
    a.metricSummary = 1;
    a.deviceType = 1;
    a.metrics.intervalUnit = "s";
    a.metrics.intervalValue = 3;
    a.metrics.metricTypes.push("fuel");
    a.metrics.data.forEach((row) => row.push(1.5));
    a.metrics.data[1] = [];
    const result = validateActivities([a], ctx);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const seen = new Set(result.errors.map((e) => e.code));
    expect([...seen].sort((x, y) => x - y)).toEqual([160, 170, 180, 200, 210, 220, 240, 250, 260, 360]);
    for (const error of result.errors) {
      const info = ERROR_CODES.find((e) => e.code === error.code)!;
      expect(error.message).toBe(info.message);
      if (SPEC_MESSAGES[error.code] !== undefined) expect(error.message).toBe(SPEC_MESSAGES[error.code]);
      expect(error.detail.length).toBeGreaterThan(0);
      expect(error.path[0]).toBe(0);
    }
    const fresh = loadRunActivity();
    const third = validateActivities([{ ...fresh, metrics: { ...fresh.metrics, metricTypes: [], data: [] } }], ctx);
    expect(third.ok ? [] : third.errors.map((e) => e.message)).toEqual([SPEC_MESSAGES[230], SPEC_MESSAGES[270]]);
    const fourth = validateActivities([{ ...loadRunActivity(), metrics: undefined }], ctx);
    expect(fourth.ok ? [] : fourth.errors.map((e) => e.message)).toEqual([SPEC_MESSAGES[190]]);
  });

  it("the 360 detail counts the affected data points", () => {
    const a = loadRunActivity();
    a.metrics.metricTypes.push("fuel");
    a.metrics.data.forEach((row, i) => row.push(i < 10 ? -i - 1 : 0));
    const result = validateActivities([a], ctx);
    expect(result.ok ? [] : result.errors.map((e) => [e.code, toJsonPointer(e.path), e.detail])).toEqual([
      [360, "/0/metrics/data/0/6", expect.stringContaining("(10 data points affected)")],
    ]);
  });

  it("the input is not modified", () => {
    const a = loadRunActivity();
    a.metrics.data[2]![0] = -5;
    const before = JSON.stringify(a);
    validateActivities([a], ctx);
    expect(JSON.stringify(a)).toBe(before);
  });
});
