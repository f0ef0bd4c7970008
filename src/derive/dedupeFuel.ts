import type { SampleColumn } from "../model/validatedActivity.js";
import { partBefore, pieceRate } from "./partBefore.js";
import { roundHalfUp } from "./roundHalfUp.js";

/**
 * What {@link dedupeFuel} reads of an activity: its sample grid and its FUEL series. Point `j` stands for the
 * interval `[startMs + j × periodMs, startMs + (j + 1) × periodMs)`.
 */
export interface FuelSeries {
  /** Start of the first interval, epoch ms. */
  readonly startMs: number;
  /** Interval length, ms. */
  readonly periodMs: number;
  /** Number of points (intervals). */
  readonly count: number;
  /** Fuel per point (non-negative integers), at least `count` of them. */
  readonly fuelPerPoint: SampleColumn;
}

/** One activity's intervals inside the window, with its sweep cursor. */
interface Track {
  readonly startMs: number;
  readonly periodMs: number;
  /** Clipped start and end, epoch ms. */
  readonly from: number;
  readonly to: number;
  readonly first: number;
  readonly last: number;
  /** The activity's fuel per point; the first and last piece in the window are cut ({@link firstFuel}, {@link lastFuel}). */
  readonly fuelPerPoint: FuelSeries["fuelPerPoint"];
  readonly firstFuel: number;
  readonly lastFuel: number;
  j: number;
  pieceStart: number;
  pieceEnd: number;
}

/** The fuel of piece `j` of a track. */
function pieceFuel(t: Track, j: number): number {
  return j === t.first ? t.firstFuel : j === t.last ? t.lastFuel : (t.fuelPerPoint[j] ?? 0);
}

/** Fuel of point `j` inside `[from, to)`: its shares before the two cuts (`partBefore`) subtracted. */
function cutFuel(series: FuelSeries, j: number, from: number, to: number): number {
  const v = series.fuelPerPoint[j] ?? 0;
  const pointStart = series.startMs + j * series.periodMs;
  return partBefore(v, Math.min(to, pointStart + series.periodMs) - pointStart, series.periodMs) - partBefore(v, from - pointStart, series.periodMs);
}

/** The activity's intervals inside `[fromMs, toMs)`, or `undefined` when none is. */
function clipFuel(series: FuelSeries, fromMs: number, toMs: number): Track | undefined {
  const { startMs, periodMs, fuelPerPoint } = series;
  const from = Math.max(startMs, fromMs);
  const to = Math.min(startMs + series.count * periodMs, toMs);
  if (!(from < to)) return undefined;
  const first = Math.floor((from - startMs) / periodMs);
  const last = Math.ceil((to - startMs) / periodMs) - 1;
  const firstFuel = cutFuel(series, first, from, to);
  const lastFuel = first === last ? firstFuel : cutFuel(series, last, from, to);
  const pieceEnd = Math.min(startMs + (first + 1) * periodMs, to);
  return { startMs, periodMs, from, to, first, last, fuelPerPoint, firstFuel, lastFuel, j: first, pieceStart: from, pieceEnd };
}

/**
 * The fuel of several activities over one time window `[fromMs, toMs)`, de-duplicated (spec 2.5): clip every
 * interval to the window, sweep from interval boundary to interval boundary keeping the highest rate, sum over
 * runs of constant rate, clamp to [largest contribution, sum of contributions], round half-up. It reads the FUEL
 * series in place and calls no closure in its loops (a closure made per call deoptimised the sweep at every call).
 * With one activity in the window it is that activity's fuel in the window; a property test holds it equal to a
 * plain sweep of every quantity (the test oracle `test/derive/dedupeInterval.ts`).
 *
 * Cost: O(B × A) for B interval boundaries in the window and A activities covering a moment at once.
 *
 * @example
 * ```ts
 * dedupeFuel([{ startMs: 0, periodMs: 5000, count: 2, fuelPerPoint: [4, 4] }], 0, 86_400_000); // 8
 * ```
 *
 * @param activities - the activities' sample grids and FUEL series (integers per point), any order.
 * @param fromMs - window start, epoch ms (inclusive).
 * @param toMs - window end, epoch ms (exclusive).
 * @returns the de-duplicated fuel, a non-negative integer (0 when no activity reaches into the window).
 */
