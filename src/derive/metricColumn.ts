import type { SubmittableMetricTypeName } from "../registry/metricTypes.js";
import type { SubmittedMetrics } from "../model/submittedActivity.js";

/**
 * One column of a validated activity's data, one value per data point, or `undefined` when the metric type was
 * not submitted. A missing cell (impossible after validation) reads as 0, so the function is total.
 *
 * @param metrics - the metrics object of a validated activity.
 * @param name - the lower-case metric type, e.g. `"distance"`.
 * @returns the column's values in data-point order, or `undefined`.
 */
export function metricColumn(metrics: SubmittedMetrics, name: SubmittableMetricTypeName): number[] | undefined {
  const index = metrics.metricTypes.indexOf(name);
  if (index < 0) return undefined;
  return metrics.data.map((row) => row[index] ?? 0);
}
