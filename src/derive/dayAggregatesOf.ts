import type { DayActivityShare, DayAggregate } from "../model/dayAggregate.js";
import type { StoredActivity } from "../model/storedActivity.js";
import { partBefore, pieceRate } from "./clipSeries.js";
import { completeDayAggregate } from "./completeDayAggregate.js";
import { foldDayAggregate } from "./foldDayAggregate.js";
import { intervalSeries, readSeries, SERIES_KEYS } from "./intervalSeries.js";
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
 * allocated at their exact length. Cost: O(points) plus a few cached offset reads per day.
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
  return localDaysOverlapping(series.startMs, series.endMs, timeZone).map(({ dayNumber, startMs: dayStartMs, endMs: dayEndMs }) => {
    const from = Math.max(startMs, dayStartMs);
    const to = Math.min(series.endMs, dayEndMs);
    const first = Math.floor((from - startMs) / periodMs);
    const last = Math.ceil((to - startMs) / periodMs) - 1;
    const pieces = last - first + 1;
    // the day's rates, piece by piece (interleaved), and each quantity's share summed in piece order
    const rates = new Float64Array(4 * pieces);
    const sums = [0, 0, 0, 0];
    for (let k = 0; k < 4; k++) {
      const column = values[k];
      if (column === undefined) continue;
      let sum = 0;
      for (let j = first; j <= last; j++) {
        let v = column[j] as number;
        const pointStart = startMs + j * periodMs;
        let length = periodMs;
        if (j === first || j === last) {
          const pieceStart = Math.max(from, pointStart);
          const pieceEnd = Math.min(to, pointStart + periodMs);
          v = partBefore(v, pieceEnd - pointStart, periodMs) - partBefore(v, pieceStart - pointStart, periodMs);
          length = pieceEnd - pieceStart;
        }
        sum += v;
        rates[4 * (j - first) + k] = pieceRate(v, length);
      }
      sums[k] = sum;
    }
    // canonical envelope: merge equal neighbours, drop zero pieces at both ends
    let lo = 0;
    let hi = pieces - 1;
    const zero = (i: number): boolean => !(rates[4 * i]! > 0 || rates[4 * i + 1]! > 0 || rates[4 * i + 2]! > 0 || rates[4 * i + 3]! > 0);
    while (lo <= hi && zero(lo)) lo++;
    while (hi >= lo && zero(hi)) hi--;
    let segments = 0;
    for (let i = lo; i <= hi; i++) {
      if (i === lo || rates[4 * i] !== rates[4 * i - 4] || rates[4 * i + 1] !== rates[4 * i - 3] || rates[4 * i + 2] !== rates[4 * i - 2] || rates[4 * i + 3] !== rates[4 * i - 1]) segments++;
    }
    const boundsMs = new Float64Array(segments === 0 ? 0 : segments + 1);
    const envelopeRates = new Float64Array(4 * segments);
    let n = -1;
    for (let i = lo; i <= hi; i++) {
      if (n < 0 || rates[4 * i] !== envelopeRates[4 * n] || rates[4 * i + 1] !== envelopeRates[4 * n + 1] || rates[4 * i + 2] !== envelopeRates[4 * n + 2] || rates[4 * i + 3] !== envelopeRates[4 * n + 3]) {
        n++;
        boundsMs[n] = Math.max(from, startMs + (first + i) * periodMs);
        envelopeRates[4 * n] = rates[4 * i]!;
        envelopeRates[4 * n + 1] = rates[4 * i + 1]!;
        envelopeRates[4 * n + 2] = rates[4 * i + 2]!;
        envelopeRates[4 * n + 3] = rates[4 * i + 3]!;
      }
    }
    if (segments > 0) boundsMs[segments] = Math.min(to, startMs + (first + hi + 1) * periodMs);
    const share: DayActivityShare = Object.freeze({
      activityId: stored.activityId,
      startMs,
      fuel: sums[0] as number,
      ...(values[1] !== undefined ? { steps: sums[1] as number } : {}),
      ...(values[2] !== undefined ? { calories: sums[2] as number } : {}),
      ...(values[3] !== undefined ? { distanceKm: sums[3] as number } : {}),
    });
    return completeDayAggregate({ localDate: dateOfDayNumber(dayNumber), dayStartMs, dayEndMs, envelope: { boundsMs, rates: envelopeRates }, shares: Object.freeze([share]) });
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
