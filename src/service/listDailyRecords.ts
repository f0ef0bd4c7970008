import { buildDailyRecords, type DailyRecord } from "../derive/buildDailyRecords.js";
import { addDays, localDateOf, localDayStartMs } from "../derive/localDays.js";
import type { UserProfile } from "../model/userProfile.js";
import type { ActivityRepository } from "../repository/activityRepository.js";
import { dailyTimeZone } from "./dailyTimeZone.js";
import type { ParsedListQuery } from "./parseListQuery.js";

/** Slack around a day boundary when fetching activities (DST shifts are at most 2 h), so no day is cut short. */
const SLACK_MS = 3 * 3_600_000;

/** One page of ALL_DAY records. */
export interface DailyPage {
  /** The page's records, most recent day first. */
  readonly records: readonly DailyRecord[];
  /** Whether a record follows the page. */
  readonly hasNext: boolean;
  /** Number of days the query selects, given when the page is past the last one (for its `previous` link). */
  readonly total?: number;
}

/**
 * One page of a user's ALL_DAY records (the wristband experience, spec 4.2; decision D-58). Days are computed on
 * read from the stored activities, in the zone of decision D-12, and never stored.
 *
 * - With startDate/endDate: the records of the local days in that range, built from the activities overlapping
 *   it; cost O(log n + activities in the range).
 * - Without: the `offset + count` most recent days. Starting from the most recent activity's day, a window of
 *   that many days is fetched and doubled until it holds enough complete days (a day is complete once every
 *   activity overlapping it is in the window) or reaches the oldest activity; cost O(log n + activities of
 *   about twice the needed days).
 *
 * @param repository - storage.
 * @param userId - owner.
 * @param profile - the user's profile (its time zone), if any.
 * @param nowMs - current time, epoch ms (the current day is IN_PROGRESS).
 * @param query - the parsed list query.
 * @returns the page's records and whether more follow.
 */
export async function listDailyRecords(
  repository: ActivityRepository,
  userId: string,
  profile: UserProfile | undefined,
  nowMs: number,
  query: ParsedListQuery,
): Promise<DailyPage> {
  const total = await repository.countActivities(userId);
  if (total === 0) return { records: [], hasNext: false, total: 0 };
  const [mostRecent] = await repository.listActivities(userId, {}, { offset: 0, limit: 1 });
  const timeZone = dailyTimeZone(profile, mostRecent);
  const first = query.offset - 1;
  const end = first + query.count;
  let records: DailyRecord[];

  if (query.dates !== undefined) {
    const { startDate, endDate } = query.dates;
    const fromMs = localDayStartMs(startDate, timeZone) - SLACK_MS;
    const toMs = localDayStartMs(addDays(endDate, 1), timeZone) + SLACK_MS;
    const activities = await repository.listActivitiesOverlapping(userId, { fromMs, toMs });
    records = buildDailyRecords(activities, { timeZone, nowMs }).filter(
      (r) => r.localDate >= startDate && r.localDate <= endDate,
    );
  } else {
    const [oldest] = await repository.listActivities(userId, {}, { offset: total - 1, limit: 1 });
    const newestDate = localDateOf(mostRecent?.activity.startTime ?? nowMs, timeZone);
    // the day before the oldest activity's: a window starting there holds every activity
    const floorDate = addDays(localDateOf(oldest?.activity.startTime ?? nowMs, timeZone), -1);
    const needed = end + 1;
    for (let days = needed; ; days *= 2) {
      const back = addDays(newestDate, -Math.min(days, 1_000_000));
      const windowDate = back < floorDate ? floorDate : back;
      const fromMs = localDayStartMs(windowDate, timeZone) - SLACK_MS;
      const activities = await repository.listActivitiesOverlapping(userId, { fromMs });
      const built = buildDailyRecords(activities, { timeZone, nowMs });
      const everything = windowDate === floorDate || activities.length >= total;
      records = everything ? built : built.filter((r) => r.localDate >= windowDate);
      if (everything || records.length >= needed) break;
    }
  }
  const page = records.slice(first, end);
  // an empty page past the end: records then holds every selected day (the window reached the oldest activity)
  return page.length === 0 ? { records: page, hasNext: false, total: records.length } : { records: page, hasNext: records.length > end };
}
