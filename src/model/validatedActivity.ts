import type { SubmittableMetricTypeName } from "../registry/metricTypes.js";
import type { SubmittedActivity } from "./submittedActivity.js";

/**
 * One column of sample values, one number per data point, read-only: a `Float64Array` as the validator and the
 * in-memory repository produce it, but any array-like of numbers is accepted where one is passed
 * in (test fixtures, database adapters). Readers index it and read `length`; they never write into it.
 */
export type SampleColumn = ArrayLike<number>;

/**
 * The metric dataset of a validated activity, stored as columns: `columns[c][i]` is the value of
 * metric type `metricTypes[c]` at data point `i`, i.e. `data[i][c]` of the submitted rows (spec 2.2), copied once
 * by the validator in the same pass that checked it. Values are in the units of `METRIC_TYPES` (distance cumulative
 * km).
 */
export interface ValidatedMetrics {
  /** Interval unit: always `"sec"`. */
  readonly intervalUnit: "sec";
  /** Sampling interval in seconds: 10 for RUN, 5 or 10 otherwise. */
  readonly intervalValue: 5 | 10;
  /** Column names, lower case, unique, submittable (spec 2.7), in submitted order. */
  readonly metricTypes: readonly SubmittableMetricTypeName[];
  /** Number of data points (≥ 1): the length of every column. */
  readonly pointCount: number;
  /**
   * One column per element of {@link metricTypes}, in the same order, each {@link pointCount} long. The validator
   * returns `Float64Array` views into one buffer owned by the result (independent of the request body).
   */
  readonly columns: readonly SampleColumn[];
}

/**
 * An activity that passed validation (output of `validateActivities`): the submitted envelope (spec 2.1, unknown
 * fields dropped, `activityId` and `metricSummary` never present) with its data as columns ({@link ValidatedMetrics}).
 * What is stored is exactly what was validated: the values were copied while they were checked, so changing the
 * request body afterwards (or a getter that answers differently on a second read) cannot reach it.
 */
export interface ValidatedActivity extends Omit<SubmittedActivity, "metrics"> {
  /** The sampled metric data, as columns. */
  readonly metrics: ValidatedMetrics;
}
