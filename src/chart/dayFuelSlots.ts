import { partBefore } from "../derive/partBefore.js";
import { roundHalfUp } from "../derive/roundHalfUp.js";

/** One activity's fuel on its sample grid, as the day chart reads it. */
export interface FuelTrack {
  /** Start of its first interval, epoch ms. */
  readonly startMs: number;
  /** Interval length, ms (> 0). */
  readonly periodMs: number;
  /** Fuel per interval (non-finite or negative values count as 0). */
  readonly fuel: ArrayLike<number>;
}

/** The de-duplicated fuel of a window, per slot and per activity. */
export interface DayFuelSlots {
  /** Number of slots: ⌈window / slot⌉ (the last one may be shorter). */
  readonly slotCount: number;
  /**
   * `counted[a][s]`: the fuel of slot `s` that activity `a` contributes, i.e. the time in the slot where its rate
   * is the highest (the first such activity on ties) times that rate. Summed over activities, a slot's
   * de-duplicated fuel.
   */
  readonly counted: readonly Float64Array[];
  /** Each activity's own fuel inside the window (edge intervals cut in proportion, rounded half-up). */
  readonly own: readonly number[];
  /**
   * The window's de-duplicated fuel as the service computes a wristband day's (`dedupeFuel`): the highest
   * rate summed over maximal runs of constant rate, clamped to [largest own fuel, sum of own fuel], rounded
   * half-up.
   */
  readonly total: number;
}

const valueOf = (fuel: ArrayLike<number>, j: number): number => {
  const v = fuel[j] as number;
  return v > 0 && v < Infinity ? v : 0;
};

/**
 * Cuts a window `[fromMs, toMs)` into slots of `slotMs` and splits each slot's de-duplicated fuel among the
 * activities (spec 2.5): at every moment only the highest fuel rate among the activities covering it counts, and
 * it counts for the activity holding it. The total equals the service's wristband fuel for the same activities in
 * the same order (sorted by start time, then id): the same clipping (an interval cut by the window keeps its
 * share `v × part / period`, rounded half-up), rates, run sums, clamp and rounding. Cost O(B log B + B × A) for B
 * interval boundaries and A activities.
 *
 * @example
 * ```ts
 * const { total } = dayFuelSlots([{ startMs: 0, periodMs: 5000, fuel: [2, 2] }, { startMs: 5000, periodMs: 5000, fuel: [4] }], 0, 10_000, 5000);
 * // total 6: the second interval counts once, at the higher rate
 * ```
 *
 * @param tracks - the activities, in the service's order.
 * @param fromMs - window start, epoch ms (integer).
 * @param toMs - window end, epoch ms (> fromMs).
 * @param slotMs - slot length, ms (> 0).
 * @returns per-slot contributions, each activity's own fuel and the de-duplicated total.
 */
export function dayFuelSlots(tracks: readonly FuelTrack[], fromMs: number, toMs: number, slotMs: number): DayFuelSlots {
  const slotCount = Math.max(1, Math.ceil((toMs - fromMs) / slotMs));
  const counted = tracks.map(() => new Float64Array(slotCount));
  const clipped = tracks.map((track) => {
    const { startMs, periodMs, fuel } = track;
    const from = Math.max(startMs, fromMs);
    const to = Math.min(startMs + fuel.length * periodMs, toMs);
    if (!(from < to)) return undefined;
    const first = Math.floor((from - startMs) / periodMs);
    // at most the last point, whatever the rounding of a huge start plus a tiny period
    const last = Math.min(fuel.length - 1, Math.ceil((to - startMs) / periodMs) - 1);
    if (last < first) return undefined;
    const pieces = new Float64Array(last - first + 1);
    for (let j = first; j <= last; j++) pieces[j - first] = valueOf(fuel, j);
    for (const j of first === last ? [first] : [first, last]) {
      const v = pieces[j - first] as number;
      const pointStart = startMs + j * periodMs;
      pieces[j - first] = partBefore(v, Math.min(to, pointStart + periodMs) - pointStart, periodMs) - partBefore(v, from - pointStart, periodMs);
    }
    return { startMs, periodMs, from, to, first, pieces };
  });

  let largest = 0;
  let sum = 0;
  const own = clipped.map((c) => {
    let total = 0;
    if (c !== undefined) for (let i = 0; i < c.pieces.length; i++) total += c.pieces[i] as number;
    if (total > largest) largest = total;
    sum += total;
    return total;
  });

  const bounds: number[] = [];
  for (let s = 0; s < slotCount; s++) bounds.push(fromMs + s * slotMs);
  bounds.push(toMs);
  for (const c of clipped) {
    if (c === undefined) continue;
    bounds.push(c.from, c.to);
    for (let j = c.first + 1; j < c.first + c.pieces.length; j++) bounds.push(c.startMs + j * c.periodMs);
  }
  const sorted = Float64Array.from(bounds).sort();

  let deduped = 0;
  let runRate = 0;
  let runMs = 0;
  for (let b = 0; b + 1 < sorted.length; b++) {
    const at = sorted[b] as number;
    const length = (sorted[b + 1] as number) - at;
    if (length <= 0) continue;
    let best = 0;
    let winner = -1;
    for (let a = 0; a < clipped.length; a++) {
      const c = clipped[a];
      if (c === undefined || at < c.from || at >= c.to) continue;
      const j = Math.floor((at - c.startMs) / c.periodMs);
      const value = c.pieces[j - c.first] as number;
      const pieceLength = Math.min(c.to, c.startMs + (j + 1) * c.periodMs) - Math.max(c.from, c.startMs + j * c.periodMs);
      const rate = value > 0 ? value / pieceLength : 0;
      if (rate > best) {
        best = rate;
        winner = a;
      }
    }
    if (winner >= 0) {
      const slot = Math.min(slotCount - 1, Math.floor((at - fromMs) / slotMs));
      const row = counted[winner] as Float64Array;
      row[slot] = (row[slot] as number) + best * length;
    }
    if (best === runRate) runMs += length;
    else {
      if (runRate > 0) deduped += runRate * runMs;
      runRate = best;
      runMs = length;
    }
  }
  if (runRate > 0) deduped += runRate * runMs;
  const total = clipped.some((c) => c !== undefined) ? roundHalfUp(Math.min(sum, Math.max(largest, deduped))) : 0;
  return { slotCount, counted, own, total };
}
