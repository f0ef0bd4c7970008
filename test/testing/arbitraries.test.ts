import * as fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ACTIVITY_TYPE_NAMES } from "../../src/registry/activityTypes.js";
import { ERROR_CODES } from "../../src/registry/errorCodes.js";
import { METRIC_TYPES } from "../../src/registry/metricTypes.js";
import type { SubmittedActivity } from "../../src/model/submittedActivity.js";
import {
  arbitraryAddActivitiesBody,
  arbitraryInvalidActivity,
  arbitraryUserProfile,
  arbitraryValidActivity,
  INVALID_ACTIVITY_CODES,
} from "../../src/testing/index.js";
import { arbitraryMetricData } from "../../src/testing/arbitraries/arbitraryMetricData.js";
import { SAMPLE_TIME_ZONE_NAMES } from "../../src/testing/arbitraries/sampleTimeZoneNames.js";
import { isValidTimeZone } from "../../src/timeZone/isValidTimeZone.js";
import { validateActivities } from "../../src/validate/validateActivities.js";

const NOW = Date.UTC(2030, 0, 1);
const FULL = { weightKg: 72.5, ageYears: 38 };
const seeded = { seed: 20_261_122 };

/** Draws `n` values reproducibly. */
const sample = <T>(arbitrary: fc.Arbitrary<T>, n: number): T[] => fc.sample(arbitrary, { numRuns: n, ...seeded });

describe("arbitraryValidActivity", () => {
  it("can generate every one of the 84 activity types, RUN always at 10 s, the others at 5 and 10 s", () => {
    for (const activityType of ACTIVITY_TYPE_NAMES) {
      const drawn = sample(arbitraryValidActivity({ nowMs: NOW, profile: FULL, activityType, maxDataPoints: 4 }), 12);
      expect(new Set(drawn.map((a) => a.activityType))).toEqual(new Set([activityType]));
      const intervals = new Set(drawn.map((a) => a.metrics.intervalValue));
      expect(intervals).toEqual(activityType === "RUN" ? new Set([10]) : new Set([5, 10]));
      const result = validateActivities(drawn, { nowMs: NOW, profile: FULL });
      expect(result.ok ? [] : result.errors).toEqual([]);
    }
  });

  it("without weight and age, only CYCLE, RUN and WALK exist, and asking for another type is an error", () => {
    const types = new Set(sample(arbitraryValidActivity({ nowMs: NOW }), 300).map((a) => a.activityType));
    expect(types).toEqual(new Set(["CYCLE", "RUN", "WALK"]));
    expect(() => arbitraryValidActivity({ nowMs: NOW, activityType: "GOLF" })).toThrow(RangeError);
    expect(() => arbitraryValidActivity({ nowMs: NOW, profile: { weightKg: 0 }, activityType: "GOLF" })).toThrow(RangeError);
    expect(() => arbitraryValidActivity({ nowMs: NOW, profile: { ageYears: 50 }, activityType: "GOLF" })).not.toThrow();
  });

  it("covers the whole envelope: the one unit, optional duration and deviceName, many types and zones", () => {
    const drawn = sample(arbitraryValidActivity({ nowMs: NOW, profile: FULL }), 1000);
    expect(new Set(drawn.map((a) => a.metrics.intervalUnit))).toEqual(new Set(["sec"]));
    expect(drawn.some((a) => a.duration === undefined) && drawn.some((a) => a.duration !== undefined)).toBe(true);
    expect(drawn.some((a) => a.deviceName === undefined) && drawn.some((a) => a.deviceName !== undefined)).toBe(true);
    expect(drawn.some((a) => a.deviceName?.length === 256)).toBe(true);
    expect(new Set(drawn.map((a) => a.activityType)).size).toBeGreaterThan(70);
    expect(new Set(drawn.map((a) => a.timeZoneName)).size).toBe(SAMPLE_TIME_ZONE_NAMES.length);
    const columns = new Set(drawn.flatMap((a) => a.metrics.metricTypes));
    expect(columns.size).toBe(12);
  });

  it("draws realistic data inside the registry ranges, distance non-decreasing, fuel integer, duration covering the span", () => {
    const range = new Map(METRIC_TYPES.map((m) => [m.name as string, m]));
    fc.assert(
      fc.property(arbitraryValidActivity({ nowMs: NOW, profile: FULL }), (a: SubmittedActivity) => {
        const { metricTypes, data, intervalValue } = a.metrics;
        expect(new Set(metricTypes).size).toBe(metricTypes.length);
        expect(a.startTime).toBeGreaterThanOrEqual(Date.UTC(2006, 4, 24));
        expect(a.startTime).toBeLessThan(NOW);
        if (a.duration !== undefined) expect(a.duration).toBeGreaterThanOrEqual((data.length - 1) * intervalValue * 1000);
        expect(data.length).toBeGreaterThanOrEqual(1);
        expect(data.length).toBeLessThanOrEqual(30);
        metricTypes.forEach((name, c) => {
          const info = range.get(name)!;
          let previous = 0;
          for (const row of data) {
            const value = row[c]!;
            expect(row).toHaveLength(metricTypes.length);
            expect(Number.isFinite(value) && value >= info.min && value <= info.max).toBe(true);
            expect(Object.is(value, -0)).toBe(false);
            if (name === "distance") {
              expect(value).toBeGreaterThanOrEqual(previous);
              previous = value;
            }
            if (name === "fuel" || name === "heartrate" || name === "steps" || name === "watts") expect(Number.isInteger(value)).toBe(true);
            if (name === "heartrate") expect(value >= 40 && value <= 200).toBe(true);
            if (name === "speed") expect(value).toBeLessThanOrEqual(60);
          }
        });
        expect(JSON.parse(JSON.stringify(a))).toEqual(a);
      }),
      { numRuns: 200 },
    );
  });

  it("rejects bad options", () => {
    expect(() => arbitraryValidActivity({ nowMs: Date.UTC(2006, 4, 24) })).toThrow(RangeError);
    expect(() => arbitraryValidActivity({ nowMs: Number.NaN })).toThrow(RangeError);
    expect(() => arbitraryValidActivity({ nowMs: NOW, minDataPoints: 0 })).toThrow(RangeError);
    expect(() => arbitraryValidActivity({ nowMs: NOW, minDataPoints: 5, maxDataPoints: 4 })).toThrow(RangeError);
  });
});

