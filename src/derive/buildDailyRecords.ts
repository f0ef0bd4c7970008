// TEMPORARY STUB (replaced by the daily de-duplication work of issue 3). Signature and DailyRecord are agreed.
import type { Status } from "../registry/statuses.js";
import type { StoredActivity } from "../model/storedActivity.js";

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
 * Builds one ALL_DAY record per local day that any activity overlaps, most recent day first (stub).
 *
 * @param _activities - a user's stored activities.
 * @param _options - time zone and current time.
 */
export function buildDailyRecords(_activities: readonly StoredActivity[], _options: DailyOptions): DailyRecord[] {
  return [];
}
