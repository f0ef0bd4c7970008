import type { ActivityTypeName } from "../registry/activityTypes.js";
import type { DeviceTypeName } from "../registry/deviceTypes.js";
import type { SubmittableMetricTypeName } from "../registry/metricTypes.js";

/** The metric dataset of a submitted activity (spec 2.2), as accepted by the validator. */
export interface SubmittedMetrics {
  /** Interval unit: `"sec"`, the only value spec 2.2 allows. */
  readonly intervalUnit: "sec";
  /** Sampling interval in seconds: 10 for RUN, 5 or 10 otherwise. */
  readonly intervalValue: 5 | 10;
  /** Column names of {@link data}, lower case, unique, submittable (spec 2.7). */
  readonly metricTypes: readonly SubmittableMetricTypeName[];
  /**
   * One row per data point, the first at startTime, then every intervalValue seconds; values in the units of
   * `METRIC_TYPES` (distance cumulative km). The validator shares this array with its input, it does not copy it.
   */
  readonly data: readonly (readonly number[])[];
}

/**
 * An activity of an Add Activities request that passed validation (spec 2.1). Unknown fields of the input are
 * dropped; `activityId` and `metricSummary` are never present (codes 200, 210).
 */
export interface SubmittedActivity {
  /** One of the 84 activity types. */
  readonly activityType: ActivityTypeName;
  /** Name of the recording device or application, as submitted. */
  readonly deviceName?: string;
  /** Type of the recording device. */
  readonly deviceType: DeviceTypeName;
  /** Start, epoch milliseconds (UTC), after 23 May 2006 and before the validation time. */
  readonly startTime: number;
  /** Submitted duration in milliseconds; must reach the last data point, (n − 1) × intervalValue s (code 1050 otherwise). */
  readonly duration?: number;
  /**
   * IANA time zone name (Area/Location, Etc/*, or UTC) of where the activity took place; after validation its
   * canonical name (`Asia/Calcutta` → `Asia/Kolkata`, `UTC` → `Etc/GMT`).
   */
  readonly timeZoneName: string;
  /** The sampled metric data. */
  readonly metrics: SubmittedMetrics;
}
