import type { Status } from "../registry/statuses.js";
import { addDays, localDayStartMs } from "../timeZone/localDays.js";

/** An ALL_DAY record with the local day it stands for: what decides which time its de-duplicated fuel covers. */
export interface WristbandDay {
  /** The record's id. */
  readonly activityId: string;
  /** The local date it stands for: its start's date in its own zone (`yyyy-mm-dd`, the stored `localDate`). */
  readonly localDate: string;
  /** Local midnight starting that date in the record's zone, epoch ms. */
  readonly dayStartMs: number;
  /** Local midnight ending it, epoch ms (23, 24 or 25 hours later across DST). */
  readonly dayEndMs: number;
  /** The record's span `[startMs, endMs)`, epoch ms. */
  readonly startMs: number;
  /** End of the record's span (the stored `endMs`), epoch ms. */
  readonly endMs: number;
}

/**
 * The local day an ALL_DAY record stands for: its stored `localDate` (the date of its start in its own
 * `timeZoneName`), from that date's local midnight to the next, with the record's own span. The time zone rules
 * are read here, by the service, never by a repository.
 *
 * @example
 * ```ts
 * wristbandDayOf({ activityId: "d", localDate: "2024-01-01", endMs: Date.UTC(2024, 0, 1, 8), activity: { startTime: Date.UTC(2023, 11, 31, 23), timeZoneName: "Europe/Paris" } });
 * // { activityId: "d", localDate: "2024-01-01", dayStartMs: Date.UTC(2023, 11, 31, 23), dayEndMs: Date.UTC(2024, 0, 1, 23), startMs: …, endMs: … }
 * ```
 *
 * @param record - the record's id, `localDate`, `endMs`, start (epoch ms) and IANA zone.
 * @returns its day.
 */
export function wristbandDayOf(record: {
  readonly activityId: string;
  readonly localDate: string;
  readonly endMs: number;
  readonly activity: { readonly startTime: number; readonly timeZoneName: string };
}): WristbandDay {
  const { timeZoneName, startTime } = record.activity;
  return {
    activityId: record.activityId,
    localDate: record.localDate,
    dayStartMs: localDayStartMs(record.localDate, timeZoneName),
    dayEndMs: localDayStartMs(addDays(record.localDate, 1), timeZoneName),
    startMs: startTime,
    endMs: record.endMs,
  };
}

/**
 * The status of an ALL_DAY record at `nowMs`: `IN_PROGRESS` while `nowMs` is inside its local day (today's record
 * still grows), else `COMPLETE`.
 *
 * @example
 * ```ts
 * wristbandStatus({ dayStartMs: 0, dayEndMs: 86_400_000 }, 3_600_000); // "IN_PROGRESS"
 * ```
 *
 * @param day - the day's bounds, epoch ms.
 * @param nowMs - current time, epoch ms.
 * @returns the status.
 */
export function wristbandStatus(day: Pick<WristbandDay, "dayStartMs" | "dayEndMs">, nowMs: number): Status {
  return day.dayStartMs <= nowMs && nowMs < day.dayEndMs ? "IN_PROGRESS" : "COMPLETE";
}
