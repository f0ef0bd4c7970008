import type { DayActivityShare, DayAggregate } from "../model/dayAggregate.js";
import type { StoredActivity } from "../model/storedActivity.js";
import { clipSeries, pieceRate } from "./clipSeries.js";
import { completeDayAggregate } from "./completeDayAggregate.js";
import { foldDayAggregate } from "./foldDayAggregate.js";
import { intervalSeries } from "./intervalSeries.js";
import { dateOfDayNumber, dayStartMsOfDayNumber, localDayNumber } from "./localDays.js";
import { EnvelopeBuilder } from "./rateEnvelope.js";

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
 * Cost: O(points) plus a few cached offset reads per day.
 *
 * @param stored - a stored activity.
 * @param timeZone - the user's day time zone (decision D-12).
 * @returns the activity's day aggregates.
 */
export function dayAggregatesOf(stored: StoredActivity, timeZone: string): DayAggregate[] {
  const series = intervalSeries(stored);
  if (series.count === 0) return [];
  return localDaysOverlapping(series.startMs, series.endMs, timeZone).map(({ dayNumber, startMs: dayStartMs, endMs: dayEndMs }) => {
    const clipped = clipSeries(series, dayStartMs, dayEndMs);
    const builder = new EnvelopeBuilder(clipped === undefined ? 1 : clipped.last - clipped.first + 1);
    const totals: (number | undefined)[] = [undefined, undefined, undefined, undefined];
    if (clipped !== undefined) {
      const { startMs, periodMs, from, to, first, last, pieces } = clipped;
      const [fuel, steps, calories, distance] = pieces;
      for (let j = first; j <= last; j++) {
        const pieceStart = Math.max(from, startMs + j * periodMs);
        const pieceEnd = Math.min(to, startMs + (j + 1) * periodMs);
        const i = j - first;
        const length = pieceEnd - pieceStart;
        builder.push(
          pieceStart,
          pieceEnd,
          fuel === undefined ? 0 : pieceRate(fuel[i] as number, length),
          steps === undefined ? 0 : pieceRate(steps[i] as number, length),
          calories === undefined ? 0 : pieceRate(calories[i] as number, length),
          distance === undefined ? 0 : pieceRate(distance[i] as number, length),
        );
      }
      pieces.forEach((values, k) => {
        if (values === undefined) return;
        let sum = 0;
        for (let i = 0; i < values.length; i++) sum += values[i] ?? 0;
        totals[k] = sum;
      });
    }
    const [fuel, steps, calories, distanceKm] = totals;
    const share: DayActivityShare = Object.freeze({
      activityId: stored.activityId,
      startMs: series.startMs,
      fuel: fuel ?? 0,
      ...(steps !== undefined ? { steps } : {}),
      ...(calories !== undefined ? { calories } : {}),
      ...(distanceKm !== undefined ? { distanceKm } : {}),
    });
    return completeDayAggregate({ localDate: dateOfDayNumber(dayNumber), dayStartMs, dayEndMs, envelope: builder.finish(), shares: Object.freeze([share]) });
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
  const days = new Map<string, DayAggregate>();
  for (const stored of activities) {
    for (const day of dayAggregatesOf(stored, timeZone)) {
      const previous = days.get(day.localDate);
      days.set(day.localDate, previous === undefined ? day : foldDayAggregate(previous, day));
    }
  }
  return [...days.values()].sort((a, b) => a.dayStartMs - b.dayStartMs);
}
