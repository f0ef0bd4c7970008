import type { Status } from "../registry/statuses.js";
import type { ActivityDerivation } from "./activityDerivation.js";
import type { ActivityRecords } from "./activityRecords.js";
import type { Tag } from "./link.js";
import type { ValidatedActivity } from "./validatedActivity.js";

/**
 * An activity as the repository stores it: the validated activity (data as columns), its derivation, and what the
 * service worked out once, when it accepted it, for storage to compare: the local date and the end of its span.
 *
 * Storage shape: the envelope objects are plain data that a repository may freeze; the sample columns
 * (`activity.metrics.columns`) and the FUEL series (`derived.fuelPerPoint`) are array-likes of numbers, typically
 * `Float64Array`s, which cannot be frozen: readers must not write into them. A database adapter stores the envelope
 * fields as columns and each sample column as an array of float8 (or one packed buffer).
 */
export interface StoredActivity {
  /** Identifier assigned by the service (opaque string). */
  readonly activityId: string;
  /** Owner; every repository method is scoped by it. */
  readonly userId: string;
  /** The validated activity, its data as columns. */
  readonly activity: ValidatedActivity;
  /** Values derived when it was added. */
  readonly derived: ActivityDerivation;
  /** Lifecycle status. */
  readonly status: Status;
  /** User-entered tags (none can be submitted through Add Activities; kept for adapters and future endpoints). */
  readonly tags: readonly Tag[];
  /** When the service accepted it, epoch milliseconds. */
  readonly receivedAtMs: number;
  /**
   * Local calendar date of `activity.startTime` in the activity's own `timeZoneName`, `yyyy-mm-dd`, worked out by
   * the service from the time zone rules. Date filters compare it; for an ALL_DAY it is the day the record stands
   * for (one per user and date). Repositories store and compare it as given, with no time zone code of their own.
   */
  readonly localDate: string;
  /**
   * End of the activity's time span, epoch ms (exclusive): `startTime` plus the longer of the derived duration and
   * the span its data points cover (points × intervalValue seconds), at least 1 ms. Worked out by the service;
   * overlap queries compare `[startTime, endMs)`, and of two ALL_DAY records of one date the one reaching later
   * stands.
   */
  readonly endMs: number;
  /**
   * The activity's analysis records (best efforts, mean-maximal curve points, TRIMP, intensity minutes), worked out
   * by the service when it accepted a session; absent for ALL_DAY records and for activities stored without them. Storage keeps them
   * as given (a few hundred bytes of JSON) and returns them with the summary, so that a user's bests over a date
   * range are one read.
   */
  readonly records?: ActivityRecords;
}
