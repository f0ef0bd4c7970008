import type { DayActivityShare, DayAggregate } from "../model/dayAggregate.js";
import type { StoredActivity } from "../model/storedActivity.js";
import { partBefore, pieceRate } from "./clipSeries.js";
import { completeDayAggregate } from "./completeDayAggregate.js";
import { foldDayAggregate } from "./foldDayAggregate.js";
import { intervalSeries, readSeries, SERIES_KEYS } from "./intervalSeries.js";
import { envelopeScratch } from "./rateEnvelope.js";
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
 * One pass over the points: each quantity's series is read once, interior pieces keep their rate `v / P`, only
 * the two pieces cut by each day's bounds are recomputed (as `clipSeries` cuts them); each day's arrays are
 * allocated once, at their exact length. Cost: O(points) plus a few cached offset reads per day.
 *
 * @param stored - a stored activity.
 * @param timeZone - the user's day time zone (decision D-12).
 * @returns the activity's day aggregates.
 */
export function dayAggregatesOf(stored: StoredActivity, timeZone: string): DayAggregate[] {
  const series = intervalSeries(stored);
  const { count, startMs, periodMs } = series;
  if (count === 0) return [];
  const values = SERIES_KEYS.map((key) => readSeries(series, key, 0, count - 1));
  const fuelValues = values[0] as Float64Array;
  const stepValues = values[1];
  const calorieValues = values[2];
  const distanceValues = values[3];
  const spans = localDaysOverlapping(series.startMs, series.endMs, timeZone);
  return spans.map(({ dayNumber, startMs: dayStartMs, endMs: dayEndMs }) => {
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
      let fuel = fuelValues[j] as number;
      let steps = stepValues === undefined ? 0 : (stepValues[j] as number);
      let calories = calorieValues === undefined ? 0 : (calorieValues[j] as number);
      let distance = distanceValues === undefined ? 0 : (distanceValues[j] as number);
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
    if (stepValues !== undefined) share.steps = stepSum;
    if (calorieValues !== undefined) share.calories = calorieSum;
    if (distanceValues !== undefined) share.distanceKm = distanceSum;
    Object.freeze(share);
    const envelope = { boundsMs: bounds.slice(0, kept === 0 ? 0 : kept + 1), rates: rates.slice(0, 4 * kept) };
    return completeDayAggregate({ localDate: dateOfDayNumber(dayNumber), dayStartMs, dayEndMs, envelope, shares: Object.freeze([share]) });
  });
}

/**
 * The day aggregates of several activities in `timeZone`, folded per local date (decision D-95): the `days` of an
 * add's `AddActivitiesOptions`, or, over all of a user's activities, the complete set for `replaceDays`.
 *
 * @param activities - stored activities, any order.
 * @param timeZone - the user's day time zone.
 * @returns one aggregate per local date, ascending.
 */
export function foldActivityDays(activities: readonly StoredActivity[], timeZone: string): DayAggregate[] {
  const days = new Map<string, DayAggregate[]>();
  for (const stored of activities) {
    for (const day of dayAggregatesOf(stored, timeZone)) {
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
        next.push(right === undefined ? (level[i] as DayAggregate) : foldDayAggregate(level[i], right));
      }
      level = next;
    }
    folded.push(level[0] as DayAggregate);
  }
  return folded.sort((a, b) => a.dayStartMs - b.dayStartMs);
}
