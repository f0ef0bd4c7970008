import { localDateOf } from "../../src/timeZone/localDays.js";
import type { StoredActivity } from "../../src/model/storedActivity.js";
import type { ActivityFilter, ActivityRepository, IdempotencyRecord } from "../../src/repository/index.js";

/** Defects a naive repository can be given, to prove the contract catches each. */
export interface Defects {
  /** Stores a batch member by member, stopping at the first duplicate (not atomic). */
  readonly partialBatch?: boolean;
  /** Returns the stored objects themselves, unfrozen (a reader's mistake changes what is stored). */
  readonly sharedResults?: boolean;
  /** getActivity ignores the user. */
  readonly leakyGet?: boolean;
  /** Ties ordered by id ascending. */
  readonly tiesAscending?: boolean;
  /** Date filter by UTC date instead of the activity's local date. */
  readonly utcDates?: boolean;
  /** Date filter by the start's date in the activity's zone, computed, instead of the given `localDate`. */
  readonly computedDates?: boolean;
  /** Awaits between the duplicate check and the insertion. */
  readonly racyAdd?: boolean;
  /** Overlap selects by start time only. */
  readonly overlapByStart?: boolean;
  /** Ids unique across users instead of per user. */
  readonly globalIds?: boolean;
  /** Accepts a batch holding another user's activity. */
  readonly noOwnerCheck?: boolean;
  /** Idempotency keys shared by all users. */
  readonly globalKeys?: boolean;
  /** Idempotency records never expire. */
  readonly keysNeverExpire?: boolean;
  /** Stores the idempotency record even when the batch is refused. */
  readonly keyWithoutBatch?: boolean;
  /** Awaits between the idempotency key check and the insertion. */
  readonly racyKey?: boolean;
  /** A keyset page starts at the position instead of after it. */
  readonly afterInclusive?: boolean;
  /** A page before a position takes the newest entries instead of the nearest ones. */
  readonly beforeFromTop?: boolean;
  /** No ALL_DAY rule: every record of a date is kept. */
  readonly twoRecordsPerDay?: boolean;
  /** An ALL_DAY always replaces its date's record, whatever their reach (an older, shorter sync wins). */
  readonly lastSyncWins?: boolean;
  /** Reads the date's record, awaits, then writes (the rule decided by a read before the write). */
  readonly dayReadBeforeWrite?: boolean;
  /** Removes the replaced record before checking the rest of the batch (a refused batch still removes it). */
  readonly replaceOnRefusal?: boolean;
  /** Overlap queries ignore `allDayDates`. */
  readonly overlapWithoutDates?: boolean;
  /** Fuel slices one point late. */
  readonly slicesOffByOne?: boolean;
  /** deleteActivity ignores the user. */
  readonly leakyDelete?: boolean;
  /** eraseUser keeps the user's idempotency records. */
  readonly eraseKeepsKeys?: boolean;
}

/**
 * A deliberately simple repository (an array, a full filter and sort per query): correct without defects, so the
 * contract is shown to pass a second, independent implementation, and to fail each defect.
 *
 * @param defects - defects to inject.
 */
