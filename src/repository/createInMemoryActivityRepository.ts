import { ACTIVITY_TYPES, activityTypesOfFamily, getActivityType, type ActivityFamily } from "../registry/activityTypes.js";
import { checkFilter, checkPage } from "./checkRepositoryArguments.js";
import type { StoredActivity } from "../model/storedActivity.js";
import { activityEndMs } from "./activityEndMs.js";
import type { ActivityFilter, ActivityRepository, AddActivitiesOptions, PageRequest, StoreOutcome, TimeRange } from "./activityRepository.js";
import { compactStoredActivity, MetricTypesPool } from "./compactStoredActivity.js";
import { createInMemoryDayStore } from "./inMemoryDayStore.js";
import { SampleArena } from "./sampleArena.js";
import type { IdempotencyRecord } from "./idempotencyRecord.js";
import { createInMemoryIdempotencyStore } from "./inMemoryIdempotencyStore.js";
import { zoneOffsetMs } from "../derive/zoneOffsetMs.js";
import { newFloat64Array } from "../derive/rateEnvelope.js";
import { countSegments, pageSegments, segmentsOf, type Segment } from "./selectEntries.js";
import { SortedActivityIndex, type IndexEntry } from "./sortedActivityIndex.js";

const DAY_MS = 86_400_000;

/** One user's activities: by id, and sorted by start time overall, per activity type and per family. */
interface UserStore {
  readonly byId: Map<string, IndexEntry>;
  readonly all: SortedActivityIndex;
  readonly byType: Map<string, SortedActivityIndex>;
  readonly byFamily: Map<ActivityFamily, SortedActivityIndex>;
  /** Every activity but submitted ALL_DAY records: the ALL experience (decision D-56). */
  readonly exceptDaily: SortedActivityIndex;
  /** Longest `activityEndMs − startTime` stored, ms (bounds the overlap scan). */
  maxSpanMs: number;
  /** Where this user's sample columns are stored (decision D-89). */
  readonly samples: SampleArena;
}

/** Whether a type set is every activity type but ALL_DAY (the ALL experience). */
function isEveryTypeButDaily(types: ReadonlySet<string>): boolean {
  if (types.size !== ACTIVITY_TYPES.length - 1 || types.has("ALL_DAY")) return false;
  for (const type of ACTIVITY_TYPES) if (type.name !== "ALL_DAY" && !types.has(type.name)) return false;
  return true;
}

/** The family whose types are exactly `types` (a non-empty set), if any. */
function familyOfSet(types: ReadonlySet<string>): ActivityFamily | undefined {
  // only the family of any one member can match
  const family = getActivityType(types.values().next().value)?.family;
  if (family === undefined) return undefined;
  const members = activityTypesOfFamily(family);
  if (members.length !== types.size) return undefined;
  for (const name of members) if (!types.has(name)) return undefined;
  return family;
}

function indexOf<K>(map: Map<K, SortedActivityIndex>, key: K): SortedActivityIndex {
  let index = map.get(key);
  if (index === undefined) map.set(key, (index = new SortedActivityIndex()));
  return index;
}



/**
 * Where a filter is answered from: the index holding exactly the filtered types when there is one (all, one
 * type, one family), else the overall index with a type predicate; `undefined` when nothing can match.
 */
function selection(store: UserStore, filter: ActivityFilter): { index: SortedActivityIndex; segments: Segment[] } | undefined {
  const { activityTypes, localDateFrom: from, localDateTo: to } = filter;
  if (activityTypes === undefined) return { index: store.all, segments: segmentsOf(store.all, undefined, from, to) };
  const types = new Set(activityTypes);
  let index: SortedActivityIndex | undefined;
  let typeTest: ((entry: IndexEntry) => boolean) | undefined;
  if (types.size === 0) return undefined;
  if (types.size === 1) {
    index = store.byType.get([...types][0] as string);
  } else {
    const family = familyOfSet(types);
    if (family !== undefined) index = store.byFamily.get(family);
    else if (isEveryTypeButDaily(types)) index = store.exceptDaily;
    else {
      index = store.all;
      typeTest = (entry) => types.has(entry.activityType);
    }
  }
  if (index === undefined) return undefined;
  return { index, segments: segmentsOf(index, typeTest, from, to) };
}

