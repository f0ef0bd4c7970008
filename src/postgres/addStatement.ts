import type { IdempotencyRecord } from "../repository/idempotencyRecord.js";
import type { ActivityTables } from "./activityTables.js";
import { BATCH_PARAMETERS, batchRowSql, batchSql, INSERT_COLUMNS, type BatchColumns } from "./batchColumns.js";
import { MS_TO_TIMESTAMPTZ } from "./epochMsSql.js";
import { idempotencyColumnsSql, type IdempotencyRow } from "./idempotencyRow.js";

/** What one add statement writes besides nothing: activities, an idempotency record, removals. */
export interface AddStatementShape {
  /** Whether it inserts activities (a non-empty batch). */
  readonly activities: boolean;
  /** Whether it stores an idempotency record. */
  readonly key: boolean;
  /** Whether it removes the activities `replaces` names. */
  readonly replaces: boolean;
}

/** The one row an add statement answers. */
export interface AddStatementRow extends Partial<IdempotencyRow> {
  /** The first activity of the batch (in batch order) the user already has stored, or `null`. */
  readonly duplicate: string | null;
  /** Whether everything was written. */
  readonly done: boolean;
}

/**
 * The statement that writes an add in one round trip, atomically (one statement is one transaction): the batch
 * (from {@link batchSql}), the idempotency record and the removals, only when no activity of the batch is already
 * stored for the user and no live record has the key; it answers an {@link AddStatementRow}.
 *
 * - `stored` finds the first id of the batch that the statement's snapshot shows stored: `duplicate`.
 * - `used` reads a live record with the key (`key`, `fingerprint`, … of the row).
 * - `go` has one row when the writes go ahead: with a key, the record's upsert returns it, which replaces an
 *   expired record but not a live one committed after the snapshot (then `done` is false with neither
 *   `duplicate` nor a record: run again, the next snapshot sees it).
 * - the activities' INSERT has no `ON CONFLICT`: an id committed by a concurrent add after the snapshot fails the
 *   whole statement with a unique violation (23505), and the caller runs it again.
 * - the user's `max_span_ms` only grows (an `ON CONFLICT` update that only writes when the span grows).
 *
 * Parameters: `$1` the user id; with activities, the {@link BATCH_PARAMETERS} of `batchColumns` then the batch's
 * longest span (ms); with a key, the record's key, fingerprint, creation and expiry (epoch ms) and response (JSON
 * text); with removals, the ids (`text[]`). {@link addStatementValues} lays them out.
 *
 * @example
 * ```ts
 * const [row] = await session.query<AddStatementRow>(addStatementSql(tables, shape), addStatementValues(userId, columns, options));
 * ```
 *
 * @param tables - the tables.
 * @param shape - what the statement writes.
 */
export function addStatementSql(tables: ActivityTables, shape: AddStatementShape): string {
  let next = 2;
  const take = (n: number): number => ((next += n), next - n);
  const batchAt = shape.activities ? take(BATCH_PARAMETERS) : 0;
  const spanAt = shape.activities ? take(1) : 0;
  const keyAt = shape.key ? take(5) : 0;
  const replacesAt = shape.replaces ? take(1) : 0;
  const ctes: string[] = [];
  const refusals: string[] = [];
  if (shape.activities) {
    ctes.push(
      `stored AS (SELECT b.activity_id FROM ${batchSql(batchAt)} JOIN ${tables.activities} a ON a.user_id = $1 AND a.activity_id = b.activity_id ORDER BY b.n LIMIT 1)`,
    );
    refusals.push("NOT EXISTS (SELECT FROM stored)");
  }
  if (shape.key) {
    const [key, fingerprint, created, expires, response] = [0, 1, 2, 3, 4].map((i) => `$${keyAt + i}`);
    ctes.push(
      `used AS (SELECT ${idempotencyColumnsSql("r")} FROM ${tables.idempotency} r WHERE r.user_id = $1 AND r.key = ${key} AND r.expires_at > ${MS_TO_TIMESTAMPTZ(created!)})`,
      `go AS (INSERT INTO ${tables.idempotency} AS r (user_id, key, fingerprint, created_at, expires_at, response)
        SELECT $1, ${key}, ${fingerprint}, ${MS_TO_TIMESTAMPTZ(created!)}, ${MS_TO_TIMESTAMPTZ(expires!)}, ${response}::json
        WHERE ${[...refusals, "NOT EXISTS (SELECT FROM used)"].join(" AND ")}
        ON CONFLICT (user_id, key) DO UPDATE SET fingerprint = EXCLUDED.fingerprint, created_at = EXCLUDED.created_at,
          expires_at = EXCLUDED.expires_at, response = EXCLUDED.response
        WHERE r.user_id = $1 AND r.expires_at <= EXCLUDED.created_at
        RETURNING 1)`,
      `expired AS (DELETE FROM ${tables.idempotency} r WHERE r.user_id = $1 AND r.expires_at <= ${MS_TO_TIMESTAMPTZ(created!)} AND r.key <> ${key}
        AND EXISTS (SELECT FROM go))`,
    );
  } else {
    ctes.push(`go AS (SELECT 1 WHERE ${refusals.length === 0 ? "true" : refusals.join(" AND ")})`);
  }
  if (shape.activities) {
    ctes.push(
      `inserted AS (INSERT INTO ${tables.activities} (${INSERT_COLUMNS}) SELECT ${batchRowSql(batchAt)} FROM ${batchSql(batchAt)} WHERE EXISTS (SELECT FROM go))`,
      `bound AS (INSERT INTO ${tables.users} AS u (user_id, max_span_ms) SELECT $1, $${spanAt}::float8::bigint WHERE EXISTS (SELECT FROM go)
        ON CONFLICT (user_id) DO UPDATE SET max_span_ms = EXCLUDED.max_span_ms WHERE u.user_id = $1 AND u.max_span_ms < EXCLUDED.max_span_ms)`,
    );
  }
  if (shape.replaces) {
    ctes.push(
      `replaced AS (DELETE FROM ${tables.activities} a WHERE a.user_id = $1 AND a.activity_id = ANY($${replacesAt}::text[]) AND EXISTS (SELECT FROM go))`,
    );
  }
  const verdict = `SELECT ${shape.activities ? "(SELECT activity_id FROM stored)" : "NULL::text"} AS duplicate, EXISTS (SELECT FROM go) AS done`;
  const answer = shape.key ? `SELECT v.*, u.key, u.fingerprint, u.created_ms, u.expires_ms, u.response FROM (${verdict}) v LEFT JOIN used u ON true` : verdict;
  return `WITH ${ctes.join(",\n")}\n${answer}`;
}

/**
 * The parameters of {@link addStatementSql} for a shape given by which arguments are present.
 *
 * @param userId - owner.
 * @param columns - the batch's columns, or `undefined` for no activities.
 * @param record - the idempotency record, if any.
 * @param replaces - the ids removed, if any.
 */
export function addStatementValues(
  userId: string,
  columns: BatchColumns | undefined,
  record: IdempotencyRecord | undefined,
  replaces: readonly string[] | undefined,
): unknown[] {
  const values: unknown[] = [userId];
  if (columns !== undefined) values.push(...columns.values, columns.maxSpanMs);
  if (record !== undefined) values.push(record.key, record.fingerprint, record.createdAtMs, record.expiresAtMs, JSON.stringify(record.response));
  if (replaces !== undefined) values.push([...replaces]);
  return values;
}
