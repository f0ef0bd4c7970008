import { describe, expect, it } from "vitest";
import { toSubmittedActivity } from "../../src/model/columnsFromRows.js";
import { validateActivities } from "../../src/validate/validateActivities.js";
import { type ValidationContext } from "../../src/validate/validationContext.js";
import { FIXTURE_NOW_MS, loadRunActivity, loadRunBody, type FixtureActivity } from "../fixtures/runFixture.js";

/**
 * Example tests on a real recording (test/fixtures/README.md): the fixture passes, and changing ONE field of it gives
 * exactly one error with the expected code and path. Expected codes and paths come from the spec (section 7, 2.1,
 * 2.2, 2.8) and the library's decisions, not from the validator's output.
 */

const NOW = FIXTURE_NOW_MS;
const ctx: ValidationContext = { nowMs: NOW };
const EARLIEST = Date.UTC(2006, 4, 24); // the first instant after 23 May 2006
const ROWS = 95; // data points of the fixture (0–940 s at 10 s)
const SPAN_MS = (ROWS - 1) * 10_000;
// fixture columns: distance, speed, heartrate, elevation, latitude, longitude
const DISTANCE = 0;
const SPEED = 1;
const HEARTRATE = 2;
const ELEVATION = 3;
const LATITUDE = 4;
const LONGITUDE = 5;

type Mutation = (a: FixtureActivity) => void;

function run(mutate: Mutation, context: ValidationContext = ctx) {
  const body = loadRunBody();
  mutate(body[0]!);
  return validateActivities(body, context);
}

function expectOnly(mutate: Mutation, code: number, path: readonly (string | number)[], context: ValidationContext = ctx): void {
  const result = run(mutate, context);
  expect(result.ok).toBe(false);
  if (result.ok) return;
  expect(result.errors.map((e) => ({ code: e.code, path: e.path, activityIndex: e.activityIndex }))).toEqual([
    { code, path, activityIndex: 0 },
  ]);
}

function expectValid(mutate: Mutation, context: ValidationContext = ctx): void {
  const result = run(mutate, context);
  expect(result.ok ? [] : result.errors).toEqual([]);
}

describe("the RUN fixture (Garmin Connect GPX export, resampled to 10 s)", () => {
  it("validates and comes back typed, unknown fields dropped, data copied into columns", () => {
    const body = loadRunBody();
    const result = validateActivities(body, ctx);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.activities).toHaveLength(1);
    const [activity] = result.activities;
    expect(toSubmittedActivity(activity!)).toEqual(body[0]);
    expect(activity!.metrics.pointCount).toBe(ROWS);
    for (const column of activity!.metrics.columns) expect(column).toHaveLength(ROWS);
    expect(activity!.metrics.columns[0]).toBeInstanceOf(Float64Array);
  });

  it("drops fields the spec does not define", () => {
    const body = loadRunBody();
    body[0]!.comment = "not a field of spec 2.1";
    const result = validateActivities(body, ctx);
    expect(result.ok && "comment" in result.activities[0]!).toBe(false);
    expect(result.ok).toBe(true);
  });

  it("passes at every documented boundary", () => {
    expectValid((a) => (a.startTime = EARLIEST));
    // nothing in the future: the last data point starts before now, the duration ends by now
    expectValid((a) => ((a.startTime = NOW - 1 - SPAN_MS), delete a.duration));
    expectOnly((a) => ((a.startTime = NOW - SPAN_MS), delete a.duration), 1082, [0, "metrics", "data"]);
    expectValid((a) => (a.startTime = NOW - (a.duration as number)));
    expectOnly((a) => (a.startTime = NOW - (a.duration as number) + 1), 1050, [0, "duration"]);
    // "sec" is the only unit (spec 2.2, 8)
    expectOnly((a) => (a.metrics.intervalUnit = "SEC"), 240, [0, "metrics", "intervalUnit"]);
    expectValid((a) => (a.duration = SPAN_MS));
    expectValid((a) => delete a.duration);
    expectValid((a) => delete a.deviceName);
    expectValid((a) => (a.deviceName = "D".repeat(256)));
    expectValid((a) => (a.deviceName = ""));
    expectValid((a) => (a.metrics.data[5]![HEARTRATE] = 300));
    expectValid((a) => (a.metrics.data[5]![HEARTRATE] = 0));
    expectValid((a) => (a.metrics.data[5]![LATITUDE] = 90));
    expectValid((a) => (a.metrics.data[5]![LATITUDE] = -90));
    expectValid((a) => (a.metrics.data[5]![LONGITUDE] = 180));
    expectValid((a) => (a.metrics.data[5]![ELEVATION] = -1000));
    expectValid((a) => (a.metrics.data[5]![SPEED] = 1000));
    // a flat stretch keeps the cumulative distance equal, which is not a decrease
    expectValid((a) => (a.metrics.data[6]![DISTANCE] = a.metrics.data[5]![DISTANCE]));
    expectValid((a) => (a.activityId = undefined)); // an absent field in JS terms; JSON cannot carry it
    expectValid(() => undefined, { nowMs: NOW, limits: { maxDataPointsPerActivity: ROWS } });
  });
});

