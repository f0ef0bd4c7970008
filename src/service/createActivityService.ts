import { buildActivityDetail } from "../derive/buildActivityDetail.js";
import { buildGpsData } from "../derive/buildGpsData.js";
import { deriveActivity } from "../derive/deriveActivity.js";
import { DEFAULT_ACTIVITIES_BASE_PATH } from "../derive/activityLinks.js";
import { formatWholeNumber } from "../derive/formatWholeNumber.js";
import { toActivityListItem } from "../derive/toActivityListItem.js";
import { activityEndMs } from "../derive/activityEndMs.js";
import { localDateOf } from "../timeZone/localDays.js";
import type { ActivityDetail } from "../model/activityDetail.js";
import type { ActivityListItem, ActivityListPage } from "../model/activityListItem.js";
import type { ActivitySummary } from "../model/activitySummary.js";
import type { AddActivityResponseItem } from "../model/addActivityResponseItem.js";
import type { GpsData } from "../model/gpsData.js";
import type { StoredActivity } from "../model/storedActivity.js";
import type { UserProfile } from "../model/userProfile.js";
import type { ValidatedActivity } from "../model/validatedActivity.js";
import type { Limits } from "../registry/limits.js";
import type { ActivityFilter, ActivityRepository, StoreOutcome } from "../repository/activityRepository.js";
import type { IdempotencyRecord } from "../repository/idempotencyRecord.js";
import { describeValue } from "../validate/describeValue.js";
import { errorForCode } from "../validate/errorForCode.js";
import { isStorableText } from "../validate/isStorableText.js";
import { validateActivities } from "../validate/validateActivities.js";
import type { ValidationContext } from "../validate/validationContext.js";
import type { ValidationError } from "../validate/validationError.js";
import type { ActivityService, AddActivitiesRequestOptions, ListLinkOptions, ListQuery, ServiceResult } from "./activityService.js";
import { bodyFingerprint } from "./idempotency/bodyFingerprint.js";
import { idempotencyKeyProblem } from "./idempotency/idempotencyKeyProblem.js";
import { withinSizeLimits } from "./idempotency/withinSizeLimits.js";
import { pagingLinks } from "./pagingLinks.js";
import { parseListQuery } from "./parseListQuery.js";
import { toAddResponseItem } from "./toAddResponseItem.js";
import { wristbandViews, type WristbandView } from "./wristbandViews.js";
import { analysisOperations } from "./analysisOperations.js";
import { typesOfFamilies } from "./typesOfFamilies.js";
import { activityRecords } from "../analysis/activityRecords.js";

/** What {@link createActivityService} plugs together. Only the repository is required. */
export interface ActivityServiceOptions {
  /** Storage (e.g. `createInMemoryActivityRepository()` or `createPostgresActivityRepository(…)`). */
  readonly repository: ActivityRepository;
  /** Current time, epoch ms; default `Date.now`. Decides "in the past" (code 160) and today's IN_PROGRESS day. */
  readonly clock?: () => number;
  /** New activity ids, unique per user; default `crypto.randomUUID()`. */
  readonly generateId?: () => string;
  /** The user's profile (weight, age), sync or async; default: no profile. */
  readonly getProfile?: (userId: string) => UserProfile | undefined | Promise<UserProfile | undefined>;
  /** Path prefix of activity links and lists, default `/v1/me/sport/activities`. */
  readonly basePath?: string;
  /** Add Activities size limits (codes 1020, 1040); default `DEFAULT_LIMITS`. */
  readonly limits?: Partial<Limits>;
  /** How long an idempotency key answers retries, ms from the first request; default 24 h. A positive safe integer. */
  readonly idempotencyTtlMs?: number;
}

/** Default time to live of an idempotency key: 24 hours, in ms. */
const DEFAULT_IDEMPOTENCY_TTL_MS = 86_400_000;

/** Attempts at storing a batch when the id generator collides with stored ids. */
const STORE_ATTEMPTS = 3;

/** The types the ALL experience lists: every type but ALL_DAY (wristband days have their own experience). */
/** Whether an id can name a stored activity: a string without NUL or unpaired surrogates (never sent to storage otherwise). */
function isStorableId(activityId: unknown): activityId is string {
  return typeof activityId === "string" && isStorableText(activityId);
}

function notFound(activityId: unknown): ServiceResult<never> {
  // the same answer for a missing id and another user's id: nothing tells them apart
  return { ok: false, errors: [errorForCode(290, null, ["activityId"], `no activity ${describeValue(activityId)} for this user`)] };
}

function refused(errors: readonly ValidationError[]): ServiceResult<never> {
  return { ok: false, errors: errors as [ValidationError, ...ValidationError[]] };
}

