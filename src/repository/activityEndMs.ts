import type { StoredActivity } from "../model/storedActivity.js";

/**
 * End of a stored activity's time span, epoch milliseconds (exclusive): `startTime` plus the longer of the
 * derived duration and the span its data points cover (points × intervalValue seconds, the last point's interval
 * included), and at least 1 ms. `ActivityRepository.listActivitiesOverlapping` selects by `[startTime, activityEndMs)`;
 * database adapters store it as a column.
 *
 * @param stored - a stored activity.
 * @returns the end instant, epoch ms, always greater than `activity.startTime`.
 */
export function activityEndMs(stored: StoredActivity): number {
  const { startTime, metrics } = stored.activity;
  const coveredMs = metrics.pointCount * metrics.intervalValue * 1000;
  return startTime + Math.max(stored.derived.durationMs, coveredMs, 1);
}
