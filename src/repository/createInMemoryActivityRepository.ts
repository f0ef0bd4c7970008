import { ACTIVITY_TYPES, activityTypesOfFamily, getActivityType, type ActivityFamily } from "../registry/activityTypes.js";
import { checkFilter, checkPage } from "./checkRepositoryArguments.js";
import type { ActivitySummary } from "../model/activitySummary.js";
import type { StoredActivity } from "../model/storedActivity.js";
import type { SampleColumn } from "../model/validatedActivity.js";
import { dayNumberOfDate } from "../timeZone/localDays.js";
import type { ActivityFilter, ActivityRepository, AddActivitiesOptions, FuelSliceRequest, OverlapQuery, PageRequest, StoreOutcome } from "./activityRepository.js";
import { createInMemoryIdempotencyStore } from "./inMemoryIdempotencyStore.js";
import { countSegments, pageSegments, pageSegmentsFromBelow, segmentsBefore, segmentsFrom, segmentsOf, type Segment } from "./selectEntries.js";
import { SortedActivityIndex, type IndexEntry } from "./sortedActivityIndex.js";

const DAY_MS = 86_400_000;

/** One user's activities: by id, and sorted by start time overall, per activity type and per family. */
interface UserStore {
  readonly byId: Map<string, IndexEntry>;
  readonly all: SortedActivityIndex;
  readonly byType: Map<string, SortedActivityIndex>;
  readonly byFamily: Map<ActivityFamily, SortedActivityIndex>;
  /** Every activity but ALL_DAY records: the ALL experience. */
  readonly exceptDaily: SortedActivityIndex;
  /** The ALL_DAY record of each local date. */
  readonly days: Map<string, IndexEntry>;
  /** Longest `activityEndMs − startTime` stored, ms (bounds the overlap scan). */
  maxSpanMs: number;
}

/** Most recent first: `startTime` descending, ties by id descending. */
function newestFirst(a: IndexEntry, b: IndexEntry): number {
  if (a.startTime !== b.startTime) return b.startTime - a.startTime;
  return a.activityId < b.activityId ? 1 : a.activityId > b.activityId ? -1 : 0;
}

