import { describe, expect, it } from "vitest";
import { metricTypeBit } from "../../src/registry/metricTypes.js";
import { dataPointLimitDetail } from "../../src/validate/dataPointLimitDetail.js";
import { durationCoversData, durationTooShortDetail } from "../../src/validate/durationCoversData.js";
import { intervalValueDetail, isValidIntervalValue } from "../../src/validate/isValidIntervalValue.js";
import { metricColumns } from "../../src/validate/metricColumns.js";
import { metricOptionDetail } from "../../src/validate/metricOptionDetail.js";

// The validator's rule helpers on their own (the zod schemas call the validator itself).

describe("metricColumns", () => {
  it("accepts the first of each submittable name and reports the others (code 1070) in index order", () => {
    const { columns, mask, problems } = metricColumns(["speed", "stars", "SPEED", 7, "distance", "speed"]);
    expect(columns.map((c) => c?.name)).toEqual(["speed", undefined, undefined, undefined, "distance", undefined]);
    expect(mask).toBe(metricTypeBit("speed") | metricTypeBit("distance"));
    expect(problems).toEqual([
      { index: 1, reason: "notSubmittable", detail: 'metric type "stars" cannot be submitted' },
      { index: 2, reason: "unknown", detail: 'metric type "SPEED" is not a metric type' },
      { index: 3, reason: "unknown", detail: "metric type 7 is not a metric type" },
      { index: 5, reason: "repeated", detail: 'metric type "speed" is repeated' },
    ]);
    expect(metricColumns(["heartrate"]).problems).toEqual([]);
  });
});

describe("isValidIntervalValue", () => {
  it("accepts 10 for RUN, 5 or 10 for the others (spec 2.2), with the matching detail", () => {
    expect([5, 10, 7, "10"].map((v) => isValidIntervalValue(v, "RUN"))).toEqual([false, true, false, false]);
    expect([5, 10, 7, "10"].map((v) => isValidIntervalValue(v, "WALK"))).toEqual([true, true, false, false]);
    expect(isValidIntervalValue(5, undefined)).toBe(true);
    expect(intervalValueDetail(5, "RUN")).toBe("intervalValue is 5; RUN requires 10");
    expect(intervalValueDetail(7, "CYCLE")).toBe("intervalValue is 7; allowed values are 5 and 10");
  });
});

describe("durationCoversData", () => {
  it("needs the duration to reach the start of the last data point", () => {
    // 4 data points 10 s apart: the last starts at 30 000 ms
    expect(durationCoversData(30_000, 4, 10)).toBe(true);
    expect(durationCoversData(29_999, 4, 10)).toBe(false);
    expect(durationCoversData(0, 1, 5)).toBe(true);
    expect(durationTooShortDetail(29_999, 4, 10)).toBe("duration 29999 ms ends before the last data point at 30000 ms");
  });
});

describe("dataPointLimitDetail and metricOptionDetail", () => {
  it("give a detail exactly when the rule fails", () => {
    expect(dataPointLimitDetail(6, { maxDataPointsPerActivity: 6 })).toBeUndefined();
    expect(dataPointLimitDetail(7, { maxDataPointsPerActivity: 6 })).toBe("data has 7 data points; the limit is 6");
    expect(dataPointLimitDetail(100_000, undefined)).toBeUndefined();
    expect(dataPointLimitDetail(100_001, {})).toBe("data has 100001 data points; the limit is 100000");
    const distanceSpeed = metricTypeBit("distance") | metricTypeBit("speed");
    expect(metricOptionDetail("RUN", distanceSpeed)).toBeUndefined();
    expect(metricOptionDetail("CYCLE", metricTypeBit("speed"))).toBe(
      "the metric types complete none of the options of CYCLE (spec 2.8): " +
        "distance + watts + calories + weight lacks distance, watts, calories, the profile's weight; " +
        "distance + watts lacks distance, watts; " +
        "distance + grade + speed + heartrate + age lacks distance, grade, heartrate, the profile's age; " +
        "distance + grade + speed lacks distance, grade",
    );
  });
});
