import type { ActivityAnalysis } from "../analysis/analyzeActivity.js";
import type { RecordsQuery, TrainingLoadQuery, TrainingLoadReport, UserRecords } from "./analysisQueries.js";
import type { ActivityDetail } from "../model/activityDetail.js";
import type { ActivityListPage } from "../model/activityListItem.js";
import type { AddActivityResponseItem } from "../model/addActivityResponseItem.js";
import type { GpsData } from "../model/gpsData.js";
import type { ValidationError } from "../validate/validationError.js";

/** Outcome of a service operation: a value, or every error found (codes of `ERROR_CODES`). Never thrown. */
export type ServiceResult<T> =
  | {
      /** The operation succeeded. */
      readonly ok: true;
      /** Its answer. */
      readonly value: T;
    }
  | {
      /** The request was refused. */
      readonly ok: false;
      /** Every error found, at least one. */
      readonly errors: readonly [ValidationError, ...ValidationError[]];
    };

/**
 * Query parameters of List Activities by Experience Type (spec 4.2), as received (strings from a URL, or
 * numbers from code). The service validates them (list error codes in docs/errors.md).
 */
export interface ListQuery {
  /** Records per page, default 5. */
  readonly count?: string | number;
  /** 1-based index of the first record, default 1. */
  readonly offset?: string | number;
  /** Local start date `yyyy-mm-dd`, inclusive; required with endDate. */
  readonly startDate?: string;
  /** Local end date `yyyy-mm-dd`, inclusive; required with startDate. */
  readonly endDate?: string;
  /**
   * Keyset continuation written by `paging.next` (`startTime~activityId`; code 1160 otherwise): the page starts
   * right after that activity, so following `next` costs the same on every page; `offset` then numbers the page.
   */
  readonly after?: string;
  /**
   * Keyset continuation written by `paging.previous` (`startTime~activityId`; code 1160 otherwise, and with
   * `after`): the page ends right before that activity, so following `previous` costs the same on every page too.
   */
  readonly before?: string;
}

/** How list paging links are written. */
export interface ListLinkOptions {
  /** Path prefix of the list resource and of the items' links; default the service's `basePath`. */
  readonly basePath?: string;
  /** Extra query parameters repeated in `paging.next` / `previous` (e.g. the caller's `access_token`), in order. */
  readonly keepParams?: readonly (readonly [string, string])[];
}

/** Per-request options of {@link ActivityService.addActivities}. */
export interface AddActivitiesRequestOptions {
  /**
   * Idempotency key of the request (issue 13; the HTTP `Idempotency-Key` header): 1–255
   * printable ASCII characters, per user. The first request with a key stores its batch and the key together
   * (one atomic repository step); a repeat within the key's time to live (`idempotencyTtlMs`, default 24 h) with
   * the same body (the same JSON data, whatever its key order) answers the first response again and stores nothing, also when the first
   * answer never reached the client; with another body it is refused with 1301. A malformed key is 1300. Requests
   * that fail validation store no key. Absent: every request stores.
   */
  readonly idempotencyKey?: string;
}

/** The operations of spec section 4 for one service instance; every operation is scoped to `userId`. */
export interface ActivityService {
  /**
   * Add Activities (spec 4.1): validate all, derive, store atomically; nothing is stored on any error. With
   * `options.idempotencyKey`, retries are safe (see {@link AddActivitiesRequestOptions}; codes 1300, 1301).
   */
  addActivities(
    userId: string,
    body: unknown,
    options?: AddActivitiesRequestOptions,
  ): Promise<ServiceResult<AddActivityResponseItem[]>>;
  /** List Activities by Experience Type (spec 4.2). */
  listActivities(
    userId: string,
    experienceType: string,
    query?: ListQuery,
    links?: ListLinkOptions,
  ): Promise<ServiceResult<ActivityListPage>>;
  /** Activity Detail (spec 4.3): code 290 for an unknown id or another user's id. */
  getActivity(userId: string, activityId: string): Promise<ServiceResult<ActivityDetail>>;
  /** GPS Data (spec 4.3): code 290 as for the detail; an activity without coordinates has an empty track. */
  getGps(userId: string, activityId: string): Promise<ServiceResult<GpsData>>;
  /**
   * Deletes one activity of the user: `{ ok: true, value: undefined }`, or code 290 for an unknown id or another
   * user's (the same answer). The idempotency record of the request that added it is kept, so a retry of that
   * request answers its first response and does not store the activity again.
   */
  deleteActivity(userId: string, activityId: string): Promise<ServiceResult<undefined>>;
  /**
   * The analysis of one activity (`analyzeActivity` of `activity-fuel/analysis` with the user's profile): splits,
   * best efforts, mean-maximal curves, time in zones, intensity minutes, TRIMP. Code 290 as for the detail.
   */
  getAnalysis(userId: string, activityId: string): Promise<ServiceResult<ActivityAnalysis>>;
  /**
   * The user's bests over the activities of an experience type (RUNNING, CYCLING, …; not the wristband) whose local
   * start date lies in the range (all dates when absent): best efforts and mean-maximal points, each with the
   * activity that holds it, from the records kept with each activity at add (no samples read). Codes 1120, 1130,
   * 1150 for the dates, 1140 for the experience type.
   */
  getRecords(userId: string, experienceType: string, query?: RecordsQuery): Promise<ServiceResult<UserRecords>>;
  /**
   * Fitness (42-day), fatigue (7-day) and form per local day from startDate to endDate, from each day's load: the
   * fuel, or the TRIMP, of its sessions (ALL_DAY records excluded: a wristband day is everyday life, and its fuel
   * includes the sessions). Loads of the 291 days before startDate are carried in. Codes 1120, 1130, 1150 for the
   * dates (both required; at most 3 660 days), 1170 for `load`.
   */
  getTrainingLoad(userId: string, query: TrainingLoadQuery): Promise<ServiceResult<TrainingLoadReport>>;
  /**
   * Erases every activity and idempotency record of the user, atomically (GDPR article 17).
   *
   * @returns the number of activities removed.
   */
  eraseUser(userId: string): Promise<number>;
}
