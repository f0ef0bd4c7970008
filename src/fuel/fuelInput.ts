import { getActivityType, type ActivityFamily, type ActivityTypeName } from "../registry/activityTypes.js";
import type { SubmittableMetricTypeName } from "../registry/metricTypes.js";
import { columnsFromRows } from "../model/columnsFromRows.js";
import type { SubmittedActivity } from "../model/submittedActivity.js";
import type { SampleColumn, ValidatedActivity } from "../model/validatedActivity.js";
import { isPositiveFinite, type UserProfile } from "../model/userProfile.js";

/** The column of each submittable metric type (one value per data point), `undefined` when the activity does not carry it. */
type FuelColumns = Readonly<Record<SubmittableMetricTypeName, SampleColumn | undefined>>;

/**
 * Everything a fuel model reads, resolved once per activity: the number of data points, the column of each metric type, the
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
  /** Number of data points (the length of every column). */
  readonly pointCount: number;
  /** Length of one data point's interval in minutes (intervalValue / 60). */
  readonly intervalMinutes: number;
  /** Column of each metric type (shared with the activity, not copied), `undefined` when absent. */
  readonly columns: FuelColumns;
  /** Body mass in kg, when the profile has one. */
  readonly weightKg: number | undefined;
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
  const metrics = activity.metrics;
  const { metricTypes, intervalValue } = metrics;
  // Row-major data is copied into columns ; the rest of the envelope is not needed here.
  const [data, pointCount] =
    "data" in metrics ? [columnsFromRows(metrics.data, metricTypes.length), metrics.data.length] : [metrics.columns, metrics.pointCount];
  const columns: Record<SubmittableMetricTypeName, SampleColumn | undefined> = {
    latitude: undefined,
    longitude: undefined,
    elevation: undefined,
    distance: undefined,
    grade: undefined,
    speed: undefined,
    calories: undefined,
    heartrate: undefined,
    gpssignalstrength: undefined,
    watts: undefined,
    fuel: undefined,
    steps: undefined,
  };
  for (let c = 0; c < metricTypes.length; c++) {
    const name = metricTypes[c];
    // Stryker disable next-line LogicalOperator: equivalent on validated input, whose names are all known (`in columns`) and unique (first `undefined`)
    if (name !== undefined && name in columns && columns[name] === undefined) columns[name] = data[c];
  }
  const type = getActivityType(activity.activityType);
  return {
    activityType: activity.activityType,
    family: type?.family ?? "OTHER",
    met: type?.met ?? 4,
    pointCount,
    intervalMinutes: intervalValue / 60,
    columns,
    weightKg: present(profile?.weightKg),
    ageYears: present(profile?.ageYears),
    restingHeartRateBpm: present(profile?.restingHeartRateBpm),
    maxHeartRateBpm: present(profile?.maxHeartRateBpm),
  };
}