/** Freezes what a reader could change by mistake (typed arrays cannot be frozen); the batch is handed over. */
function freezeStored(stored: StoredActivity): StoredActivity {
  const { activity, derived, tags } = stored;
  for (const tag of tags) Object.freeze(tag);
  for (const part of [activity.metrics.metricTypes, activity.metrics.columns, activity.metrics, activity, derived, tags]) Object.freeze(part);
  return Object.freeze(stored);
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

/** The indexes an entry belongs to. */
function indexesOf(store: UserStore, entry: IndexEntry, create: boolean): SortedActivityIndex[] {
  const out = [store.all];
  if (entry.activityType !== "ALL_DAY") out.push(store.exceptDaily);
  const family = getActivityType(entry.activityType)?.family;
  for (const [map, key] of [[store.byType, entry.activityType], [store.byFamily, family]] as const) {
    if (key === undefined) continue;
    let index = (map as Map<typeof key, SortedActivityIndex>).get(key);
    if (index === undefined && create) (map as Map<typeof key, SortedActivityIndex>).set(key, (index = new SortedActivityIndex()));
    if (index !== undefined) out.push(index);
  }
  return out;
}

/**
 * Where a filter is answered from: the index holding exactly the filtered types when there is one (all, one
 * type, one family, every type but ALL_DAY), else the overall index with a type predicate; `undefined` when
 * nothing can match.
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
 * An {@link ActivityRepository} in memory, for tests, demos and single-process services.
 *
 * - Ownership: the activities it is given are kept as they are (the caller hands them over), frozen; reads
 *   return them.
 * - Atomic batches: ids, owners, the idempotency key and the ALL_DAY records of the batch's dates are checked and
 *   every index entry is prepared before the first insertion; the idempotency record and the replaced ALL_DAY
 *   records change in the same synchronous step.
 * - Concurrency: each method does all its work synchronously inside one call, so interleaved `await`s of many
 *   callers can neither lose nor duplicate an activity.
 * - Cost per user with n activities: add and delete O(log n + 512) per activity whatever its start time (sorted
 *   chunks); get O(1); list and count O(log n + page) for no type filter, one activity type, exactly one family,
 *   or every type but ALL_DAY (what the experience types use), plus a scan of the activities near each end of a
 *   date range; other type sets scan the user's activities; overlap queries O(log n + activities starting within
 *   the longest stored span before each range) plus O(1) per ALL_DAY date; fuel slices O(1) each (views).
 * - No time zone code: date filters compare the stored `localDate`.
 *
 * @example
 * ```ts
 * const repository = createInMemoryActivityRepository();
 * const service = createActivityService({ repository });
 * ```
 *
 * @returns a new, empty repository.
 */
// @__NO_SIDE_EFFECTS__
export function createInMemoryActivityRepository(): ActivityRepository {
  const users = new Map<string, UserStore>();
  const idempotency = createInMemoryIdempotencyStore();

  function storeOf(userId: string): UserStore {
    let store = users.get(userId);
    if (store === undefined) {
      store = {
        byId: new Map(),
        all: new SortedActivityIndex(),
        byType: new Map(),
        byFamily: new Map(),
        exceptDaily: new SortedActivityIndex(),
        days: new Map(),
        maxSpanMs: 0,
      };
      users.set(userId, store);
    }
    return store;
  }

  function remove(store: UserStore, activityId: string): boolean {
    const entry = store.byId.get(activityId);
    if (entry === undefined) return false;
    store.byId.delete(activityId);
    for (const index of indexesOf(store, entry, false)) index.remove(entry.startTime, activityId);
    if (store.days.get(entry.stored.localDate) === entry) store.days.delete(entry.stored.localDate);
    return true;
  }

  return {
    async addActivities(userId: string, activities: readonly StoredActivity[], options?: AddActivitiesOptions): Promise<StoreOutcome> {
      const store = users.get(userId);
      const seen = new Set<string>();
      const dates = new Set<string>();
      for (const activity of activities) {
        if (activity.userId !== userId) return { ok: false, reason: "WRONG_USER", activityId: activity.activityId };
        const stored = store?.byId.get(activity.activityId);
        // an ALL_DAY may replace the record of its date under the same id; any other stored id is taken
        const replacing = stored !== undefined && activity.activity.activityType === "ALL_DAY" && store?.days.get(activity.localDate) === stored;
        if (seen.has(activity.activityId) || (stored !== undefined && !replacing)) return { ok: false, reason: "DUPLICATE_ID", activityId: activity.activityId };
        seen.add(activity.activityId);
        if (activity.activity.activityType !== "ALL_DAY") continue;
        if (dates.has(activity.localDate)) throw new RangeError(`two ALL_DAY activities of ${activity.localDate} in one batch`);
        dates.add(activity.localDate);
      }
      const record = options?.idempotency;
      const used = record === undefined ? undefined : idempotency.conflict(userId, record);
      if (used !== undefined) return { ok: false, reason: "IDEMPOTENCY_KEY_USED", record: used };
      const replaced: IndexEntry[] = [];
      for (const activity of activities) {
        if (activity.activity.activityType !== "ALL_DAY") continue;
        const standing = store?.days.get(activity.localDate);
        if (standing === undefined) continue;
        // the record that reaches later stands; on a tie the later request (this one)
        if (standing.endMs > activity.endMs) {
          return { ok: false, reason: "DAY_SUPERSEDED", activityId: activity.activityId, standing: { activityId: standing.activityId, endMs: standing.endMs } };
        }
        replaced.push(standing);
      }
      // everything that can throw (a malformed local date) runs before the first change
      const entries: IndexEntry[] = activities.map((given) => {
        const stored = freezeStored(given);
        const { startTime, activityType } = stored.activity;
        const localDay = dayNumberOfDate(stored.localDate);
        if (!Number.isSafeInteger(localDay)) throw new RangeError(`localDate is not yyyy-mm-dd: ${stored.localDate}`);
        return { startTime, activityId: stored.activityId, activityType, offsetMs: localDay * DAY_MS - startTime, localDay, endMs: stored.endMs, stored };
      });
      const prepared = record === undefined ? undefined : idempotency.prepare(record);
      if (prepared !== undefined) idempotency.put(userId, prepared);
      if (entries.length === 0) return { ok: true, stored: 0 };
      const target = storeOf(userId);
      for (const entry of replaced) remove(target, entry.activityId);
      for (const entry of entries) {
        target.byId.set(entry.activityId, entry);
        for (const index of indexesOf(target, entry, true)) index.insert(entry);
        if (entry.activityType === "ALL_DAY") target.days.set(entry.stored.localDate, entry);
        target.maxSpanMs = Math.max(target.maxSpanMs, entry.endMs - entry.startTime);
      }
      return { ok: true, stored: entries.length };
    },

    async getIdempotencyRecord(userId: string, key: string, nowMs: number) {
      return idempotency.get(userId, key, nowMs);
    },

    async getActivity(userId: string, activityId: string) {
      return users.get(userId)?.byId.get(activityId)?.stored;
    },

    async listActivities(userId: string, filter: ActivityFilter, page: PageRequest) {
      checkFilter(filter);
      checkPage(page);
      const store = users.get(userId);
      const selected = store === undefined ? undefined : selection(store, filter);
      if (selected === undefined) return [];
      const { index } = selected;
      const { after, before } = page;
      if (before !== undefined) {
        // the entries newer than the position: from the first key above it (the smallest id above its id is id + NUL)
        const above = segmentsFrom(selected.segments, index.lowerBound(before.startTime, `${before.activityId}\u0000`));
        return pageSegmentsFromBelow(index, above, page.offset, page.limit).map((entry) => entry.stored);
      }
      const segments = after === undefined ? selected.segments : segmentsBefore(selected.segments, index.lowerBound(after.startTime, after.activityId));
      return pageSegments(index, segments, page.offset, page.limit).map((entry) => entry.stored);
    },

    async countActivities(userId: string, filter: ActivityFilter = {}) {
      checkFilter(filter);
      const store = users.get(userId);
      const selected = store === undefined ? undefined : selection(store, filter);
      return selected === undefined ? 0 : countSegments(selected.index, selected.segments);
    },

    async listActivitiesOverlapping(userId: string, query: OverlapQuery): Promise<ActivitySummary[]> {
      const store = users.get(userId);
      if (store === undefined) return [];
      const found = new Map<string, IndexEntry>();
      const index = store.all;
      for (const { fromMs, toMs } of query.ranges) {
        // no activity overlapping the range starts earlier than the longest stored span before its start
        const lo = fromMs === undefined ? 0 : index.lowerBound(fromMs - store.maxSpanMs);
        const hi = toMs === undefined ? index.length : index.lowerBound(toMs);
        index.visitDescending(lo, hi, (entry) => {
          if (fromMs === undefined || entry.endMs > fromMs) found.set(entry.activityId, entry);
        });
      }
      for (const date of query.allDayDates ?? []) {
        const entry = store.days.get(date);
        if (entry !== undefined) found.set(entry.activityId, entry);
      }
      return [...found.values()].sort(newestFirst).map((entry) => entry.stored);
    },

    async readFuelSlices(userId: string, requests: readonly FuelSliceRequest[]): Promise<(SampleColumn | undefined)[]> {
      const store = users.get(userId);
      return requests.map(({ activityId, fromPoint, toPoint }) => {
        const series = store?.byId.get(activityId)?.stored.derived.fuelPerPoint;
        if (series === undefined) return undefined;
        return series instanceof Float64Array ? series.subarray(fromPoint, toPoint) : Array.prototype.slice.call(series, fromPoint, toPoint);
      });
    },

    async deleteActivity(userId: string, activityId: string) {
      const store = users.get(userId);
      return store !== undefined && remove(store, activityId);
    },

    async eraseUser(userId: string) {
      const count = users.get(userId)?.byId.size ?? 0;
      users.delete(userId);
      idempotency.erase(userId);
      return count;
    },
  };
}
