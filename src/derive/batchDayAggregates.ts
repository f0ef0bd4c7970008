import type { DayAggregate } from "../model/dayAggregate.js";
import type { StoredActivity } from "../model/storedActivity.js";
import { activityDayOf } from "./activityDayOf.js";
import { intervalSeries } from "./intervalSeries.js";
import { dateOfDayNumber } from "./localDays.js";
import { foldDaysByDate, localDaysOverlapping } from "./dayAggregatesOf.js";
import type { Float64Allocator, RateEnvelope } from "./rateEnvelope.js";
import { singleActivityDay } from "./singleActivityDay.js";

/** The day aggregates of an add's batch, and the end of their envelopes' lifetime. */
export interface BatchDayAggregates {
  /** One aggregate per local date, ascending: the `days` of the add. */
  readonly days: DayAggregate[];
  /**
   * Ends the lifetime of the lazy envelopes: a later read of one, built or not, throws an `Error` (the batch's
   * columns and `allocate`'s buffers may be reused by then). Call it once the repository's add has settled.
   */
  expire(): void;
}

/**
 * The day aggregates of an add's batch in `timeZone` (decisions D-95, D-183), as `foldActivityDays` gives them,
 * bit for bit, but with the envelope of a day that holds one activity of the batch built only if a repository
 * reads it (to fold it into a day it already holds, or to write it to a database): one light pass per activity
 * (shares and active time) instead of the envelope pass. Days that hold several activities of the batch are
 * folded at once (their envelopes are needed for that).
 *
 * Envelopes built later read the batch's columns and go into `allocate`'s arrays: valid until
 * {@link BatchDayAggregates.expire}, which the service calls when the repository's add has settled. The folded
 * days' envelopes are in those arrays too, without that guard: once the service reuses them they hold other numbers.
 *
 * @param batch - the activities of one add.
 * @param timeZone - the user's day time zone (decision D-12).
 * @param allocate - where envelopes go.
 */
export function batchDayAggregates(batch: readonly StoredActivity[], timeZone: string, allocate: Float64Allocator): BatchDayAggregates {
  let expired = false;
  const days: DayAggregate[] = [];
  for (const stored of batch) {
    const series = intervalSeries(stored);
    if (series.count === 0) continue;
    for (const span of localDaysOverlapping(series.startMs, series.endMs, timeZone)) {
      const localDate = dateOfDayNumber(span.dayNumber);
      const { share, activeMs } = activityDayOf(stored.activityId, series, span, undefined);
      let envelope: RateEnvelope | undefined;
      days.push(
        singleActivityDay({ localDate, dayStartMs: span.startMs, dayEndMs: span.endMs, share, activeMs }, () => {
          if (expired) throw new Error(`the envelope of ${localDate} was read after its add settled (decision D-183)`);
          return (envelope ??= activityDayOf(stored.activityId, series, span, allocate).envelope!);
        }),
      );
    }
  }
  return {
    // a date of several activities of the batch is folded now, which builds their envelopes
    days: foldDaysByDate(days, allocate),
    expire() {
      expired = true;
    },
  };
}
