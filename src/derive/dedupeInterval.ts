import type { IntervalSeries, PointValue } from "./intervalSeries.js";
import { roundHalfUp } from "./roundHalfUp.js";

/** The four de-duplicated quantities, in this order. */
const KEYS = ["fuel", "steps", "calories", "distanceKm"] as const;
const FUEL = 0;

/** Result of {@link dedupeInterval}: de-duplicated totals of one time window (one local day). */
export interface DedupedTotals {
  /** De-duplicated fuel, an integer within [largest contribution, sum of contributions]. */
  readonly fuel: number;
  /** De-duplicated steps, rounded half-up to an integer; 0 when no activity has steps. */
  readonly steps: number;
  /** De-duplicated kcal; 0 when no activity has calories. */
  readonly calories: number;
  /** De-duplicated distance, km; 0 when no activity has distance. */
  readonly distanceKm: number;
  /** Time in the window whose de-duplicated fuel rate is > 0, ms. */
  readonly activeMs: number;
  /** Each activity's own fuel inside the window (integers), in input order. */
  readonly fuelContributions: readonly number[];
}

/**
 * Share of an interval's value `v` before the offset `x` ms from its start: `v × x / period`, rounded half-up
 * when `v` is an integer (decision D-37). The two parts of an interval cut at a day boundary are then integers
 * that add up to `v`.
 */
function partBefore(value: number, offsetMs: number, periodMs: number): number {
  if (offsetMs <= 0) return 0;
  if (offsetMs >= periodMs) return value;
  const share = (value * offsetMs) / periodMs;
  return Number.isInteger(value) ? roundHalfUp(share) : share;
}

/** One activity clipped to the window, with its sweep cursor. */
interface Track {
  readonly index: number;
  readonly series: IntervalSeries;
  readonly values: readonly (PointValue | undefined)[];
  /** Clipped start and end, epoch ms. */
  readonly from: number;
  readonly to: number;
  /** Indices of the first and last point inside the window. */
  readonly first: number;
  readonly last: number;
  /** Values of the first and last piece per quantity (cut by the window's edges). */
  readonly head: readonly number[];
  readonly tail: readonly number[];
  /** Sweep cursor: the current point and the end of its piece. */
  j: number;
  pieceEnd: number;
}

function makeTrack(series: IntervalSeries, index: number, fromMs: number, toMs: number): Track | undefined {
  const from = Math.max(series.startMs, fromMs);
  const to = Math.min(series.endMs, toMs);
  if (!(from < to)) return undefined;
  const { startMs, periodMs } = series;
  const first = Math.floor((from - startMs) / periodMs);
  const last = Math.ceil((to - startMs) / periodMs) - 1;
  const values = KEYS.map((key) => series[key]);
  const piece = (j: number): number[] =>
    values.map((value) => {
      if (value === undefined) return 0;
      const v = value(j);
      const pointStart = startMs + j * periodMs;
      return partBefore(v, Math.min(to, pointStart + periodMs) - pointStart, periodMs) - partBefore(v, from - pointStart, periodMs);
    });
  return { index, series, values, from, to, first, last, head: piece(first), tail: piece(last), j: first, pieceEnd: Math.min(startMs + (first + 1) * periodMs, to) };
}

/** Value and length of track `t`'s current piece for quantity `k`. */
function currentValue(t: Track, k: number, value: PointValue): number {
  return t.j === t.first ? (t.head[k] ?? 0) : t.j === t.last ? (t.tail[k] ?? 0) : value(t.j);
}

function currentLength(t: Track): number {
  const pointStart = t.series.startMs + t.j * t.series.periodMs;
  return t.pieceEnd - Math.max(pointStart, t.from);
}

