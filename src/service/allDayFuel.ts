import { localDaysOverlapping } from "../derive/dayAggregatesOf.js";
import { intervalSeries } from "../derive/intervalSeries.js";
import { dateOfDayNumber } from "../derive/localDays.js";
import type { StoredActivity } from "../model/storedActivity.js";
import type { UserProfile } from "../model/userProfile.js";
import type { ActivityRepository } from "../repository/activityRepository.js";
import { currentDayZone, listStoredDays } from "./storedDays.js";

/**
 * The fuel of a stored ALL_DAY activity as the add response and the detail return it (spec 2.5, decision D-98):
 * the de-duplicated fuel of the user's wristband day(s) its samples overlap, in the user's day zone (decision
 * D-12), i.e. the number its WRISTBAND day shows. An ALL_DAY recorded in the user's zone covers one day; one that
 * straddles two days of that zone gets the sum of both days. Read from the stored days in O(log n) (rebuilt first
 * if they are not current, decision D-96).
 *
 * @param repository - storage.
 * @param userId - owner.
 * @param profile - the user's profile, if any.
 * @param stored - a stored ALL_DAY activity of the user.
 * @returns the de-duplicated fuel, a non-negative integer.
 */
export async function allDayFuel(
  repository: ActivityRepository,
  userId: string,
  profile: UserProfile | undefined,
  stored: StoredActivity,
): Promise<number> {
  const timeZone = await currentDayZone(repository, userId, profile);
  if (timeZone === undefined) return stored.derived.fuel;
  const { startMs, endMs } = intervalSeries(stored);
  const spans = localDaysOverlapping(startMs, endMs, timeZone);
  const first = spans[0];
  const last = spans[spans.length - 1];
  if (first === undefined || last === undefined) return stored.derived.fuel;
  const dates = new Set(spans.map((span) => dateOfDayNumber(span.dayNumber)));
  const days = await listStoredDays(
    repository,
    userId,
    timeZone,
    { fromDate: dateOfDayNumber(first.dayNumber), toDate: dateOfDayNumber(last.dayNumber) },
    { offset: 0, limit: spans.length },
  );
  let fuel = 0;
  for (const day of days) if (dates.has(day.localDate)) fuel += day.fuel;
  return fuel;
}
