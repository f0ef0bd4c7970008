import { activityEndMs } from "../../src/derive/activityEndMs.js";
import { localDateOf } from "../../src/timeZone/localDays.js";
// Test helpers of the derive tests: validated activities and stored activities built directly.
import fc from "fast-check";
import { deriveActivity } from "../../src/derive/deriveActivity.js";
import type { ActivityDerivation } from "../../src/model/activityDerivation.js";
import type { StoredActivity } from "../../src/model/storedActivity.js";
import { toValidatedActivity } from "../../src/model/columnsFromRows.js";
import type { SubmittedActivity } from "../../src/model/submittedActivity.js";
import type { ValidatedActivity } from "../../src/model/validatedActivity.js";
import type { UserProfile } from "../../src/model/userProfile.js";
import type { ActivityTypeName } from "../../src/registry/activityTypes.js";
import type { SubmittableMetricTypeName } from "../../src/registry/metricTypes.js";

/** A validated activity with the given columns. */
export function activityOf(options: {
  readonly startTime: number;
  readonly intervalValue?: 5 | 10;
  readonly metricTypes: readonly SubmittableMetricTypeName[];
  readonly data: readonly (readonly number[])[];
  readonly activityType?: ActivityTypeName;
  readonly duration?: number;
  readonly timeZoneName?: string;
  readonly deviceName?: string;
}): SubmittedActivity {
  return {
    activityType: options.activityType ?? "OTHER",
    deviceType: "WATCH",
    startTime: options.startTime,
    timeZoneName: options.timeZoneName ?? "Europe/Paris",
    ...(options.duration !== undefined ? { duration: options.duration } : {}),
    ...(options.deviceName !== undefined ? { deviceName: options.deviceName } : {}),
    metrics: {
      intervalUnit: "sec",
      intervalValue: options.intervalValue ?? 5,
      metricTypes: options.metricTypes,
      data: options.data,
    },
  };
}

/**
 * What the service works out for storage when it accepts an activity: its local start date in its own zone and the
 * end of its span.
 */
export function storedFields(
  activity: { readonly startTime: number; readonly timeZoneName: string; readonly metrics: { readonly pointCount: number; readonly intervalValue: number } },
  derived: { readonly durationMs: number },
): { localDate: string; endMs: number } {
  return { localDate: localDateOf(activity.startTime, activity.timeZoneName), endMs: activityEndMs(activity, derived) };
}

/** A stored activity around `activity`, derived by `deriveActivity` (with `derived` overrides). */
export function storedOf(
  activityId: string,
  submitted: SubmittedActivity | ValidatedActivity,
  overrides: Partial<ActivityDerivation> = {},
  profile?: UserProfile,
): StoredActivity {
  const activity = toValidatedActivity(submitted);
  const derived = { ...deriveActivity(activity, profile), ...overrides };
  return {
    activityId,
    userId: "user-1",
    activity,
    derived,
    status: "COMPLETE",
    tags: [],
    receivedAtMs: activity.startTime + 86_400_000,
    ...storedFields(activity, derived),
  };
}

/**
 * A stored activity whose fuel series is exactly `fuelPerPoint` (what the fuel model returns for submitted fuel),
 * with optional steps / calories / cumulative distance columns, at `intervalValue` seconds from `startTime`.
 */
export function fuelActivity(
  activityId: string,
  startTime: number,
  fuelPerPoint: readonly number[],
  options: {
    readonly intervalValue?: 5 | 10;
    readonly steps?: readonly number[];
    readonly calories?: readonly number[];
    readonly distanceKm?: readonly number[];
  } = {},
): StoredActivity {
  const metricTypes: SubmittableMetricTypeName[] = ["fuel"];
  const columns: (readonly number[])[] = [fuelPerPoint];
  if (options.steps) (metricTypes.push("steps"), columns.push(options.steps));
  if (options.calories) (metricTypes.push("calories"), columns.push(options.calories));
  if (options.distanceKm) (metricTypes.push("distance"), columns.push(options.distanceKm));
  const data = fuelPerPoint.map((_, j) => columns.map((column) => column[j] ?? 0));
  const activity = activityOf({ startTime, intervalValue: options.intervalValue ?? 5, metricTypes, data });
  return storedOf(activityId, activity, {
    fuel: fuelPerPoint.reduce((a, b) => a + b, 0),
    fuelModel: "submitted",
    fuelPerPoint,
  });
}

const HOUR_MS = 3_600_000;

/**
 * A stored activity drawn within ±30 h of `anchorMs` (on a 250 ms grid): 1–`maxPoints` points of 5 or 10 s, fuel
 * always (0–`maxFuelLevel` per point), steps, calories and a cumulative distance sometimes, from a seeded generator.
 */
export function fuelActivityArb(activityId: string, anchorMs: number, { maxPoints = 400, maxFuelLevel = 40 } = {}): fc.Arbitrary<StoredActivity> {
  return fc
    .record({
      startOffsetMs: fc.integer({ min: -30 * HOUR_MS, max: 30 * HOUR_MS }).map((ms) => Math.round(ms / 250) * 250),
      intervalValue: fc.constantFrom<5 | 10>(5, 10),
      points: fc.integer({ min: 1, max: maxPoints }),
      fuelLevel: fc.integer({ min: 0, max: maxFuelLevel }),
      steps: fc.boolean(),
      calories: fc.boolean(),
      distance: fc.boolean(),
      seed: fc.integer({ min: 1, max: 1_000_000 }),
    })
    .map((r) => {
      let state = r.seed;
      const rand = (): number => (state = (state * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
      const fuel = Array.from({ length: r.points }, () => Math.floor(rand() * (r.fuelLevel + 1)));
      let km = 0;
      return fuelActivity(activityId, anchorMs + r.startOffsetMs, fuel, {
        intervalValue: r.intervalValue,
        ...(r.steps ? { steps: fuel.map(() => Math.floor(rand() * 30)) } : {}),
        ...(r.calories ? { calories: fuel.map(() => rand() * 3) } : {}),
        ...(r.distance ? { distanceKm: fuel.map(() => (km += rand() * 0.05)) } : {}),
      });
    });
}
