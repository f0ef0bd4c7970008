import type { SubmittedActivity } from "../model/submittedActivity.js";
import type { ValidatedActivity } from "../model/validatedActivity.js";

/**
 * Span covered by the data points in milliseconds: `points × intervalValue × 1000` (spec 2.2 rule 3: the first
 * point is at startTime, the others every intervalValue seconds, and each point stands for the interval that
 * follows it, so four points at 5 s make a 20 s activity: 20 000 ms).
 *
 * @param activity - a validated activity (columns) or a valid one with row-major data.
 * @returns the sampled span, ms.
 */
export function sampledDurationMs(activity: SubmittedActivity | ValidatedActivity): number {
  const { metrics } = activity;
  const points = "data" in metrics ? metrics.data.length : metrics.pointCount;
  return points * metrics.intervalValue * 1000;
}

/**
 * Duration of an activity in milliseconds: the submitted `duration` when present, otherwise the
 * span of the samples ({@link sampledDurationMs}). The validator already rejected a submitted duration shorter than
 * `(points − 1) × intervalValue` seconds (code 1050); a longer one (pauses, the device's own timer) is kept as the
 * activity's duration, while fuel, calories, steps and distance still come from the samples only.
 *
 * @example
 * ```ts
 * deriveDurationMs({ ...run, metrics: { ...run.metrics, intervalValue: 5, data: [[0], [0], [0], [0]] } }); // 20000
 * ```
 * @param activity - a validated activity (columns) or a valid one with row-major data.
 * @returns duration, ms (an integer ≥ 0).
 */
export function deriveDurationMs(activity: SubmittedActivity | ValidatedActivity): number {
  return activity.duration ?? sampledDurationMs(activity);
}
