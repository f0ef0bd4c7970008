import { partBefore, pieceRate } from "./clipSeries.js";
import type { IntervalSeries } from "./intervalSeries.js";
import { roundHalfUp } from "./roundHalfUp.js";

/** What {@link dedupeFuel} reads of an activity: its sample grid and its FUEL series. */
export type FuelSeries = Pick<IntervalSeries, "startMs" | "periodMs" | "count" | "fuelPerPoint">;

/** One activity's fuel pieces inside the window, with its sweep cursor. */
interface Track {
  readonly startMs: number;
  readonly periodMs: number;
  /** Clipped start and end, epoch ms. */
  readonly from: number;
  readonly to: number;
  readonly first: number;
  readonly last: number;
  /** Fuel of each piece `j − first`, edge pieces cut. */
  readonly pieces: Float64Array;
  j: number;
  pieceStart: number;
  pieceEnd: number;
}

/** The activity's intervals inside `[fromMs, toMs)` with their fuel, edge intervals cut as `clipSeries` cuts them. */
function clipFuel(series: FuelSeries, fromMs: number, toMs: number): Track | undefined {
  const { startMs, periodMs, fuelPerPoint } = series;
  const from = Math.max(startMs, fromMs);
  const to = Math.min(startMs + series.count * periodMs, toMs);
  if (!(from < to)) return undefined;
  const first = Math.floor((from - startMs) / periodMs);
  const last = Math.ceil((to - startMs) / periodMs) - 1;
  const pieces = new Float64Array(last - first + 1);
  for (let j = first; j <= last; j++) pieces[j - first] = fuelPerPoint[j] ?? 0;
  for (let e = 0; e < (first === last ? 1 : 2); e++) {
    const j = e === 0 ? first : last;
    const v = pieces[j - first]!;
    const pointStart = startMs + j * periodMs;
    pieces[j - first] = partBefore(v, Math.min(to, pointStart + periodMs) - pointStart, periodMs) - partBefore(v, from - pointStart, periodMs);
  }
  const pieceEnd = Math.min(startMs + (first + 1) * periodMs, to);
  return { startMs, periodMs, from, to, first, last, pieces, j: first, pieceStart: from, pieceEnd };
}

/**
 * The fuel of several activities over one time window `[fromMs, toMs)`, de-duplicated (spec 2.5): the fuel that
 * `dedupeInterval` computes, by the same steps for fuel alone (clip, sweep from interval boundary to interval
 * boundary keeping the highest rate, canonical sum over runs of constant rate, clamp to [largest contribution,
 * sum of contributions], round half-up), in one function without per-call closures, so that it stays compiled.
 * With one activity in the window it is that activity's fuel in the window.
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
    for (let i = 0; i < track.pieces.length; i++) sum += track.pieces[i]!;
    if (sum > largest) largest = sum;
    total += sum;
    tracks.push(track);
  }
  if (tracks.length === 0) return 0;
  // one activity: the clamp below gives its own sum whatever the sweep adds up to
  if (tracks.length === 1) return roundHalfUp(total);

  const pending = tracks.sort((x, y) => x.from - y.from);
  let deduped = 0;
  let runRate = 0;
  let runMs = 0;
  let active: Track[] = [];
  let next = 0;
  let now = pending[0]!.from;
  while (active.length > 0 || next < pending.length) {
    while (next < pending.length && pending[next]!.from <= now) active.push(pending[next++]!);
    let best = 0;
    let slotEnd: number;
    if (active.length === 0) {
      slotEnd = pending[next]!.from;
    } else {
      slotEnd = next < pending.length ? pending[next]!.from : Number.POSITIVE_INFINITY;
      for (let a = 0; a < active.length; a++) {
        const t = active[a]!;
        if (t.pieceEnd < slotEnd) slotEnd = t.pieceEnd;
        const rate = pieceRate(t.pieces[t.j - t.first]!, t.pieceEnd - t.pieceStart);
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
    if (finished) active = active.filter((t) => t.j < t.last || t.pieceEnd > now);
  }
  if (runRate > 0) deduped += runRate * runMs;
  return roundHalfUp(Math.min(total, Math.max(largest, deduped)));
}
