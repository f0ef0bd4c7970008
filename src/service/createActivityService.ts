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
import type { ActivityRepository } from "../repository/activityRepository.js";
import { describeValue } from "../validate/describeValue.js";
import { validateActivities } from "../validate/validateActivities.js";
import type { ValidationContext } from "../validate/validationContext.js";
import { validationError } from "../validate/validationError.js";
import type { ActivityService, ListLinkOptions, ListQuery, ServiceResult } from "./activityService.js";
import { listDailyRecords } from "./listDailyRecords.js";
import { allDayFuel } from "./allDayFuel.js";
import { dailyTimeZone } from "./dailyTimeZone.js";
import { foldActivityDays } from "../derive/dayAggregatesOf.js";
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
}

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
  return { ok: false, errors: [validationError(290, null, ["activityId"], `no activity ${describeValue(activityId)} for this user`)] };
}

/**
 * The operations of spec section 4 over any {@link ActivityRepository} (decisions D-50–D-59): validation, derivation,
 * atomic storage, paging and the wristband days. Authentication stays outside: every operation takes the
 * authenticated `userId` and touches only that user's activities.
 *
 * - `addActivities`: {@link validateActivities} with the clock's time and the user's profile (all errors, nothing
 *   stored on any), `deriveActivity`, status COMPLETE (decision D-52), one atomic repository batch; the add
 *   response items of spec 2.3 in body order.
 * - `listActivities`: spec 4.2 (codes 1100–1150 for the query, decision D-54); ALL_DAY records for WRISTBAND /
 *   FUELBAND (decision D-58); paging links of decision D-55.
 * - `getActivity` / `getGps`: code 290 for an unknown id or another user's (decision D-57); 1500 when the activity
 *   has no GPS data. The `self` link of an ALL_DAY record (`ALL_DAY-yyyy-mm-dd`) opens that day: its list item
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
 * @param options - repository, and optionally clock, id generator, profile lookup, base path and limits.
 * @returns the service.
 */
// @__NO_SIDE_EFFECTS__
export function createActivityService(options: ActivityServiceOptions): ActivityService {
  const { repository, limits } = options;
  const clock = options.clock ?? Date.now;
  const generateId = options.generateId ?? (() => crypto.randomUUID());
  const getProfile = options.getProfile ?? (() => undefined);
  const basePath = options.basePath ?? DEFAULT_ACTIVITIES_BASE_PATH;

  const samples = new SampleBufferPool();

  async function addActivities(userId: string, body: unknown): Promise<ServiceResult<AddActivityResponseItem[]>> {
    const nowMs = clock();
    const profile = (await getProfile(userId)) ?? undefined;
    // the validator writes the columns into recycled buffers, taken back once the repository has copied them
    const lent: Float64Array[] = [];
    const context: ValidationContext = {
      nowMs,
      ...(profile !== undefined ? { profile } : {}),
      ...(limits !== undefined ? { limits } : {}),
      allocateSamples: (length) => {
        const buffer = samples.take(length);
        lent.push(buffer);
        return buffer;
      },
    };
    try {
      return await validateDeriveStore(userId, body, context, profile, nowMs);
    } finally {
      samples.give(lent);
    }
  }

  async function validateDeriveStore(
    userId: string,
    body: unknown,
    context: ValidationContext,
    profile: UserProfile | undefined,
    nowMs: number,
  ): Promise<ServiceResult<AddActivityResponseItem[]>> {
    const validated = validateActivities(body, context);
    if (!validated.ok) return validated;
    const derived = validated.activities.map((activity) => ({ activity, derived: deriveActivity(activity, profile) }));
    // the user's day zone after this batch (decision D-12): the profile's, else the most recent activity's
    const [storedNewest] = await repository.listActivities(userId, {}, { offset: 0, limit: 1 });
    let newest = storedNewest?.activity;
    for (const { activity } of derived) if (newest === undefined || activity.startTime > newest.startTime) newest = activity;
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
      // decision D-95: the batch's share of the wristband days, folded in the batch's atomic step
      const outcome = await repository.addActivities(userId, batch, { days: { timeZone, days: foldActivityDays(batch, timeZone) } });
      if (outcome.ok) {
        const items = batch.map((stored) => toAddResponseItem(stored, basePath));
        for (let i = 0; i < batch.length; i++) {
          const stored = batch[i] as StoredActivity;
          if (stored.activity.activityType !== "ALL_DAY") continue;
          // spec 2.5, decision D-98: an ALL_DAY's fuel is its wristband day's de-duplicated fuel
          const fuel = await allDayFuel(repository, userId, profile, stored);
          const item = items[i] as AddActivityResponseItem;
          items[i] = { ...item, metricSummary: { ...item.metricSummary, fuel: formatWholeNumber(fuel) } };
        }
        return { ok: true, value: items };
      }
      if (outcome.reason !== "DUPLICATE_ID" || attempt >= STORE_ATTEMPTS) {
        throw new Error(`the repository refused the batch (${outcome.reason}, activity ${outcome.activityId})`);
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
    const gps = stored === undefined ? undefined : buildGpsData(stored, { basePath });
    if (gps !== undefined) return { ok: true, value: gps };
    if (stored === undefined && (await dailyRecordOf(userId, activityId)) === undefined) return notFound(activityId);
    return { ok: false, errors: [validationError(1500, null, ["activityId"], "the activity has no latitude and longitude data")] };
  }

  return { addActivities, listActivities, getActivity, getGps };
}
