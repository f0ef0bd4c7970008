import { describeValue } from "./describeValue.js";

/**
 * Whether `metrics.intervalValue` is allowed for an activity type (spec 2.2, code 250): 10 for RUN, 5 or 10 seconds
 * for every other type (and for an activity type that is not valid, which has its own error).
 *
 * @param value - `metrics.intervalValue`, any value.
 * @param activityType - the activity's `activityType`, any value.
 * @returns `true` when the interval is accepted.
 */
export function isValidIntervalValue(value: unknown, activityType: unknown): boolean {
  return activityType === "RUN" ? value === 10 : value === 5 || value === 10;
}

/**
 * The detail of a code 250 error for an interval value that {@link isValidIntervalValue} rejects, e.g.
 * `intervalValue is 5; RUN requires 10` or `intervalValue is 7; allowed values are 5 and 10`.
 *
 * @param value - `metrics.intervalValue`, any value.
 * @param activityType - the activity's `activityType`, any value.
 */
export function intervalValueDetail(value: unknown, activityType: unknown): string {
  return `intervalValue is ${describeValue(value)}; ${activityType === "RUN" ? "RUN requires 10" : "allowed values are 5 and 10"}`;
}