/**
 * De-duplicates fuel, steps, calories and distance of several activities over one time window `[fromMs, toMs)`
 * (spec 2.5, 4.2; decision D-37). A moment covered by several activities counts once, at the highest rate:
 *
 * 1. Every activity's intervals are clipped to the window; an interval cut by the window's edge keeps its share
 *    `v × part / period`, rounded half-up for integer values (so its parts in two days add up to `v`).
 * 2. Time is split at every interval boundary of every activity (a sweep from boundary to boundary, not a
 *    per-millisecond array); in each elementary slot each quantity takes the highest rate (value per ms) among the
 *    activities covering the slot, times the slot's length.
 * 3. The total of step 2 lies between the largest single activity's contribution and the sum of the
 *    contributions; it is clamped to that range (against float error) and, for fuel and steps, rounded half-up.
 *    The bounds are integers for fuel, so the result keeps them exactly; with no overlap it equals the sum exactly;
 *    the same activity counted twice changes nothing; the input order changes nothing.
 *
 * Cost: O(B × A) for B interval boundaries in the window and A activities covering a moment at once.
 *
 * @param activities - the activities' interval series (only their parts inside the window count).
 * @param fromMs - window start, epoch ms (inclusive).
 * @param toMs - window end, epoch ms (exclusive).
 * @returns the de-duplicated totals and each activity's own fuel in the window.
 */
export function dedupeInterval(activities: readonly IntervalSeries[], fromMs: number, toMs: number): DedupedTotals {
  const tracks: Track[] = [];
  activities.forEach((series, index) => {
    const track = makeTrack(series, index, fromMs, toMs);
    if (track !== undefined) tracks.push(track);
  });

  // Each activity's own contribution per quantity (the bounds of step 3).
  const largest = [0, 0, 0, 0];
  const total = [0, 0, 0, 0];
  const present = [false, false, false, false];
  const fuelContributions = activities.map(() => 0);
  for (const t of tracks) {
    t.values.forEach((value, k) => {
      if (value === undefined) return;
      present[k] = true;
      let sum = t.head[k] ?? 0;
      if (t.last > t.first) sum += t.tail[k] ?? 0;
      for (let j = t.first + 1; j < t.last; j++) sum += value(j);
      largest[k] = Math.max(largest[k] ?? 0, sum);
      total[k] = (total[k] ?? 0) + sum;
      if (k === FUEL) fuelContributions[t.index] = sum;
    });
  }

  // Sweep from boundary to boundary; tracks enter at their clipped start and leave at their clipped end.
  const pending = [...tracks].sort((a, b) => a.from - b.from);
  const deduped = [0, 0, 0, 0];
  let activeMs = 0;
  let active: Track[] = [];
  let next = 0;
  let now = pending[0]?.from ?? 0;
  while (active.length > 0 || next < pending.length) {
    while (next < pending.length && (pending[next]?.from ?? Infinity) <= now) active.push(pending[next++] as Track);
    if (active.length === 0) {
      now = pending[next]?.from ?? now;
      continue;
    }
    let slotEnd = next < pending.length ? (pending[next]?.from ?? Infinity) : Infinity;
    for (const t of active) if (t.pieceEnd < slotEnd) slotEnd = t.pieceEnd;
    const slotLength = slotEnd - now;
    for (let k = 0; k < KEYS.length; k++) {
      let bestValue = 0;
      let bestLength = 1;
      for (const t of active) {
        const value = t.values[k];
        if (value === undefined) continue;
        const v = currentValue(t, k, value);
        const length = currentLength(t);
        if (v * bestLength > bestValue * length) {
          bestValue = v;
          bestLength = length;
        }
      }
      if (bestValue > 0) {
        deduped[k] = (deduped[k] ?? 0) + (slotLength === bestLength ? bestValue : (bestValue * slotLength) / bestLength);
        if (k === FUEL) activeMs += slotLength;
      }
    }
    now = slotEnd;
    let finished = false;
    for (const t of active) {
      if (t.pieceEnd <= now) {
        if (t.j >= t.last) finished = true;
        else {
          t.j += 1;
          t.pieceEnd = Math.min(t.series.startMs + (t.j + 1) * t.series.periodMs, t.to);
        }
      }
    }
    if (finished) active = active.filter((t) => !(t.j >= t.last && t.pieceEnd <= now));
  }

  const settle = (k: number, integer: boolean): number => {
    if (!present[k]) return 0;
    const clamped = Math.min(total[k] ?? 0, Math.max(largest[k] ?? 0, deduped[k] ?? 0));
    return integer ? roundHalfUp(clamped) : clamped;
  };
  return {
    fuel: settle(0, true),
    steps: settle(1, true),
    calories: settle(2, false),
    distanceKm: settle(3, false),
    activeMs,
    fuelContributions,
  };
}
