import * as fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ACTIVITY_TYPE_NAMES } from "../../src/registry/activityTypes.js";
import type { UserProfile } from "../../src/model/userProfile.js";
import { validateActivities } from "../../src/validate/validateActivities.js";

/**
 * The metric-option rule (spec 2.8) over the whole table. The expected verdict is computed from the spec's table as
 * written below, independently of METRIC_OPTIONS: an activity is accepted exactly when its submitted metric types,
 * plus weight and age when the profile has them (a finite value above zero, model/userProfile.ts), contain every
 * member of at least one option of its type's row.
 */
const SPEC_2_8: Record<"CYCLE" | "RUN, WALK" | "other 81", string[][]> = {
  CYCLE: [
    ["distance", "watts", "calories", "weight"],
    ["distance", "watts"],
    ["distance", "grade", "speed", "heartrate", "age"],
    ["distance", "grade", "speed"],
  ],
  "RUN, WALK": [
    ["distance", "speed", "calories", "weight"],
    ["distance", "speed", "heartrate", "age"],
    ["distance", "speed"],
  ],
  "other 81": [
    ["calories", "weight"],
    ["heartrate", "age"],
  ],
};

const rowOf = (activityType: string) =>
  activityType === "CYCLE" ? SPEC_2_8.CYCLE : activityType === "RUN" || activityType === "WALK" ? SPEC_2_8["RUN, WALK"] : SPEC_2_8["other 81"];

const present = (value: number | undefined) => typeof value === "number" && Number.isFinite(value) && value > 0;

function expectedAccepted(activityType: string, submitted: readonly string[], profile: UserProfile | undefined): boolean {
  const have = new Set(submitted);
  if (present(profile?.weightKg)) have.add("weight");
  if (present(profile?.ageYears)) have.add("age");
  return rowOf(activityType).some((option) => option.every((name) => have.has(name)));
}

/** The 12 metric types a client may submit (spec 2.7 minus stars, and weight, age, duration which are not interval data). */
const SUBMITTABLE = [
  "latitude", "longitude", "elevation", "distance", "grade", "speed",
  "calories", "heartrate", "gpssignalstrength", "watts", "fuel", "steps",
];

/** One valid value per metric type (distance cumulative over three points). */
const VALUE: Record<string, (point: number) => number> = {
  latitude: () => 45.5,
  longitude: () => -122.6,
  elevation: () => 50,
  distance: (i) => i * 0.03,
  grade: () => -1.5,
  speed: () => 10.8,
  calories: () => 1.2,
  heartrate: () => 140,
  gpssignalstrength: () => 3,
  watts: () => 210,
  fuel: () => 2,
  steps: () => 28,
};

const NOW = Date.UTC(2030, 0, 1);

function activity(activityType: string, metricTypes: readonly string[]) {
  return {
    activityType,
    deviceType: "WATCH",
    startTime: Date.UTC(2024, 5, 1, 7),
    timeZoneName: "Europe/Paris",
    metrics: {
      intervalUnit: "sec",
      intervalValue: 10,
      metricTypes,
      data: [0, 1, 2].map((i) => metricTypes.map((name) => VALUE[name]!(i))),
    },
  };
}

function verdict(activityType: string, metricTypes: readonly string[], profile: UserProfile | undefined): true | number[] {
  const result = validateActivities([activity(activityType, metricTypes)], profile === undefined ? { nowMs: NOW } : { nowMs: NOW, profile });
  return result.ok ? true : result.errors.map((e) => e.code);
}

const PROFILES: (UserProfile | undefined)[] = [undefined, {}, { weightKg: 70 }, { ageYears: 40 }, { weightKg: 70, ageYears: 40 }];

describe("metric-option rule (spec 2.8): accepted exactly when one complete option is present", () => {
  it("the spec's table itself: CYCLE with only speed fails (spec example), more than the minimum passes", () => {
    expect(verdict("CYCLE", ["speed"], undefined)).toEqual([320]);
    expect(verdict("CYCLE", ["distance", "grade", "speed"], undefined)).toBe(true);
    expect(verdict("CYCLE", ["distance", "grade", "speed", "latitude", "longitude", "fuel"], undefined)).toBe(true);
  });

  it("exhaustively: every type × every subset of the option-relevant columns × profiles with and without weight/age", () => {
    const relevant = ["distance", "watts", "calories", "grade", "speed", "heartrate"];
    let accepted = 0;
    let checked = 0;
    for (const activityType of ACTIVITY_TYPE_NAMES) {
      for (let bits = 1; bits < 1 << relevant.length; bits++) {
        const columns = relevant.filter((_, i) => (bits & (1 << i)) !== 0);
        for (const profile of PROFILES) {
          const expected = expectedAccepted(activityType, columns, profile);
          const got = verdict(activityType, columns, profile);
          if (got !== true && !(got.length === 1 && got[0] === 320)) throw new Error(`unexpected codes ${got.join()}`);
          if ((got === true) !== expected) {
            throw new Error(`${activityType} ${columns.join("+")} profile ${JSON.stringify(profile)}: expected ${expected}`);
          }
          checked++;
          if (expected) accepted++;
        }
      }
    }
    expect(checked).toBe(84 * 63 * PROFILES.length);
    // both verdicts occur (the loop above is not vacuous)
    expect(accepted).toBeGreaterThan(0);
    expect(accepted).toBeLessThan(checked);
  });

  it("property: any type, any non-empty subset of the 12 submittable types in any order, any profile", () => {
    const weightOrAge = fc.oneof(
      fc.constant(undefined),
      fc.double({ min: 0.1, max: 300, noNaN: true }),
      fc.constantFrom(0, -70, Number.NaN, Number.POSITIVE_INFINITY),
    );
    const profile = fc.option(
      fc.record({ weightKg: weightOrAge, ageYears: weightOrAge }).map((p) => {
        const out: { weightKg?: number; ageYears?: number } = {};
        if (p.weightKg !== undefined) out.weightKg = p.weightKg;
        if (p.ageYears !== undefined) out.ageYears = p.ageYears;
        return out;
      }),
      { nil: undefined },
    );
    fc.assert(
      fc.property(
        fc.constantFrom(...ACTIVITY_TYPE_NAMES),
        fc.shuffledSubarray(SUBMITTABLE, { minLength: 1 }),
        profile,
        (activityType, columns, p) => {
          const expected = expectedAccepted(activityType, columns, p);
          expect(verdict(activityType, columns, p)).toEqual(expected ? true : [320]);
        },
      ),
      { numRuns: 200 },
    );
  });

  it("no metric types at all is 230, not 320", () => {
    expect(verdict("RUN", [], { weightKg: 70, ageYears: 40 })).toEqual([230]);
  });

  it("metric types that cannot be submitted do not count towards an option (weight comes from the profile only)", () => {
    const a = activity("GOLF", ["calories"]);
    a.metrics.metricTypes = ["calories", "weight"];
    a.metrics.data = a.metrics.data.map((row) => [...row, 70]);
    const result = validateActivities([a], { nowMs: NOW });
    expect(result.ok ? [] : result.errors.map((e) => e.code).sort((x, y) => x - y)).toEqual([320, 1070]);
  });
});
