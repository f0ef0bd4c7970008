import { foldDayAggregate } from "../derive/foldDayAggregate.js";
import type { DayAggregate, DayAggregateBatch, DaySummary } from "../model/dayAggregate.js";
import type { LocalDateRange, PageRequest } from "../repository/activityRepository.js";
import { isLocalDate } from "../repository/isLocalDate.js";
import type { SqlSession } from "./activityDatabase.js";
import { DAY_AGGREGATE_COLUMNS, DAY_COLUMNS, DAY_SELECT_COLUMNS, dayRowValues, dayValuesTuple, toDayAggregate, toDaySummary, type DayRow } from "./dayRow.js";

/** Day rows per INSERT statement (13 parameters each). */
const DAYS_PER_INSERT = 500;

/** The qualified table names the day statements use. */
export interface DayTables {
  /** `activity_fuel_users`. */
  readonly users: string;
  /** `activity_fuel_days`. */
  readonly days: string;
}

/**
 * Checks the dates of a day range (a programming error otherwise).
 *
 * @param range - the range.
 * @throws RangeError for a date that is not `yyyy-mm-dd`.
 */
export function checkDayRange(range: LocalDateRange): void {
  for (const date of [range.fromDate, range.toDate]) {
    if (date !== undefined && !isLocalDate(date)) throw new RangeError(`not a local date yyyy-mm-dd: ${String(date)}`);
  }
}

/** Folds a batch's days together by date (and into `stored` days when given), as the in-memory store does. */
export function foldBatch(additions: readonly DayAggregate[], stored: ReadonlyMap<string, DayAggregate>): Map<string, DayAggregate> {
  const folded = new Map<string, DayAggregate>();
  for (const addition of additions) {
    if (!isLocalDate(addition.localDate)) throw new RangeError(`not a local date yyyy-mm-dd: ${String(addition.localDate)}`);
    folded.set(addition.localDate, foldDayAggregate(folded.get(addition.localDate) ?? stored.get(addition.localDate), addition));
  }
  return folded;
}

/**
 * Writes day aggregates (insert or overwrite by date) for one user, in the caller's transaction.
 *
 * @param session - the transaction.
 * @param tables - table names.
 * @param userId - owner (`$1`).
 * @param days - the aggregates.
 */
export async function upsertDays(session: SqlSession, tables: DayTables, userId: string, days: readonly DayAggregate[]): Promise<void> {
  for (let start = 0; start < days.length; start += DAYS_PER_INSERT) {
    const values: unknown[] = [userId];
    const tuples = days.slice(start, start + DAYS_PER_INSERT).map((day) => {
      const tuple = dayValuesTuple(values.length + 1);
      for (const value of dayRowValues(day)) values.push(value);
      return tuple;
    });
    const updates = DAY_COLUMNS.filter((c) => c !== "local_date").map((c) => `${c} = EXCLUDED.${c}`);
    await session.query(
      `INSERT INTO ${tables.days} AS d (user_id, ${DAY_COLUMNS.join(", ")}) VALUES ${tuples.join(", ")}
       ON CONFLICT (user_id, local_date) DO UPDATE SET ${updates.join(", ")} WHERE d.user_id = $1`,
      values,
    );
  }
}

/**
 * The day part of an add, inside its transaction, after the user's row is locked and the activities inserted
 * (decisions D-95, D-96): folds `days` into the stored days (`SELECT … FOR UPDATE` of the affected dates, the
 * pure `foldDayAggregate`, upsert) when the user had no activity before or the stored days are current in
 * `days.timeZone`; otherwise drops the user's days (out of date until replaced). Returns the zone the days are
 * current in afterwards (`null`: out of date).
 *
 * @param session - the transaction.
 * @param tables - table names.
 * @param userId - owner.
 * @param prior - the user's activity count and day zone before the batch.
 * @param days - the batch's day aggregates, if any.
 */
