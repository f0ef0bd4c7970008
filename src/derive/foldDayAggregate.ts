import type { DayActivityShare, DayAggregate } from "../model/dayAggregate.js";
import { completeDayAggregate } from "./completeDayAggregate.js";
import { EnvelopeBuilder, maxEnvelope, type RateEnvelope } from "./rateEnvelope.js";

function compareShares(a: DayActivityShare, b: DayActivityShare): number {
  if (a.startMs !== b.startMs) return a.startMs - b.startMs;
  return a.activityId < b.activityId ? -1 : a.activityId > b.activityId ? 1 : 0;
}

function copyShare(share: DayActivityShare): DayActivityShare {
  const { activityId, startMs, fuel, steps, calories, distanceKm } = share;
  return Object.freeze({
    activityId,
    startMs,
    fuel,
    ...(steps !== undefined ? { steps } : {}),
    ...(calories !== undefined ? { calories } : {}),
    ...(distanceKm !== undefined ? { distanceKm } : {}),
  });
}

/** The union of two share lists by id (the first list's share wins a tie), sorted by start then id. */
function mergeShares(a: readonly DayActivityShare[], b: readonly DayActivityShare[]): DayActivityShare[] {
  const byId = new Map<string, DayActivityShare>();
  for (const share of b) byId.set(share.activityId, share);
  for (const share of a) byId.set(share.activityId, share);
  return [...byId.values()].map(copyShare).sort(compareShares);
}

/** A canonical copy of an aggregate's envelope (re-built segment by segment, so any valid input is normalized). */
function canonical(day: DayAggregate): RateEnvelope {
  const { boundsMs, rates } = day;
  const builder = new EnvelopeBuilder();
  for (let i = 0; i + 1 < boundsMs.length; i++) {
    builder.push(boundsMs[i] as number, boundsMs[i + 1] as number, rates[4 * i] as number, rates[4 * i + 1] as number, rates[4 * i + 2] as number, rates[4 * i + 3] as number);
  }
  return builder.finish();
}

/**
 * Folds the aggregate `addition` of a local day into the stored aggregate `stored` of the same day (decision
 * D-95): the pointwise highest rate of the two envelopes, the union of the shares by activity id, and the totals
 * recomputed from them ({@link completeDayAggregate}). `stored` absent: a canonical copy of `addition` with its
 * totals recomputed (the caller's totals are never trusted).
 *
 * The merge is exact, so it is commutative, associative and idempotent, bit for bit: folding a user's
 * activities one by one, in batches, concurrently in any order, or all at once gives the same aggregate as
 * building the day from scratch. That is what lets a repository apply it inside its atomic step (in memory, or
 * within a PostgreSQL transaction) without losing a concurrent add. Neither argument is modified; the result
 * shares no mutable array with them.
 *
 * Cost: O(segments + shares) of both.
 *
 * @param stored - the day as stored, or `undefined` for a day not stored yet.
 * @param addition - the contribution of new activities to the same day.
 * @returns the folded aggregate.
 * @throws RangeError when the two aggregates are not the same day (`localDate`, `dayStartMs` or `dayEndMs`
 *   differ): a programming error.
 */
export function foldDayAggregate(stored: DayAggregate | undefined, addition: DayAggregate): DayAggregate {
  if (stored !== undefined && (stored.localDate !== addition.localDate || stored.dayStartMs !== addition.dayStartMs || stored.dayEndMs !== addition.dayEndMs)) {
    throw new RangeError(`cannot fold day ${addition.localDate} [${addition.dayStartMs}, ${addition.dayEndMs}) into day ${stored.localDate} [${stored.dayStartMs}, ${stored.dayEndMs})`);
  }
  const envelope = stored === undefined ? canonical(addition) : maxEnvelope(stored, addition);
  const shares = Object.freeze(mergeShares(stored?.shares ?? [], addition.shares));
  return completeDayAggregate({ localDate: addition.localDate, dayStartMs: addition.dayStartMs, dayEndMs: addition.dayEndMs, envelope, shares });
}
