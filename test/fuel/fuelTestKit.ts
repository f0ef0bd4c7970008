// Builders and fast-check arbitraries shared by the fuel tests (not a test file).
import * as fc from "fast-check";
import type { SubmittedActivity } from "../../src/model/submittedActivity.js";
import type { UserProfile } from "../../src/model/userProfile.js";
import type { ActivityTypeName } from "../../src/registry/activityTypes.js";
import type { SubmittableMetricTypeName } from "../../src/registry/metricTypes.js";

/** 2014-07-01T00:00:00Z, a start time in the past and after 23 May 2006. */
const START_MS = 1_404_172_800_000;

/** A validated-shape activity from its parts. */
export function activity(
  activityType: ActivityTypeName,
  metricTypes: readonly SubmittableMetricTypeName[],
  data: readonly (readonly number[])[],
  intervalValue: 5 | 10 = 10,
  startTime = START_MS,
): SubmittedActivity {
  return {
    activityType,
    deviceType: "WATCH",
    startTime,
    timeZoneName: "Europe/Paris",
    metrics: { intervalUnit: "sec", intervalValue, metricTypes, data },
  };
}

/**
 * The distance column of a series of per-interval distances (km): the cumulative distance at each point's start,
 * so the first value is 0 and interval i gains `increments[i]` . The last increment is the last
 * interval's gain, which the column itself cannot hold (the fuel reads it from speed or the held pace).
 */
export function cumulative(increments: readonly number[]): number[] {
  const out: number[] = [];
  let d = 0;
  for (const x of increments) {
    out.push(d);
    d += x;
  }
  return out;
}

/**
 * A running/walking activity whose distance follows the given speeds (km/h) exactly: point i carries speed_i and
 * the cumulative distance at its start, so interval i gains speed_i × interval.
 */
export function paced(
  activityType: ActivityTypeName,
  speedsKmh: readonly number[],
  intervalValue: 5 | 10 = 10,
  extra?: { grades?: readonly number[] },
): SubmittedActivity {
  const d = cumulative(speedsKmh.map((s) => (s * intervalValue) / 3600));
  const rows = speedsKmh.map((s, i) =>
    extra?.grades !== undefined ? [d[i]!, s, extra.grades[i] ?? 0] : [d[i]!, s],
  );
  return activity(activityType, extra?.grades !== undefined ? ["distance", "speed", "grade"] : ["distance", "speed"], rows, intervalValue);
}

/**
 * Splits an activity after `k` points; the second part starts k intervals later, its distance re-based to start at
 * 0 (spec 2.2 rule 4).
 */
export function splitAt(a: SubmittedActivity, k: number): [SubmittedActivity, SubmittedActivity] {
  const { metricTypes, data, intervalValue } = a.metrics;
  const dCol = metricTypes.indexOf("distance");
  const base = dCol >= 0 && k < data.length ? data[k]![dCol]! : 0;
  const second = data.slice(k).map((row) => row.map((v, c) => (c === dCol ? v - base : v)));
  return [
    { ...a, metrics: { ...a.metrics, data: data.slice(0, k) } },
    { ...a, startTime: a.startTime + k * intervalValue * 1000, metrics: { ...a.metrics, data: second } },
  ];
}

/** Sum of an array. */
export const sum = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0);

/** A positive profile weight, kg. */
export const weightArb = fc.double({ min: 30, max: 200, noNaN: true });
/** A positive profile age, years. */
export const ageArb = fc.double({ min: 10, max: 100, noNaN: true });

/** A complete, plausible profile (weight, age, sex, optional resting/max heart rate). */
export const profileArb: fc.Arbitrary<UserProfile> = fc.record(
  {
    weightKg: weightArb,
    ageYears: ageArb,
    sex: fc.constantFrom("male" as const, "female" as const),
    restingHeartRateBpm: fc.integer({ min: 40, max: 90 }),
    maxHeartRateBpm: fc.integer({ min: 150, max: 210 }),
  },
  { requiredKeys: ["weightKg", "ageYears"] },
);

/** Per-point columns an activity may carry, with value generators in the validator's ranges. */
const COLUMN_ARBS = {
  distanceIncrementKm: fc.double({ min: 0, max: 0.08, noNaN: true }),
  speedKmh: fc.double({ min: 0, max: 40, noNaN: true }),
  gradePct: fc.double({ min: -30, max: 30, noNaN: true }),
  heartrateBpm: fc.integer({ min: 40, max: 210 }),
  watts: fc.double({ min: 0, max: 600, noNaN: true }),
  caloriesKcal: fc.double({ min: 0, max: 3, noNaN: true }),
  elevationM: fc.double({ min: -100, max: 3000, noNaN: true }),
  fuel: fc.integer({ min: 0, max: 30 }),
  steps: fc.integer({ min: 0, max: 40 }),
} as const;

