import type { ActivitySummary } from "../model/activitySummary.js";
import type { StoredActivity } from "../model/storedActivity.js";
import type { SampleColumn } from "../model/validatedActivity.js";
import type { IdempotencyRecord } from "./idempotencyRecord.js";

/**
 * Which of a user's activities a list or count selects. Every field is optional; an empty filter selects all of
 * the user's activities.
 */
export interface ActivityFilter {
  /**
   * Activity type names to include (e.g. every type of the RUN family for the RUNNING experience). Absent: every
   * type. An empty array selects nothing.
   */
  readonly activityTypes?: readonly string[];
  /**
   * First local date included, `yyyy-mm-dd`, compared with the stored `localDate` (the activity's local start
   * date, as the service gave it). Must come with {@link localDateTo}.
   */
  readonly localDateFrom?: string;
  /** Last local date included, `yyyy-mm-dd` (inclusive). Must come with {@link localDateFrom}. */
  readonly localDateTo?: string;
}

/**
 * A place in a list: the `(startTime, activityId)` of an activity. Lists run most recent first, so the entries
 * "after" a position are those with a smaller `startTime`, or the same `startTime` and a smaller `activityId`.
 */
export interface ListPosition {
  /** `activity.startTime` of the activity at the position, epoch ms. */
  readonly startTime: number;
  /** Its id. */
  readonly activityId: string;
}

/**
 * A window of a list: the selected activities after {@link after} (all of them when absent), of which `offset`
 * are skipped, then at most `limit` are returned; or, with {@link before}, the window that ends right before a
 * position.
 */
export interface PageRequest {
  /** Number of selected activities skipped, 0-based, a non-negative safe integer. */
  readonly offset: number;
  /** Most activities returned, a non-negative safe integer. */
  readonly limit: number;
  /**
   * Keyset continuation: the page starts after this position (which need not be stored), so that following a
   * list page by page costs O(log n + page) per page instead of reading every skipped entry.
   */
  readonly after?: ListPosition;
  /**
   * Keyset continuation backwards: the page ends right before this position (which need not be stored). Of the
   * selected activities before it in list order (newer ones), the `offset` nearest to it are skipped, then the
   * `limit` nearest after those are returned, still most recent first: a `previous` link from any depth costs
   * O(log n + page) too. Not together with {@link after} (a `RangeError`).
   */
  readonly before?: ListPosition;
}

/** A half-open time interval `[fromMs, toMs)` in epoch milliseconds; a missing end is unbounded. */
export interface TimeRange {
  /** Start, epoch ms, inclusive; absent: unbounded. */
  readonly fromMs?: number;
  /** End, epoch ms, exclusive; absent: unbounded. */
  readonly toMs?: number;
}

/** What {@link ActivityRepository.listActivitiesOverlapping} selects: activities by time span, ALL_DAY records by date. */
export interface OverlapQuery {
  /** Time intervals: the activities whose span `[startTime, endMs)` intersects one of them. Empty: none by time. */
  readonly ranges: readonly TimeRange[];
  /** Local dates `yyyy-mm-dd`: the ALL_DAY records of these dates, whatever their span. */
  readonly allDayDates?: readonly string[];
}

/** Points `[fromPoint, toPoint)` of one activity's FUEL series (`derived.fuelPerPoint`), for {@link ActivityRepository.readFuelSlices}. */
export interface FuelSliceRequest {
  /** The activity's id. */
  readonly activityId: string;
  /** First point, 0-based, inclusive (an integer ≥ 0). */
  readonly fromPoint: number;
  /** Point after the last, exclusive (an integer ≥ `fromPoint`, at most the activity's point count). */
  readonly toPoint: number;
}

