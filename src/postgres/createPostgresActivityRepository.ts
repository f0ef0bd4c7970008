import type { ActivitySummary } from "../model/activitySummary.js";
import type { StoredActivity } from "../model/storedActivity.js";
import type { SampleColumn } from "../model/validatedActivity.js";
import { checkFilter, checkPage } from "../repository/checkRepositoryArguments.js";
import type { ActivityFilter, ActivityRepository, AddActivitiesOptions, FuelSliceRequest, OverlapQuery, PageRequest, StoreOutcome } from "../repository/activityRepository.js";
import type { IdempotencyRecord } from "../repository/idempotencyRecord.js";
import type { ActivityDatabase } from "./activityDatabase.js";
import { NEWEST_FIRST, pageIdsSql, selectionOf } from "./activityQueries.js";
import { SELECT_COLUMNS, SUMMARY_COLUMNS, toActivitySummary, toStoredActivity, type ActivityRow, type SummaryRow } from "./activityRow.js";
import { activityTables } from "./activityTables.js";
import { addStatements, refusalSql } from "./addStatement.js";
import { MS_TO_TIMESTAMPTZ } from "./epochMsSql.js";
import { float64Values } from "./float64Bytes.js";
import { idempotencyColumnsSql, toIdempotencyRecord, type IdempotencyRow } from "./idempotencyRow.js";
import { toSqlExecutor } from "./sqlExecutor.js";
import { USUAL_SPAN_MS } from "./usualSpan.js";
import { storeBatch } from "./storeBatch.js";

/** Options of {@link createPostgresActivityRepository}. */
export interface PostgresActivityRepositoryOptions {
  /** Schema holding the tables, as given to `migrateActivityDatabase`; default: the connection's `search_path`. */
  readonly schema?: string;
}

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
 *   fields as columns (`start_time` and `end_time` as `timestamptz`, the given `local_date`, type, device, summary
 *   values); the samples as one `bytea` of float64 columns (8 bytes per value) and the fuel series likewise
 *   (uncompressed, so a slice reads only its pages). A unique index keeps one ALL_DAY row per user and local date.
 *   Idempotency records in `activity_fuel_idempotency`; the longest activity span of a user with activities longer
 *   than 2 days in `activity_fuel_users`. No time zone code: local dates are compared as given.
 * - Adds: one statement, one round trip, nothing read first (see `storeBatch`): the batch (one `VALUES` row for
 *   one activity; column arrays and two binary blobs for more) inserted with the idempotency record by a
 *   data-modifying `WITH`, prepared once per `pg` connection; an ALL_DAY replaces its date's record through
 *   `ON CONFLICT` on that index, or fails the statement when the stored record reaches later. An id already stored
 *   fails it (unique violation) and a live key leaves it unwritten; a second query then names the refusal. One
 *   statement is one transaction: nothing of a refused or failed batch is stored, and no read sees part of a
 *   batch. Batches over 32 MiB of samples are written by several such statements in one transaction. Outcomes are
 *   those of the interface (`DUPLICATE_ID` for the first refused activity in batch order, `WRONG_USER`,
 *   `IDEMPOTENCY_KEY_USED` with the stored record, `DAY_SUPERSEDED` with the record that stands).
 * - Reads: lists and overlap queries select the summary columns only (no `samples`, no `fuel_per_point`), so a
 *   page costs the same whatever the length of the activities on it; fuel slices read `substring`s of
 *   `fuel_per_point` in one statement; `getActivity` reads the samples.
 * - Order: newest first by `start_time`, ties by `activity_id` in code-point order (`COLLATE "C"`); equal to the
 *   interface's code-unit order for ids without characters above U+FFFF.
 * - Cost per user with n activities: add O(log n) per activity; a page O(log n + offset + page) from a
 *   newest-first index (the offset is skipped in the index only, without reading rows; `page.after` starts the
 *   index range at a position, so a page reached by continuation costs the same as the first), merged over one
 *   index range per type for type sets of up to 8 types; counts O(selected); overlap queries one statement,
 *   O(log n + activities starting within 2 days, or the user's longest span, before each range) per range plus an
 *   index probe per ALL_DAY date.
 * - Every statement filters by `user_id` (or inserts for one user id), so the schema distributes with Citus by
 *   `user_id` and each call routes to one shard (docs/scaling.md).
 * - Parameterised statements only; the schema name is checked and quoted.
 * - Connection failures: a statement whose connection ends (a terminated backend, a restart, a failover) or that
 *   is cancelled (`statement_timeout`) is rolled back and the call rejects with the driver's error. The adapter
 *   listens for the `"error"` event of the clients it checks out, so no such error escapes as an uncaught
 *   exception; listen for the pool's own `"error"` event (idle clients report there), as `pg` asks.
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
 * @returns the repository. Its methods reject with `RangeError` for malformed pages or filters (as the interface
 *   says), and with the driver's error when the database fails (an `Error` naming
 *   `migrateActivityDatabase` when the tables are missing).
 * @throws TypeError when `db` is neither a `pg.Pool` nor a PGlite instance; RangeError for a bad `schema`.
 */
