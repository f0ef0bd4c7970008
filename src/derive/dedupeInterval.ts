import { readSeries, SERIES_KEYS, type IntervalSeries } from "./intervalSeries.js";
import { roundHalfUp } from "./roundHalfUp.js";

const QUANTITIES = SERIES_KEYS.length;
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

/** One activity clipped to the window: its piece values and its sweep cursor. */
interface Track {
  readonly index: number;
  readonly startMs: number;
  readonly periodMs: number;
  /** Clipped start and end, epoch ms. */
  readonly from: number;
  readonly to: number;
  /** Indices of the first and last point inside the window. */
  readonly first: number;
  readonly last: number;
  /** Per quantity, the value of each piece `j − first` (the edge pieces already cut), or `undefined`. */
  readonly pieces: readonly (Float64Array | undefined)[];
  /** Sweep cursor: the current point and its piece's bounds. */
  j: number;
  pieceStart: number;
  pieceEnd: number;
}

function makeTrack(series: IntervalSeries, index: number, fromMs: number, toMs: number): Track | undefined {
  const from = Math.max(series.startMs, fromMs);
  const to = Math.min(series.endMs, toMs);
  if (!(from < to)) return undefined;
  const { startMs, periodMs } = series;
  const first = Math.floor((from - startMs) / periodMs);
  const last = Math.ceil((to - startMs) / periodMs) - 1;
  const pieces = SERIES_KEYS.map((key) => {
    const values = readSeries(series, key, first, last);
    if (values === undefined) return undefined;
    for (const j of first === last ? [first] : [first, last]) {
      const v = values[j - first] ?? 0;
      const pointStart = startMs + j * periodMs;
      values[j - first] = partBefore(v, Math.min(to, pointStart + periodMs) - pointStart, periodMs) - partBefore(v, from - pointStart, periodMs);
    }
    return values;
  });
  return { index, startMs, periodMs, from, to, first, last, pieces, j: first, pieceStart: from, pieceEnd: Math.min(startMs + (first + 1) * periodMs, to) };
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
    t.pieces.forEach((values, k) => {
      if (values === undefined) return;
      present[k] = true;
      let sum = 0;
      for (let i = 0; i < values.length; i++) sum += values[i] ?? 0;
      largest[k] = Math.max(largest[k] ?? 0, sum);
      total[k] = (total[k] ?? 0) + sum;
      if (k === FUEL) fuelContributions[t.index] = sum;
    });
  }

  // Sweep from boundary to boundary; tracks enter at their clipped start and leave at their clipped end.
  const pending = [...tracks].sort((a, b) => a.from - b.from);
  const deduped = new Float64Array(QUANTITIES);
  const bestValue = new Float64Array(QUANTITIES);
  const bestLength = new Float64Array(QUANTITIES);
  let activeMs = 0;
  let active: Track[] = [];
  let next = 0;
  let now = pending[0]?.from ?? 0;
  while (active.length > 0 || next < pending.length) {
    while (next < pending.length && (pending[next] as Track).from <= now) active.push(pending[next++] as Track);
    if (active.length === 0) {
      now = (pending[next] as Track).from;
      continue;
    }
    let slotEnd = next < pending.length ? (pending[next] as Track).from : Number.POSITIVE_INFINITY;
    for (let a = 0; a < active.length; a++) slotEnd = Math.min(slotEnd, (active[a] as Track).pieceEnd);
    const slotLength = slotEnd - now;

    for (let k = 0; k < QUANTITIES; k++) {
      bestValue[k] = 0;
      bestLength[k] = 1;
    }
    for (let a = 0; a < active.length; a++) {
      const t = active[a] as Track;
      const length = t.pieceEnd - t.pieceStart;
      const i = t.j - t.first;
      for (let k = 0; k < QUANTITIES; k++) {
        const values = t.pieces[k];
        if (values === undefined) continue;
        const v = values[i] as number;
        if (v * (bestLength[k] as number) > (bestValue[k] as number) * length) {
          bestValue[k] = v;
          bestLength[k] = length;
        }
      }
    }
    for (let k = 0; k < QUANTITIES; k++) {
      const v = bestValue[k] as number;
      if (v > 0) {
        const length = bestLength[k] as number;
        deduped[k] = (deduped[k] as number) + (slotLength === length ? v : (v * slotLength) / length);
        if (k === FUEL) activeMs += slotLength;
      }
    }

    now = slotEnd;
    let finished = false;
    for (let a = 0; a < active.length; a++) {
      const t = active[a] as Track;
      if (t.pieceEnd > now) continue;
      if (t.j >= t.last) finished = true;
      else {
        t.j += 1;
        t.pieceStart = t.pieceEnd;
        t.pieceEnd = Math.min(t.startMs + (t.j + 1) * t.periodMs, t.to);
      }
    }
    if (finished) active = active.filter((t) => t.j < t.last || t.pieceEnd > now);
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
