import type { ActivityDatabase } from "./activityDatabase.js";
import { activityTables } from "./activityTables.js";
import { MS_TO_TIMESTAMPTZ } from "./epochMsSql.js";
import { toSqlExecutor } from "./sqlExecutor.js";

/** Records deleted by one call unless `limit` says otherwise. */
const DEFAULT_LIMIT = 10_000;

/**
 * Deletes idempotency records that expired at `nowMs`, whoever they belong to: at most `limit` per call, those that
 * expired first, in one statement (its own transaction). An add deletes its own user's expired records as it stores
 * a new one; the records of users who never send another key stay until this runs, so a deployment that takes
 * `Idempotency-Key` calls it regularly (a timer, a cron job, `pg_cron`), again while a call deletes `limit` records.
 * A record that a concurrent add replaced (its key used again once expired) is kept: the delete checks the expiry
 * of the row it removes. Reads the index of migration 0006 from its oldest expiry: O(log n + limit).
 *
 * Unlike every statement of the repository, this one is not routed by `user_id`: on Citus it runs on every shard
 * (the oldest `limit` expiries are found across shards, then deleted by key), which a maintenance job may do and a
 * request should not.
 *
 * @example
 * ```ts
 * setInterval(async () => {
 *   while ((await deleteExpiredIdempotencyRecords(pool)) === 10_000) {}
 * }, 3_600_000).unref();
 * ```
 *
 * @param db - a `pg.Pool` or a PGlite instance, with the tables of `migrateActivityDatabase` (version 5 or later).
 * @param options - `schema` as given to `migrateActivityDatabase`; `nowMs`, the time records are expired at (epoch
 *   ms, default `Date.now()`); `limit`, the most records deleted (a positive safe integer, default 10 000).
 * @returns the number of records deleted.
 * @throws RangeError (rejects) for a bad `schema`, `nowMs` or `limit`; database errors reject as the driver reports
 *   them.
 */
export async function deleteExpiredIdempotencyRecords(
  db: ActivityDatabase,
  options: { readonly schema?: string; readonly nowMs?: number; readonly limit?: number } = {},
): Promise<number> {
  const { idempotency } = activityTables(options.schema);
  const nowMs = options.nowMs ?? Date.now();
  const limit = options.limit ?? DEFAULT_LIMIT;
  if (!Number.isFinite(nowMs)) throw new RangeError(`nowMs must be a finite number of epoch milliseconds, got ${String(nowMs)}`);
  if (!Number.isSafeInteger(limit) || limit < 1) throw new RangeError(`limit must be a positive safe integer, got ${String(limit)}`);
  const rows = await toSqlExecutor(db).query<{ n: number }>(
    `WITH gone AS (
       DELETE FROM ${idempotency} r
       WHERE (r.user_id, r.key) IN (SELECT o.user_id, o.key FROM ${idempotency} o WHERE o.expires_at <= ${MS_TO_TIMESTAMPTZ("$1")} ORDER BY o.expires_at LIMIT $2)
         AND r.expires_at <= ${MS_TO_TIMESTAMPTZ("$1")}
       RETURNING 1)
     SELECT count(*)::float8 AS n FROM gone`,
    [nowMs, limit],
  );
  return rows[0]?.n ?? 0;
}