describe("arbitraryAddActivitiesBody", () => {
  it("draws bodies within the length bounds that pass whole", () => {
    fc.assert(
      fc.property(arbitraryAddActivitiesBody({ nowMs: NOW, profile: FULL, minActivities: 2, maxActivities: 4, maxDataPoints: 5 }), (body) => {
        expect(body.length >= 2 && body.length <= 4).toBe(true);
        const result = validateActivities(body, { nowMs: NOW, profile: FULL });
        expect(result.ok && result.activities.length).toBe(body.length);
      }),
      { numRuns: 100 },
    );
    expect(() => arbitraryAddActivitiesBody({ nowMs: NOW, maxActivities: 101 })).toThrow(RangeError);
    expect(() => arbitraryAddActivitiesBody({ nowMs: NOW, minActivities: 0 })).toThrow(RangeError);
  });
});

describe("arbitraryInvalidActivity", () => {
  it("supports exactly the add-scope codes that one activity can cause", () => {
    const addCodes = ERROR_CODES.filter((e) => e.scope === "add").map((e) => e.code as number);
    // body-level codes, 1081, which only a non-JSON value (a throwing getter) can cause, 1090, which takes two
    // ALL_DAY activities, 1091, which takes a stored record, and the idempotency-key codes of the request (1300, 1301)
    const bodyLevel = [1000, 1010, 1020, 1080, 1081, 1090, 1091, 1300, 1301];
    expect([...INVALID_ACTIVITY_CODES].sort((a, b) => a - b)).toEqual(addCodes.filter((c) => !bodyLevel.includes(c)));
    expect(() => arbitraryInvalidActivity(1000 as never, { nowMs: NOW })).toThrow(RangeError);
    expect(() => arbitraryInvalidActivity(1040, { nowMs: NOW, limits: { maxDataPointsPerActivity: 0 } })).toThrow(RangeError);
  });

  const limits = { maxDataPointsPerActivity: 12 };
  it.each([...INVALID_ACTIVITY_CODES])("%i: exactly one error, of that code, also after a JSON round trip", (code) => {
    const cases = arbitraryUserProfile().chain((profile) =>
      arbitraryInvalidActivity(code, { nowMs: NOW, profile, limits }).map((activity) => ({ profile, activity })),
    );
    fc.assert(
      fc.property(cases, ({ profile, activity }) => {
        const direct = validateActivities([activity], { nowMs: NOW, profile, limits });
        expect(direct.ok ? [] : direct.errors.map((e) => e.code)).toEqual([code]);
        const overJson = validateActivities(JSON.parse(JSON.stringify([activity])), { nowMs: NOW, profile, limits });
        expect(overJson).toEqual(direct);
      }),
      { numRuns: 100 },
    );
  });

  it("1040 works with the default limit too (100,000 data points)", () => {
    const [activity] = sample(arbitraryInvalidActivity(1040, { nowMs: NOW, profile: FULL }), 1);
    const result = validateActivities([activity], { nowMs: NOW, profile: FULL });
    expect(result.ok ? [] : result.errors.map((e) => e.code)).toEqual([1040]);
  });

  it("each draw is independent: shrinking never stacks mutations", () => {
    // a failing property makes fast-check shrink, regenerating values from the same inner arbitraries
    const seen: unknown[] = [];
    const outcome = fc.check(
      fc.property(arbitraryInvalidActivity(1070, { nowMs: NOW, profile: FULL }), (activity) => {
        seen.push(activity);
        return false;
      }),
      { numRuns: 5, ...seeded },
    );
    expect(outcome.failed && outcome.numShrinks > 0).toBe(true);
    expect(seen.length).toBeGreaterThan(5);
    for (const activity of seen) {
      const result = validateActivities([activity], { nowMs: NOW, profile: FULL });
      expect(result.ok ? [] : result.errors.map((e) => e.code)).toEqual([1070]);
    }
  });
});

