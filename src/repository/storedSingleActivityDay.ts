import { activityDayOf } from "../derive/activityDayOf.js";
import { intervalSeries } from "../derive/intervalSeries.js";
import { dayNumberOfDate } from "../derive/localDays.js";
import { newFloat64Array, type RateEnvelope } from "../derive/rateEnvelope.js";
import { singleActivityDay } from "../derive/singleActivityDay.js";
import type { DayActivityShare, DayAggregate } from "../model/dayAggregate.js";
import type { StoredActivity } from "../model/storedActivity.js";

/**
 * What a repository stores for a day it does not hold yet when the day holds one activity (decision D-183): the
 * given day's date, bounds, share and active time, with an envelope that is built from the repository's own copy
 * of the activity only when a later add folds into the day (`activityDayOf` over the stored columns, into new
 * arrays), so that a day with one activity keeps no envelope. The totals are those of `singleActivityDay`, which
 * equal `completeDayAggregate`'s.
 *
 * @param day - the given aggregate (one share).
 * @param stored - the repository's copy of that share's activity.
 * @returns the day to store.
 */
export function storedSingleActivityDay(day: DayAggregate, stored: StoredActivity): DayAggregate {
  const given = day.shares[0] as DayActivityShare;
  const share = Object.isFrozen(given) ? given : Object.freeze({ ...given });
  const span = { dayNumber: dayNumberOfDate(day.localDate), startMs: day.dayStartMs, endMs: day.dayEndMs };
  let envelope: RateEnvelope | undefined;
  return singleActivityDay(
    { localDate: day.localDate, dayStartMs: day.dayStartMs, dayEndMs: day.dayEndMs, share, activeMs: day.activeMs },
    () => (envelope ??= activityDayOf(stored.activityId, intervalSeries(stored), span, newFloat64Array).envelope!),
  );
}
