import { foldDayAggregate } from "../derive/foldDayAggregate.js";
import type { Float64Allocator } from "../derive/rateEnvelope.js";
import { copyDayAggregate } from "./copyDayAggregate.js";
import type { DayActivityShare, DayAggregate, DayAggregateBatch, DaySummary } from "../model/dayAggregate.js";
import type { StoredActivity } from "../model/storedActivity.js";
import { storedSingleActivityDay } from "./storedSingleActivityDay.js";
import type { LocalDateRange, PageRequest } from "./activityRepository.js";
import { isLocalDate } from "./isLocalDate.js";

/** One user's stored days. */
interface UserDays {
  /** Zone the days are current in; `undefined`: out of date (decision D-96). */
  timeZone: string | undefined;
  /** Local dates ascending (`yyyy-mm-dd` sorts as text). */
  dates: string[];
  /** Aggregate and frozen summary per local date. */
  readonly byDate: Map<string, { readonly aggregate: DayAggregate; readonly summary: DaySummary }>;
}

/** The day-aggregate storage of the in-memory repository (decisions D-95, D-96); see {@link createInMemoryDayStore}. */
export interface InMemoryDayStore {
  /**
   * Prepares the day part of an add (everything that can throw happens here) and returns the commit, to be called
   * right after the batch is inserted, in the same synchronous step. A new day's envelope goes into an array from
   * `allocate` (the user's arena, decision D-180); a new day of one activity keeps none, and builds it from the
   * activity `activityOf` gives when a later add folds into it (decision D-183).
   */
  prepareAdd(
    userId: string,
    priorActivities: number,
    batchSize: number,
    days: DayAggregateBatch | undefined,
    allocate: Float64Allocator,
    activityOf: (activityId: string) => StoredActivity | undefined,
  ): () => void;
  /** `ActivityRepository.listDays`. */
  list(userId: string, timeZone: string, range: LocalDateRange, page: PageRequest): DaySummary[] | undefined;
  /** `ActivityRepository.countDays`. */
  count(userId: string, timeZone: string, range: LocalDateRange): number | undefined;
  /** `ActivityRepository.replaceDays`, given the user's current activity count; new days as in `prepareAdd`. */
  replace(
    userId: string,
    days: DayAggregateBatch,
    expectedActivityCount: number,
    activityCount: number,
    allocate: Float64Allocator,
    activityOf: (activityId: string) => StoredActivity | undefined,
  ): boolean;
}

function summaryOf(day: DayAggregate): DaySummary {
  const { localDate, dayStartMs, dayEndMs, fuel, steps, calories, distanceKm, activeMs, activityIds } = day;
  // foldDayAggregate's activityIds are a new frozen array: shared by the summary, not copied
  return Object.freeze({ localDate, dayStartMs, dayEndMs, fuel, steps, calories, distanceKm, activeMs, activityIds: Object.isFrozen(activityIds) ? activityIds : Object.freeze([...activityIds]) });
}

