import type { StoredActivity } from "../model/storedActivity.js";
import { checkFilter, checkPage } from "../repository/checkRepositoryArguments.js";
import type { DayAggregateBatch, DaySummary } from "../model/dayAggregate.js";
import type {
  ActivityFilter,
  ActivityRepository,
  AddActivitiesOptions,
  LocalDateRange,
  PageRequest,
  StoreOutcome,
  TimeRange,
} from "../repository/activityRepository.js";
import { toSqlExecutor, type ActivityDatabase, type SqlSession } from "./activityDatabase.js";
import { NEWEST_FIRST, pageIdsSql, selectionOf } from "./activityQueries.js";
import { activityRowValues, INSERT_COLUMNS, MS_TO_TIMESTAMPTZ, SELECT_COLUMNS, toStoredActivity, valuesTuple, type ActivityRow } from "./activityRow.js";
import type { IdempotencyRecord } from "../repository/idempotencyRecord.js";
import { liveRecord, putRecord, type IdempotencyKeyUsed } from "./postgresIdempotencyStore.js";
import { checkDayRange, countDays, foldBatch, foldDaysOfAdd, listDays, upsertDays, type DayTables } from "./postgresDayStore.js";
import { schemaPrefix } from "./schemaName.js";

/** Options of {@link createPostgresActivityRepository}. */
export interface PostgresActivityRepositoryOptions {
  /** Schema holding the tables, as given to `migrateActivityDatabase`; default: the connection's `search_path`. */
  readonly schema?: string;
}

/** Rows per INSERT statement of a batch (22 parameters each, far below PostgreSQL's 65 535). */
const ROWS_PER_INSERT = 200;



/** Rethrows a missing-table error with what to do about it; other errors unchanged. */
function explain(error: unknown): never {
  if (typeof error === "object" && error !== null && (error as { code?: unknown }).code === "42P01") {
    throw new Error(`activity-fuel tables not found (${(error as Error).message}): run migrateActivityDatabase(db) first`, { cause: error });
  }
  throw error;
}

/**
 * An `ActivityRepository` on PostgreSQL: a server through a `pg.Pool`, or PGlite (PostgreSQL in WebAssembly, in
 * memory or in a directory). The same SQL serves both; the entry imports neither driver (pass your instance).
 * Create the tables first with `migrateActivityDatabase(db)`.
 *
 * - Storage: one row per activity in `activity_fuel_activities`, keyed `(user_id, activity_id)`; the envelope
 *   fields as columns (`start_time timestamptz`, the local start date, type, device, summary values); the samples
 *   as one `bytea` of float64 columns (8 bytes per value) and the fuel series likewise.
 * - Atomic batches: one transaction; `INSERT … ON CONFLICT DO NOTHING RETURNING` finds ids already stored (also
 *   those committed concurrently), and the transaction rolls back on any refusal or error: nothing of a refused
 *   batch is stored, and no read sees part of a batch. Outcomes are those of the interface (`DUPLICATE_ID` for
 *   the first refused activity in batch order, `WRONG_USER`).
 * - Wristband days (decisions D-95, D-96, D-105): `options.days` are folded into `activity_fuel_days` inside the
 *   add's transaction (`SELECT … FOR UPDATE` of the affected days, the pure `foldDayAggregate`, upsert), after the
 *   user's row is locked, so concurrent adds of one user lose no contribution; `listDays`/`countDays` read the
 *   user's day zone and the days in one statement; `replaceDays` is a compare-and-set on the activity count.
 * - Idempotency records (issue 13): `options.idempotency` is checked and stored in the same transaction (a live
 *   record with the key refuses the batch, `IDEMPOTENCY_KEY_USED`); `getIdempotencyRecord` reads the live one.
 * - Order: newest first by `start_time`, ties by `activity_id` in code-point order (`COLLATE "C"`); equal to the
 *   interface's code-unit order for ids without characters above U+FFFF (decision D-103).
 * - Cost per user with n activities: add O(log n) per activity (plus the batch's days); a WRISTBAND page
 *   O(log d + offset + page) for d stored days; an activity page O(log n + offset + page) from a
 *   newest-first index (the offset is skipped in the index only, without reading rows), merged over one index
 *   range per type for type sets of up to 8 types; counts O(selected); overlap queries O(log n + activities
 *   starting within the longest stored span before the range).
 * - Every statement filters by `user_id` (or inserts for one user id), so the schema distributes with Citus by
 *   `user_id` and each call routes to one shard.
 * - Parameterised statements only; the schema name is checked and quoted.
 * - Connection failures: a connection that ends during an add (a terminated backend, a failover) rolls the
 *   transaction back and the add rejects with the driver's error; the adapter listens for the `"error"` event of
 *   the clients it holds, so no such error escapes as an uncaught exception (D-173). Listen for the pool's own
 *   `"error"` event (idle clients report there), as `pg` asks.
 *
 * @example
 * ```ts
 * import pg from "pg";
 * const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL });
 * pool.on("error", (error) => console.error("idle PostgreSQL client:", error.message));
 * await migrateActivityDatabase(pool);
 * const service = createActivityService({ repository: createPostgresActivityRepository(pool), getProfile });
 * ```
 *
 * @param db - a `pg.Pool` or a PGlite instance.
 * @param options - schema.
 * @returns the repository. Its methods reject with `RangeError` for malformed pages, filters or time zones (as
 *   the interface says), and with the driver's error when the database fails (an `Error` naming
 *   `migrateActivityDatabase` when the tables are missing).
 * @throws TypeError when `db` is neither a `pg.Pool` nor a PGlite instance; RangeError for a bad `schema`.
 */