export function dedupeFuel(activities: readonly FuelSeries[], fromMs: number, toMs: number): number {
  const tracks: Track[] = [];
  let largest = 0;
  let total = 0;
  for (let a = 0; a < activities.length; a++) {
    const track = clipFuel(activities[a]!, fromMs, toMs);
    if (track === undefined) continue;
    let sum = 0;
    for (let j = track.first; j <= track.last; j++) sum += pieceFuel(track, j);
    if (sum > largest) largest = sum;
    total += sum;
    tracks.push(track);
  }
  if (tracks.length === 0) return 0;

  const pending = tracks.sort((x, y) => x.from - y.from);
  let deduped = 0;
  let runRate = 0;
  let runMs = 0;
  let active: Track[] = [];
  let next = 0;
  let now = pending[0]!.from;
  while (active.length > 0 || next < pending.length) {
    while (next < pending.length && pending[next]!.from <= now) active.push(pending[next++]!);
    if (active.length === 1) {
      // one activity alone until the next starts (most of a wristband day): its whole pieces one by one, in
      // locals, as the slots below would take them
      const t = active[0]!;
      const until = next < pending.length ? pending[next]!.from : Number.POSITIVE_INFINITY;
      let { j, pieceStart, pieceEnd } = t;
      if (pieceEnd <= until) {
        const { startMs, periodMs, to, last } = t;
        let ended = false;
        do {
          const rate = pieceRate(pieceFuel(t, j), pieceEnd - pieceStart);
          if (rate === runRate) runMs += pieceEnd - now;
          else {
            if (runRate > 0) deduped += runRate * runMs;
            runRate = rate;
            runMs = pieceEnd - now;
          }
          now = pieceEnd;
          if (j >= last) {
            ended = true;
            break;
          }
          j += 1;
          pieceStart = pieceEnd;
          pieceEnd = Math.min(startMs + (j + 1) * periodMs, to);
        } while (pieceEnd <= until);
        t.j = j;
        t.pieceStart = pieceStart;
        t.pieceEnd = pieceEnd;
        if (ended) active = [];
        continue;
      }
    }
    let best = 0;
    let slotEnd: number;
    if (active.length === 0) {
      slotEnd = pending[next]!.from;
    } else {
      slotEnd = next < pending.length ? pending[next]!.from : Number.POSITIVE_INFINITY;
      for (let a = 0; a < active.length; a++) {
        const t = active[a]!;
        if (t.pieceEnd < slotEnd) slotEnd = t.pieceEnd;
        const rate = pieceRate(pieceFuel(t, t.j), t.pieceEnd - t.pieceStart);
        if (rate > best) best = rate;
      }
    }
    // the run of constant highest rate goes on, or closes into the sum
    if (best === runRate) runMs += slotEnd - now;
    else {
      if (runRate > 0) deduped += runRate * runMs;
      runRate = best;
      runMs = slotEnd - now;
    }
    now = slotEnd;
    let finished = false;
    for (let a = 0; a < active.length; a++) {
      const t = active[a]!;
      if (t.pieceEnd > now) continue;
      if (t.j >= t.last) finished = true;
      else {
        t.j += 1;
        t.pieceStart = t.pieceEnd;
        t.pieceEnd = Math.min(t.startMs + (t.j + 1) * t.periodMs, t.to);
      }
    }
    if (finished) {
      // a copy of the clock for the closure: a captured `now` would live in a heap context, boxed at every slot
      const at = now;
      active = active.filter((t) => t.j < t.last || t.pieceEnd > at);
    }
  }
  if (runRate > 0) deduped += runRate * runMs;
  return roundHalfUp(Math.min(total, Math.max(largest, deduped)));
}