function lowerBound(dates: readonly string[], date: string): number {
  let lo = 0;
  let hi = dates.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((dates[mid] as string) < date) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function checkRange(range: LocalDateRange): void {
  for (const date of [range.fromDate, range.toDate]) {
    if (date !== undefined && !isLocalDate(date)) throw new RangeError(`not a local date yyyy-mm-dd: ${String(date)}`);
  }
}

function checkPage({ offset, limit }: PageRequest): void {
  if (!Number.isSafeInteger(offset) || offset < 0) throw new RangeError(`offset must be a non-negative integer, got ${offset}`);
  if (!Number.isSafeInteger(limit) || limit < 0) throw new RangeError(`limit must be a non-negative integer, got ${limit}`);
}

/** Index bounds `[lo, hi)` of the dates within `range`. */
function bounds(dates: readonly string[], range: LocalDateRange): [number, number] {
  const lo = range.fromDate === undefined ? 0 : lowerBound(dates, range.fromDate);
  const hi = range.toDate === undefined ? dates.length : lowerBound(dates, range.toDate + "\u0000");
  return [lo, Math.max(lo, hi)];
}

/** A day not stored yet: of one activity, its own lazy day (D-183); else the given day copied (D-181). */
function newDay(addition: DayAggregate, allocate: Float64Allocator, activityOf: (activityId: string) => StoredActivity | undefined): DayAggregate {
  const stored = addition.shares.length === 1 ? activityOf((addition.shares[0] as DayActivityShare).activityId) : undefined;
  return stored === undefined ? copyDayAggregate(addition, allocate) : storedSingleActivityDay(addition, stored);
}

function foldAll(
  days: readonly DayAggregate[],
  allocate: Float64Allocator,
  activityOf: (activityId: string) => StoredActivity | undefined,
  into?: UserDays,
): Map<string, { aggregate: DayAggregate; summary: DaySummary }> {
  const folded = new Map<string, { aggregate: DayAggregate; summary: DaySummary }>();
  for (const addition of days) {
    if (!isLocalDate(addition.localDate)) throw new RangeError(`not a local date yyyy-mm-dd: ${String(addition.localDate)}`);
    const previous = folded.get(addition.localDate)?.aggregate ?? into?.byDate.get(addition.localDate)?.aggregate;
    // a day not stored yet is the addition itself, copied into the user's arena (decision D-181), or, of one
    // activity, a day without envelope (decision D-183); a day folded again gets arrays of its own, so that the
    // envelope it replaces is collected rather than left in the arena (decision D-180: at most each day's first
    // envelope is left there)
    const aggregate = previous === undefined ? newDay(addition, allocate, activityOf) : foldDayAggregate(previous, addition);
    folded.set(addition.localDate, { aggregate, summary: summaryOf(aggregate) });
  }
  return folded;
}

/**
 * The wristband days of the in-memory repository, kept per user in their own structure (decisions D-95, D-96):
 * a map by local date plus the dates in ascending order, so that a page costs O(log d + page) for d days and a
 * fold costs O(log d) plus the fold itself (a new date is one array insertion). A day not stored yet is a copy of
 * the given aggregate (`copyDayAggregate`, decision D-181) or, when it holds one activity, a day that builds its
 * envelope from the stored activity (`storedSingleActivityDay`, decision D-183); a day folded again is
 * `foldDayAggregate`'s result. None shares an array with the caller; reads return frozen {@link DaySummary}
 * objects.
 *
 * @returns an empty store.
 */
export function createInMemoryDayStore(): InMemoryDayStore {
  const users = new Map<string, UserDays>();

  return {
    prepareAdd(userId, priorActivities, batchSize, days, allocate, activityOf) {
      if (batchSize === 0) return () => {};
      const current = users.get(userId);
      const fresh = priorActivities === 0;
      const folds = days !== undefined && (fresh || current?.timeZone === days.timeZone);
      const folded = folds ? foldAll(days.days, allocate, activityOf, fresh ? undefined : current) : undefined;
      return () => {
        if (folded === undefined || days === undefined) {
          // an add without days, or in another zone: the stored days no longer cover every activity
          users.set(userId, { timeZone: undefined, dates: [], byDate: new Map() });
          return;
        }
        let user = fresh ? undefined : current;
        if (user === undefined) {
          user = { timeZone: days.timeZone, dates: [], byDate: new Map() };
          users.set(userId, user);
        }
        user.timeZone = days.timeZone;
        for (const [date, entry] of folded) {
          if (!user.byDate.has(date)) user.dates.splice(lowerBound(user.dates, date), 0, date);
          user.byDate.set(date, entry);
        }
      };
    },

    list(userId, timeZone, range, page) {
      checkRange(range);
      checkPage(page);
      const user = users.get(userId);
      if (user === undefined) return [];
      if (user.timeZone !== timeZone) return undefined;
      const [lo, hi] = bounds(user.dates, range);
      const out: DaySummary[] = [];
      for (let i = hi - 1 - page.offset; i >= lo && out.length < page.limit; i--) {
        out.push((user.byDate.get(user.dates[i] as string) as { summary: DaySummary }).summary);
      }
      return out;
    },

    count(userId, timeZone, range) {
      checkRange(range);
      const user = users.get(userId);
      if (user === undefined) return 0;
      if (user.timeZone !== timeZone) return undefined;
      const [lo, hi] = bounds(user.dates, range);
      return hi - lo;
    },

    replace(userId, days, expectedActivityCount, activityCount, allocate, activityOf) {
      if (activityCount !== expectedActivityCount) return false;
      const byDate = foldAll(days.days, allocate, activityOf);
      users.set(userId, { timeZone: days.timeZone, dates: [...byDate.keys()].sort(), byDate });
      return true;
    },
  };
}
