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
   * `timeZoneName`. Must come with {@link localDateTo}.
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
 * are skipped, then at most `limit` are returned.
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
}

/** A half-open time interval `[fromMs, toMs)` in epoch milliseconds; a missing end is unbounded. */
export interface TimeRange {
  /** Start, epoch ms, inclusive; absent: unbounded. */
  readonly fromMs?: number;
  /** End, epoch ms, exclusive; absent: unbounded. */
  readonly toMs?: number;
}

/** Options of {@link ActivityRepository.addActivities}: what is written in the same atomic step as the batch. */
export interface AddActivitiesOptions {
  /**
   * The idempotency record of the request: stored with the batch, all or nothing. When the user already has a
   * live record with the same `key` (`expiresAtMs` after this record's `createdAtMs`), nothing is stored and the
   * outcome is `IDEMPOTENCY_KEY_USED` with that record, whatever its fingerprint.
   */
  readonly idempotency?: IdempotencyRecord;
  /**
   * Ids of the user's stored activities removed in the same atomic step (a wristband day sent again replaces
   * the earlier record of that day). Ids the user has no activity with are ignored; nothing is removed when the
   * batch is refused.
   */
  readonly replaces?: readonly string[];
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
 * Storage of a user's activities and idempotency records, nothing else. Asynchronous so that real databases fit;
 * every method is scoped by `userId` and no method can return, count or reveal another user's data. Activity ids
 * are unique per user.
 *
 * Order of every list: most recent first, by `activity.startTime` descending, ties by `activityId` descending
 * (code-unit order), i.e. the exact reverse of ascending `(startTime, activityId)`.
 *
 * Ownership: {@link addActivities} hands the batch over; the caller never touches it again, so an adapter may keep
 * the objects it is given. What reads return is read-only for the caller (an adapter may hand out the objects it
 * stores; sample columns are typed arrays, which cannot be frozen).
 *
 * Arguments are trusted (they come from the service, not from users): an `offset` or `limit` that is not a
 * non-negative safe integer, or a malformed local date, is a programming error and rejects with a `RangeError`.
 * Storage failures reject the promise; they are never reported as data.
 *
 * Prove an adapter with `runActivityRepositoryContract` of the `./testing` entry.
 */
export interface ActivityRepository {
  /**
   * Stores a batch atomically: all activities, or none (see {@link StoreOutcome}), with the idempotency record and
   * the removals of `options` in the same step. An empty batch stores nothing and succeeds. Activities may arrive
   * in any order (a history imported newest first, a back-filled old activity).
   *
   * @param userId - owner; every activity's `userId` must equal it.
   * @param activities - the batch, handed over.
   * @param options - the idempotency record and the ids replaced, stored or removed with the batch.
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
   * One activity of the user, or `undefined` when the user has no activity with that id (another user's id
   * gives `undefined` too).
   *
   * @param userId - owner.
   * @param activityId - the id.
   */
  getActivity(userId: string, activityId: string): Promise<StoredActivity | undefined>;

  /**
   * The user's activities selected by `filter`, most recent first: those after `page.after` (if given), from
   * `page.offset` (0-based), at most `page.limit` of them.
   *
   * @param userId - owner.
   * @param filter - activity types and local date range.
   * @param page - keyset position, 0-based offset and limit.
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
   * The user's activities whose time span `[startTime, activityEndMs)` intersects `range`, most recent first
   * (what a wristband day's de-duplicated fuel is computed from). See `activityEndMs`.
   *
   * @param userId - owner.
   * @param range - the time interval; both ends optional.
   */
  listActivitiesOverlapping(userId: string, range: TimeRange): Promise<StoredActivity[]>;

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
