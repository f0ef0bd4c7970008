import { metricTypeBit } from "../registry/metricTypes.js";
import { profileMetricMask } from "../registry/metricOptions.js";
import { getActivityType, type ActivityFamily, type ActivityTypeName } from "../registry/activityTypes.js";
import type { SubmittableMetricTypeName } from "../registry/metricTypes.js";
import type { SubmittedActivity } from "../model/submittedActivity.js";
import type { SampleColumn, ValidatedActivity } from "../model/validatedActivity.js";
import { isPositiveFinite, type UserProfile } from "../model/userProfile.js";

/** Column index of each submittable metric type in the data rows, −1 when the activity does not carry it. */
export type FuelColumns = Readonly<Record<SubmittableMetricTypeName, number>>;

/**
 * Everything a fuel model reads, resolved once per activity: the rows, the column of each metric type, the
 * interval in minutes, the activity type's family and Compendium MET, and the profile values that count as
 * present (finite and > 0, {@link isPositiveFinite}).
 */
export interface FuelInput {
  /** The exact activity type. */
  readonly activityType: ActivityTypeName;
  /** Its family (RUN, WALK, CYCLE, OTHER), which selects the physics. */
  readonly family: ActivityFamily;
  /** Gross 2011 Compendium MET of the type (the fallback intensity). */
  readonly met: number;
  /** The data rows, one per data point (shared with the activity, not copied). */
  readonly rows: readonly (readonly number[])[];
  /** Length of one data point's interval in minutes (intervalValue / 60). */
  readonly intervalMinutes: number;
  /** Column of each metric type, −1 when absent. */
  readonly columns: FuelColumns;
  /** Body mass in kg, when the profile has one. */
  readonly weightKg: number | undefined;
  /**
   * The metric types present, as a bitmask of `metricTypeBit` values: the submitted columns plus `weight` and
   * `age` when the profile has them (spec 2.8), the same mask the validator checks the metric-option table with.
   */
  readonly presentMask: number;
  /** Age in years, when the profile has one. */
  readonly ageYears: number | undefined;
  /** Resting heart rate in bpm, when the profile has one. */
  readonly restingHeartRateBpm: number | undefined;
  /** Maximum heart rate in bpm, when the profile has one. */
  readonly maxHeartRateBpm: number | undefined;
}

const present = (value: number | undefined): number | undefined => (isPositiveFinite(value) ? value : undefined);

/**
 * Resolves the inputs of the fuel models for one validated activity. An activity type missing from the registry
 * (impossible after validation) is treated as OTHER with 4 MET.
 *
 * @param activity - a validated activity (columns), or a valid activity with row-major data.
 * @param profile - the user's profile; absent or non-positive fields count as unknown.
 */
export function fuelInput(activity: SubmittedActivity | ValidatedActivity, profile?: UserProfile): FuelInput {
  const { metricTypes, intervalValue } = activity.metrics;
  const data = "data" in activity.metrics ? activity.metrics.data : rowsOf(activity.metrics.columns, activity.metrics.pointCount);
  const columns: Record<SubmittableMetricTypeName, number> = {
    latitude: -1,
    longitude: -1,
    elevation: -1,
    distance: -1,
    grade: -1,
    speed: -1,
    calories: -1,
    heartrate: -1,
    gpssignalstrength: -1,
    watts: -1,
    fuel: -1,
    steps: -1,
  };
  let presentMask = profileMetricMask(profile);
  for (let c = 0; c < metricTypes.length; c++) {
    const name = metricTypes[c];
    if (name !== undefined && name in columns && columns[name] < 0) columns[name] = c;
    if (name !== undefined) presentMask |= metricTypeBit(name);
  }
  const type = getActivityType(activity.activityType);
  return {
    activityType: activity.activityType,
    family: type?.family ?? "OTHER",
    met: type?.met ?? 4,
    rows: data,
    intervalMinutes: intervalValue / 60,
    columns,
    weightKg: present(profile?.weightKg),
    presentMask,
    ageYears: present(profile?.ageYears),
    restingHeartRateBpm: present(profile?.restingHeartRateBpm),
    maxHeartRateBpm: present(profile?.maxHeartRateBpm),
  };
}

/** Row-major copy of columns (interim, until the models read columns). */
function rowsOf(columns: readonly SampleColumn[], pointCount: number): number[][] {
  const rows = new Array<number[]>(pointCount);
  for (let i = 0; i < pointCount; i++) {
    const row = new Array<number>(columns.length);
    for (let c = 0; c < columns.length; c++) row[c] = columns[c]![i]!;
    rows[i] = row;
  }
  return rows;
}
