import type { DaySummary } from "../model/dayAggregate.js";
import type { StoredActivity } from "../model/storedActivity.js";
import type { Status } from "../registry/statuses.js";
import { localDaysOverlapping, type LocalDaySpan } from "./dayAggregatesOf.js";
import { dedupeInterval } from "./dedupeInterval.js";
import { intervalSeries, type IntervalSeries } from "./intervalSeries.js";
import { dateOfDayNumber } from "./localDays.js";

/** One ALL_DAY record: a local calendar day of one user, fuel de-duplicated across activities (spec 2.5, 4.2). */
export interface DailyRecord {
  /** Local calendar date `yyyy-mm-dd` in {@link timeZone}. */
  readonly localDate: string;
  /** IANA time zone of the day. */
  readonly timeZone: string;
  /** Local midnight starting the day, epoch ms (UTC instant). */
  readonly dayStartMs: number;
  /** Local midnight ending the day, epoch ms (23, 24 or 25 hours after dayStartMs). */
  readonly dayEndMs: number;
  /** De-duplicated fuel, integer. */
  readonly fuel: number;
  /** Time with fuel > 0, milliseconds. */
  readonly durationMs: number;
  /** De-duplicated steps, integer. */
  readonly steps: number;
  /** De-duplicated calories, kcal. */
  readonly calories: number;
  /** Distance, km. */
  readonly distanceKm: number;
  /** IN_PROGRESS while nowMs is inside the day, else COMPLETE. */
  readonly status: Status;
  /** Ids of the activities that overlap the day. */
  readonly activityIds: readonly string[];
}

/** Options of {@link buildDailyRecords}. */
export interface DailyOptions {
  /** IANA time zone whose calendar days are built. */
  readonly timeZone: string;
  /** Current time, epoch ms (decides IN_PROGRESS vs COMPLETE). */
  readonly nowMs: number;
}

/**
 * Builds one ALL_DAY record per local calendar day that any activity's samples overlap, most recent day first
 * (spec 2.5, 4.2; decisions D-36–D-38), from scratch: the definition the day aggregates stored at insert
 * (decision D-95) equal bit for bit. Pure and total; never reads the process time zone.
 *
 * - Days are the local calendar days of `options.timeZone` ({@link localDayStartMs}): `dayStartMs` is local
 *   midnight as a UTC instant, `dayEndMs` the next day's start (23 h, 24 h or 25 h later across DST; a date the
 *   zone skipped gets no record).
 * - An activity covers `[startTime, startTime + points × interval)`; its samples, not a longer submitted duration,
 *   place it in days. An interval crossing midnight is split between the days in proportion to time, in integers.
 * - `fuel`, `steps`, `calories`, `distanceKm`: de-duplicated by {@link dedupeInterval} (a moment covered by several
 *   activities counts once, at the highest rate). Day fuel lies between the largest single activity's fuel in the
 *   day and the sum of their fuel in the day, and equals the sum when no two activities overlap.
 * - `durationMs`: time of the day with de-duplicated fuel > 0 (the historical "minutes with fuel", to the ms).
 * - `status`: `IN_PROGRESS` when `dayStartMs ≤ nowMs < dayEndMs`, else `COMPLETE`.
 * - `activityIds`: the overlapping activities, by start time then id, each once.
 *
 * Independent of the order of `activities`; an activity given twice counts once.
 *
 * @param activities - a user's stored activities, any order.
 * @param options - time zone and current time.
 * @returns the daily records, most recent first.
 * @throws RangeError when `options.timeZone` is not a time zone the runtime knows (a programming error).
 */
export function buildDailyRecords(activities: readonly StoredActivity[], options: DailyOptions): DailyRecord[] {
  const { timeZone, nowMs } = options;
  const unique = new Map<string, StoredActivity>();
  for (const stored of activities) if (!unique.has(stored.activityId)) unique.set(stored.activityId, stored);
  const series = [...unique.values()]
    .map(intervalSeries)
    .filter((s) => s.count > 0)
    .sort((a, b) => a.startMs - b.startMs || compareText(a.activityId, b.activityId));

  const days = new Map<number, { span: LocalDaySpan; list: IntervalSeries[] }>();
  for (const s of series) {
    for (const span of localDaysOverlapping(s.startMs, s.endMs, timeZone)) {
      const day = days.get(span.dayNumber);
      if (day === undefined) days.set(span.dayNumber, { span, list: [s] });
      else day.list.push(s);
    }
  }

  const records: DailyRecord[] = [];
  for (const { span, list } of days.values()) {
    const totals = dedupeInterval(list, span.startMs, span.endMs);
    records.push({
      localDate: dateOfDayNumber(span.dayNumber),
      timeZone,
      dayStartMs: span.startMs,
      dayEndMs: span.endMs,
      fuel: totals.fuel,
      durationMs: totals.activeMs,
      steps: totals.steps,
      calories: totals.calories,
      distanceKm: totals.distanceKm,
      status: dailyStatus(span.startMs, span.endMs, nowMs),
      activityIds: list.map((s) => s.activityId),
    });
  }
  return records.sort((a, b) => b.dayStartMs - a.dayStartMs);
}

/** `IN_PROGRESS` while `nowMs` is inside `[dayStartMs, dayEndMs)`, else `COMPLETE` (decisions D-38, D-52). */
function dailyStatus(dayStartMs: number, dayEndMs: number, nowMs: number): Status {
  return dayStartMs <= nowMs && nowMs < dayEndMs ? "IN_PROGRESS" : "COMPLETE";
}

/**
 * The daily record of a stored day (decision D-95): the {@link DaySummary} read from the repository, with its
 * zone and its status at `nowMs` (`IN_PROGRESS` while `nowMs` is inside the day, else `COMPLETE`).
 *
 * @param day - a stored day.
 * @param timeZone - the zone the day was built in.
 * @param nowMs - current time, epoch ms.
 */
export function toDailyRecord(day: DaySummary, timeZone: string, nowMs: number): DailyRecord {
  return {
    localDate: day.localDate,
    timeZone,
    dayStartMs: day.dayStartMs,
    dayEndMs: day.dayEndMs,
    fuel: day.fuel,
    durationMs: day.activeMs,
    steps: day.steps,
    calories: day.calories,
    distanceKm: day.distanceKm,
    status: dailyStatus(day.dayStartMs, day.dayEndMs, nowMs),
    activityIds: day.activityIds,
  };
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
