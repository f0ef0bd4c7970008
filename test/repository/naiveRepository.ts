import { foldDayAggregate } from "../../src/derive/foldDayAggregate.js";
import { localDateOf } from "../../src/derive/localDays.js";
import type { DayAggregate, DaySummary } from "../../src/model/dayAggregate.js";
import type { StoredActivity } from "../../src/model/storedActivity.js";
import {
  activityEndMs,
  type ActivityFilter,
  type ActivityRepository,
  type IdempotencyRecord,
} from "../../src/repository/index.js";

/** Defects a naive repository can be given, to prove the contract catches each. */
export interface Defects {
  /** Stores a batch member by member, stopping at the first duplicate (not atomic). */
  readonly partialBatch?: boolean;
  /** Stores and returns the caller's objects (no copies). */
  readonly noCopy?: boolean;
  /** getActivity ignores the user. */
  readonly leakyGet?: boolean;
  /** Ties ordered by id ascending. */
  readonly tiesAscending?: boolean;
  /** Date filter by UTC date instead of the activity's local date. */
  readonly utcDates?: boolean;
  /** Awaits between the duplicate check and the insertion. */
  readonly racyAdd?: boolean;
  /** Overlap selects by start time only. */
  readonly overlapByStart?: boolean;
  /** Day contributions folded by plain replacement instead of foldDayAggregate. */
  readonly daysReplaced?: boolean;
  /**
   * Stores a day it does not hold yet as `structuredClone(day)` (a deep copy that keeps own properties only: the
   * envelope of a day whose `boundsMs` and `rates` are inherited getters, as the service passes them, is lost).
   */
  readonly daysCloned?: boolean;
  /** Folds days even when the batch is refused. */
  readonly daysOnRefusal?: boolean;
  /** Folds days in another zone instead of dropping them. */
  readonly daysIgnoreZone?: boolean;
  /** Awaits between reading a day and writing it back. */
  readonly racyDays?: boolean;
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
}

/**
 * A deliberately simple repository (an array, a full filter and sort per query): correct without defects, so the
 * contract is shown to pass a second, independent implementation, and to fail each defect.
 *
 * @param defects - defects to inject.
 */
