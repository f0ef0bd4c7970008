import { foldActivityDays } from "../derive/dayAggregatesOf.js";
import type { DaySummary } from "../model/dayAggregate.js";
import type { UserProfile } from "../model/userProfile.js";
import type { ActivityRepository, LocalDateRange, PageRequest } from "../repository/activityRepository.js";
import { dailyTimeZone } from "./dailyTimeZone.js";

/**
 * The zone of a user's wristband days now (decision D-12), or `undefined` when the user has no activity.
 *
 * @param repository - storage.
 * @param userId - owner.
 * @param profile - the user's profile, if any.
 */
export async function currentDayZone(repository: ActivityRepository, userId: string, profile: UserProfile | undefined): Promise<string | undefined> {
  const [mostRecent] = await repository.listActivities(userId, {}, { offset: 0, limit: 1 });
  return mostRecent === undefined ? undefined : dailyTimeZone(profile, mostRecent);
}

/**
 * A page of the user's stored days in `timeZone` (decisions D-95, D-96), most recent first: read from the
 * repository in O(log n + page); when the stored days are not current in `timeZone` (the zone changed, or an add
 * went without days), rebuilt once from every activity (O(n)), stored with `replaceDays` (a compare-and-set on
 * the activity count, so a concurrent add is never lost: a refused replacement is rebuilt by the next read) and
 * served from the rebuilt set.
 *
 * @param repository - storage.
 * @param userId - owner.
 * @param timeZone - the user's day zone.
 * @param range - local dates, inclusive.
 * @param page - 0-based offset and limit.
 */
export async function listStoredDays(
  repository: ActivityRepository,
  userId: string,
  timeZone: string,
  range: LocalDateRange,
  page: PageRequest,
): Promise<readonly DaySummary[]> {
  const stored = await repository.listDays(userId, timeZone, range, page);
  if (stored !== undefined) return stored;
  const activities = await repository.listActivitiesOverlapping(userId, {});
  const days = foldActivityDays(activities, timeZone);
  await repository.replaceDays(userId, { timeZone, days }, activities.length);
  const { fromDate, toDate } = range;
  const selected = days.filter((d) => (fromDate === undefined || d.localDate >= fromDate) && (toDate === undefined || d.localDate <= toDate));
  selected.reverse();
  return selected.slice(page.offset, page.offset + page.limit);
}
