import type { StoredActivity } from "../model/storedActivity.js";
import type { Status } from "../registry/statuses.js";
import { dedupeFuel } from "./dedupeFuel.js";
import { intervalSeries } from "./intervalSeries.js";
import { addDays, localDateOf, localDayStartMs } from "../timeZone/localDays.js";

/** The local calendar day of an ALL_DAY activity, in the activity's own time zone. */
export interface WristbandDay {
  /** Local date `yyyy-mm-dd` of the activity's start in its `timeZoneName`. */
  readonly localDate: string;
  /** Local midnight starting the day, epoch ms. */
  readonly dayStartMs: number;
  /** Local midnight ending the day, epoch ms (23, 24 or 25 hours later across DST). */
  readonly dayEndMs: number;
}

/**
 * The local day an ALL_DAY activity stands for: the calendar date of its `startTime` in its own `timeZoneName`,
 * from local midnight to the next (spec 4.2: one ALL_DAY per day), with the zone's offsets from `zoneOffsetMs`.
 *
 * @example
 * ```ts
 * wristbandDayOf({ startTime: Date.UTC(2024, 0, 1, 8), timeZoneName: "Europe/Paris" });
 * // { localDate: "2024-01-01", dayStartMs: Date.UTC(2023, 11, 31, 23), dayEndMs: Date.UTC(2024, 0, 1, 23) }
 * ```
 *
 * @param activity - the activity's `startTime` (epoch ms) and `timeZoneName` (IANA).
 * @returns its local date and the day's bounds.
 */
export function wristbandDayOf(activity: { readonly startTime: number; readonly timeZoneName: string }): WristbandDay {
  const localDate = localDateOf(activity.startTime, activity.timeZoneName);
  return {
    localDate,
    dayStartMs: localDayStartMs(localDate, activity.timeZoneName),
    dayEndMs: localDayStartMs(addDays(localDate, 1), activity.timeZoneName),
  };
}

/**
 * The fuel of a day de-duplicated across activities (spec 2.5): every activity's FUEL series is cut to the day,
 * and in every slot of time only the highest fuel rate among the activities covering it counts (`dedupeFuel`),
 * so a minute recorded by a wristband and by a watch counts once, and the same day sent twice counts once. The
 * result lies between the largest single activity's fuel in the day and the sum of their fuel in the day.
 *
 * @param day - the day's bounds.
 * @param activities - the activities overlapping the day, any order; each id counts once.
 * @returns the de-duplicated fuel, a non-negative integer.
 */
export function dedupedDayFuel(day: WristbandDay, activities: readonly StoredActivity[]): number {
  const unique = new Map<string, StoredActivity>();
  for (const stored of activities) if (!unique.has(stored.activityId)) unique.set(stored.activityId, stored);
  const series = [...unique.values()]
    .map(intervalSeries)
    .filter((s) => s.count > 0)
    .sort((a, b) => a.startMs - b.startMs || (a.activityId < b.activityId ? -1 : a.activityId > b.activityId ? 1 : 0));
  return dedupeFuel(series, day.dayStartMs, day.dayEndMs);
}

/**
 * The status of an ALL_DAY activity at `nowMs`: `IN_PROGRESS` while `nowMs` is inside its day (today's record
 * still grows), else `COMPLETE`.
 *
 * @param day - the day's bounds.
 * @param nowMs - current time, epoch ms.
 */
export function wristbandStatus(day: WristbandDay, nowMs: number): Status {
  return day.dayStartMs <= nowMs && nowMs < day.dayEndMs ? "IN_PROGRESS" : "COMPLETE";
}