describe("arbitraryUserProfile", () => {
  it("honours presence options and draws consistent values", () => {
    fc.assert(
      fc.property(arbitraryUserProfile({ weight: "always", age: "never", heartRate: "always" }), (p) => {
        expect(p.weightKg! >= 35 && p.weightKg! <= 150).toBe(true);
        expect("ageYears" in p).toBe(false);
        expect(p.maxHeartRateBpm!).toBeGreaterThan(p.restingHeartRateBpm!);
      }),
      { numRuns: 100 },
    );
    const drawn = sample(arbitraryUserProfile(), 300);
    for (const key of ["weightKg", "ageYears", "sex", "restingHeartRateBpm", "maxHeartRateBpm", "timeZoneName"]) {
      expect(drawn.some((p) => key in p) && drawn.some((p) => !(key in p))).toBe(true);
    }
    expect(drawn.every((p) => Object.values(p).every((v) => v !== undefined))).toBe(true);
  });
});

describe("arbitraryMetricData and SAMPLE_TIME_ZONE_NAMES", () => {
  it("draws the asked number of rows and columns", () => {
    fc.assert(
      fc.property(arbitraryMetricData(["fuel", "distance", "fuel"], { minDataPoints: 3, maxDataPoints: 7 }), (rows) => {
        expect(rows.length >= 3 && rows.length <= 7).toBe(true);
        expect(rows.every((row) => row.length === 3)).toBe(true);
      }),
      { numRuns: 50 },
    );
    expect(() => arbitraryMetricData(["stars" as never])).toThrow(RangeError);
  });

  it("every sample time zone is accepted by the validator", () => {
    expect(SAMPLE_TIME_ZONE_NAMES.filter((name) => !isValidTimeZone(name))).toEqual([]);
  });
});