/** Options of {@link ActivityRepository.addActivities}: what is written in the same atomic step as the batch. */
export interface AddActivitiesOptions {
  /**
   * The idempotency record of the request: stored with the batch, all or nothing. When the user already has a
   * live record with the same `key` (`expiresAtMs` after this record's `createdAtMs`), nothing is stored and the
   * outcome is `IDEMPOTENCY_KEY_USED` with that record, whatever its fingerprint.
   */
  readonly idempotency?: IdempotencyRecord;
}

/**
 * Outcome of {@link ActivityRepository.addActivities}: either the whole batch was stored, or none of it was.
 * - `DUPLICATE_ID`: an id of the batch is already stored for the user, or occurs twice in the batch.
 * - `WRONG_USER`: an activity's `userId` differs from the `userId` argument.
 * - `IDEMPOTENCY_KEY_USED`: the user has a live idempotency record with the key of `options.idempotency`
 *   (another request with that key was stored first); `record` is that stored record.
 * - `DAY_SUPERSEDED`: an ALL_DAY of the batch has the `localDate` of a stored ALL_DAY record that reaches later
 *   (a greater `endMs`); `standing` is that record.
 */
export type StoreOutcome =
  | {
      /** The whole batch was stored. */
      readonly ok: true;
      /** Number of activities stored (the batch's length). */
      readonly stored: number;
    }
  | {
      /** Nothing of the batch was stored. */
      readonly ok: false;
      /** Why the batch was refused. */
      readonly reason: "DUPLICATE_ID" | "WRONG_USER";
      /** The first activity of the batch that caused the refusal. */
      readonly activityId: string;
    }
  | {
      /** Nothing of the batch was stored. */
      readonly ok: false;
      /** A live idempotency record with the same key is already stored for the user. */
      readonly reason: "IDEMPOTENCY_KEY_USED";
      /** The stored record (its response answers the request). */
      readonly record: IdempotencyRecord;
    }
  | {
      /** Nothing of the batch was stored. */
      readonly ok: false;
      /** A stored ALL_DAY record of the same local date reaches later than the batch's. */
      readonly reason: "DAY_SUPERSEDED";
      /** The batch's ALL_DAY activity that was refused (the first in batch order). */
      readonly activityId: string;
      /** The stored record that stands: its id and the end of its span (epoch ms). */
      readonly standing: { readonly activityId: string; readonly endMs: number };
    };

/**
 * Storage of a user's activities and idempotency records, nothing else. Asynchronous so that real databases fit;
 * every method is scoped by `userId` and no method can return, count or reveal another user's data. Activity ids
 * are unique per user.
 *
 * Rules storage keeps itself, atomically, whatever the concurrency:
 * - one activity per user and id;
 * - one ALL_DAY per user and `localDate`: an ALL_DAY replaces the stored record of its date when it reaches as far
 *   or further (`endMs` greater or equal: a later sync of the day; on a tie the later request wins), in the same
 *   atomic step as its batch; one that reaches less far is refused with its whole batch (`DAY_SUPERSEDED`), so
 *   no data that was confirmed stored is lost to an older, shorter sync;
 * - an idempotency key is stored once per user while live.
 *
 * Every field an adapter compares is given: `startTime`, `endMs`, `localDate`, `activityType`. An adapter needs no
 * time zone code.
 *
 * Order of every list: most recent first, by `activity.startTime` descending, ties by `activityId` descending
 * (code-unit order), i.e. the exact reverse of ascending `(startTime, activityId)`.
 *
 * Ownership: {@link addActivities} hands the batch over; the caller never touches it again, so an adapter may keep
 * the objects it is given. What reads return is read-only for the caller (an adapter may hand out the objects it
 * stores; sample columns are typed arrays, which cannot be frozen).
 *
 * Arguments are trusted (they come from the service, not from users): a stored `localDate` is a local date of
 * `startTime` in some zone (within a day of its UTC date), and `endMs > startTime`. An `offset` or `limit` that is
 * not a non-negative safe integer, a malformed local date, or a batch with two ALL_DAY activities of one
 * `localDate` is a programming error and rejects (a `RangeError` where the adapter checks it). Storage failures reject the promise; they are never reported
 * as data.
 *
 * Prove an adapter with `runActivityRepositoryContract` of the `./testing` entry.
 */