/** 1091 for the batch's ALL_DAY whose date has a stored record reaching later. */
function daySuperseded(batch: readonly StoredActivity[], activityId: string, standing: { readonly activityId: string; readonly endMs: number }): ValidationError {
  const index = batch.findIndex((stored) => stored.activityId === activityId);
  const date = batch[index]?.localDate ?? "its date";
  const detail = `the ALL_DAY record ${standing.activityId} of ${date} reaches later (to ${new Date(standing.endMs).toISOString()}); it stands and nothing was stored`;
  return errorForCode(1091, index < 0 ? null : index, index < 0 ? [] : [index, "startTime"], detail);
}

/**
 * The operations of spec section 4 over any {@link ActivityRepository}: validation, derivation, atomic storage,
 * paging and the wristband days. Authentication stays outside: every operation takes the authenticated `userId`
 * and touches only that user's activities.
 *
 * - `addActivities`: {@link validateActivities} with the clock's time and the user's profile (all errors, nothing
 *   stored on any), `deriveActivity`, status COMPLETE, one atomic repository batch; the add response items of spec
 *   2.3 in body order, built before the batch is stored (nothing is read after it). An ALL_DAY's fuel is its day's
 *   fuel de-duplicated across the user's activities (spec 2.5): the day's stored activities, read before the store,
 *   plus the batch; an ALL_DAY whose local day already has an ALL_DAY record replaces that record in the same
 *   atomic step (a device syncing the day again), and two ALL_DAY activities of one body on the same local date
 *   are refused with 1090. With an `idempotencyKey`: 1300 for a malformed key; a live key of the user answers its
 *   first response when the body is the same (canonical JSON, SHA-256; checked before validation, and only for a
 *   body within the size limits) and 1301 when it is not; otherwise the key is stored with the batch, atomically.
 * - `listActivities`: spec 4.2 (codes 1100–1160 for the query). RUNNING, WALKING, CYCLING and ALL list the
 *   activities of their types; WRISTBAND (and FUELBAND) lists the user's ALL_DAY activities, one per local day,
 *   each with its day's de-duplicated fuel and status IN_PROGRESS while its day lasts. `paging.next` carries the
 *   keyset continuation `after`.
 * - `getActivity` / `getGps`: code 290 for an unknown id or another user's; an activity without coordinates has
 *   an empty GPS track. An ALL_DAY's detail shows the same de-duplicated fuel and status as its list item.
 * - `deleteActivity` / `eraseUser`: remove one activity (290 as for reading) or everything of a user.
 *
 * Failures of the repository, the profile lookup or the id generator reject the returned promise (they are not
 * the caller's errors); invalid input never does.
 *
 * @example
 * ```ts
 * const service = createActivityService({ repository: createInMemoryActivityRepository() });
 * const added = await service.addActivities("user-1", body);
 * const page = await service.listActivities("user-1", "RUNNING", { count: "10" }, { keepParams: [["access_token", token]] });
 * ```
 *
 * @param options - repository, and optionally clock, id generator, profile lookup, base path, limits and the
 *   idempotency key time to live.
 * @returns the service.
 * @throws RangeError when `idempotencyTtlMs` is not a positive safe integer (a configuration error, at creation).
 */