describe("one changed field gives exactly one error with its code and path", () => {
  it("160 startTime", () => {
    expectOnly((a) => delete a.startTime, 160, [0, "startTime"]);
    expectOnly((a) => (a.startTime = EARLIEST - 1), 160, [0, "startTime"]);
    expectOnly((a) => (a.startTime = Date.UTC(2006, 4, 23, 12)), 160, [0, "startTime"]);
    expectOnly((a) => (a.startTime = NOW), 160, [0, "startTime"]);
    expectOnly((a) => (a.startTime = NOW + 86_400_000), 160, [0, "startTime"]);
    expectOnly((a) => (a.startTime = 1351121380000.5), 160, [0, "startTime"]);
    expectOnly((a) => (a.startTime = "1351121380000"), 160, [0, "startTime"]);
    expectOnly((a) => (a.startTime = "2012-10-24T23:29:40Z"), 160, [0, "startTime"]);
    expectOnly((a) => (a.startTime = null), 160, [0, "startTime"]);
    expectOnly((a) => (a.startTime = 2 ** 53), 160, [0, "startTime"]);
    expectOnly((a) => (a.startTime = -1351121380000), 160, [0, "startTime"]);
  });

  it("170 activityType", () => {
    expectOnly((a) => delete a.activityType, 170, [0, "activityType"]);
    expectOnly((a) => (a.activityType = "run"), 170, [0, "activityType"]);
    expectOnly((a) => (a.activityType = "JOGGING"), 170, [0, "activityType"]);
    expectOnly((a) => (a.activityType = "SKATEBOARDING"), 170, [0, "activityType"]);
    expectOnly((a) => (a.activityType = null), 170, [0, "activityType"]);
    expectOnly((a) => (a.activityType = 1), 170, [0, "activityType"]);
  });

  it("180 timeZoneName", () => {
    expectOnly((a) => delete a.timeZoneName, 180, [0, "timeZoneName"]);
    expectOnly((a) => (a.timeZoneName = "EDT"), 180, [0, "timeZoneName"]);
    expectOnly((a) => (a.timeZoneName = ""), 180, [0, "timeZoneName"]);
    expectOnly((a) => (a.timeZoneName = -300), 180, [0, "timeZoneName"]);
  });

  it("190 metrics", () => {
    expectOnly((a) => delete (a as Record<string, unknown>).metrics, 190, [0, "metrics"]);
    expectOnly((a) => ((a as Record<string, unknown>).metrics = null), 190, [0, "metrics"]);
    expectOnly((a) => ((a as Record<string, unknown>).metrics = [a.metrics]), 190, [0, "metrics"]);
    expectOnly((a) => ((a as Record<string, unknown>).metrics = "metrics"), 190, [0, "metrics"]);
  });

  it("200 activityId, whatever its value", () => {
    expectOnly((a) => (a.activityId = "e7a5f1c2"), 200, [0, "activityId"]);
    expectOnly((a) => (a.activityId = null), 200, [0, "activityId"]);
    expectOnly((a) => (a.activityId = 0), 200, [0, "activityId"]);
  });

  it("210 metricSummary, whatever its value", () => {
    expectOnly((a) => (a.metricSummary = { fuel: "100", distance: "3.08" }), 210, [0, "metricSummary"]);
    expectOnly((a) => (a.metricSummary = null), 210, [0, "metricSummary"]);
    expectOnly((a) => (a.metricSummary = {}), 210, [0, "metricSummary"]);
  });

  it("220 deviceType", () => {
    expectOnly((a) => delete a.deviceType, 220, [0, "deviceType"]);
    expectOnly((a) => (a.deviceType = "watch"), 220, [0, "deviceType"]);
    expectOnly((a) => (a.deviceType = "GARMIN"), 220, [0, "deviceType"]);
    expectOnly((a) => (a.deviceType = null), 220, [0, "deviceType"]);
  });

  it("230 metricTypes missing, empty or not an array", () => {
    expectOnly((a) => delete (a.metrics as Record<string, unknown>).metricTypes, 230, [0, "metrics", "metricTypes"]);
    expectOnly((a) => (a.metrics.metricTypes = []), 230, [0, "metrics", "metricTypes"]);
    expectOnly((a) => ((a.metrics as Record<string, unknown>).metricTypes = "distance,speed"), 230, [0, "metrics", "metricTypes"]);
  });

  it("240 intervalUnit", () => {
    expectOnly((a) => delete a.metrics.intervalUnit, 240, [0, "metrics", "intervalUnit"]);
    expectOnly((a) => (a.metrics.intervalUnit = "s"), 240, [0, "metrics", "intervalUnit"]);
    expectOnly((a) => (a.metrics.intervalUnit = "Sec"), 240, [0, "metrics", "intervalUnit"]);
    expectOnly((a) => (a.metrics.intervalUnit = "seconds"), 240, [0, "metrics", "intervalUnit"]);
    expectOnly((a) => (a.metrics.intervalUnit = 10), 240, [0, "metrics", "intervalUnit"]);
  });

  it("250 intervalValue: RUN needs 10", () => {
    expectOnly((a) => (a.metrics.intervalValue = 5), 250, [0, "metrics", "intervalValue"]);
    expectOnly((a) => delete a.metrics.intervalValue, 250, [0, "metrics", "intervalValue"]);
    expectOnly((a) => (a.metrics.intervalValue = "10"), 250, [0, "metrics", "intervalValue"]);
    expectOnly((a) => (a.metrics.intervalValue = 1), 250, [0, "metrics", "intervalValue"]);
    expectOnly((a) => (a.metrics.intervalValue = 15), 250, [0, "metrics", "intervalValue"]);
    // the same data as WALK may use 5 or 10, nothing else
    expectValid((a) => {
      a.activityType = "WALK";
      a.metrics.intervalValue = 5;
    });
    expectOnly(
      (a) => {
        a.activityType = "WALK";
        a.metrics.intervalValue = 15;
      },
      250,
      [0, "metrics", "intervalValue"],
    );
  });

  it("260 a data point that does not match the metric types", () => {
    const data = (row: number, col?: number) => (col === undefined ? [0, "metrics", "data", row] : [0, "metrics", "data", row, col]);
    expectOnly((a) => (a.metrics.data[7] = null as unknown as unknown[]), 260, data(7));
    expectOnly((a) => (a.metrics.data[7] = "0.2471,16.63" as unknown as unknown[]), 260, data(7));
    expectOnly((a) => a.metrics.data[7]!.pop(), 260, data(7));
    expectOnly((a) => a.metrics.data[7]!.push(1), 260, data(7));
    expectOnly((a) => (a.metrics.data[7]![HEARTRATE] = "197"), 260, data(7, HEARTRATE));
    expectOnly((a) => (a.metrics.data[7]![HEARTRATE] = null), 260, data(7, HEARTRATE));
    expectOnly((a) => (a.metrics.data[7]![HEARTRATE] = 300.5), 260, data(7, HEARTRATE));
    expectOnly((a) => (a.metrics.data[7]![HEARTRATE] = -1), 260, data(7, HEARTRATE));
    expectOnly((a) => (a.metrics.data[3]![LATITUDE] = 90.000001), 260, data(3, LATITUDE));
    expectOnly((a) => (a.metrics.data[3]![LONGITUDE] = -180.5), 260, data(3, LONGITUDE));
    expectOnly((a) => (a.metrics.data[3]![ELEVATION] = 10_000.1), 260, data(3, ELEVATION));
    expectOnly((a) => (a.metrics.data[3]![SPEED] = -0.01), 260, data(3, SPEED));
    expectOnly((a) => (a.metrics.data[3]![SPEED] = Number.NaN), 260, data(3, SPEED));
    expectOnly((a) => (a.metrics.data[3]![SPEED] = Number.POSITIVE_INFINITY), 260, data(3, SPEED));
    // cumulative distance (spec 2.2 rule 4): 0.3364 km at point 9, then 0.3845 → 0.3 at point 10 decreases
    expectOnly((a) => (a.metrics.data[10]![DISTANCE] = 0.3), 260, data(10, DISTANCE));
    expectOnly((a) => (a.metrics.data[0]![DISTANCE] = -0.001), 260, data(0, DISTANCE));
  });

  it("260 is reported once, at the first offending point, with the number of points affected", () => {
    const result = run((a) => {
      a.metrics.data[20]![HEARTRATE] = 400;
      a.metrics.data[4] = [];
      a.metrics.data[50]![SPEED] = "fast";
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toHaveLength(1);
    expect(result.errors[0]!.path).toEqual([0, "metrics", "data", 4]);
    expect(result.errors[0]!.detail).toContain("3 data points affected");
  });

  it("270 data missing, empty or not an array", () => {
    expectOnly((a) => delete (a.metrics as Record<string, unknown>).data, 270, [0, "metrics", "data"]);
    expectOnly((a) => (a.metrics.data = []), 270, [0, "metrics", "data"]);
    expectOnly((a) => ((a.metrics as Record<string, unknown>).data = null), 270, [0, "metrics", "data"]);
    expectOnly((a) => ((a.metrics as Record<string, unknown>).data = {}), 270, [0, "metrics", "data"]);
  });

  it("320 metric types that complete no option of spec 2.8, with weight and age from the profile", () => {
    const types = [0, "metrics", "metricTypes"];
    // RUN needs distance + speed in every option: without speed nothing is complete, whatever the profile
    expectOnly((a) => (a.metrics.metricTypes[SPEED] = "grade"), 320, types);
    expectOnly((a) => (a.metrics.metricTypes[SPEED] = "watts"), 320, types, { nowMs: NOW, profile: { weightKg: 70, ageYears: 30 } });
    // CYCLE needs watts or grade with speed: distance + speed + heartrate completes none
    expectOnly((a) => (a.activityType = "CYCLE"), 320, types);
    // GOLF (one of the other 81): heartrate + age; the profile's age completes it, nothing else does
    expectOnly((a) => (a.activityType = "GOLF"), 320, types);
    expectOnly((a) => (a.activityType = "GOLF"), 320, types, { nowMs: NOW, profile: { weightKg: 70 } });
    expectOnly((a) => (a.activityType = "GOLF"), 320, types, { nowMs: NOW, profile: { ageYears: 0 } });
    expectValid((a) => (a.activityType = "GOLF"), { nowMs: NOW, profile: { ageYears: 41 } });
  });

  it("360 a fuel value that is negative or not an integer", () => {
    // the fixture has no fuel: rename the elevation column (first value 25.6 m) to fuel
    expectOnly((a) => (a.metrics.metricTypes[ELEVATION] = "fuel"), 360, [0, "metrics", "data", 0, ELEVATION]);
    // heart rates are non-negative integers: as fuel they pass
    expectValid((a) => (a.metrics.metricTypes[HEARTRATE] = "fuel"));
    const withFuel = (change: (fuel: number[][]) => void): Mutation => (a) => {
      a.metrics.metricTypes.push("fuel");
      a.metrics.data.forEach((row, i) => row.push(i % 3));
      change(a.metrics.data as number[][]);
    };
    expectValid(withFuel(() => undefined));
    expectOnly(withFuel((rows) => (rows[12]![6] = -1)), 360, [0, "metrics", "data", 12, 6]);
    expectOnly(withFuel((rows) => (rows[12]![6] = 2.5)), 360, [0, "metrics", "data", 12, 6]);
    expectOnly(withFuel((rows) => (rows[12]![6] = -0.5)), 360, [0, "metrics", "data", 12, 6]);
    // any fuel value that is not a non-negative integer is 360 (spec 2.2 rule 6): a string, null
    for (const value of ["3", null, true]) {
      expectOnly(withFuel((rows) => ((rows[12] as unknown[])[6] = value)), 360, [0, "metrics", "data", 12, 6]);
    }
    // the fuel maximum is a range (260): 1,000,000 per interval, about 48,000 times what a body can earn
    expectValid(withFuel((rows) => (rows[12]![6] = 1_000_000)));
    expectOnly(withFuel((rows) => (rows[12]![6] = 1_000_001)), 260, [0, "metrics", "data", 12, 6]);
    // a short row stays a row-shape problem (260)
    expectOnly(withFuel((rows) => rows[12]!.pop()), 260, [0, "metrics", "data", 12]);
  });

  it("1030 an activity that is not an object", () => {
    for (const value of [null, [], "activity", 1, true]) {
      const body: unknown[] = [loadRunActivity(), value];
      const result = validateActivities(body, ctx);
      expect(result.ok ? [] : result.errors.map((e) => [e.code, e.activityIndex, e.path])).toEqual([[1030, 1, [1]]]);
    }
  });

  it("1040 more data points than the limit", () => {
    expectOnly(() => undefined, 1040, [0, "metrics", "data"], { nowMs: NOW, limits: { maxDataPointsPerActivity: ROWS - 1 } });
  });

  it("1050 a duration that is not a non-negative integer or ends before the last data point", () => {
    expectOnly((a) => (a.duration = SPAN_MS - 1), 1050, [0, "duration"]);
    expectOnly((a) => (a.duration = 0), 1050, [0, "duration"]);
    expectOnly((a) => (a.duration = -1), 1050, [0, "duration"]);
    expectOnly((a) => (a.duration = 948000.5), 1050, [0, "duration"]);
    expectOnly((a) => (a.duration = "948000"), 1050, [0, "duration"]);
    expectOnly((a) => (a.duration = null), 1050, [0, "duration"]);
  });

  it("1060 a deviceName that is not a string of at most 256 characters", () => {
    expectOnly((a) => (a.deviceName = "D".repeat(257)), 1060, [0, "deviceName"]);
    expectOnly((a) => (a.deviceName = 910), 1060, [0, "deviceName"]);
    expectOnly((a) => (a.deviceName = null), 1060, [0, "deviceName"]);
    expectOnly((a) => (a.deviceName = ["Garmin"]), 1060, [0, "deviceName"]);
  });

  it("1070 a metric type that is unknown, repeated or not submittable", () => {
    const at = (c: number) => [0, "metrics", "metricTypes", c];
    // heart rate is in no RUN option, so renaming its column only costs the name
    expectOnly((a) => (a.metrics.metricTypes[HEARTRATE] = "HEARTRATE"), 1070, at(HEARTRATE));
    expectOnly((a) => (a.metrics.metricTypes[HEARTRATE] = "cadence"), 1070, at(HEARTRATE));
    expectOnly((a) => (a.metrics.metricTypes[HEARTRATE] = "stars"), 1070, at(HEARTRATE));
    expectOnly((a) => (a.metrics.metricTypes[HEARTRATE] = "weight"), 1070, at(HEARTRATE));
    expectOnly((a) => (a.metrics.metricTypes[HEARTRATE] = "age"), 1070, at(HEARTRATE));
    expectOnly((a) => (a.metrics.metricTypes[HEARTRATE] = "duration"), 1070, at(HEARTRATE));
    expectOnly((a) => (a.metrics.metricTypes[HEARTRATE] = 7), 1070, at(HEARTRATE));
    expectOnly((a) => (a.metrics.metricTypes[HEARTRATE] = "distance"), 1070, at(HEARTRATE));
  });
});
