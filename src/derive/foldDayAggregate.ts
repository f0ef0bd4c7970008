import type { DayActivityShare, DayAggregate } from "../model/dayAggregate.js";
import { completeDayAggregate } from "./completeDayAggregate.js";
import { maxEnvelope, newFloat64Array, type Float64Allocator, type RateEnvelope } from "./rateEnvelope.js";

const EMPTY_ENVELOPE: RateEnvelope = /* @__PURE__ */ Object.freeze({ boundsMs: new Float64Array(0), rates: new Float64Array(0) });

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

/** Share lists this module built: sorted, each id once, frozen shares (no check needed when folding again). */
const CANONICAL_SHARES: WeakSet<readonly DayActivityShare[]> = /* @__PURE__ */ new WeakSet();

/** Shares sorted by start then id, each once (the first of equal ids), as frozen copies (frozen ones are kept). */
function sortedShares(shares: readonly DayActivityShare[]): readonly DayActivityShare[] {
  if (CANONICAL_SHARES.has(shares)) return shares;
  let sorted = true;
  for (let i = 1; i < shares.length && sorted; i++) sorted = compareShares(shares[i - 1] as DayActivityShare, shares[i] as DayActivityShare) < 0;
  if (sorted && shares.every((share) => Object.isFrozen(share))) return shares;
  const byId = new Map<string, DayActivityShare>();
  for (const share of shares) if (!byId.has(share.activityId)) byId.set(share.activityId, share);
  return [...byId.values()].map((share) => (Object.isFrozen(share) ? share : copyShare(share))).sort(compareShares);
}

/** First index of `list` whose share sorts at or after `share`. */
function lowerBound(list: readonly DayActivityShare[], share: DayActivityShare): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (compareShares(list[mid] as DayActivityShare, share) < 0) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * The union of two share lists by id (the first list's share wins a tie), sorted by start then id. The smaller
 * list is inserted into the larger by binary search: O(k) copying for k shares, O(s log k) comparisons for s
 * inserted (a day's usual fold adds one activity's share).
 */
function mergeShares(first: readonly DayActivityShare[], second: readonly DayActivityShare[]): readonly DayActivityShare[] {
  const a = sortedShares(first);
  const b = sortedShares(second);
  const [large, small, largeWins] = a.length >= b.length ? [a, b, true] : [b, a, false];
  const out = large.slice();
  for (let i = small.length - 1; i >= 0; i--) {
    const share = small[i] as DayActivityShare;
    const at = lowerBound(large, share);
    const there = large[at];
    if (there !== undefined && there.activityId === share.activityId) {
      if (!largeWins) out[at] = share;
      continue;
    }
    if (at > 0 && (large[at - 1] as DayActivityShare).activityId === share.activityId) continue; // same id, other start
    out.splice(at, 0, share);
  }
  // frozen, so that a list trusted as canonical cannot be changed afterwards
  CANONICAL_SHARES.add(Object.freeze(out));
  return out;
}

/**
 * Folds the aggregate `addition` of a local day into the stored aggregate `stored` of the same day (decision
 * D-95): the pointwise highest rate of the two envelopes, the union of the shares by activity id, and the totals
 * recomputed from them ({@link completeDayAggregate}). `stored` absent: a copy of `addition` with its totals
 * recomputed (the caller's totals are never trusted). Both envelopes must be canonical (`maxEnvelope`).
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
 * @param allocate - where the folded envelope's array goes (`boundsMs` and `rates` are views of it; default: a new
 *   array; decision D-180).
 * @returns the folded aggregate.
 * @throws RangeError when the two aggregates are not the same day (`localDate`, `dayStartMs` or `dayEndMs`
 *   differ), or when `maxEnvelope` meets a NaN bound: programming errors.
 */
export function foldDayAggregate(stored: DayAggregate | undefined, addition: DayAggregate, allocate: Float64Allocator = newFloat64Array): DayAggregate {
  if (stored !== undefined && (stored.localDate !== addition.localDate || stored.dayStartMs !== addition.dayStartMs || stored.dayEndMs !== addition.dayEndMs)) {
    throw new RangeError(`cannot fold day ${addition.localDate} [${addition.dayStartMs}, ${addition.dayEndMs}) into day ${stored.localDate} [${stored.dayStartMs}, ${stored.dayEndMs})`);
  }
  // with nothing stored, the maximum with the empty envelope is a copy of the addition's
  const envelope = maxEnvelope(stored ?? EMPTY_ENVELOPE, addition, allocate);
  const shares = mergeShares(stored?.shares ?? [], addition.shares);
  return completeDayAggregate({ localDate: addition.localDate, dayStartMs: addition.dayStartMs, dayEndMs: addition.dayEndMs, envelope, shares });
}
