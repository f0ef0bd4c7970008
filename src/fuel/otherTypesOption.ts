import { OTHER_OPTIONS } from "../registry/metricOptions.js";
import type { MetricTypeName } from "../registry/metricTypes.js";
import type { FuelInput } from "./fuelInput.js";

/**
 * The `applies` predicate of a fuel model that serves one option of the metric-option table (spec 2.8, row "the
 * other 81 types"): the body-dependent models (calories + weight, heart rate + age) read their requirements from
 * the table instead of restating them (decision D-21).
 *
 * @param metricType - a metric type of one of that row's options, e.g. `"calories"`.
 * @returns a predicate that is true when `FuelInput.presentMask` (submitted columns plus profile weight and age)
 *   completes that option.
 * @throws {RangeError} when no option of the row contains it (a registry edit broke the fuel models).
 */
export function otherTypesOption(metricType: MetricTypeName): (input: FuelInput) => boolean {
  const option = OTHER_OPTIONS.find((o) => o.metricTypes.includes(metricType));
  if (option === undefined) throw new RangeError(`no option has ${metricType}`);
  const { mask } = option;
  return (input) => (input.presentMask & mask) === mask;
}
