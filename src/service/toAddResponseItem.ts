import { toAddMetricSummary } from "../derive/toMetricSummary.js";
import type { AddActivityResponseItem } from "../model/addActivityResponseItem.js";
import type { StoredActivity } from "../model/storedActivity.js";
import { activityLinks } from "../derive/activityLinks.js";

/**
 * The Add Activities response item of a stored activity (spec 2.3): links `self` and `gps` (decision
 * D-150); the submitted fields; the derived duration (ms); a metricSummary
 * with fuel and, when distance was submitted, distance.
 *
 * @param stored - the activity as stored.
 * @param basePath - path prefix of the links.
 */
export function toAddResponseItem(stored: StoredActivity, basePath: string): AddActivityResponseItem {
  const { activity, derived } = stored;
  return {
    links: activityLinks(stored.activityId, basePath),
    activityId: stored.activityId,
    activityType: activity.activityType,
    ...(activity.deviceName !== undefined ? { deviceName: activity.deviceName } : {}),
    deviceType: activity.deviceType,
    startTime: activity.startTime,
    duration: derived.durationMs,
    timeZoneName: activity.timeZoneName,
    metricSummary: toAddMetricSummary(derived),
  };
}