export function createPostgresActivityRepository(db: ActivityDatabase, options: PostgresActivityRepositoryOptions = {}): ActivityRepository {
  const sql = toSqlExecutor(db);
  const tables = activityTables(options.schema);
  const { activities, users, idempotency } = tables;
  const addSql = { statements: addStatements(tables), refusal: refusalSql(tables) };

  async function rowsOf(text: string, values: readonly unknown[]): Promise<StoredActivity[]> {
    try {
      return (await sql.query<ActivityRow>(text, values)).map(toStoredActivity);
    } catch (error) {
      return explain(error);
    }
  }

  async function summariesOf(text: string, values: readonly unknown[]): Promise<ActivitySummary[]> {
    try {
      return (await sql.query<SummaryRow>(text, values)).map(toActivitySummary);
    } catch (error) {
      return explain(error);
    }
  }

  return {
    async addActivities(userId: string, batch: readonly StoredActivity[], options: AddActivitiesOptions = {}): Promise<StoreOutcome> {
      // the interface's refusal order: the first activity of the batch that is another user's or a repeated or
      // stored id; wrong users and repeats are known without the database
      const seen = new Set<string>();
      const dates = new Set<string>();
      for (const activity of batch) {
        if (activity.activity.activityType !== "ALL_DAY") continue;
        if (dates.has(activity.localDate)) throw new RangeError(`two ALL_DAY activities of ${activity.localDate} in one batch`);
        dates.add(activity.localDate);
      }
      for (let i = 0; i < batch.length; i++) {
        const activity = batch[i] as StoredActivity;
        const reason = activity.userId !== userId ? "WRONG_USER" : seen.has(activity.activityId) ? "DUPLICATE_ID" : undefined;
        seen.add(activity.activityId);
        if (reason === undefined) continue;
        const before = batch.slice(0, i).map((a) => a.activityId);
        const rows = await sql
          .query<{ activity_id: string }>(`SELECT activity_id FROM ${activities} WHERE user_id = $1 AND activity_id = ANY($2::text[])`, [userId, before])
          .catch(explain);
        const stored = new Set(rows.map((r) => r.activity_id));
        const duplicate = before.find((id) => stored.has(id));
        return { ok: false, reason: duplicate === undefined ? reason : "DUPLICATE_ID", activityId: duplicate ?? activity.activityId };
      }
      if (batch.length === 0 && options.idempotency === undefined) return { ok: true, stored: 0 };
      return storeBatch(sql, addSql, userId, batch, options).catch(explain);
    },

    async getIdempotencyRecord(userId: string, key: string, nowMs: number): Promise<IdempotencyRecord | undefined> {
      const [row] = await sql
        .query<IdempotencyRow>(
          `SELECT ${idempotencyColumnsSql("r")} FROM ${idempotency} r WHERE r.user_id = $1 AND r.key = $2 AND r.expires_at > ${MS_TO_TIMESTAMPTZ("$3")}`,
          [userId, key, nowMs],
        )
        .catch(explain);
      return row === undefined ? undefined : toIdempotencyRecord(row);
    },

    async getActivity(userId: string, activityId: string): Promise<StoredActivity | undefined> {
      const [found] = await rowsOf(`SELECT ${SELECT_COLUMNS} FROM ${activities} a WHERE a.user_id = $1 AND a.activity_id = $2`, [userId, activityId]);
      return found;
    },

    async listActivities(userId: string, filter: ActivityFilter, page: PageRequest): Promise<ActivitySummary[]> {
      checkFilter(filter);
      checkPage(page);
      const selection = selectionOf(filter, true);
      if (selection === undefined || page.limit === 0) return [];
      const ids = pageIdsSql(activities, selection, page);
      return summariesOf(
        `SELECT ${SUMMARY_COLUMNS} FROM (${ids}) page JOIN ${activities} a ON a.user_id = $1 AND a.activity_id = page.activity_id
         ORDER BY page.${NEWEST_FIRST.replace(", ", ", page.")}`,
        [userId, ...selection.params],
      );
    },

    async countActivities(userId: string, filter: ActivityFilter = {}): Promise<number> {
      checkFilter(filter);
      const selection = selectionOf(filter, false);
      if (selection === undefined) return 0;
      const where = ["user_id = $1", ...(selection.branches[0] ?? [])].join(" AND ");
      const rows = await sql.query<{ n: number }>(`SELECT count(*)::float8 AS n FROM ${activities} WHERE ${where}`, [userId, ...selection.params]).catch(explain);
      return rows[0]?.n ?? 0;
    },

    async listActivitiesOverlapping(userId: string, query: OverlapQuery): Promise<ActivitySummary[]> {
      const froms: (number | null)[] = [];
      const tos: (number | null)[] = [];
      for (const { fromMs, toMs } of query.ranges) {
        froms.push(fromMs ?? null);
        tos.push(toMs ?? null);
      }
      const dates = query.allDayDates ?? [];
      if (froms.length === 0 && dates.length === 0) return [];
      // one index range per range (no `IS NULL OR`, which would hide the range from the index): no activity
      // overlapping a range starts earlier than the longest span stored before the range's start; the ALL_DAY
      // records of the dates from the unique index of days; the rows fetched by key (a join would let a range's
      // row estimate choose a scan of every activity of the user)
      return summariesOf(
        `WITH bound AS (SELECT GREATEST(${USUAL_SPAN_MS}, (SELECT u.max_span_ms FROM ${users} u WHERE u.user_id = $1))::float8 AS span_ms),
         found AS (
           SELECT a.activity_id FROM unnest($2::float8[], $3::float8[]) r(from_ms, to_ms)
           CROSS JOIN LATERAL (SELECT a.activity_id FROM ${activities} a WHERE a.user_id = $1
             AND a.start_time < COALESCE(${MS_TO_TIMESTAMPTZ("r.to_ms")}, 'infinity')
             AND a.start_time >= COALESCE(${MS_TO_TIMESTAMPTZ("(r.from_ms - (SELECT span_ms FROM bound))")}, '-infinity')
             AND a.end_time > COALESCE(${MS_TO_TIMESTAMPTZ("r.from_ms")}, '-infinity')) a
           UNION
           SELECT a.activity_id FROM ${activities} a WHERE a.user_id = $1 AND a.activity_type = 'ALL_DAY' AND a.local_date = ANY($4::date[]))
         SELECT ${SUMMARY_COLUMNS} FROM ${activities} a
         WHERE a.user_id = $1 AND a.activity_id = ANY (ARRAY(SELECT activity_id FROM found))
         ORDER BY a.${NEWEST_FIRST.replace(", ", ", a.")}`,
        [userId, froms, tos, dates],
      );
    },

    async readFuelSlices(userId: string, requests: readonly FuelSliceRequest[]): Promise<(SampleColumn | undefined)[]> {
      if (requests.length === 0) return [];
      const rows = await sql
        .query<{ i: number; fuel: Uint8Array }>(
          `SELECT r.i::int AS i, substring(a.fuel_per_point FROM r.from_point * 8 + 1 FOR (r.to_point - r.from_point) * 8) AS fuel
           FROM unnest($2::text[], $3::int[], $4::int[]) WITH ORDINALITY r(activity_id, from_point, to_point, i)
           JOIN ${activities} a ON a.user_id = $1 AND a.activity_id = r.activity_id`,
          [userId, requests.map((r) => r.activityId), requests.map((r) => r.fromPoint), requests.map((r) => r.toPoint)],
        )
        .catch(explain);
      const out: (SampleColumn | undefined)[] = requests.map(() => undefined);
      for (const row of rows) out[row.i - 1] = float64Values(row.fuel);
      return out;
    },

    async deleteActivity(userId: string, activityId: string): Promise<boolean> {
      const rows = await sql.query(`DELETE FROM ${activities} WHERE user_id = $1 AND activity_id = $2 RETURNING 1`, [userId, activityId]).catch(explain);
      return rows.length > 0;
    },

    async eraseUser(userId: string): Promise<number> {
      const [row] = await sql
        .query<{ n: number }>(
          `WITH gone AS (DELETE FROM ${activities} WHERE user_id = $1 RETURNING 1),
           keys AS (DELETE FROM ${idempotency} WHERE user_id = $1),
           bound AS (DELETE FROM ${users} WHERE user_id = $1)
           SELECT count(*)::float8 AS n FROM gone`,
          [userId],
        )
        .catch(explain);
      return row?.n ?? 0;
    },
  };
}
