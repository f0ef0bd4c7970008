import { toDailyRecord, type DailyRecord } from "../derive/buildDailyRecords.js";
import type { UserProfile } from "../model/userProfile.js";
import type { ActivityRepository } from "../repository/activityRepository.js";
import type { ParsedListQuery } from "./parseListQuery.js";
import { currentDayZone, listStoredDays } from "./storedDays.js";

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
 * One page of a user's ALL_DAY records (the wristband experience, spec 4.2; decisions D-95, D-96): the days the
 * repository keeps up to date at every add, in the zone of decision D-12, read in O(log n + page) — with
 * startDate/endDate the days of that range, else the most recent days — `offset` and `count` as the query says.
 * When the stored days are not current in the user's zone they are rebuilt once (see `listStoredDays`).
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
  const timeZone = await currentDayZone(repository, userId, profile);
  if (timeZone === undefined) return { records: [], hasNext: false, total: 0 };
  const range = query.dates === undefined ? {} : { fromDate: query.dates.startDate, toDate: query.dates.endDate };
  const days = await listStoredDays(repository, userId, timeZone, range, { offset: query.offset - 1, limit: query.count + 1 });
  // past the end, the paging links need the number of days (decision D-148)
  if (days.length === 0) return { records: [], hasNext: false, total: (await repository.countDays(userId, timeZone, range)) ?? 0 };
  return {
    records: days.slice(0, query.count).map((day) => toDailyRecord(day, timeZone, nowMs)),
    hasNext: days.length > query.count,
  };
}