export interface ActivityRepository {
  /**
   * Stores a batch atomically: all activities, or none (see {@link StoreOutcome}), with the idempotency record of
   * `options` and the replacement of the ALL_DAY records the batch's ALL_DAY activities supersede, in the same
   * step. An empty batch stores nothing and succeeds. Activities may arrive in any order (a history imported
   * newest first, a back-filled old activity).
   *
   * @param userId - owner; every activity's `userId` must equal it.
   * @param activities - the batch, handed over.
   * @param options - the idempotency record stored with the batch.
   */
  addActivities(userId: string, activities: readonly StoredActivity[], options?: AddActivitiesOptions): Promise<StoreOutcome>;

  /**
   * The user's live idempotency record with `key`: one stored by {@link addActivities} whose `expiresAtMs` is
   * after `nowMs`; `undefined` when there is none, it expired, or only another user has that key.
   *
   * @param userId - owner.
   * @param key - the idempotency key, exactly as stored.
   * @param nowMs - current time, epoch ms.
   */
  getIdempotencyRecord(userId: string, key: string, nowMs: number): Promise<IdempotencyRecord | undefined>;

  /**
   * One activity of the user with its samples, or `undefined` when the user has no activity with that id (another
   * user's id gives `undefined` too).
   *
   * @param userId - owner.
   * @param activityId - the id.
   */
  getActivity(userId: string, activityId: string): Promise<StoredActivity | undefined>;

  /**
   * Summaries of the user's activities selected by `filter`, most recent first: those after `page.after` (if
   * given), from `page.offset` (0-based), at most `page.limit` of them. A page reads no samples.
   *
   * @param userId - owner.
   * @param filter - activity types and local date range.
   * @param page - keyset position, 0-based offset and limit.
   */
  listActivities(userId: string, filter: ActivityFilter, page: PageRequest): Promise<ActivitySummary[]>;

  /**
   * Number of the user's activities selected by `filter` (what {@link listActivities} pages through).
   *
   * @param userId - owner.
   * @param filter - activity types and local date range; absent: all.
   */
  countActivities(userId: string, filter?: ActivityFilter): Promise<number>;

  /**
   * Summaries of the user's activities whose span `[startTime, endMs)` intersects one of `query.ranges`, and of
   * the user's ALL_DAY records whose `localDate` is one of `query.allDayDates`, each once, most recent first:
   * everything a wristband day's de-duplicated fuel can depend on, in one read.
   *
   * @param userId - owner.
   * @param query - time ranges and ALL_DAY dates.
   */
  listActivitiesOverlapping(userId: string, query: OverlapQuery): Promise<ActivitySummary[]>;

  /**
   * Parts of the FUEL series (`derived.fuelPerPoint`) of the user's activities, one per request in request order:
   * the values of points `[fromPoint, toPoint)`, or `undefined` when the user has no activity with that id. What a
   * wristband day's fuel needs where activities overlap, without reading whole series.
   *
   * @param userId - owner.
   * @param requests - activity ids and point ranges.
   */
  readFuelSlices(userId: string, requests: readonly FuelSliceRequest[]): Promise<(SampleColumn | undefined)[]>;

  /**
   * Removes one activity of the user. Resolves `true` when it was removed, `false` when the user has no activity
   * with that id (another user's id changes nothing). Idempotency records are kept.
   *
   * @param userId - owner.
   * @param activityId - the id.
   */
  deleteActivity(userId: string, activityId: string): Promise<boolean>;

  /**
   * Removes every activity and every idempotency record of the user, atomically. Resolves the number of
   * activities removed; other users' data is untouched.
   *
   * @param userId - owner.
   */
  eraseUser(userId: string): Promise<number>;
}
