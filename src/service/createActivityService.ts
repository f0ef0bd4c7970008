import { buildActivityDetail } from "../derive/buildActivityDetail.js";
import { buildGpsData } from "../derive/buildGpsData.js";
import { deriveActivity } from "../derive/deriveActivity.js";
import { DEFAULT_ACTIVITIES_BASE_PATH } from "../derive/activityLinks.js";
import { toDailyListItem } from "../derive/toDailyListItem.js";
import { isLocalDate } from "../repository/isLocalDate.js";
import type { ActivityDetail } from "../model/activityDetail.js";
import type { ActivityListItem, ActivityListPage } from "../model/activityListItem.js";
import type { AddActivityResponseItem } from "../model/addActivityResponseItem.js";
import type { GpsData } from "../model/gpsData.js";
import type { StoredActivity } from "../model/storedActivity.js";
import type { UserProfile } from "../model/userProfile.js";
import { ACTIVITY_TYPE_NAMES, activityTypesOfFamily, type ActivityFamily } from "../registry/activityTypes.js";
import type { Limits } from "../registry/limits.js";
import type { ActivityRepository, StoreOutcome } from "../repository/activityRepository.js";
import { describeValue } from "../validate/describeValue.js";
import { validateActivities } from "../validate/validateActivities.js";
import type { ValidationContext } from "../validate/validationContext.js";
import { errorForCode } from "../validate/errorForCode.js";
import type {
  ActivityService,
  AddActivitiesRequestOptions,
  ListLinkOptions,
  ListQuery,
  ServiceResult,
} from "./activityService.js";
import type { IdempotencyRecord } from "../repository/idempotencyRecord.js";
import { bodyFingerprint } from "./idempotency/bodyFingerprint.js";
import { idempotencyKeyProblem } from "./idempotency/idempotencyKeyProblem.js";
import { listDailyRecords } from "./listDailyRecords.js";
import { allDayFuel } from "./allDayFuel.js";
import { dailyTimeZone } from "./dailyTimeZone.js";
import { batchDayAggregates } from "../derive/batchDayAggregates.js";
import type { Float64Allocator } from "../derive/rateEnvelope.js";
import { formatWholeNumber } from "../derive/formatWholeNumber.js";
import { pagingLinks } from "./pagingLinks.js";
import { parseListQuery } from "./parseListQuery.js";
import { toActivityListItem } from "../derive/toActivityListItem.js";
import { SampleBufferPool } from "./sampleBufferPool.js";
import { toAddResponseItem } from "./toAddResponseItem.js";

/** What {@link createActivityService} plugs together. Only the repository is required. */
export interface ActivityServiceOptions {
  /** Storage (e.g. `createInMemoryActivityRepository()` or a database adapter). */
  readonly repository: ActivityRepository;
  /** Current time, epoch ms; default `Date.now`. Decides "in the past" (code 160) and today's IN_PROGRESS day. */
  readonly clock?: () => number;
  /** New activity ids, unique per user; default `crypto.randomUUID()`. */
  readonly generateId?: () => string;
  /** The user's profile (weight, age, time zone), sync or async; default: no profile. */
  readonly getProfile?: (userId: string) => UserProfile | undefined | Promise<UserProfile | undefined>;
  /** Path prefix of activity links and lists, default `/v1/me/sport/activities`. */
  readonly basePath?: string;
  /** Add Activities size limits (codes 1020, 1040); default `DEFAULT_LIMITS`. */
  readonly limits?: Partial<Limits>;
  /**
   * How long an idempotency key answers retries, ms from the first request; default
   * {@link DEFAULT_IDEMPOTENCY_TTL_MS} (24 h, decision D-133). A positive safe integer.
   */
  readonly idempotencyTtlMs?: number;
}

/** Default time to live of an idempotency key: 24 hours, in ms (decision D-133). */
export const DEFAULT_IDEMPOTENCY_TTL_MS = 86_400_000;

/** Ids of ALL_DAY records (`dailyActivityId`). */
const DAILY_ID = /^ALL_DAY-(\d{4}-\d{2}-\d{2})$/;

/** Attempts at storing a batch when the id generator collides with stored ids (decision D-59). */
const STORE_ATTEMPTS = 3;

/** Every activity type name but ALL_DAY, built on first use (the ALL experience). */
let everyTypeButDaily: readonly string[] | undefined;