/**
 * An {@link ActivityRepository} in memory (decision D-50), for tests, demos and single-process services.
 *
 * - Atomic batches: ids, owners and the idempotency key (issue 13) are checked and every copy is prepared before
 *   the first insertion; the idempotency record is stored in the same synchronous step as the batch.
 * - Concurrency: each method does all its work synchronously inside one call, so interleaved `await`s of many
 *   callers can neither lose nor duplicate an activity.
 * - Copies (decisions D-89, D-90): stores a compact copy of each activity (`compactStoredActivity`): its
 *   sample columns and FUEL series in one `Float64Array` (8 bytes per value), its envelopes frozen; reads return
 *   those objects (no per-read copy). The caller's input objects can never change what is stored; returned
 *   envelopes are frozen and returned columns are shared, read-only data.
 * - Cost per user with n activities: add O(log n) per activity whatever its start time (B+ tree indexes,
 *   decision D-91; a back-filled old activity costs what a new one does) and a copy of its data; get O(1); list
 *   and count O(log n + page) for no type
 *   filter, one activity type, exactly one family, or every type but ALL_DAY (what the experience types use), plus a scan of the
 *   activities within 24 h of each end of a date range; other type sets scan the user's activities (O(n));
 *   overlap queries O(log n + activities starting within the longest stored span before the range).
 *
 * @returns a new, empty repository.
 */
