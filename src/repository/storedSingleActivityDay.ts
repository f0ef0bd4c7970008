import { activityDayOf } from "../derive/activityDayOf.js";
import { intervalSeries } from "../derive/intervalSeries.js";
import { dayNumberOfDate } from "../derive/localDays.js";
import type { RateEnvelope } from "../derive/rateEnvelope.js";
import { singleActivityDay } from "../derive/singleActivityDay.js";
import type { DayActivityShare, DayAggregate } from "../model/dayAggregate.js";
import type { StoredActivity } from "../model/storedActivity.js";

/** The reused block that envelopes built for a fold go into, and how many envelopes it has held so far. */
let block = new Float64Array(0);
let generation = 0;

/** `length` doubles of {@link block} (grown when short); each call starts a new generation. */
function scratchEnvelopeBlock(length: number): Float64Array {
  if (block.length < length) block = new Float64Array(Math.max(length, 2 * block.length));
  generation++;
  return block.subarray(0, length);
}

/**
 * What a repository stores for a day it does not hold yet when the day holds one activity (decision D-183): the
 * given day's date, bounds, share and active time, with an envelope that is built from the repository's own copy
 * of the activity only when a later add folds into the day (`activityDayOf` over the stored columns), so that a
 * day with one activity keeps no envelope. The totals are those of `singleActivityDay`, which equal
 * `completeDayAggregate`'s.
 *
 * The envelope is built into one block shared by every such day (a fold reads it once and copies what it keeps,
 * and a day is replaced by its fold), and kept only while no other day has built into the block since: a read
 * after that builds it again. So a fold allocates nothing for it (decision D-184). A fold reads one such day at
 * most (the stored side; the addition is the batch's), which this relies on: two of them read
 * in turns would overwrite each other's envelope.
 *
 * @param day - the given aggregate (one share).
 * @param stored - the repository's copy of that share's activity.
 * @returns the day to store.
 */
export function storedSingleActivityDay(day: DayAggregate, stored: StoredActivity): DayAggregate {
  const given = day.shares[0] as DayActivityShare;
  const share = Object.isFrozen(given) ? given : Object.freeze({ ...given });
  // primitives only in the closure: the given day may hold the caller's batch
  const { localDate, dayStartMs, dayEndMs } = day;
  let envelope: RateEnvelope | undefined;
  let builtIn = -1;
  return singleActivityDay(
    { localDate, dayStartMs, dayEndMs, share, activeMs: day.activeMs },
    () => {
      if (envelope === undefined || builtIn !== generation) {
        const span = { dayNumber: dayNumberOfDate(localDate), startMs: dayStartMs, endMs: dayEndMs };
        envelope = activityDayOf(stored.activityId, intervalSeries(stored), span, scratchEnvelopeBlock).envelope!;
        builtIn = generation;
      }
      return envelope;
    },
  );
}
