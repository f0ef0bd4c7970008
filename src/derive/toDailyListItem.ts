import type { ActivityListItem } from "../model/activityListItem.js";
import { activityPath } from "./activityLinks.js";
import type { LinkOptions } from "./buildActivityDetail.js";
import type { DailyRecord } from "./buildDailyRecords.js";
import { formatDistanceKm } from "./formatDistanceKm.js";
import { formatDuration } from "./formatDuration.js";
import { formatWholeNumber } from "./formatWholeNumber.js";

/** Activity type of the synthesized daily records (spec 2.5, 4.2). */
export const DAILY_ACTIVITY_TYPE = "ALL_DAY";

/** Device type of the synthesized daily records: the wristband's historical device type (decision D-39). */
export const DAILY_DEVICE_TYPE = "FUELBAND";

/**
 * The id of a user's daily record: `ALL_DAY-{yyyy-mm-dd}`, deterministic per user and local day (decision D-39).
 *
 * @param localDate - the local date `yyyy-mm-dd`.
 * @returns the id, e.g. `"ALL_DAY-2024-01-05"`.
 */
export function dailyActivityId(localDate: string): string {
  return `${DAILY_ACTIVITY_TYPE}-${localDate}`;
}

/**
 * A daily record as an item of the wristband list (spec 2.4, 4.2; decision D-39): `activityType` `"ALL_DAY"`,
 * `deviceType` `"FUELBAND"`, `activityId` {@link dailyActivityId}, `startTime` local midnight as ISO 8601 UTC
 * (`"2014-12-31T23:00:00.000Z"` for 1 January in Europe/Paris), `activityTimeZone` the day's zone, `status` as the
 * record says, `metricSummary` the five strings (duration = time with fuel > 0 as `H:MM:SS.mmm`), `tags` and
 * `metrics` empty, `links` a `self` link (no `gps`: a day has no track of its own).
 *
 * @param record - a daily record from `buildDailyRecords`.
 * @param options - link options.
 * @returns the list item.
 */
export function toDailyListItem(record: DailyRecord, options?: LinkOptions): ActivityListItem {
  const activityId = dailyActivityId(record.localDate);
  return {
    links: [{ rel: "self", href: activityPath(activityId, options?.basePath) }],
    activityId,
    activityType: DAILY_ACTIVITY_TYPE,
    startTime: new Date(record.dayStartMs).toISOString(),
    activityTimeZone: record.timeZone,
    status: record.status,
    deviceType: DAILY_DEVICE_TYPE,
    metricSummary: {
      calories: formatWholeNumber(record.calories),
      fuel: formatWholeNumber(record.fuel),
      distance: formatDistanceKm(record.distanceKm),
      steps: formatWholeNumber(record.steps),
      duration: formatDuration(record.durationMs),
    },
    tags: [],
    metrics: [],
  };
}
