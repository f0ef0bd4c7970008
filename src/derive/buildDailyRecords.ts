import type { StoredActivity } from "../model/storedActivity.js";
import type { Status } from "../registry/statuses.js";
import { dedupeInterval } from "./dedupeInterval.js";
import { intervalSeries, type IntervalSeries } from "./intervalSeries.js";
import { addDays, localDateOf, localDayStartMs } from "./localDays.js";

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
 * (spec 2.5, 4.2; decisions D-36–D-38). Pure and total; never reads the process time zone.
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
  const series = activities
    .map(intervalSeries)
    .filter((s) => s.count > 0)
    .sort((a, b) => a.startMs - b.startMs || compareText(a.activityId, b.activityId));
  const starts = new Map<string, number>();
  const dayStart = (date: string): number => {
    let start = starts.get(date);
    if (start === undefined) {
      start = localDayStartMs(date, timeZone);
      starts.set(date, start);
    }
    return start;
  };

  const days = new Map<string, IntervalSeries[]>();
  for (const s of series) {
    // one extra day each side: around a repeated midnight an instant's local date can precede its day
    const last = addDays(localDateOf(s.endMs - 1, timeZone), 1);
    for (let date = addDays(localDateOf(s.startMs, timeZone), -1); date <= last; date = addDays(date, 1)) {
      const from = dayStart(date);
      const to = dayStart(addDays(date, 1));
      if (from < to && s.startMs < to && s.endMs > from) {
        const list = days.get(date);
        if (list === undefined) days.set(date, [s]);
        else list.push(s);
      }
    }
  }

  const records: DailyRecord[] = [];
  for (const [localDate, list] of days) {
    const dayStartMs = dayStart(localDate);
    const dayEndMs = dayStart(addDays(localDate, 1));
    const totals = dedupeInterval(list, dayStartMs, dayEndMs);
    records.push({
      localDate,
      timeZone,
      dayStartMs,
      dayEndMs,
      fuel: totals.fuel,
      durationMs: totals.activeMs,
      steps: totals.steps,
      calories: totals.calories,
      distanceKm: totals.distanceKm,
      status: dayStartMs <= nowMs && nowMs < dayEndMs ? "IN_PROGRESS" : "COMPLETE",
      activityIds: [...new Set(list.map((s) => s.activityId))],
    });
  }
  return records.sort((a, b) => b.dayStartMs - a.dayStartMs);
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
