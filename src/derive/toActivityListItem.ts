import { toMetricSummary } from "./toMetricSummary.js";
import type { ActivityListItem } from "../model/activityListItem.js";
import type { ActivitySummary } from "../model/activitySummary.js";
import { activityLinks } from "./activityLinks.js";
import { formatUtcTime } from "./formatUtcTime.js";

/**
 * The list item of a stored activity (spec 2.4): links `self` and, when the activity has latitude and longitude,
 * `gps`; startTime as ISO 8601 UTC with milliseconds; activityTimeZone; the stored status; deviceType; the five-value metricSummary (strings); the stored tags; an empty metrics array.
 *
 * @param stored - the activity as stored.
 * @param basePath - path prefix of the links, default `/v1/me/sport/activities`.
 */
export function toActivityListItem(stored: ActivitySummary, basePath?: string): ActivityListItem {
  const { activity } = stored;
  return {
    links: activityLinks(stored.activityId, basePath),
    activityId: stored.activityId,
    activityType: activity.activityType,
    startTime: formatUtcTime(activity.startTime),
    activityTimeZone: activity.timeZoneName,
    status: stored.status,
    deviceType: activity.deviceType,
    metricSummary: toMetricSummary(stored.derived),
    tags: stored.tags.map((tag) => ({ tagType: tag.tagType, tagValue: tag.tagValue })),
    metrics: [],
  };
}
