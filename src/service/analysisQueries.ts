import type { LoadDay } from "../analysis/trainingLoad.js";

/** Query of {@link ActivityService.getRecords}: a local date range (both or neither, `yyyy-mm-dd`), as received. */
export interface RecordsQuery {
  /** First local date, inclusive; with endDate. */
  readonly startDate?: string;
  /** Last local date, inclusive; with startDate. */
  readonly endDate?: string;
}

/** Query of {@link ActivityService.getTrainingLoad}, as received. */
export interface TrainingLoadQuery {
  /** First local date shown, `yyyy-mm-dd` (required). */
  readonly startDate?: string;
  /** Last local date shown, `yyyy-mm-dd` (required), at most 3 660 days after startDate. */
  readonly endDate?: string;
  /** What a day's load is: the fuel of its sessions (`"fuel"`, default) or their TRIMP (`"trimp"`). */
  readonly load?: string;
}

/** One of a user's bests, with the activity that holds it. */
export interface RecordHolder {
  /** Distance (m, best efforts) or duration (s, curves). */
  readonly at: number;
  /** Elapsed seconds (best efforts), or the curve's mean in its unit (W, km/h, bpm). */
  readonly value: number;
  /** The activity that holds it. */
  readonly activityId: string;
  /** Its start, ISO 8601 UTC. */
  readonly startTime: string;
}

/** A user's bests over the activities of an experience type and a date range (what `getRecords` answers). */
export interface UserRecords {
  /** The experience type asked for (RUNNING, CYCLING, …). */
  readonly experienceType: string;
  /** Fastest time per standard distance: `at` metres, `value` seconds. */
  readonly bestEfforts: readonly RecordHolder[];
  /** Highest mean power per duration: `at` seconds, `value` W. */
  readonly watts: readonly RecordHolder[];
  /** Highest mean speed per duration: `at` seconds, `value` km/h. */
  readonly speed: readonly RecordHolder[];
  /** Highest mean heart rate per duration: `at` seconds, `value` bpm. */
  readonly heartrate: readonly RecordHolder[];
}

/** Fitness, fatigue and form per local day (what `getTrainingLoad` answers). */
export interface TrainingLoadReport {
  /** What a day's load is: its sessions' fuel, or their TRIMP. */
  readonly load: "fuel" | "trimp";
  /** One entry per local date from startDate to endDate. */
  readonly days: readonly LoadDay[];
}
