import type { DayAggregate } from "../model/dayAggregate.js";
import type { StoredActivity } from "../model/storedActivity.js";
import { activityDayOf } from "./activityDayOf.js";
import { completeDayAggregate } from "./completeDayAggregate.js";
import { foldDayAggregate } from "./foldDayAggregate.js";
import { intervalSeries } from "./intervalSeries.js";
import { newFloat64Array, type Float64Allocator } from "./rateEnvelope.js";
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
 * One pass over the points (`activityDayOf`), reading the stored columns in place (the values of `readSeries`,
 * nothing copied): interior pieces keep their rate `v / P`, only the two pieces cut by each day's bounds are
 * recomputed (as `clipSeries` cuts them); each day's envelope is built in scratch arrays and copied out at its
 * exact length into one array from `allocate` (decision D-180). Cost: O(points) plus a few cached offset reads per day.
 *
 * @param stored - a stored activity.
 * @param timeZone - the user's day time zone (decision D-12).
 * @param allocate - where each day's envelope arrays go (default: new arrays).
 * @returns the activity's day aggregates.
 */
export function dayAggregatesOf(stored: StoredActivity, timeZone: string, allocate: Float64Allocator = newFloat64Array): DayAggregate[] {
  const series = intervalSeries(stored);
  if (series.count === 0) return [];
  return localDaysOverlapping(series.startMs, series.endMs, timeZone).map((span) => {
    const { share, envelope } = activityDayOf(stored.activityId, series, span, allocate);
    return completeDayAggregate({ localDate: dateOfDayNumber(span.dayNumber), dayStartMs: span.startMs, dayEndMs: span.endMs, envelope: envelope!, shares: Object.freeze([share]) });
  });
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
  return foldDaysByDate(
    activities.flatMap((stored) => dayAggregatesOf(stored, timeZone, allocate)),
    allocate,
  );
}

/**
 * Aggregates of one zone folded per local date, ascending by start (internal to the derivations): pairwise, level
 * by level, O(k log k) folds for k aggregates of a date (the fold is associative and commutative, so any grouping
 * gives the same aggregate); a date with one aggregate keeps it as it is.
 *
 * @param days - aggregates, any order, several per date allowed.
 * @param allocate - where folded envelopes go.
 */
export function foldDaysByDate(days: readonly DayAggregate[], allocate: Float64Allocator): DayAggregate[] {
  // the usual batch, one activity: its days come in order, one per date, and there is nothing to fold
  let ascending = true;
  for (let i = 1; i < days.length && ascending; i++) ascending = (days[i - 1] as DayAggregate).dayStartMs < (days[i] as DayAggregate).dayStartMs;
  if (ascending) return days.slice();
  const byDate = new Map<string, DayAggregate[]>();
  for (const day of days) {
    const list = byDate.get(day.localDate);
    if (list === undefined) byDate.set(day.localDate, [day]);
    else list.push(day);
  }
  const folded: DayAggregate[] = [];
  for (let level of byDate.values()) {
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