// @__NO_SIDE_EFFECTS__
export function createInMemoryActivityRepository(): ActivityRepository {
  const users = new Map<string, UserStore>();
  const metricTypes = new MetricTypesPool();
  const idempotency = createInMemoryIdempotencyStore();
  const days = createInMemoryDayStore();

  function storeOf(userId: string): UserStore {
    let store = users.get(userId);
    if (store === undefined) {
      store = {
        byId: new Map(),
        all: new SortedActivityIndex(),
        byType: new Map(),
        byFamily: new Map(),
        exceptDaily: new SortedActivityIndex(),
        maxSpanMs: 0,
        samples: new SampleArena(),
      };
      users.set(userId, store);
    }
    return store;
  }

  return {
    async addActivities(userId: string, activities: readonly StoredActivity[], options?: AddActivitiesOptions): Promise<StoreOutcome> {
      const existing = users.get(userId)?.byId;
      const seen = new Set<string>();
      for (const activity of activities) {
        if (activity.userId !== userId) return { ok: false, reason: "WRONG_USER", activityId: activity.activityId };
        if (seen.has(activity.activityId) || existing?.has(activity.activityId) === true) {
          return { ok: false, reason: "DUPLICATE_ID", activityId: activity.activityId };
        }
        seen.add(activity.activityId);
      }
      // prepare everything that can throw (a malformed column, an unknown time zone) before the first insertion;
      // a refused batch leaves at most an unused region of the user's arena behind
      const arena = activities.length === 0 ? undefined : storeOf(userId).samples;
      const entries: IndexEntry[] = activities.map((activity) => {
        const stored = compactStoredActivity(activity, metricTypes, arena!);
        const { startTime, timeZoneName } = stored.activity;
        const offsetMs = zoneOffsetMs(timeZoneName, startTime);
        return {
          startTime,
          activityId: stored.activityId,
          activityType: stored.activity.activityType,
          offsetMs,
          localDay: Math.floor((startTime + offsetMs) / DAY_MS),
          endMs: activityEndMs(stored),
          stored,
        };
      });
      const key = options?.idempotency;
      const used = key === undefined ? undefined : idempotency.conflict(userId, key);
      if (used !== undefined) return { ok: false, reason: "IDEMPOTENCY_KEY_USED", record: used };
      const record: IdempotencyRecord | undefined = key === undefined ? undefined : idempotency.prepare(key);
      if (entries.length === 0) {
        if (record !== undefined) idempotency.put(userId, record);
        return { ok: true, stored: 0 };
      }
      const userArena = arena!;
      // built only when a new day of one activity asks for its activity (decision D-183)
      let batchById: Map<string, StoredActivity> | undefined;
      const commitDays = days.prepareAdd(
        userId,
        existing?.size ?? 0,
        entries.length,
        options?.days,
        (length) => userArena.view(length),
        (activityId) => (batchById ??= new Map(entries.map((entry) => [entry.activityId, entry.stored]))).get(activityId) ?? existing?.get(activityId)?.stored,
      );
      if (record !== undefined) idempotency.put(userId, record);
      const store = storeOf(userId);
      for (const entry of entries) {
        store.byId.set(entry.activityId, entry);
        store.all.insert(entry);
        if (entry.activityType !== "ALL_DAY") store.exceptDaily.insert(entry);
        indexOf(store.byType, entry.activityType).insert(entry);
        const family = getActivityType(entry.activityType)?.family;
        if (family !== undefined) indexOf(store.byFamily, family).insert(entry);
        store.maxSpanMs = Math.max(store.maxSpanMs, entry.endMs - entry.startTime);
      }
      commitDays();
      return { ok: true, stored: entries.length };
    },

    async getIdempotencyRecord(userId: string, key: string, nowMs: number): Promise<IdempotencyRecord | undefined> {
      return idempotency.get(userId, key, nowMs);
    },

    async getActivity(userId: string, activityId: string): Promise<StoredActivity | undefined> {
      return users.get(userId)?.byId.get(activityId)?.stored;
    },

    async listActivities(userId: string, filter: ActivityFilter, page: PageRequest): Promise<StoredActivity[]> {
      checkFilter(filter);
      checkPage(page);
      const store = users.get(userId);
      const selected = store === undefined ? undefined : selection(store, filter);
      if (selected === undefined) return [];
      return pageSegments(selected.index, selected.segments, page.offset, page.limit).map((entry) => entry.stored);
    },

    async countActivities(userId: string, filter: ActivityFilter = {}): Promise<number> {
      checkFilter(filter);
      const store = users.get(userId);
      const selected = store === undefined ? undefined : selection(store, filter);
      return selected === undefined ? 0 : countSegments(selected.index, selected.segments);
    },

    async listActivitiesOverlapping(userId: string, range: TimeRange): Promise<StoredActivity[]> {
      const store = users.get(userId);
      if (store === undefined) return [];
      const { fromMs, toMs } = range;
      const index = store.all;
      const lo = fromMs === undefined ? 0 : index.lowerBound(fromMs - store.maxSpanMs);
      const hi = toMs === undefined ? index.length : index.lowerBound(toMs);
      const out: StoredActivity[] = [];
      index.visitDescending(lo, hi, (entry) => {
        if (fromMs === undefined || entry.endMs > fromMs) out.push(entry.stored);
      });
      return out;
    },

    listDays: async (userId, timeZone, range, page) => days.list(userId, timeZone, range, page),
    countDays: async (userId, timeZone, range = {}) => days.count(userId, timeZone, range),
    replaceDays: async (userId, batch, expected) => {
      const known = users.get(userId)?.byId;
      const count = known?.size ?? 0;
      // a replacement goes into the user's arena too; a user without activities has nothing to replace
      const arena = count === 0 ? undefined : storeOf(userId).samples;
      return days.replace(
        userId,
        batch,
        expected,
        count,
        (length) => (arena === undefined ? newFloat64Array(length) : arena.view(length)),
        (activityId) => known?.get(activityId)?.stored,
      );
    },
  };
}
