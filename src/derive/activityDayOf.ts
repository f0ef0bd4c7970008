import type { DayActivityShare } from "../model/dayAggregate.js";
import { intervalDistanceKm } from "../fuel/intervalDistanceKm.js";
import { partBefore, pieceRate } from "./clipSeries.js";
import type { IntervalSeries } from "./intervalSeries.js";
import type { LocalDaySpan } from "./dayAggregatesOf.js";
import { copyEnvelope, envelopeScratch, type Float64Allocator, type RateEnvelope } from "./rateEnvelope.js";

/** One activity's part of one local day: its share, its active time, and its envelope when asked for. */
export interface ActivityDay {
  /** The activity's share of the day (sums in piece order, decision D-95). */
  readonly share: DayActivityShare;
  /** Length of the pieces whose fuel is above 0, ms (the day's `activeMs` when it holds only this activity). */
  readonly activeMs: number;
  /** The canonical envelope of the pieces, or `undefined` when not asked for. */
  readonly envelope: RateEnvelope | undefined;
}

/**
 * One activity's part of the local day `span` (decisions D-37, D-95, D-180): one pass over the points the day
 * overlaps, reading the stored columns in place (the values of `readSeries`): each piece's four values (the two
 * pieces cut by the day's bounds as `clipSeries` cuts them), their sums in piece order, the time whose fuel is
 * above 0 and, with `allocate`, the canonical envelope (equal neighbours merged, zero pieces dropped at both
 * ends) built in scratch arrays and copied out at its exact length. Internal to the derivations; the day must
 * overlap the activity's samples.
 *
 * @param activityId - the activity's id (the share's).
 * @param series - the activity's interval series.
 * @param span - the local day.
 * @param allocate - where the envelope goes, or `undefined` for no envelope.
 */
export function activityDayOf(activityId: string, series: IntervalSeries, span: LocalDaySpan, allocate: Float64Allocator | undefined): ActivityDay {
  const { count, startMs, periodMs, fuelPerPoint, steps: stepColumn, calories: calorieColumn, distance: distanceColumn, speed } = series;
  // calories from the column, else the estimate spread in proportion to fuel (evenly when the fuel is 0),
  // distance as each interval's gain (decision D-140)
  const estimatedCalories = calorieColumn === undefined ? series.estimatedCalories : undefined;
  const fuelTotal = series.fuelTotal;
  const intervalSeconds = periodMs / 1000;
  const withEnvelope = allocate !== undefined;
  const from = Math.max(startMs, span.startMs);
  const to = Math.min(series.endMs, span.endMs);
  const first = Math.floor((from - startMs) / periodMs);
  const last = Math.ceil((to - startMs) / periodMs) - 1;
  const { bounds, rates } = envelopeScratch(withEnvelope ? last - first + 1 : 0);
  let fuelSum = 0;
  let stepSum = 0;
  let calorieSum = 0;
  let distanceSum = 0;
  let activeMs = 0;
  let n = 0; // segments written
  let kept = 0; // segments up to the last one with a rate above 0
  for (let j = first; j <= last; j++) {
    const pointStart = startMs + j * periodMs;
    const pointFuel = fuelPerPoint[j] ?? 0;
    let fuel = pointFuel;
    let steps = stepColumn === undefined ? 0 : (stepColumn[j] ?? 0);
    let calories =
      calorieColumn !== undefined
        ? (calorieColumn[j] ?? 0)
        : estimatedCalories === undefined
          ? 0
          : fuelTotal > 0
            ? (estimatedCalories * pointFuel) / fuelTotal
            : estimatedCalories / count;
    let distance = distanceColumn === undefined ? 0 : intervalDistanceKm(distanceColumn, speed, intervalSeconds, j);
    let pieceStart = pointStart;
    let pieceEnd = pointStart + periodMs;
    if (j === first || j === last) {
      pieceStart = Math.max(from, pointStart);
      pieceEnd = Math.min(to, pieceEnd);
      const endOffset = pieceEnd - pointStart;
      const startOffset = pieceStart - pointStart;
      fuel = partBefore(fuel, endOffset, periodMs) - partBefore(fuel, startOffset, periodMs);
      steps = partBefore(steps, endOffset, periodMs) - partBefore(steps, startOffset, periodMs);
      calories = partBefore(calories, endOffset, periodMs) - partBefore(calories, startOffset, periodMs);
      distance = partBefore(distance, endOffset, periodMs) - partBefore(distance, startOffset, periodMs);
    }
    fuelSum += fuel;
    stepSum += steps;
    calorieSum += calories;
    distanceSum += distance;
    const length = pieceEnd - pieceStart;
    const r0 = pieceRate(fuel, length);
    // the envelope's fuel rate is this piece's: the time of segments whose fuel rate is above 0
    if (r0 > 0) activeMs += length;
    if (!withEnvelope) continue;
    const r1 = pieceRate(steps, length);
    const r2 = pieceRate(calories, length);
    const r3 = pieceRate(distance, length);
    const positive = r0 > 0 || r1 > 0 || r2 > 0 || r3 > 0;
    if (n === 0) {
      if (!positive) continue;
    } else {
      const at = 4 * (n - 1);
      if (rates[at] === r0 && rates[at + 1] === r1 && rates[at + 2] === r2 && rates[at + 3] === r3) {
        bounds[n] = pieceEnd;
        if (positive) kept = n;
        continue;
      }
    }
    bounds[n] = pieceStart;
    bounds[n + 1] = pieceEnd;
    const at = 4 * n;
    rates[at] = r0;
    rates[at + 1] = r1;
    rates[at + 2] = r2;
    rates[at + 3] = r3;
    n++;
    if (positive) kept = n;
  }
  const share: { activityId: string; startMs: number; fuel: number; steps?: number; calories?: number; distanceKm?: number } = {
    activityId,
    startMs,
    fuel: fuelSum,
  };
  if (stepColumn !== undefined) share.steps = stepSum;
  if (calorieColumn !== undefined || estimatedCalories !== undefined) share.calories = calorieSum;
  if (distanceColumn !== undefined) share.distanceKm = distanceSum;
  return { share: Object.freeze(share), activeMs, envelope: withEnvelope ? copyEnvelope(bounds, rates, kept, allocate) : undefined };
}
