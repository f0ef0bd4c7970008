import * as z from "zod";
import { describe, expect, it } from "vitest";
import { EARLIEST_START_TIME_MS } from "../../src/registry/limits.js";
import type { ValidationContext } from "../../src/validate/validationContext.js";
import fc from "fast-check";
import { validateActivities } from "../../src/validate/validateActivities.js";
import { arbitraryInvalidActivity, INVALID_ACTIVITY_CODES } from "../../src/testing/index.js";
import { createAddActivitiesBodySchema, createSubmittedActivitySchema, toValidationErrors } from "../../src/schema/index.js";

const NOW_MS = Date.UTC(2030, 0, 1);
const CONTEXT: ValidationContext = { nowMs: NOW_MS, profile: { weightKg: 70 } };

/** A valid RUN: 3 data points of distance (cumulative km), speed (km/h) and fuel, every 10 s (spec 2.1, 2.2). */
function run(): Record<string, unknown> & { metrics: Record<string, unknown> } {
  return {
    activityType: "RUN",
    deviceType: "WATCH",
    startTime: Date.UTC(2014, 11, 31, 23),
    timeZoneName: "Europe/Paris",
    metrics: {
      intervalUnit: "sec",
      intervalValue: 10,
      metricTypes: ["distance", "speed", "fuel"],
      data: [
        [0, 10.8, 0],
        [0.03, 10.8, 1],
        [0.06, 10.8, 1],
      ],
    },
  };
}

/** The (code, path) pairs of a single-activity parse, as `code /json/pointer` strings, sorted. */
function codesOf(activity: unknown, context: ValidationContext = CONTEXT): string[] {
  const parsed = createSubmittedActivitySchema(context).safeParse(activity);
  if (parsed.success) return [];
  return toValidationErrors(parsed.error).map((e) => `${e.code} ${e.path.join(".")}`).sort();
}