export function createPostgresActivityRepository(db: ActivityDatabase, options: PostgresActivityRepositoryOptions = {}): ActivityRepository {
  const sql = toSqlExecutor(db);
  const prefix = schemaPrefix(options.schema);
  const activities = `${prefix}activity_fuel_activities`;
  const users = `${prefix}activity_fuel_users`;
  const dayTables: DayTables = { users, days: `${prefix}activity_fuel_days` };
  const idempotencyTable = `${prefix}activity_fuel_idempotency`;

  async function rowsOf(session: SqlSession, text: string, values: readonly unknown[]): Promise<StoredActivity[]> {
    try {
      return (await session.query<ActivityRow>(text, values)).map(toStoredActivity);
    } catch (error) {
      return explain(error);
    }
  }

  /** Which of `ids` the user already has stored. */
  async function storedIds(ids: readonly string[], userId: string): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await sql
      .query<{ activity_id: string }>(`SELECT activity_id FROM ${activities} WHERE user_id = $1 AND activity_id = ANY($2::text[])`, [userId, ids])
      .catch(explain);
    return new Set(rows.map((r) => r.activity_id));
  }

  class Refused extends Error {
    constructor(readonly outcome: StoreOutcome | IdempotencyKeyUsed) {
      super("batch refused");
    }
  }

  /** Locks the user's row (creating it), returning its state before this transaction's changes. */
  async function lockUser(session: SqlSession, userId: string, maxSpanMs: number): Promise<{ activityCount: number; timeZone: string | null }> {
    const [row] = await session.query<{ activity_count: number; days_time_zone: string | null }>(
      `INSERT INTO ${users} AS u (user_id, activity_count, max_span_ms) VALUES ($1, 0, $2::float8::bigint)
       ON CONFLICT (user_id) DO UPDATE SET max_span_ms = GREATEST(u.max_span_ms, EXCLUDED.max_span_ms) WHERE u.user_id = $1
       RETURNING u.activity_count::float8 AS activity_count, u.days_time_zone`,
      [userId, maxSpanMs],
    );
    return { activityCount: row?.activity_count ?? 0, timeZone: row?.days_time_zone ?? null };
  }

  const repository: ActivityRepository = {
    async addActivities(
      userId: string,
      batch: readonly StoredActivity[],
      options: AddActivitiesOptions & { readonly idempotency?: IdempotencyRecord } = {},
    ): Promise<StoreOutcome | IdempotencyKeyUsed> {
      // the interface's refusal order: the first activity of the batch that is another user's or a repeated or
      // stored id; wrong users and repeats are known without the database
      const seen = new Set<string>();
      let problem: { index: number; reason: "DUPLICATE_ID" | "WRONG_USER" } | undefined;
      for (let i = 0; i < batch.length && problem === undefined; i++) {
        const activity = batch[i] as StoredActivity;
        if (activity.userId !== userId) problem = { index: i, reason: "WRONG_USER" };
        else if (seen.has(activity.activityId)) problem = { index: i, reason: "DUPLICATE_ID" };
        else seen.add(activity.activityId);
      }
      if (problem !== undefined) {
        const before = batch.slice(0, problem.index);
        const stored = await storedIds(before.map((a) => a.activityId), userId);
        const duplicate = before.find((a) => stored.has(a.activityId));
        if (duplicate !== undefined) return { ok: false, reason: "DUPLICATE_ID", activityId: duplicate.activityId };
        return { ok: false, reason: problem.reason, activityId: (batch[problem.index] as StoredActivity).activityId };
      }
      const idempotency = options.idempotency;
      if (batch.length === 0 && idempotency === undefined) return { ok: true, stored: 0 };
      // read every value once, before the transaction (an unknown time zone throws here)
      const rows = batch.map(activityRowValues);
      let maxSpanMs = 0;
      for (const row of rows) maxSpanMs = Math.max(maxSpanMs, (row[3] as number) - (row[2] as number));
      try {
        return await sql.transaction(async (session) => {
          // the user's row first: it serialises one user's adds (and orders their locks: user, activities, days)
          const prior = await lockUser(session, userId, maxSpanMs);
          const inserted = new Set<string>();
          for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
            const chunk = rows.slice(start, start + ROWS_PER_INSERT);
            const values: unknown[] = [userId];
            const tuples = chunk.map((row) => {
              const tuple = valuesTuple(values.length + 1);
              for (const value of row) values.push(value);
              return tuple;
            });
            const returned = await session.query<{ activity_id: string }>(
              `INSERT INTO ${activities} (${INSERT_COLUMNS.join(", ")}) VALUES ${tuples.join(", ")}
               ON CONFLICT (user_id, activity_id) DO NOTHING RETURNING activity_id`,
              values,
            );
            for (const r of returned) inserted.add(r.activity_id);
          }
          const duplicate = batch.find((a) => !inserted.has(a.activityId));
          if (duplicate !== undefined) throw new Refused({ ok: false, reason: "DUPLICATE_ID", activityId: duplicate.activityId });
          if (idempotency !== undefined) {
            // a record live when this one was created refuses the batch (decision D-131), whatever its fingerprint
            const used = await liveRecord(session, idempotencyTable, userId, idempotency.key, idempotency.createdAtMs, true);
            if (used !== undefined) throw new Refused({ ok: false, reason: "IDEMPOTENCY_KEY_USED", record: used });
            await putRecord(session, idempotencyTable, userId, idempotency);
          }
          if (batch.length === 0) return { ok: true, stored: 0 } as const;
          const timeZone = await foldDaysOfAdd(session, dayTables, userId, prior, options.days);
          await session.query(`UPDATE ${users} SET activity_count = activity_count + $2, days_time_zone = $3 WHERE user_id = $1`, [
            userId,
            batch.length,
            timeZone,
          ]);
          return { ok: true, stored: batch.length } as const;
        });
      } catch (error) {
        if (error instanceof Refused) return error.outcome;
        return explain(error);
      }
    },

    async getIdempotencyRecord(userId: string, key: string, nowMs: number): Promise<IdempotencyRecord | undefined> {
      return liveRecord(sql, idempotencyTable, userId, key, nowMs, false).catch(explain);
    },

    async getActivity(userId: string, activityId: string): Promise<StoredActivity | undefined> {
      const [found] = await rowsOf(sql, `SELECT ${SELECT_COLUMNS} FROM ${activities} a WHERE a.user_id = $1 AND a.activity_id = $2`, [userId, activityId]);
      return found;
    },

    async listActivities(userId: string, filter: ActivityFilter, page: PageRequest): Promise<StoredActivity[]> {
      checkFilter(filter);
      checkPage(page);
      const selection = selectionOf(filter, true);
      if (selection === undefined || page.limit === 0) return [];
      const ids = pageIdsSql(activities, selection, page.offset, page.limit);
      return rowsOf(
        sql,
        `SELECT ${SELECT_COLUMNS} FROM (${ids}) page JOIN ${activities} a ON a.user_id = $1 AND a.activity_id = page.activity_id
         ORDER BY page.${NEWEST_FIRST.replace(", ", ", page.")}`,
        [userId, ...selection.params],
      );
    },

    async countActivities(userId: string, filter: ActivityFilter = {}): Promise<number> {
      checkFilter(filter);
      const selection = selectionOf(filter, false);
      if (selection === undefined) return 0;
      const where = ["user_id = $1", ...(selection.branches[0] ?? [])].join(" AND ");
      const rows = await sql
        .query<{ n: number }>(`SELECT count(*)::float8 AS n FROM ${activities} WHERE ${where}`, [userId, ...selection.params])
        .catch(explain);
      return rows[0]?.n ?? 0;
    },

    async listActivitiesOverlapping(userId: string, range: TimeRange): Promise<StoredActivity[]> {
      const conditions = ["a.user_id = $1"];
      const values: unknown[] = [userId];
      if (range.toMs !== undefined) {
        values.push(range.toMs);
        conditions.push(`a.start_time < ${MS_TO_TIMESTAMPTZ(`$${values.length}`)}`);
      }
      if (range.fromMs !== undefined) {
        values.push(range.fromMs);
        const from = MS_TO_TIMESTAMPTZ(`$${values.length}`);
        conditions.push(
          `a.end_time > ${from}`,
          `a.start_time >= ${from} - (SELECT u.max_span_ms FROM ${users} u WHERE u.user_id = $1)::float8 * interval '1 millisecond'`,
        );
      }
      return rowsOf(sql, `SELECT ${SELECT_COLUMNS} FROM ${activities} a WHERE ${conditions.join(" AND ")} ORDER BY a.${NEWEST_FIRST.replace(", ", ", a.")}`, values);
    },

    async listDays(userId: string, timeZone: string, range: LocalDateRange, page: PageRequest): Promise<DaySummary[] | undefined> {
      checkDayRange(range);
      checkPage(page);
      return listDays(sql, dayTables, userId, timeZone, range, page).catch(explain);
    },

    async countDays(userId: string, timeZone: string, range: LocalDateRange = {}): Promise<number | undefined> {
      checkDayRange(range);
      return countDays(sql, dayTables, userId, timeZone, range).catch(explain);
    },

    async replaceDays(userId: string, days: DayAggregateBatch, expectedActivityCount: number): Promise<boolean> {
      const folded = [...foldBatch(days.days, new Map()).values()]; // throws before any write
      try {
        return await sql.transaction(async (session) => {
          const prior = await lockUser(session, userId, 0);
          if (prior.activityCount !== expectedActivityCount) throw new Refused({ ok: true, stored: 0 });
          await session.query(`DELETE FROM ${dayTables.days} WHERE user_id = $1`, [userId]);
          await upsertDays(session, dayTables, userId, folded);
          await session.query(`UPDATE ${users} SET days_time_zone = $2 WHERE user_id = $1`, [userId, days.timeZone]);
          return true;
        });
      } catch (error) {
        if (error instanceof Refused) return false;
        return explain(error);
      }
    },
  };
  return repository;
}