/**
 * Activity type names an "activities" experience lists (decision D-8): those of its families, or every type but
 * ALL_DAY when it names none (ALL). A submitted ALL_DAY record is never listed as itself: its fuel is not
 * de-duplicated, so it reaches lists only through the WRISTBAND days (spec 2.5, decision D-56).
 */
function typesOfFamilies(families: readonly ActivityFamily[]): readonly string[] {
  if (families.length === 0) return (everyTypeButDaily ??= Object.freeze(ACTIVITY_TYPE_NAMES.filter((name) => name !== "ALL_DAY")));
  return families.length === 1 ? activityTypesOfFamily(families[0]!) : families.flatMap((family) => activityTypesOfFamily(family));
}

function notFound(activityId: string): ServiceResult<never> {
  // the same answer for a missing id and another user's id (decision D-57): nothing tells them apart
  return { ok: false, errors: [errorForCode(290, null, ["activityId"], `no activity ${describeValue(activityId)} for this user`)] };
}

/**
 * The operations of spec section 4 over any {@link ActivityRepository} (decisions D-50–D-59): validation, derivation,
 * atomic storage, paging and the wristband days. Authentication stays outside: every operation takes the
 * authenticated `userId` and touches only that user's activities.
 *
 * - `addActivities`: {@link validateActivities} with the clock's time and the user's profile (all errors, nothing
 *   stored on any), `deriveActivity`, status COMPLETE (decision D-52), one atomic repository batch; the add
 *   response items of spec 2.3 in body order. With an `idempotencyKey` (issue 13, D-130–D-133): 1300 for a
 *   malformed key; a live key of the user answers its first response when the body is the same (canonical JSON,
 *   SHA-256) and 1301 when it is not, before validating; otherwise the key is stored with the batch, atomically.
 * - `listActivities`: spec 4.2 (codes 1100–1150 for the query, decision D-54); ALL_DAY records for WRISTBAND /
 *   FUELBAND (decision D-58); paging links of decision D-55.
 * - `getActivity` / `getGps`: code 290 for an unknown id or another user's (decision D-57); the GPS of an activity
 *   without coordinates is an empty track (decision D-150). The `self` link of an ALL_DAY record (`ALL_DAY-yyyy-mm-dd`) opens that day: its list item
 *   with an empty metrics array; its GPS is 1500.
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
  const getProfile = options.getProfile ?? (() => undefined);
  const basePath = options.basePath ?? DEFAULT_ACTIVITIES_BASE_PATH;
  const idempotencyTtlMs = options.idempotencyTtlMs ?? DEFAULT_IDEMPOTENCY_TTL_MS;
  if (!Number.isSafeInteger(idempotencyTtlMs) || idempotencyTtlMs <= 0) {
    throw new RangeError(`idempotencyTtlMs must be a positive safe integer, got ${String(idempotencyTtlMs)}`);
  }

  const samples = new SampleBufferPool();

  /**
   * Spec 2.5, decision D-98: an ALL_DAY's fuel is its wristband day's de-duplicated fuel, read after the store
   * (and again on a replay, decision D-133, since the day may have gained activities since).
   */
  async function withAllDayFuel(userId: string, items: readonly AddActivityResponseItem[], profile: UserProfile | undefined): Promise<AddActivityResponseItem[]> {
    const out = [...items];
    for (let i = 0; i < out.length; i++) {
      const item = out[i] as AddActivityResponseItem;
      if (item.activityType !== "ALL_DAY") continue;
      const stored = await repository.getActivity(userId, item.activityId);
      if (stored === undefined) continue;
      const fuel = await allDayFuel(repository, userId, profile, stored);
      out[i] = { ...item, metricSummary: { ...item.metricSummary, fuel: formatWholeNumber(fuel) } };
    }
    return out;
  }

  /** The answer of a request whose key is already stored: the first response, or 1301 for another body. */
  async function replay(userId: string, record: IdempotencyRecord, fingerprint: string): Promise<ServiceResult<AddActivityResponseItem[]>> {
    if (record.fingerprint === fingerprint) {
      return { ok: true, value: await withAllDayFuel(userId, structuredClone([...record.response]), (await getProfile(userId)) ?? undefined) };
    }
    const detail = `the key was first used at ${new Date(record.createdAtMs).toISOString()} with another body; send a new key for a new request`;
    return { ok: false, errors: [errorForCode(1301, null, [], detail)] };
  }

  async function addActivities(
    userId: string,
    body: unknown,
    requestOptions?: AddActivitiesRequestOptions,
  ): Promise<ServiceResult<AddActivityResponseItem[]>> {
    const key = requestOptions?.idempotencyKey;
    let fingerprint: string | undefined;
    if (key !== undefined) {
      const problem = idempotencyKeyProblem(key);
      if (problem !== undefined) return { ok: false, errors: [errorForCode(1300, null, [], problem)] };
      fingerprint = await bodyFingerprint(body);
      const stored = await repository.getIdempotencyRecord(userId, key, clock());
      if (stored !== undefined) return replay(userId, stored, fingerprint);
    }
    const nowMs = clock();
    const profile = (await getProfile(userId)) ?? undefined;
    // the validator writes the columns, deriveActivity the FUEL series and the day fold its envelopes, into views
    // of recycled buffers, taken back once the repository has copied them (decisions D-92, D-180, D-186)
    const lent: Float64Array[] = [];
    const scratch = samples.allocator(lent);
    // assigned field by field: two conditional spreads per add cost more than the rest of building it
    const context: { -readonly [K in keyof ValidationContext]: ValidationContext[K] } = { nowMs, allocateSamples: scratch };
    if (profile !== undefined) context.profile = profile;
    if (limits !== undefined) context.limits = limits;
    try {
      return await validateDeriveStore(userId, body, context, scratch, profile, nowMs, key === undefined || fingerprint === undefined ? undefined : { key, fingerprint });
    } finally {
      samples.give(lent);
    }
  }

  async function validateDeriveStore(
    userId: string,
    body: unknown,
    context: ValidationContext,
    scratch: Float64Allocator,
    profile: UserProfile | undefined,
    nowMs: number,
    request: { readonly key: string; readonly fingerprint: string } | undefined,
  ): Promise<ServiceResult<AddActivityResponseItem[]>> {
    const validated = validateActivities(body, context);
    if (!validated.ok) return validated;
    // the FUEL series too goes into the add's recycled buffers (decision D-186)
    const derived = validated.activities.map((activity) => ({ activity, derived: deriveActivity(activity, profile, scratch) }));
    // the user's day zone after this batch (decision D-12): the profile's, else the most recent activity's
    const [storedNewest] = await repository.listActivities(userId, {}, { offset: 0, limit: 1 });
    let newest = storedNewest?.activity;
    for (let i = 0; i < derived.length; i++) {
      const { activity } = derived[i]!;
      if (newest === undefined || activity.startTime > newest.startTime) newest = activity;
    }
    const timeZone = dailyTimeZone(profile, newest === undefined ? undefined : ({ activity: newest } as StoredActivity));
    for (let attempt = 1; ; attempt++) {
      const batch: StoredActivity[] = derived.map(({ activity, derived }) => ({
        activityId: generateId(),
        userId,
        activity,
        derived,
        status: "COMPLETE",
        tags: [],
        receivedAtMs: nowMs,
      }));
      const response = batch.map((stored) => toAddResponseItem(stored, basePath));
      const idempotency: IdempotencyRecord | undefined =
        request === undefined
          ? undefined
          : { key: request.key, fingerprint: request.fingerprint, createdAtMs: nowMs, expiresAtMs: nowMs + idempotencyTtlMs, response };
      // decision D-95: the batch's share of the wristband days, folded in the batch's atomic step; the idempotency
      // record (decision D-131) in the same step
      // decision D-183: a day holding one activity of the batch has its envelope built only if the repository
      // reads it, before the add settles
      const batchDays = batchDayAggregates(batch, timeZone, scratch);
      const days = { timeZone, days: batchDays.days };
      let outcome: StoreOutcome;
      try {
        outcome = await repository.addActivities(userId, batch, idempotency === undefined ? { days } : { days, idempotency });
      } finally {
        batchDays.expire();
      }
      if (outcome.ok) return { ok: true, value: await withAllDayFuel(userId, response, profile) };
      // another request with the same key was stored first (a concurrent retry): answer as a retry
      if (outcome.reason === "IDEMPOTENCY_KEY_USED" && request !== undefined) return replay(userId, outcome.record, request.fingerprint);
      if (outcome.reason !== "DUPLICATE_ID" || attempt >= STORE_ATTEMPTS) {
        const which = outcome.reason === "IDEMPOTENCY_KEY_USED" ? "" : `, activity ${outcome.activityId}`;
        throw new Error(`the repository refused the batch (${outcome.reason}${which})`);
      }
    }
  }

  async function listActivities(
    userId: string,
    experienceType: string,
    query?: ListQuery,
    links?: ListLinkOptions,
  ): Promise<ServiceResult<ActivityListPage>> {
    const parsed = parseListQuery(experienceType, query);
    if (!parsed.ok) return parsed;
    const q = parsed.value;
    const prefix = (links?.basePath ?? basePath).replace(/\/+$/, "");
    const keepParams = links?.keepParams ?? [];
    let data: ActivityListItem[];
    let hasNext: boolean;
    let total: number | undefined;
    if (q.experience.source === "daily") {
      const page = await listDailyRecords(repository, userId, await getProfile(userId), clock(), q);
      data = page.records.map((record) => toDailyListItem(record, { basePath: prefix }));
      hasNext = page.hasNext;
      total = page.total;
    } else {
      const filter = {
        activityTypes: typesOfFamilies(q.experience.families),
        ...(q.dates !== undefined ? { localDateFrom: q.dates.startDate, localDateTo: q.dates.endDate } : {}),
      };
      const rows = await repository.listActivities(userId, filter, { offset: q.offset - 1, limit: q.count + 1 });
      data = rows.slice(0, q.count).map((stored) => toActivityListItem(stored, prefix));
      hasNext = rows.length > q.count;
      // past the last record, previous names the last page that has records (decision D-148)
      if (data.length === 0 && q.offset > 1) total = await repository.countActivities(userId, filter);
    }
    return { ok: true, value: { data, paging: pagingLinks(prefix, q, keepParams, hasNext, total) } };
  }

  /** The ALL_DAY record a `ALL_DAY-yyyy-mm-dd` id names (decisions D-39, D-57), if the user has that day. */
  async function dailyRecordOf(userId: string, activityId: string): Promise<ActivityListItem | undefined> {
    const match = DAILY_ID.exec(activityId);
    const localDate = match?.[1];
    if (localDate === undefined || !isLocalDate(localDate)) return undefined;
    const query = parseListQuery("WRISTBAND", { count: 1, startDate: localDate, endDate: localDate });
    if (!query.ok) return undefined;
    const page = await listDailyRecords(repository, userId, await getProfile(userId), clock(), query.value);
    const [record] = page.records;
    return record === undefined ? undefined : toDailyListItem(record, { basePath });
  }

  async function getActivity(userId: string, activityId: string): Promise<ServiceResult<ActivityDetail>> {
    if (typeof activityId !== "string") return notFound(activityId);
    const stored = await repository.getActivity(userId, activityId);
    if (stored !== undefined) {
      const detail = buildActivityDetail(stored, { basePath });
      if (stored.activity.activityType !== "ALL_DAY") return { ok: true, value: detail };
      // spec 2.5, decision D-98: an ALL_DAY's fuel is its wristband day's de-duplicated fuel
      const fuel = await allDayFuel(repository, userId, await getProfile(userId), stored);
      return { ok: true, value: { ...detail, metricSummary: { ...detail.metricSummary, fuel: formatWholeNumber(fuel) } } };
    }
    const day = await dailyRecordOf(userId, activityId);
    return day === undefined ? notFound(activityId) : { ok: true, value: { ...day, metrics: [] } };
  }

  async function getGps(userId: string, activityId: string): Promise<ServiceResult<GpsData>> {
    if (typeof activityId !== "string") return notFound(activityId);
    const stored = await repository.getActivity(userId, activityId);
    // every stored activity has a GPS resource, empty without coordinates (decision D-150)
    if (stored !== undefined) return { ok: true, value: buildGpsData(stored, { basePath }) };
    if ((await dailyRecordOf(userId, activityId)) === undefined) return notFound(activityId);
    return { ok: false, errors: [errorForCode(1500, null, ["activityId"], "an ALL_DAY day has no GPS track")] };
  }

  return { addActivities, listActivities, getActivity, getGps };
}
