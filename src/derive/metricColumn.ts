import type { SubmittableMetricTypeName } from "../registry/metricTypes.js";
import type { SampleColumn, ValidatedMetrics } from "../model/validatedActivity.js";

/**
 * One column of a validated activity's data, one value per data point, or `undefined` when the metric type was
 * not submitted. Returns the stored column itself (no copy): read it, never write into it.
 *
 * @param metrics - the metrics object of a validated or stored activity (data as columns).
 * @param name - the lower-case metric type, e.g. `"distance"`.
 * @returns the column's values in data-point order (`pointCount` of them), or `undefined`.
 */
export function metricColumn(metrics: ValidatedMetrics, name: SubmittableMetricTypeName): SampleColumn | undefined {
  const index = metrics.metricTypes.indexOf(name);
  return index < 0 ? undefined : metrics.columns[index];
}