// @__NO_SIDE_EFFECTS__
export function createActivityService(options: ActivityServiceOptions): ActivityService {
  const { repository, limits } = options;
  const clock = options.clock ?? Date.now;
  const generateId = options.generateId ?? (() => crypto.randomUUID());
  const getProfile = async (userId: string): Promise<UserProfile | undefined> => (await options.getProfile?.(userId)) ?? undefined;
  const basePath = (options.basePath ?? DEFAULT_ACTIVITIES_BASE_PATH).replace(/\/+$/, "");
  const idempotencyTtlMs = options.idempotencyTtlMs ?? DEFAULT_IDEMPOTENCY_TTL_MS;
  if (!Number.isSafeInteger(idempotencyTtlMs) || idempotencyTtlMs <= 0) {
    throw new RangeError(`idempotencyTtlMs must be a positive safe integer, got ${String(idempotencyTtlMs)}`);
  }

  /** The answer of a request whose key is already stored: the first response, or 1301 for another body. */
  function replay(record: IdempotencyRecord, fingerprint: string): ServiceResult<AddActivityResponseItem[]> {
    if (record.fingerprint === fingerprint) return { ok: true, value: structuredClone([...record.response]) };
    const detail = `the key was first used at ${new Date(record.createdAtMs).toISOString()} with another body; send a new key for a new request`;
    return refused([errorForCode(1301, null, [], detail)]);
  }

  /** 1090 for a body with two ALL_DAY activities of one local date (a repository step can replace one record per date). */
  function daysSentTwice(batch: readonly { readonly activity: ValidatedActivity; readonly localDate: string }[]): ValidationError[] {
    const errors: ValidationError[] = [];
    const first = new Map<string, number>();
    batch.forEach((stored, index) => {
      if (stored.activity.activityType !== "ALL_DAY") return;
      const earlier = first.get(stored.localDate);
      if (earlier === undefined) first.set(stored.localDate, index);
      else errors.push(errorForCode(1090, index, [index, "startTime"], `activity ${earlier} is the ALL_DAY record of ${stored.localDate} already`));
    });
    return errors;
  }

  /** The add response's fuel of the batch's ALL_DAY activities: their days as they will stand, read before the store. */
  async function batchDayFuels(userId: string, batch: readonly StoredActivity[], nowMs: number): Promise<Map<string, WristbandView>> {
    const records = batch.filter((stored) => stored.activity.activityType === "ALL_DAY");
    return records.length === 0 ? new Map() : wristbandViews(repository, userId, records, nowMs, batch);
  }

  async function addActivities(userId: string, body: unknown, request?: AddActivitiesRequestOptions): Promise<ServiceResult<AddActivityResponseItem[]>> {
    const key = request?.idempotencyKey;
    const nowMs = clock();
    let fingerprint: string | undefined;
    if (key !== undefined) {
      const problem = idempotencyKeyProblem(key);
      if (problem !== undefined) return refused([errorForCode(1300, null, [], problem)]);
      // a retry answers its first response before validation; a body over the size limits is never fingerprinted
      if (withinSizeLimits(body, limits)) {
        fingerprint = await bodyFingerprint(body);
        const stored = await repository.getIdempotencyRecord(userId, key, nowMs);
        if (stored !== undefined) return replay(stored, fingerprint);
      }
    }
    const profile = await getProfile(userId);
    const context: ValidationContext = { nowMs, ...(profile !== undefined ? { profile } : {}), ...(limits !== undefined ? { limits } : {}) };
    const validated = validateActivities(body, context);
    if (!validated.ok) return validated;
    // what storage compares is worked out once, here, from the zone rules
    const derived = validated.activities.map((activity) => {
      const values = deriveActivity(activity, profile);
      return {
        activity,
        derived: values,
        localDate: localDateOf(activity.startTime, activity.timeZoneName),
        endMs: activityEndMs(activity, values),
        // a session's bests; a wristband day is everyday life (its 17 280 points would cost the add milliseconds)
        records: activity.activityType === "ALL_DAY" ? undefined : activityRecords(activity, profile === undefined ? {} : { profile }),
      };
    });
    const twice = daysSentTwice(derived);
    if (twice.length > 0) return refused(twice);
    for (let attempt = 1; ; attempt++) {
      const batch: StoredActivity[] = derived.map(({ activity, derived, localDate, endMs, records }) => ({
        activityId: generateId(),
        userId,
        activity,
        derived,
        status: "COMPLETE",
        tags: [],
        receivedAtMs: nowMs,
        localDate,
        endMs,
        ...(records !== undefined ? { records } : {}),
      }));
      const dayFuels = await batchDayFuels(userId, batch, nowMs);
      const response = batch.map((stored) => {
        const item = toAddResponseItem(stored, basePath);
        const view = dayFuels.get(stored.activityId);
        return view === undefined ? item : { ...item, metricSummary: { ...item.metricSummary, fuel: formatWholeNumber(view.fuel) } };
      });
      const idempotency: IdempotencyRecord | undefined =
        key === undefined || fingerprint === undefined
          ? undefined
          : { key, fingerprint, createdAtMs: nowMs, expiresAtMs: nowMs + idempotencyTtlMs, response };
      const outcome: StoreOutcome = await repository.addActivities(userId, batch, idempotency !== undefined ? { idempotency } : undefined);
      if (outcome.ok) return { ok: true, value: response };
      // another request with the same key was stored first (a concurrent retry): answer as a retry
      if (outcome.reason === "IDEMPOTENCY_KEY_USED" && fingerprint !== undefined) return replay(outcome.record, fingerprint);
      if (outcome.reason === "DAY_SUPERSEDED") return refused([daySuperseded(batch, outcome.activityId, outcome.standing)]);
      if (outcome.reason !== "DUPLICATE_ID" || attempt >= STORE_ATTEMPTS) {
        const which = outcome.reason === "IDEMPOTENCY_KEY_USED" ? "" : `, activity ${outcome.activityId}`;
        throw new Error(`the repository refused the batch (${outcome.reason}${which})`);
      }
    }
  }

  /** The list item of a summary; an ALL_DAY's with its view. */
  function toListItem(summary: ActivitySummary, prefix: string, view: WristbandView | undefined): ActivityListItem {
    const item = toActivityListItem(summary, prefix);
    if (view === undefined) return item;
    return { ...item, status: view.status, metricSummary: { ...item.metricSummary, fuel: formatWholeNumber(view.fuel) } };
  }

  async function listActivities(userId: string, experienceType: string, query?: ListQuery, links?: ListLinkOptions): Promise<ServiceResult<ActivityListPage>> {
    const parsed = parseListQuery(experienceType, query);
    if (!parsed.ok) return parsed;
    const q = parsed.value;
    const prefix = (links?.basePath ?? basePath).replace(/\/+$/, "");
    const filter: ActivityFilter = {
      activityTypes: q.experience.source === "daily" ? ["ALL_DAY"] : typesOfFamilies(q.experience.families),
      ...(q.dates !== undefined ? { localDateFrom: q.dates.startDate, localDateTo: q.dates.endDate } : {}),
    };
    // with a continuation the page starts right after it; otherwise offset − 1 records are skipped
    // one record more than the page on the side that decides a link: after the page (next), or, for a page that
    // ends before a position, before it (previous); the position itself follows such a page
    const page =
      q.before !== undefined
        ? { offset: 0, limit: q.count + 1, before: q.before }
        : q.after !== undefined
          ? { offset: 0, limit: q.count + 1, after: q.after }
          : { offset: q.offset - 1, limit: q.count + 1 };
    const rows = await repository.listActivities(userId, filter, page);
    const more = rows.length > q.count;
    const shown = q.before !== undefined ? rows.slice(rows.length - Math.min(rows.length, q.count)) : rows.slice(0, q.count);
    const records = shown.filter((summary) => summary.activity.activityType === "ALL_DAY");
    const views = records.length === 0 ? undefined : await wristbandViews(repository, userId, records, clock());
    const data = shown.map((summary) => toListItem(summary, prefix, views?.get(summary.activityId)));
    const at = (summary: ActivitySummary | undefined) => (summary === undefined ? undefined : { startTime: summary.activity.startTime, activityId: summary.activityId });
    const first = q.before !== undefined ? (more ? at(shown[0]) : undefined) : q.offset > 1 ? at(shown[0]) : undefined;
    const last = q.before !== undefined || more ? at(shown[shown.length - 1]) : undefined;
    // past the last record, previous names the last page that has records
    const total = data.length === 0 && q.offset > 1 ? await repository.countActivities(userId, filter) : undefined;
    return { ok: true, value: { data, paging: pagingLinks(prefix, q, links?.keepParams ?? [], { first, last }, total) } };
  }

  async function getActivity(userId: string, activityId: string): Promise<ServiceResult<ActivityDetail>> {
    if (!isStorableId(activityId)) return notFound(activityId);
    const stored = await repository.getActivity(userId, activityId);
    if (stored === undefined) return notFound(activityId);
    const detail = buildActivityDetail(stored, { basePath });
    if (stored.activity.activityType !== "ALL_DAY") return { ok: true, value: detail };
    const view = (await wristbandViews(repository, userId, [stored], clock())).get(stored.activityId);
    if (view === undefined) return { ok: true, value: detail };
    return { ok: true, value: { ...detail, status: view.status, metricSummary: { ...detail.metricSummary, fuel: formatWholeNumber(view.fuel) } } };
  }

  async function getGps(userId: string, activityId: string): Promise<ServiceResult<GpsData>> {
    if (!isStorableId(activityId)) return notFound(activityId);
    const stored = await repository.getActivity(userId, activityId);
    return stored === undefined ? notFound(activityId) : { ok: true, value: buildGpsData(stored, { basePath }) };
  }

  async function deleteActivity(userId: string, activityId: string): Promise<ServiceResult<undefined>> {
    if (!isStorableId(activityId) || !(await repository.deleteActivity(userId, activityId))) return notFound(activityId);
    return { ok: true, value: undefined };
  }

  const analysis = analysisOperations(repository, getProfile);
  return {
    addActivities,
    listActivities,
    getActivity,
    getGps,
    deleteActivity,
    getAnalysis: (userId, activityId) =>
      typeof activityId === "string" && isStorableId(activityId) ? analysis.getAnalysis(userId, activityId, () => notFound(activityId)) : Promise.resolve(notFound(activityId)),
    getRecords: (userId, experienceType, query) => analysis.getRecords(userId, experienceType, query),
    getTrainingLoad: (userId, query) => analysis.getTrainingLoad(userId, query),
    eraseUser: (userId) => repository.eraseUser(userId),
  };
}