export function createNaiveRepository(defects: Defects = {}): ActivityRepository {
  const rows: StoredActivity[] = [];
  const keys: { userId: string; record: IdempotencyRecord }[] = [];
  const liveKey = (userId: string, key: string, nowMs: number): IdempotencyRecord | undefined =>
    keys.find(
      (k) =>
        (defects.globalKeys || k.userId === userId) &&
        k.record.key === key &&
        (defects.keysNeverExpire || nowMs < k.record.expiresAtMs),
    )?.record;
  /** Per user: the zone the days are current in (undefined: out of date) and the days. */
  const dayState = new Map<string, { zone: string | undefined; days: Map<string, DayAggregate> }>();
  const summary = (d: DayAggregate): DaySummary => {
    const { localDate, dayStartMs, dayEndMs, fuel, steps, calories, distanceKm, activeMs, activityIds } = d;
    return structuredClone({ localDate, dayStartMs, dayEndMs, fuel, steps, calories, distanceKm, activeMs, activityIds });
  };
  const daysIn = (userId: string, zone: string, range: { fromDate?: string; toDate?: string }): DaySummary[] | undefined => {
    const state = dayState.get(userId);
    if (state === undefined) return [];
    if (state.zone !== zone) return undefined;
    return [...state.days.values()]
      .filter((d) => (range.fromDate === undefined || d.localDate >= range.fromDate) && (range.toDate === undefined || d.localDate <= range.toDate))
      .sort((a, b) => (a.localDate < b.localDate ? 1 : -1))
      .map(summary);
  };
  const copy = (s: StoredActivity): StoredActivity => (defects.noCopy ? s : structuredClone(s));
  const has = (userId: string, id: string): boolean =>
    rows.some((r) => r.activityId === id && (defects.globalIds || r.userId === userId));
  const select = (userId: string, filter: ActivityFilter): StoredActivity[] => {
    const { activityTypes, localDateFrom: from, localDateTo: to } = filter;
    return rows
      .filter((r) => r.userId === userId)
      .filter((r) => activityTypes === undefined || activityTypes.includes(r.activity.activityType))
      .filter((r) => {
        if (from === undefined || to === undefined) return true;
        const date = defects.utcDates
          ? new Date(r.activity.startTime).toISOString().slice(0, 10)
          : localDateOf(r.activity.startTime, r.activity.timeZoneName);
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
      if (record !== undefined && defects.keyWithoutBatch) keys.unshift({ userId, record: structuredClone(record) });
      else if (record !== undefined) {
        const used = liveKey(userId, record.key, record.createdAtMs);
        if (used !== undefined) return { ok: false, reason: "IDEMPOTENCY_KEY_USED", record: structuredClone(used) };
      }
      const prior = rows.filter((r) => r.userId === userId).length;
      const foldDays = async (): Promise<void> => {
        if (activities.length === 0) return;
        const batch = options?.days;
        const state = dayState.get(userId) ?? { zone: undefined, days: new Map<string, DayAggregate>() };
        dayState.set(userId, state);
        if (batch === undefined || (prior > 0 && state.zone !== batch.timeZone && !defects.daysIgnoreZone)) {
          state.zone = undefined;
          state.days.clear();
          return;
        }
        if (prior === 0) state.days.clear();
        state.zone = batch.timeZone;
        for (const day of batch.days) {
          const before = state.days.get(day.localDate);
          if (defects.racyDays) await new Promise((resolve) => setTimeout(resolve, 0));
          const cloned = defects.daysReplaced || (defects.daysCloned === true && before === undefined);
          state.days.set(day.localDate, cloned ? structuredClone(day) : foldDayAggregate(before, day));
        }
      };
      if (defects.daysOnRefusal) await foldDays();
      const seen = new Set<string>();
      for (const a of activities) {
        if (a.userId !== userId && !defects.noOwnerCheck) return { ok: false, reason: "WRONG_USER", activityId: a.activityId };
        if (defects.partialBatch) {
          if (has(userId, a.activityId)) return { ok: false, reason: "DUPLICATE_ID", activityId: a.activityId };
          rows.push(copy(a));
          continue;
        }
        if (seen.has(a.activityId) || has(userId, a.activityId)) return { ok: false, reason: "DUPLICATE_ID", activityId: a.activityId };
        seen.add(a.activityId);
      }
      if (defects.partialBatch) return { ok: true, stored: activities.length };
      if (defects.racyAdd || defects.racyKey) await new Promise((resolve) => setTimeout(resolve, 0));
      if (record !== undefined && !defects.keyWithoutBatch) keys.unshift({ userId, record: structuredClone(record) });
      rows.push(...activities.map(copy));
      if (!defects.daysOnRefusal) await foldDays();
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
      return select(userId, filter).slice(page.offset, page.offset + page.limit).map(copy);
    },
    async countActivities(userId, filter = {}) {
      return select(userId, filter).length;
    },
    async listActivitiesOverlapping(userId, { fromMs, toMs }) {
      return select(userId, {})
        .filter((r) => toMs === undefined || r.activity.startTime < toMs)
        .filter((r) => fromMs === undefined || (defects.overlapByStart ? r.activity.startTime >= fromMs : activityEndMs(r) > fromMs))
        .map(copy);
    },
    async listDays(userId, timeZone, range, page) {
      return daysIn(userId, timeZone, range)?.slice(page.offset, page.offset + page.limit);
    },
    async countDays(userId, timeZone, range = {}) {
      return daysIn(userId, timeZone, range)?.length;
    },
    async replaceDays(userId, batch, expected) {
      if (rows.filter((r) => r.userId === userId).length !== expected) return false;
      const days = new Map<string, DayAggregate>();
      for (const day of batch.days) days.set(day.localDate, foldDayAggregate(days.get(day.localDate), day));
      dayState.set(userId, { zone: batch.timeZone, days });
      return true;
    },
  };
}
