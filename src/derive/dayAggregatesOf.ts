import type { DayActivityShare, DayAggregate } from "../model/dayAggregate.js";
import type { StoredActivity } from "../model/storedActivity.js";
import { partBefore, pieceRate } from "./clipSeries.js";
import { completeDayAggregate } from "./completeDayAggregate.js";
import { foldDayAggregate } from "./foldDayAggregate.js";
import { intervalDistanceKm } from "../fuel/intervalDistanceKm.js";
import { intervalSeries } from "./intervalSeries.js";
import { copyEnvelope, envelopeScratch, newFloat64Array, type Float64Allocator } from "./rateEnvelope.js";
import { dateOfDayNumber, dayStartMsOfDayNumber, localDayNumber } from "./localDays.js";

/** A local day: its number (days since 1970-01-01) and its bounds, epoch ms. */
export interface LocalDaySpan {
  /** Local day number. */
  readonly dayNumber: number;
  /** First instant of the day. */
  readonly startMs: number;
  /** First instant of the next day. */
  readonly endMs: number;
}

/**
 * The local days of `timeZone` that the time span `[fromMs, toMs)` overlaps, ascending (decision D-36): days of
 * zero length (a date the zone skipped) are left out. One day of margin each side is examined, since around a
 * repeated midnight an instant's local date can precede its day.
 *
 * @param fromMs - span start, epoch ms.
 * @param toMs - span end, epoch ms (exclusive, > fromMs).
 * @param timeZone - an IANA time zone name.
 */
export function localDaysOverlapping(fromMs: number, toMs: number, timeZone: string): LocalDaySpan[] {
  const out: LocalDaySpan[] = [];
  if (!(fromMs < toMs)) return out;
  const last = localDayNumber(toMs - 1, timeZone) + 1;
  let day = localDayNumber(fromMs, timeZone) - 1;
  let start = dayStartMsOfDayNumber(day, timeZone);
  for (; day <= last; day++) {
    const end = dayStartMsOfDayNumber(day + 1, timeZone);
    if (start < end && fromMs < end && toMs > start) out.push({ dayNumber: day, startMs: start, endMs: end });
    start = end;
  }
  return out;
}

/**
 * One activity's aggregates of the local days its samples overlap in `timeZone`, ascending by date (decision
 * D-95): for each day, the envelope of its clipped intervals (each piece's rate `value / length`, decision D-37)
 * and its own share. An activity without data points has none. Fold them into the stored days with
 * `foldDayAggregate`.
 *
 * One pass over the points, reading the stored columns in place (the values of `readSeries`, nothing copied):
 * interior pieces keep their rate `v / P`, only the two pieces cut by each day's bounds are recomputed (as
 * `clipSeries` cuts them); each day's envelope is built in scratch arrays and copied out at its exact length into
 * arrays from `allocate` (decision D-180). Cost: O(points) plus a few cached offset reads per day.
 *
 * @param stored - a stored activity.
 * @param timeZone - the user's day time zone (decision D-12).
 * @param allocate - where each day's envelope arrays go (default: new arrays).
 * @returns the activity's day aggregates.
 */
export function dayAggregatesOf(stored: StoredActivity, timeZone: string, allocate: Float64Allocator = newFloat64Array): DayAggregate[] {
  const series = intervalSeries(stored);
  const { count, startMs, periodMs, fuelPerPoint, steps: stepColumn, calories: calorieColumn, distance: distanceColumn, speed } = series;
  if (count === 0) return [];
  // the quantities of readSeries, read point by point: calories from the column, else the estimate spread in
  // proportion to fuel (evenly when the fuel is 0), distance as each interval's gain (decision D-140)
  const estimatedCalories = calorieColumn === undefined ? series.estimatedCalories : undefined;
  const fuelTotal = series.fuelTotal;
  const hasSteps = stepColumn !== undefined;
  const hasCalories = calorieColumn !== undefined || estimatedCalories !== undefined;
  const hasDistance = distanceColumn !== undefined;
  const intervalSeconds = periodMs / 1000;
  const spans = localDaysOverlapping(series.startMs, series.endMs, timeZone);
  const out: DayAggregate[] = [];
  for (const { dayNumber, startMs: dayStartMs, endMs: dayEndMs } of spans) {
    const from = Math.max(startMs, dayStartMs);
    const to = Math.min(series.endMs, dayEndMs);
    const first = Math.floor((from - startMs) / periodMs);
    const last = Math.ceil((to - startMs) / periodMs) - 1;
    // one pass, point by point: the piece's four values (edge pieces cut as clipSeries cuts them), their sums in
    // piece order, and the canonical envelope (equal neighbours merged, zero pieces dropped at both ends), built in
    // scratch arrays and copied out at its exact length.
    const { bounds, rates } = envelopeScratch(last - first + 1);
    let fuelSum = 0;
    let stepSum = 0;
    let calorieSum = 0;
    let distanceSum = 0;
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
      activityId: stored.activityId,
      startMs,
      fuel: fuelSum,
    };
    if (hasSteps) share.steps = stepSum;
    if (hasCalories) share.calories = calorieSum;
    if (hasDistance) share.distanceKm = distanceSum;
    Object.freeze(share);
    const envelope = copyEnvelope(bounds, rates, kept, allocate);
    out.push(completeDayAggregate({ localDate: dateOfDayNumber(dayNumber), dayStartMs, dayEndMs, envelope, shares: Object.freeze([share]) }));
  }
  return out;
}

/**
 * The day aggregates of several activities in `timeZone`, folded per local date (decision D-95): the `days` of an
 * add's `AddActivitiesOptions`, or, over all of a user's activities, the complete set for `replaceDays`.
 *
 * @param activities - stored activities, any order.
 * @param timeZone - the user's day time zone.
 * @param allocate - where the envelopes' arrays go (default: new arrays; decision D-180).
 * @returns one aggregate per local date, ascending.
 */
export function foldActivityDays(activities: readonly StoredActivity[], timeZone: string, allocate: Float64Allocator = newFloat64Array): DayAggregate[] {
  const days = new Map<string, DayAggregate[]>();
  for (const stored of activities) {
    for (const day of dayAggregatesOf(stored, timeZone, allocate)) {
      const list = days.get(day.localDate);
      if (list === undefined) days.set(day.localDate, [day]);
      else list.push(day);
    }
  }
  // pairwise, level by level: O(k log k) for k activities in a day (the fold is associative and commutative)
  const folded: DayAggregate[] = [];
  for (let level of days.values()) {
    while (level.length > 1) {
      const next: DayAggregate[] = [];
      for (let i = 0; i < level.length; i += 2) {
        const right = level[i + 1];
        next.push(right === undefined ? (level[i] as DayAggregate) : foldDayAggregate(level[i], right, allocate));
      }
      level = next;
    }
    folded.push(level[0] as DayAggregate);
  }
  return folded.sort((a, b) => a.dayStartMs - b.dayStartMs);
}
