import type { ActivityDerivation } from "../model/activityDerivation.js";

/**
 * End of an activity's time span, epoch milliseconds (exclusive): `startTime` plus the longer of the derived
 * duration and the span its data points cover (points × intervalValue seconds, the last point's interval
 * included), and at least 1 ms. The service stores it with the activity (`StoredActivity.endMs`).
 *
 * @example
 * ```ts
 * activityEndMs({ startTime: 0, metrics: { pointCount: 3, intervalValue: 10 } }, { durationMs: 25_000 }); // 30_000
 * ```
 *
 * @param activity - its start (epoch ms), point count and interval (s).
 * @param derived - its derived duration, ms.
 * @returns the end instant, epoch ms, always greater than `startTime`.
 */
export function activityEndMs(
  activity: { readonly startTime: number; readonly metrics: { readonly pointCount: number; readonly intervalValue: number } },
  derived: Pick<ActivityDerivation, "durationMs">,
): number {
  const coveredMs = activity.metrics.pointCount * activity.metrics.intervalValue * 1000;
  return activity.startTime + Math.max(derived.durationMs, coveredMs, 1);
}