export function createNaiveRepository(defects: Defects = {}): ActivityRepository {
  let rows: StoredActivity[] = [];
  let keys: { userId: string; record: IdempotencyRecord }[] = [];
  const liveKey = (userId: string, key: string, nowMs: number): IdempotencyRecord | undefined =>
    keys.find((k) => (defects.globalKeys || k.userId === userId) && k.record.key === key && (defects.keysNeverExpire || nowMs < k.record.expiresAtMs))?.record;
  const copy = (s: StoredActivity): StoredActivity => (defects.sharedResults ? s : structuredClone(s));
  const has = (userId: string, id: string): boolean => rows.some((r) => r.activityId === id && (defects.globalIds || r.userId === userId));
  const remove = (userId: string, ids: readonly string[]): number => {
    const before = rows.length;
    rows = rows.filter((r) => !(ids.includes(r.activityId) && (defects.leakyDelete || r.userId === userId)));
    return before - rows.length;
  };
  const select = (userId: string, filter: ActivityFilter): StoredActivity[] => {
    const { activityTypes, localDateFrom: from, localDateTo: to } = filter;
    return rows
      .filter((r) => r.userId === userId)
      .filter((r) => activityTypes === undefined || activityTypes.includes(r.activity.activityType))
      .filter((r) => {
        if (from === undefined || to === undefined) return true;
        const date = defects.utcDates
          ? new Date(r.activity.startTime).toISOString().slice(0, 10)
          : defects.computedDates
            ? localDateOf(r.activity.startTime, r.activity.timeZoneName)
            : r.localDate;
        return date >= from && date <= to;
      })
      .sort((a, b) => {
        if (a.activity.startTime !== b.activity.startTime) return b.activity.startTime - a.activity.startTime;
        const byId = a.activityId < b.activityId ? 1 : a.activityId > b.activityId ? -1 : 0;
        return defects.tiesAscending ? -byId : byId;
      });
  };
  return {
    async addActivities(userId, activities, options) {
      const record = options?.idempotency;
      const dayOf = (a: StoredActivity): StoredActivity | undefined =>
        defects.twoRecordsPerDay || a.activity.activityType !== "ALL_DAY"
          ? undefined
          : rows.find((r) => r.userId === userId && r.activity.activityType === "ALL_DAY" && r.localDate === a.localDate);
      if (defects.replaceOnRefusal) for (const a of activities) remove(userId, [dayOf(a)?.activityId ?? ""]);
      if (record !== undefined && defects.keyWithoutBatch) keys.unshift({ userId, record: structuredClone(record) });
      else if (record !== undefined) {
        const used = liveKey(userId, record.key, record.createdAtMs);
        if (used !== undefined) return { ok: false, reason: "IDEMPOTENCY_KEY_USED", record: structuredClone(used) };
      }
      const seen = new Set<string>();
      const dates = new Set<string>();
      for (const a of activities) {
        if (a.userId !== userId && !defects.noOwnerCheck) return { ok: false, reason: "WRONG_USER", activityId: a.activityId };
        if (defects.partialBatch) {
          if (has(userId, a.activityId)) return { ok: false, reason: "DUPLICATE_ID", activityId: a.activityId };
          rows.push(a);
          continue;
        }
        if (seen.has(a.activityId) || (has(userId, a.activityId) && dayOf(a)?.activityId !== a.activityId)) return { ok: false, reason: "DUPLICATE_ID", activityId: a.activityId };
        seen.add(a.activityId);
        if (a.activity.activityType === "ALL_DAY") {
          if (dates.has(a.localDate)) throw new RangeError(`two ALL_DAY activities of ${a.localDate}`);
          dates.add(a.localDate);
        }
      }
      if (defects.partialBatch) return { ok: true, stored: activities.length };
      const replaced: string[] = [];
      for (const a of activities) {
        const standing = dayOf(a);
        if (standing === undefined) continue;
        if (standing.endMs > a.endMs && !defects.lastSyncWins) {
          return { ok: false, reason: "DAY_SUPERSEDED", activityId: a.activityId, standing: { activityId: standing.activityId, endMs: standing.endMs } };
        }
        replaced.push(standing.activityId);
      }
      if (defects.racyAdd || defects.racyKey || defects.dayReadBeforeWrite) await new Promise((resolve) => setTimeout(resolve, 0));
      if (record !== undefined && !defects.keyWithoutBatch) keys.unshift({ userId, record: structuredClone(record) });
      remove(userId, replaced);
      rows.push(...activities);
      return { ok: true, stored: activities.length };
    },
    async getIdempotencyRecord(userId, key, nowMs) {
      const found = liveKey(userId, key, nowMs);
      return found === undefined ? undefined : structuredClone(found);
    },
    async getActivity(userId, activityId) {
      const found = rows.find((r) => r.activityId === activityId && (defects.leakyGet || r.userId === userId));
      return found === undefined ? undefined : copy(found);
    },
    async listActivities(userId, filter, page) {
      let selected = select(userId, filter);
      const { after, before } = page;
      if (after !== undefined && before !== undefined) throw new RangeError("after and before together");
      if (before !== undefined) {
        const newer = selected.filter(({ activity: { startTime }, activityId }) =>
          startTime !== before.startTime ? startTime > before.startTime : activityId > before.activityId,
        );
        const end = defects.beforeFromTop ? page.offset + page.limit : newer.length - page.offset;
        return newer.slice(Math.max(0, end - page.limit), Math.max(0, end)).map(copy);
      }
      if (after !== undefined) {
        selected = selected.filter(({ activity: { startTime }, activityId }) => {
          if (startTime !== after.startTime) return startTime < after.startTime;
          return defects.afterInclusive ? activityId <= after.activityId : activityId < after.activityId;
        });
      }
      return selected.slice(page.offset, page.offset + page.limit).map(copy);
    },
    async countActivities(userId, filter = {}) {
      return select(userId, filter).length;
    },
    async listActivitiesOverlapping(userId, { ranges, allDayDates = [] }) {
      return select(userId, {})
        .filter(
          (r) =>
            ranges.some(
              ({ fromMs, toMs }) =>
                (toMs === undefined || r.activity.startTime < toMs) &&
                (fromMs === undefined || (defects.overlapByStart ? r.activity.startTime >= fromMs : r.endMs > fromMs)),
            ) ||
            (!defects.overlapWithoutDates && r.activity.activityType === "ALL_DAY" && allDayDates.includes(r.localDate)),
        )
        .map(copy);
    },
    async readFuelSlices(userId, requests) {
      const shift = defects.slicesOffByOne ? 1 : 0;
      return requests.map(({ activityId, fromPoint, toPoint }) => {
        const found = rows.find((r) => r.activityId === activityId && r.userId === userId);
        return found === undefined ? undefined : Array.from(found.derived.fuelPerPoint).slice(fromPoint + shift, toPoint + shift);
      });
    },
    async deleteActivity(userId, activityId) {
      return remove(userId, [activityId]) > 0;
    },
    async eraseUser(userId) {
      const count = rows.filter((r) => r.userId === userId).length;
      rows = rows.filter((r) => r.userId !== userId);
      if (!defects.eraseKeepsKeys) keys = keys.filter((k) => k.userId !== userId);
      return count;
    },
  };
}