export async function foldDaysOfAdd(
  session: SqlSession,
  tables: DayTables,
  userId: string,
  prior: { readonly activityCount: number; readonly timeZone: string | null },
  days: DayAggregateBatch | undefined,
): Promise<string | null> {
  const fresh = prior.activityCount === 0;
  if (days === undefined || !(fresh || prior.timeZone === days.timeZone)) {
    await session.query(`DELETE FROM ${tables.days} WHERE user_id = $1`, [userId]);
    return null;
  }
  const stored = new Map<string, DayAggregate>();
  if (fresh) {
    await session.query(`DELETE FROM ${tables.days} WHERE user_id = $1`, [userId]);
  } else {
    const dates = [...new Set(days.days.map((d) => d.localDate))];
    const rows = await session.query<DayRow>(
      `SELECT ${DAY_AGGREGATE_COLUMNS} FROM ${tables.days} d WHERE d.user_id = $1 AND d.local_date = ANY($2::date[]) FOR UPDATE`,
      [userId, dates],
    );
    for (const row of rows) stored.set(row.local_date, toDayAggregate(row));
  }
  await upsertDays(session, tables, userId, [...foldBatch(days.days, stored).values()]);
  return days.timeZone;
}

/** The `WHERE` conditions of a day range on alias `d`, parameters from `$first`. */
function rangeConditions(range: LocalDateRange, first: number, values: unknown[]): string[] {
  const conditions = ["d.user_id = $1"];
  if (range.fromDate !== undefined) {
    values.push(range.fromDate);
    conditions.push(`d.local_date >= $${first + values.length - 1}::date`);
  }
  if (range.toDate !== undefined) {
    values.push(range.toDate);
    conditions.push(`d.local_date <= $${first + values.length - 1}::date`);
  }
  return conditions;
}

/** The user's state and the selected days, read in one statement (one snapshot). */
const STATE = (users: string): string =>
  `SELECT u.days_time_zone, u.activity_count::float8 AS activity_count FROM ${users} u WHERE u.user_id = $1`;

/** Whether the user's stored days answer for `timeZone`: `undefined` when out of date or in another zone. */
function current(state: { days_time_zone: string | null; activity_count: number } | undefined, timeZone: string): boolean | undefined {
  if (state === undefined) return true; // no activities: current in every zone
  if (state.days_time_zone === null && state.activity_count === 0) return true;
  return state.days_time_zone === timeZone ? true : undefined;
}

/**
 * `ActivityRepository.listDays` on PostgreSQL: one statement joining the user's row (zone and count) with the
 * newest-first page of `activity_fuel_days` (primary-key range, O(log d + offset + page)).
 *
 * @param session - the database.
 * @param tables - table names.
 * @param userId - owner.
 * @param timeZone - the zone the caller expects.
 * @param range - local dates, inclusive.
 * @param page - 0-based offset and limit.
 */
export async function listDays(
  session: SqlSession,
  tables: DayTables,
  userId: string,
  timeZone: string,
  range: LocalDateRange,
  page: PageRequest,
): Promise<DaySummary[] | undefined> {
  const values: unknown[] = [];
  const where = rangeConditions(range, 2, values);
  values.push(page.offset, page.limit);
  const rows = await session.query<DayRow & { days_time_zone: string | null; activity_count: number; has_day: boolean }>(
    `SELECT s.days_time_zone, s.activity_count, page.* FROM (${STATE(tables.users)}) s
     LEFT JOIN LATERAL (SELECT true AS has_day, ${DAY_SELECT_COLUMNS} FROM ${tables.days} d WHERE ${where.join(" AND ")}
       ORDER BY d.local_date DESC OFFSET $${values.length}::bigint LIMIT $${values.length + 1}::bigint) page ON true
     ORDER BY page.local_date DESC`,
    [userId, ...values],
  );
  if (current(rows[0], timeZone) === undefined) return undefined;
  return rows.filter((row) => row.has_day === true).map(toDaySummary);
}

/**
 * `ActivityRepository.countDays` on PostgreSQL, in one statement.
 *
 * @param session - the database.
 * @param tables - table names.
 * @param userId - owner.
 * @param timeZone - the zone the caller expects.
 * @param range - local dates, inclusive.
 */
export async function countDays(session: SqlSession, tables: DayTables, userId: string, timeZone: string, range: LocalDateRange): Promise<number | undefined> {
  const values: unknown[] = [];
  const where = rangeConditions(range, 2, values);
  const rows = await session.query<{ days_time_zone: string | null; activity_count: number; n: number }>(
    `SELECT s.days_time_zone, s.activity_count, (SELECT count(*) FROM ${tables.days} d WHERE ${where.join(" AND ")})::float8 AS n
     FROM (${STATE(tables.users)}) s`,
    [userId, ...values],
  );
  const state = rows[0];
  if (current(state, timeZone) === undefined) return undefined;
  return state?.n ?? 0;
}
