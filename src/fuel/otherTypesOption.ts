import { METRIC_OPTIONS, type MetricOption } from "../registry/metricOptions.js";
import type { MetricTypeName } from "../registry/metricTypes.js";

/**
 * The option of the metric-option table (spec 2.8, row "the other 81 types") that contains a metric type: the
 * fuel models of the body-dependent options (calories + weight, heart rate + age) read their requirements from the
 * table instead of restating them (decision D-21).
 *
 * @param metricType - a metric type of one of that row's options, e.g. `"calories"`.
 * @returns the option (its `mask` is what a model's `applies` checks against `FuelInput.presentMask`).
 * @throws {RangeError} when no option of the row contains it (a registry edit broke the fuel models).
 */
export function otherTypesOption(metricType: MetricTypeName): MetricOption {
  const option = METRIC_OPTIONS.OTHER.find((o) => o.metricTypes.includes(metricType));
  if (option === undefined) throw new RangeError(`no option of the other types contains ${metricType}`);
  return option;
}
