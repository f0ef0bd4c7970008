import type { DayAggregateBatch, DaySummary } from "../model/dayAggregate.js";
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

/** An inclusive range of local dates `yyyy-mm-dd`; a missing end is unbounded. */
export interface LocalDateRange {
  /** First local date included, `yyyy-mm-dd`; absent: unbounded. */
  readonly fromDate?: string;
  /** Last local date included, `yyyy-mm-dd`; absent: unbounded. */
  readonly toDate?: string;
}

/** Options of {@link ActivityRepository.addActivities}: what is written in the same atomic step as the batch. */
export interface AddActivitiesOptions {
  /**
   * The batch's contribution to the user's wristband days (decision D-95): the aggregates of the batch's
   * activities in the user's day time zone, as `foldActivityDays(batch, days.timeZone)` builds them (the service
   * passes equal aggregates whose envelopes are built when first read, decision D-183; read them before the add
   * settles: they then hold other numbers, or throw). A one-activity day's `boundsMs` and `rates` may be inherited
   * getters, which a spread, `structuredClone` or `JSON.stringify` of the aggregate leaves out: copy the arrays by
   * reading them (the contract suite gives the days in this form too). Since they are the activities' own, a repository may keep a day of one activity without its
   * envelope and rebuild it from its copy of the activity when a later add folds into the day (the in-memory
   * repository does); aggregates that are not those of the batch's activities are not supported. In the batch's
   * atomic step, and only when the batch is stored:
   *
   * - when the user's stored days are current in `days.timeZone`, or the user had no activity before the batch,
   *   each aggregate is merged with `foldDayAggregate(stored, aggregate)` into the stored day of its `localDate`
   *   (or stored as that day), and the stored days are current in `days.timeZone`;
   * - otherwise (the stored days are in another zone, or already out of date) every stored day is dropped and the
   *   user's days are out of date until {@link ActivityRepository.replaceDays} succeeds.
   *
   * Absent: a non-empty batch leaves the user's days out of date (they no longer cover every activity). Concurrent
   * adds of one user must not lose a contribution: the merge is commutative, so apply it inside the atomic step
   * rather than reading, folding and writing back outside it.
   */
  readonly days?: DayAggregateBatch;

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
 * What reads return is shared, read-only data (decision D-90): an adapter may hand out frozen envelopes and the
 * very sample columns it stores (typed arrays cannot be frozen), so callers never write into a returned activity.
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
   * of the caller's objects: mutating them afterwards (envelopes, sample columns, the FUEL series) changes nothing
   * stored. An empty batch stores nothing and succeeds. The returned promise settles only when the adapter has
   * finished reading the batch (copied or written every column): the service reuses the column buffers as soon as
   * it settles, so a wrapper must not settle before its inner repository has (a timeout wrapper would have to copy).
   *
   * Activities may arrive in any order (a user's history imported newest first, or a back-filled old activity):
   * the order of every list is by start time whatever the insertion order, and an adapter should insert in
   * O(log n) (the in-memory one does, decision D-91).
   *
   * @param userId - owner; every activity's `userId` must equal it.
   * @param activities - the batch.
   * @param options - what to store with the batch in the same atomic step (the day aggregates and the idempotency record of {@link AddActivitiesOptions}).
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

  /**
   * The user's stored wristband days in `timeZone` whose local date lies in `range`, most recent first, from
   * `page.offset` (0-based), at most `page.limit` of them; or `undefined` when the user's stored days are not
   * current in `timeZone` (decision D-96: never built, built in another zone, or dropped by an add in another
   * zone). A user without activities has current days in every zone: an empty list. Cost in memory:
   * O(log d + page) for d stored days.
   *
   * @param userId - owner.
   * @param timeZone - the IANA zone the caller expects the days in.
   * @param range - local dates, inclusive; both ends optional.
   * @param page - 0-based offset and limit.
   */
  listDays(userId: string, timeZone: string, range: LocalDateRange, page: PageRequest): Promise<DaySummary[] | undefined>;

  /**
   * Number of the user's stored wristband days in `timeZone` within `range` (what {@link listDays} pages
   * through), or `undefined` when the stored days are not current in `timeZone`.
   *
   * @param userId - owner.
   * @param timeZone - the IANA zone the caller expects the days in.
   * @param range - local dates, inclusive; absent: all.
   */
  countDays(userId: string, timeZone: string, range?: LocalDateRange): Promise<number | undefined>;

  /**
   * Replaces all of the user's stored days with `days` (built from every activity of the user) and makes them
   * current in `days.timeZone`, atomically and only if the user still has exactly `expectedActivityCount`
   * activities (a compare-and-set: an add since the caller read the activities makes it fail and change
   * nothing). Resolves `true` when replaced, `false` when refused.
   *
   * @param userId - owner.
   * @param days - the complete set of day aggregates, one per local date.
   * @param expectedActivityCount - the number of activities the days were built from.
   */
  replaceDays(userId: string, days: DayAggregateBatch, expectedActivityCount: number): Promise<boolean>;
}
