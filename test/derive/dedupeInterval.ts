import { clipSeries, pieceRate, type ClippedSeries } from "./clipSeries.js";
import { SERIES_KEYS, type IntervalSeries } from "./intervalSeries.js";
import { roundHalfUp } from "../../src/derive/roundHalfUp.js";

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

/** One activity clipped to the window, with its sweep cursor. */
interface Track extends ClippedSeries {
  j: number;
  pieceStart: number;
  pieceEnd: number;
}

/**
 * The test oracle of the wristband day: a plain sweep of every quantity (the library computes fuel alone with
 * `dedupeFuel`, which the property tests hold equal to this).
 *
 * De-duplicates fuel, steps, calories and distance of several activities over one time window `[fromMs, toMs)`
 * (spec 2.5, 4.2). A moment covered by several activities counts once, at the highest rate:
 *
 * 1. Every activity's intervals are clipped to the window (`clipSeries`); a piece's rate is `value / length`.
 * 2. Time is swept from interval boundary to interval boundary; in each elementary slot each quantity takes the
 *    highest rate among the activities covering it (0 where none does).
 * 3. Canonical summation: per quantity, time is cut into maximal runs of constant highest rate,
 *    and `rate × run length` is summed over the runs, in time order.
 * 4. The result is clamped to `[largest contribution, sum of contributions]` (the sum in input order) and, for
 *    fuel and steps, rounded half-up. With no overlap it equals the sum; the same activity counted twice changes
 *    nothing.
 *
 * Cost: O(B × A) for B interval boundaries in the window and A activities covering a moment at once.
 *
 * @param activities - the activities' interval series, by start time then id for the canonical sum of step 4.
 * @param fromMs - window start, epoch ms (inclusive).
 * @param toMs - window end, epoch ms (exclusive).
 * @returns the de-duplicated totals and each activity's own fuel in the window.
 */
export function dedupeInterval(activities: readonly IntervalSeries[], fromMs: number, toMs: number): DedupedTotals {
  const tracks: Track[] = [];
  const largest = [0, 0, 0, 0];
  const total = [0, 0, 0, 0];
  const present = [false, false, false, false];
  const fuelContributions = activities.map(() => 0);
  activities.forEach((series, index) => {
    const clipped = clipSeries(series, fromMs, toMs);
    if (clipped === undefined) return;
    tracks.push({ ...clipped, j: clipped.first, pieceStart: clipped.from, pieceEnd: Math.min(clipped.startMs + (clipped.first + 1) * clipped.periodMs, clipped.to) });
    clipped.pieces.forEach((values, k) => {
      if (values === undefined) return;
      present[k] = true;
      let sum = 0;
      for (let i = 0; i < values.length; i++) sum += values[i] ?? 0;
      if (sum > (largest[k] as number)) largest[k] = sum;
      total[k] = (total[k] as number) + sum;
      if (k === FUEL) fuelContributions[index] = sum;
    });
  });

  const pending = [...tracks].sort((a, b) => a.from - b.from);
  const deduped = new Float64Array(QUANTITIES);
  const runRate = new Float64Array(QUANTITIES);
  const runMs = new Float64Array(QUANTITIES);
  const best = new Float64Array(QUANTITIES);
  const addSlot = (lengthMs: number): void => {
    for (let k = 0; k < QUANTITIES; k++) {
      const rate = best[k] as number;
      if (rate === runRate[k]) runMs[k] = (runMs[k] as number) + lengthMs;
      else {
        if ((runRate[k] as number) > 0) deduped[k] = (deduped[k] as number) + (runRate[k] as number) * (runMs[k] as number);
        runRate[k] = rate;
        runMs[k] = lengthMs;
      }
    }
  };
  let activeMs = 0;
  let active: Track[] = [];
  let next = 0;
  let now = pending[0]?.from ?? 0;
  while (active.length > 0 || next < pending.length) {
    while (next < pending.length && (pending[next] as Track).from <= now) active.push(pending[next++] as Track);
    if (active.length === 0) {
      const gapEnd = (pending[next] as Track).from;
      best.fill(0);
      addSlot(gapEnd - now);
      now = gapEnd;
      continue;
    }
    let slotEnd = next < pending.length ? (pending[next] as Track).from : Number.POSITIVE_INFINITY;
    for (let a = 0; a < active.length; a++) slotEnd = Math.min(slotEnd, (active[a] as Track).pieceEnd);

    best.fill(0);
    for (let a = 0; a < active.length; a++) {
      const t = active[a] as Track;
      const length = t.pieceEnd - t.pieceStart;
      const i = t.j - t.first;
      for (let k = 0; k < QUANTITIES; k++) {
        const values = t.pieces[k];
        if (values === undefined) continue;
        const rate = pieceRate(values[i] as number, length);
        if (rate > (best[k] as number)) best[k] = rate;
      }
    }
    addSlot(slotEnd - now);
    if ((best[FUEL] as number) > 0) activeMs += slotEnd - now;

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
  best.fill(0);
  addSlot(0);

  const settle = (k: number, integer: boolean): number => {
    if (!present[k]) return 0;
    const clamped = Math.min(total[k] as number, Math.max(largest[k] as number, deduped[k] as number));
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
