import { completesAnOption } from "../registry/metricOptions.js";

/**
 * The metric-option rule of spec 2.8 (code 320): the detail of the error when the present metric types complete
 * none of the options of the activity type, e.g. `the metric types complete none of the options of RUN (spec 2.8)`.
 *
 * @param activityType - a valid activity type name.
 * @param presentMask - bitmask of the accepted submitted columns plus `profileMetricMask(profile)`.
 * @returns the error detail, or `undefined` when some option is complete.
 */
export function metricOptionDetail(activityType: string, presentMask: number): string | undefined {
  return completesAnOption(activityType, presentMask)
    ? undefined
    : `the metric types complete none of the options of ${activityType} (spec 2.8)`;
}