/** Column sets exercised by the generic properties: every option of spec 2.8 plus richer combinations. */
const COLUMN_SETS: readonly (readonly SubmittableMetricTypeName[])[] = [
  ["distance", "speed"],
  ["distance", "speed", "grade"],
  ["distance", "speed", "heartrate"],
  ["distance", "speed", "calories"],
  ["distance", "watts"],
  ["distance", "watts", "calories", "heartrate"],
  ["distance", "grade", "speed"],
  ["distance", "grade", "speed", "heartrate"],
  ["calories"],
  ["heartrate"],
  ["calories", "heartrate", "steps"],
  ["heartrate", "fuel"],
  ["distance", "speed", "fuel"],
];

/** Activity types covering every family and the special cases (stationary and off-road cycling, ALL_DAY). */
const TYPES: readonly ActivityTypeName[] = [
  "RUN",
  "WALK",
  "HIKING",
  "DOG_WALKING",
  "CYCLE",
  "MOUNTAIN_BIKING",
  "STATIONARY_BIKING",
  "TENNIS",
  "YOGA",
  "ALL_DAY",
  "OTHER",
];

/** Rows for a column set: `n` points, distance cumulative from generated increments, starting at 0. */
export function rowsArb(
  columns: readonly SubmittableMetricTypeName[],
  minPoints = 1,
  maxPoints = 60,
): fc.Arbitrary<number[][]> {
  const cell = (c: SubmittableMetricTypeName): fc.Arbitrary<number> => {
    switch (c) {
      case "distance":
        return COLUMN_ARBS.distanceIncrementKm;
      case "speed":
        return COLUMN_ARBS.speedKmh;
      case "grade":
        return COLUMN_ARBS.gradePct;
      case "heartrate":
        return COLUMN_ARBS.heartrateBpm;
      case "watts":
        return COLUMN_ARBS.watts;
      case "calories":
        return COLUMN_ARBS.caloriesKcal;
      case "elevation":
        return COLUMN_ARBS.elevationM;
      case "fuel":
        return COLUMN_ARBS.fuel;
      case "steps":
        return COLUMN_ARBS.steps;
      default:
        return fc.constant(0);
    }
  };
  const dCol = columns.indexOf("distance");
  return fc.array(fc.tuple(...columns.map(cell)), { minLength: minPoints, maxLength: maxPoints }).map((rows) => {
    let d = 0;
    return rows.map((row) => {
      const r = [...row];
      if (dCol >= 0) {
        const increment = r[dCol]!;
        r[dCol] = d;
        d += increment;
      }
      return r;
    });
  });
}

/** Any activity of {@link TYPES} with one of {@link COLUMN_SETS}, plus a profile. */
export const anyActivityArb: fc.Arbitrary<{ activity: SubmittedActivity; profile: UserProfile }> = fc
  .record({
    type: fc.constantFrom(...TYPES),
    columns: fc.constantFrom(...COLUMN_SETS),
    interval: fc.constantFrom(5 as const, 10 as const),
    profile: profileArb,
  })
  .chain(({ type, columns, interval, profile }) =>
    rowsArb(columns, 1, 60).map((rows) => ({
      activity: activity(type, columns, rows, type === "RUN" ? 10 : interval),
      profile,
    })),
  );

/**
 * Reference largest remainder (the oracle of `roundPerPoint`): each value floored, then one more to the values with
 * the largest fractions, ties to the earlier value, until the floors reach `total`, clamped to
 * `[floors, floors + n]`. `total` defaults to the rounded sum (then the clamp never binds).
 */
export function largestRemainder(values: readonly number[], total = Math.round(values.reduce((a, b) => a + b, 0))): number[] {
  const out = values.map(Math.floor);
  const floors = out.reduce((a, b) => a + b, 0);
  let remaining = Math.min(Math.max(total - floors, 0), values.length);
  const order = values.map((v, i) => [v - Math.floor(v), i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (const [, i] of order) {
    if (remaining <= 0) break;
    out[i]! += 1;
    remaining--;
  }
  return out;
}
