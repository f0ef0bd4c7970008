import { METRIC_OPTIONS, completesAnOption, optionGroupOf } from "../registry/metricOptions.js";
import { metricTypeBit } from "../registry/metricTypes.js";

/**
 * The metric-option rule of spec 2.8 (code 320): the detail of the error when the present metric types complete
 * none of the options of the activity type. It names, for each option, what is missing, and says which missing
 * values are the user's profile values (weight, age), e.g. `the metric types complete none of
 * the options of GOLF (spec 2.8): calories + weight lacks the profile's weight; heartrate + age lacks
 * heartrate, the profile's age`.
 *
 * @param activityType - a valid activity type name.
 * @param presentMask - bitmask of the accepted submitted columns plus `profileMetricMask(profile)`.
 * @returns the error detail, or `undefined` when some option is complete.
 */
export function metricOptionDetail(activityType: string, presentMask: number): string | undefined {
  if (completesAnOption(activityType, presentMask)) return undefined;
  const options = METRIC_OPTIONS[optionGroupOf(activityType)].map((option) => {
    const missing = option.metricTypes
      .filter((name) => (presentMask & metricTypeBit(name)) === 0)
      .map((name) => (name === "weight" || name === "age" ? `the profile's ${name}` : name));
    return `${option.metricTypes.join(" + ")} lacks ${missing.join(", ")}`;
  });
  return `the metric types complete none of the options of ${activityType} (spec 2.8): ${options.join("; ")}`;
}
