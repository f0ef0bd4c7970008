import type { StoredActivity } from "../model/storedActivity.js";
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
   * First local date included, `yyyy-mm-dd`, compared with the activity's local start date in its own
   * `timeZoneName` (decision D-51). Must come with {@link localDateTo}.
   */
  readonly localDateFrom?: string;
  /** Last local date included, `yyyy-mm-dd` (inclusive). Must come with {@link localDateFrom}. */
  readonly localDateTo?: string;
}

/** A window of a list: `offset` selected activities are skipped, then at most `limit` are returned. */
export interface PageRequest {
  /** Number of selected activities skipped, 0-based, a non-negative safe integer. */
  readonly offset: number;
  /** Most activities returned, a non-negative safe integer. */
  readonly limit: number;
}

/** A half-open time interval `[fromMs, toMs)` in epoch milliseconds; a missing end is unbounded. */
export interface TimeRange {
  /** Start, epoch ms, inclusive; absent: unbounded. */
  readonly fromMs?: number;
  /** End, epoch ms, exclusive; absent: unbounded. */
  readonly toMs?: number;
}

/**
 * What {@link ActivityRepository.addActivities} stores beside the batch, in the same atomic step (all or nothing).
 * Each field belongs to one feature; an adapter that stores the batch must store every field given, or refuse.
 */
export interface AddActivitiesOptions {
  /**
   * The idempotency record of the request (issue 13, decision D-131): stored with the batch, all or nothing. When
   * the user already has a live record with the same `key` (`expiresAtMs` after this record's `createdAtMs`),
   * nothing is stored and the outcome is `IDEMPOTENCY_KEY_USED` with that record, whatever its fingerprint.
   */
  readonly idempotency?: IdempotencyRecord;
}

/**
 * Outcome of {@link ActivityRepository.addActivities}: either the whole batch was stored, or none of it was.
 * - `DUPLICATE_ID`: an id of the batch is already stored for the user, or occurs twice in the batch.
 * - `WRONG_USER`: an activity's `userId` differs from the `userId` argument.
 * - `IDEMPOTENCY_KEY_USED`: the user has a live idempotency record with the key of `options.idempotency`
 *   (another request with that key was stored first); `record` is that stored record.
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
    };

/**
 * Storage of stored activities (decision D-50). Asynchronous so that real databases fit; every method is scoped by
 * `userId` and no method can return, count or reveal another user's activity. Activity ids are unique per user.
 *
 * Order of every list: most recent first, by `activity.startTime` descending, ties by `activityId` descending
 * (code-unit order), i.e. the exact reverse of ascending `(startTime, activityId)`.
 *
 * Arguments are trusted (they come from the service, not from users): an `offset` or `limit` that is not a
 * non-negative safe integer, or a malformed local date, is a programming error and rejects with a `RangeError`.
 * Storage failures reject the promise; they are never reported as data.
 *
 * Prove an adapter with `repositoryContractCases` / `runActivityRepositoryContract` of the `./testing` entry.
 */
export interface ActivityRepository {
  /**
   * Stores a batch atomically: all activities, or none (see {@link StoreOutcome}). Stored values are independent
   * of the caller's objects: mutating them afterwards changes nothing stored. An empty batch stores nothing and
   * succeeds.
   *
   * @param userId - owner; every activity's `userId` must equal it.
   * @param activities - the batch.
   * @param options - what to store with the batch in the same atomic step (see {@link AddActivitiesOptions}).
   */
  addActivities(userId: string, activities: readonly StoredActivity[], options?: AddActivitiesOptions): Promise<StoreOutcome>;

  /**
   * The user's live idempotency record with `key` (issue 13): one stored by {@link addActivities} whose
   * `expiresAtMs` is after `nowMs`; `undefined` when there is none, it expired, or only another user has that key.
   * Returned values are independent of what is stored (or frozen).
   *
   * @param userId - owner.
   * @param key - the idempotency key, exactly as stored.
   * @param nowMs - current time, epoch ms.
   */
  getIdempotencyRecord(userId: string, key: string, nowMs: number): Promise<IdempotencyRecord | undefined>;

  /**
   * One activity of the user, or `undefined` when the user has no activity with that id (another user's id
   * gives `undefined` too).
   *
   * @param userId - owner.
   * @param activityId - the id.
   */
  getActivity(userId: string, activityId: string): Promise<StoredActivity | undefined>;

  /**
   * The user's activities selected by `filter`, most recent first, from `page.offset` (0-based), at most
   * `page.limit` of them.
   *
   * @param userId - owner.
   * @param filter - activity types and local date range.
   * @param page - 0-based offset and limit.
   */
  listActivities(userId: string, filter: ActivityFilter, page: PageRequest): Promise<StoredActivity[]>;

  /**
   * Number of the user's activities selected by `filter` (what {@link listActivities} pages through).
   *
   * @param userId - owner.
   * @param filter - activity types and local date range; absent: all.
   */
  countActivities(userId: string, filter?: ActivityFilter): Promise<number>;

  /**
   * The user's activities whose time span `[startTime, activityEndMs)` intersects `range`, most recent first:
   * what the ALL_DAY (wristband) records of the days in `range` are built from. See `activityEndMs`.
   *
   * @param userId - owner.
   * @param range - the time interval; both ends optional.
   */
  listActivitiesOverlapping(userId: string, range: TimeRange): Promise<StoredActivity[]>;
}