describe("createSubmittedActivitySchema: one code per broken rule (spec 7)", () => {
  it("accepts a valid RUN and returns it typed", () => {
    const parsed = createSubmittedActivitySchema(CONTEXT).parse(run());
    expect(parsed.activityType).toBe("RUN");
    expect(parsed.metrics.metricTypes).toEqual(["distance", "speed", "fuel"]);
  });

  const cases: [string, (a: ReturnType<typeof run>) => void, string[]][] = [
    ["startTime in the future → 160", (a) => void (a["startTime"] = NOW_MS + 1), ["160 startTime"]],
    ["startTime equal to now → 160", (a) => void (a["startTime"] = NOW_MS), ["160 startTime"]],
    ["startTime on 23 May 2006 → 160", (a) => void (a["startTime"] = EARLIEST_START_TIME_MS - 1), ["160 startTime"]],
    ["fractional startTime → 160", (a) => void (a["startTime"] = 1.5e12 + 0.5), ["160 startTime"]],
    ["startTime as a string → 160", (a) => void (a["startTime"] = "2014-12-31"), ["160 startTime"]],
    ["unknown activity type → 170", (a) => void (a["activityType"] = "JOGGING"), ["170 activityType"]],
    ["missing activity type → 170", (a) => void delete a["activityType"], ["170 activityType"]],
    ["abbreviated time zone PST → 180", (a) => void (a["timeZoneName"] = "PST"), ["180 timeZoneName"]],
    ["missing metrics → 190 only", (a) => void Reflect.deleteProperty(a, "metrics"), ["190 metrics"]],
    ["metrics an array → 190 only", (a) => void Reflect.set(a, "metrics", []), ["190 metrics"]],
    ["activityId passed (null too) → 200", (a) => void (a["activityId"] = null), ["200 activityId"]],
    ["metricSummary passed → 210", (a) => void (a["metricSummary"] = { fuel: "1" }), ["210 metricSummary"]],
    ["device type not upper case → 220", (a) => void (a["deviceType"] = "watch"), ["220 deviceType"]],
    ["empty metricTypes → 230", (a) => void (a.metrics["metricTypes"] = []), ["230 metrics.metricTypes"]],
    ["interval unit min → 240", (a) => void (a.metrics["intervalUnit"] = "min"), ["240 metrics.intervalUnit"]],
    ["RUN at 5 s → 250", (a) => void (a.metrics["intervalValue"] = 5), ["250 metrics.intervalValue"]],
    ["RUN at 7 s → one 250", (a) => void (a.metrics["intervalValue"] = 7), ["250 metrics.intervalValue"]],
    ["a short data point → 260 at that point", (a) => void ((a.metrics["data"] as number[][])[1] = [0.03, 10.8]), ["260 metrics.data.1"]],
    ["decreasing distance → 260", (a) => void ((a.metrics["data"] as number[][])[2]![0] = 0.01), ["260 metrics.data.2.0"]],
    ["empty data → 270", (a) => void (a.metrics["data"] = []), ["270 metrics.data"]],
    ["speed alone for RUN → 320 (spec 2.8)", (a) => {
      a.metrics["metricTypes"] = ["speed"];
      a.metrics["data"] = [[10], [10], [10]];
    }, ["320 metrics.metricTypes"]],
    ["fractional fuel → 360", (a) => void ((a.metrics["data"] as number[][])[1]![2] = 0.5), ["360 metrics.data.1.2"]],
    ["negative duration → 1050", (a) => void (a["duration"] = -1), ["1050 duration"]],
    ["duration shorter than the data points (20 s) → 1050", (a) => void (a["duration"] = 19_999), ["1050 duration"]],
    ["deviceName of 257 characters → 1060", (a) => void (a["deviceName"] = "x".repeat(257)), ["1060 deviceName"]],
    ["repeated metric type → 1070 at the repeat", (a) => {
      a.metrics["metricTypes"] = ["distance", "speed", "speed"];
    }, ["1070 metrics.metricTypes.2"]],
    ["stars cannot be submitted → 1070", (a) => void ((a.metrics["metricTypes"] as string[])[2] = "stars"), ["1070 metrics.metricTypes.2"]],
  ];
  it.each(cases)("%s", (_name, change, expected) => {
    const activity = run();
    change(activity);
    expect(codesOf(activity)).toEqual(expected);
  });

  it("reports every broken rule at once, the row scan even when properties failed (section 8.1)", () => {
    const activity = run();
    activity["timeZoneName"] = "PST";
    activity["duration"] = 1.5;
    (activity.metrics["data"] as number[][])[1]![2] = -1;
    expect(codesOf(activity)).toEqual(["1050 duration", "180 timeZoneName", "360 metrics.data.1.2"]);
  });

  it("uses the profile's weight and age as metric types (spec 2.8)", () => {
    const golf = run();
    golf["activityType"] = "GOLF";
    golf.metrics["metricTypes"] = ["calories"];
    golf.metrics["data"] = [[1], [2]];
    expect(codesOf(golf, { nowMs: NOW_MS, profile: { weightKg: 70 } })).toEqual([]);
    expect(codesOf(golf, { nowMs: NOW_MS })).toEqual(["320 metrics.metricTypes"]);
  });

  it("a non-object activity is 1030", () => {
    expect(codesOf("RUN")).toEqual(["1030 "]);
    expect(toValidationErrors(createSubmittedActivitySchema(CONTEXT).safeParse(null).error!, { activityIndex: 4 })).toMatchObject([
      { code: 1030, activityIndex: 4, path: [4] },
    ]);
  });

  it("has the validator's errors as its only issues: code in params, detail as message, no zod issue of its own", () => {
    const activity = run();
    activity.metrics["intervalValue"] = 5;
    const issues = createSubmittedActivitySchema(CONTEXT).safeParse(activity).error!.issues;
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatchObject({ code: "custom", params: { code: 250 }, path: ["metrics", "intervalValue"] });
    const validated = validateActivities([activity], CONTEXT);
    expect(issues[0]!.message).toBe(validated.ok ? "(valid)" : validated.errors[0].detail);
    // zod's own object and key checks would add "expected object" and "expected nonoptional" issues
    const schema = createSubmittedActivitySchema(CONTEXT);
    for (const value of ["RUN", {}, { metrics: 3 }, { ...run(), metrics: { data: "x" } }]) {
      const result = schema.safeParse(value);
      const expected = validateActivities([value], CONTEXT);
      expect(expected.ok).toBe(false);
      if (expected.ok) continue;
      expect(result.error!.issues.map((issue) => [issue.code, issue.message])).toEqual(expected.errors.map((e) => ["custom", e.detail]));
    }
  });

  it("gives the validator's errors for any invalid activity of the arbitraries (codes, paths, details, order)", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...INVALID_ACTIVITY_CODES).chain((code) => arbitraryInvalidActivity(code, { nowMs: NOW_MS, profile: { weightKg: 70 } })),
        fc.nat({ max: 9 }),
        (activity, index) => {
          const expected = validateActivities([activity], CONTEXT);
          const parsed = createSubmittedActivitySchema(CONTEXT).safeParse(activity);
          expect(parsed.success).toBe(expected.ok);
          if (expected.ok || parsed.success) return;
          const reindexed = expected.errors.map((e) => (e.activityIndex === null ? e : { ...e, activityIndex: index, path: [index, ...e.path.slice(1)] }));
          expect(toValidationErrors(parsed.error, { activityIndex: index })).toEqual(reindexed);
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe("createSubmittedActivitySchema: output", () => {
  it("drops unknown keys and undefined-valued optional keys, keeps the data array itself, writes the zone canonical", () => {
    const activity = run();
    activity["extra"] = 1;
    activity["deviceName"] = undefined;
    activity["activityId"] = undefined;
    activity["timeZoneName"] = "Asia/Calcutta";
    activity.metrics["extra"] = 2;
    const parsed = createSubmittedActivitySchema(CONTEXT).parse(activity);
    expect(Object.keys(parsed).sort()).toEqual(["activityType", "deviceType", "metrics", "startTime", "timeZoneName"]);
    expect(Object.keys(parsed.metrics).sort()).toEqual(["data", "intervalUnit", "intervalValue", "metricTypes"]);
    expect(parsed.metrics.data).toBe(activity.metrics["data"]);
    expect(parsed.timeZoneName).toBe("Asia/Kolkata");
    expect(JSON.parse(JSON.stringify(parsed))).toEqual(parsed);
  });

  it("describes every property for composition and JSON Schema (its shape), typed but checked by the validator", () => {
    const schema = createSubmittedActivitySchema(CONTEXT);
    expect(Object.keys(schema.shape).sort()).toEqual(
      ["activityId", "activityType", "deviceName", "deviceType", "duration", "metricSummary", "metrics", "startTime", "timeZoneName"],
    );
    const document = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as { properties: Record<string, { enum?: unknown[] }> };
    expect(document.properties["activityType"]?.enum).toHaveLength(84);
  });

  it("reads nowMs at each parse, so a getter keeps one schema current", () => {
    let now = Date.UTC(2014, 0, 1);
    const schema = createSubmittedActivitySchema({ get nowMs() { return now; } });
    expect(schema.safeParse(run()).success).toBe(false); // startTime 2014-12-31 is after "now"
    now = NOW_MS;
    expect(schema.safeParse(run()).success).toBe(true);
  });

  it("composes: .extend() adds fields and keeps every rule", () => {
    const schema = createSubmittedActivitySchema(CONTEXT).extend({ note: z.string().optional() });
    const activity = { ...run(), note: 3, timeZoneName: "PST" };
    const parsed = schema.safeParse(activity);
    expect(parsed.success).toBe(false);
    const issues = parsed.error!.issues;
    expect(issues.map((issue) => [issue.path, (issue as { params?: { code?: number } }).params?.code])).toEqual(
      expect.arrayContaining([[["note"], undefined], [["timeZoneName"], 180]]),
    );
    expect(toValidationErrors(parsed.error!).map((e) => e.code)).toEqual([180]); // the extension's issue is zod's
    expect(schema.parse({ ...run(), note: "easy" }).note).toBe("easy");
  });
});

describe("createAddActivitiesBodySchema", () => {
  it("body-level codes 1000, 1010, 1020 stop validation", () => {
    const body = createAddActivitiesBodySchema({ nowMs: NOW_MS, limits: { maxActivitiesPerRequest: 2 } });
    const codes = (value: unknown) => toValidationErrors(body.safeParse(value).error!).map((e) => [e.code, e.activityIndex, e.path]);
    expect(codes({})).toEqual([[1000, null, []]]);
    expect(codes([])).toEqual([[1010, null, []]]);
    expect(codes([null, null, null])).toEqual([[1020, null, []]]);
    expect(codes([run(), 5])).toEqual([[1030, 1, [1]]]);
    // one issue per error, none of zod's own (a non-array body, a non-object element)
    expect(body.safeParse({}).error!.issues).toHaveLength(1);
    expect(body.safeParse([run(), 5]).error!.issues).toHaveLength(1);
  });

  it("is the validator on any body: the same errors, and 1080 past maxErrorsPerResponse", () => {
    const context: ValidationContext = { nowMs: NOW_MS, limits: { maxErrorsPerResponse: 2 } };
    const bad = [{ ...run(), timeZoneName: "PST" }, { ...run(), activityType: "X" }, { ...run(), deviceType: "x" }];
    const expected = validateActivities(bad, context);
    expect(expected.ok ? [] : expected.errors.map((e) => e.code)).toEqual([180, 170, 1080]);
    expect(toValidationErrors(createAddActivitiesBodySchema(context).safeParse(bad).error!)).toEqual(expected.ok ? [] : expected.errors);
  });

  it("returns the typed activities", () => {
    const parsed = createAddActivitiesBodySchema(CONTEXT).parse([run(), run()]);
    expect(parsed).toHaveLength(2);
    expect(parsed[1]!.metrics.intervalValue).toBe(10);
  });

  it("prefixes activity paths with the activity index", () => {
    const second = run();
    second["activityType"] = "SKATEBOARDING";
    const errors = toValidationErrors(createAddActivitiesBodySchema(CONTEXT).safeParse([run(), second]).error!);
    expect(errors).toMatchObject([{ code: 170, activityIndex: 1, path: [1, "activityType"], message: "Invalid or missing activity type." }]);
  });
});
