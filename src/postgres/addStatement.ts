import type { IdempotencyRecord } from "../repository/idempotencyRecord.js";
import type { ActivityTables } from "./activityTables.js";
import { BATCH_PARAMETERS, batchRowSql, batchSql, INSERT_COLUMNS, type BatchColumns } from "./batchColumns.js";
import { MS_TO_TIMESTAMPTZ } from "./epochMsSql.js";
import { idempotencyColumnsSql, type IdempotencyRow } from "./idempotencyRow.js";
import { namedSql, type NamedSql } from "./namedSql.js";
import { USUAL_SPAN_MS } from "./usualSpan.js";

/** What one add statement writes: activities, an idempotency record, removals. */
export interface AddStatementShape {
  /** Whether it inserts activities: none (an empty batch), one, or many (arrays). */
  readonly activities: "none" | "one" | "many";
  /** Whether it stores an idempotency record. */
  readonly key: boolean;
  /** Whether it removes the activities `replaces` names. */
  readonly replaces: boolean;
}

/**
 * The statement that writes an add in one round trip, atomically (one statement is one transaction), without
 * reading anything first: it answers one row, `done`, true when everything was written.
 *
 * - With a key, `go` upserts the idempotency record: it inserts it, or replaces an expired record with the key,
 *   and returns a row; a live record (also one committed by a concurrent add) is left alone and `go` is empty.
 *   Every other write waits for `go`'s row, so that then nothing is written and `done` is false. The user's
 *   records expired at this one's creation are deleted with it.
 * - The activities' INSERT has no `ON CONFLICT`: an id the user already has (also one a concurrent add committed)
 *   fails the whole statement with a unique violation (23505), which rolls everything back.
 * - The user's `max_span_ms` is written only when the batch holds an activity longer than {@link USUAL_SPAN_MS}
 *   (then an `ON CONFLICT` update that only writes when the span grows): the common add writes its rows only.
 * - The removals of `replaces` delete the user's activities with those ids.
 *
 * A refused add (`done` false or a unique violation) is explained by {@link refusalSql}. Every write is an insert
 * through a unique index or a delete by key, so the plan has no choice to get wrong when the server keeps it as a
 * prepared statement's generic plan.
 *
 * Parameters: `$1` the user id; with activities, the {@link BATCH_PARAMETERS} of `batchColumns` then the batch's
 * longest span (ms); with a key, the record's key, fingerprint, creation and expiry (epoch ms) and response (JSON
 * text); with removals, the ids (`text[]`). {@link addStatementValues} lays them out.
 *
 * @example
 * ```ts
 * const [row] = await session.query<{ done: boolean }>(addStatementSql(tables, shape), addStatementValues(userId, columns, record, replaces));
 * ```
 *
 * @param tables - the tables.
 * @param shape - what the statement writes.
 */
export function addStatementSql(tables: ActivityTables, shape: AddStatementShape): string {
  let next = 2;
  const take = (n: number): number => ((next += n), next - n);
  const batchAt = shape.activities !== "none" ? take(BATCH_PARAMETERS) : 0;
  const spanAt = shape.activities !== "none" ? take(1) : 0;
  const keyAt = shape.key ? take(5) : 0;
  const replacesAt = shape.replaces ? take(1) : 0;
  const ctes: string[] = [];
  const ifGo = shape.key ? " WHERE EXISTS (SELECT FROM go)" : "";
  if (shape.key) {
    const [key, fingerprint, created, expires, response] = [0, 1, 2, 3, 4].map((i) => `$${keyAt + i}`) as [string, string, string, string, string];
    ctes.push(
      `go AS (INSERT INTO ${tables.idempotency} AS r (user_id, key, fingerprint, created_at, expires_at, response)
        SELECT $1, ${key}, ${fingerprint}, ${MS_TO_TIMESTAMPTZ(created)}, ${MS_TO_TIMESTAMPTZ(expires)}, ${response}::json
        ON CONFLICT (user_id, key) DO UPDATE SET fingerprint = EXCLUDED.fingerprint, created_at = EXCLUDED.created_at,
          expires_at = EXCLUDED.expires_at, response = EXCLUDED.response
        WHERE r.user_id = $1 AND r.expires_at <= EXCLUDED.created_at
        RETURNING 1)`,
      `expired AS (DELETE FROM ${tables.idempotency} r WHERE r.user_id = $1 AND r.expires_at <= ${MS_TO_TIMESTAMPTZ(created)} AND r.key <> ${key}
        AND EXISTS (SELECT FROM go))`,
    );
  }
  if (shape.activities !== "none") {
    ctes.push(
      `inserted AS (INSERT INTO ${tables.activities} (${INSERT_COLUMNS}) SELECT ${batchRowSql(batchAt)} FROM ${batchSql(batchAt, shape.activities === "one")}${ifGo})`,
      `bound AS (INSERT INTO ${tables.users} AS u (user_id, max_span_ms) SELECT $1, $${spanAt}::float8::bigint
        WHERE $${spanAt}::float8 > ${USUAL_SPAN_MS}${shape.key ? " AND EXISTS (SELECT FROM go)" : ""}
        ON CONFLICT (user_id) DO UPDATE SET max_span_ms = EXCLUDED.max_span_ms WHERE u.user_id = $1 AND u.max_span_ms < EXCLUDED.max_span_ms)`,
    );
  }
  if (shape.replaces) {
    ctes.push(
      `replaced AS (DELETE FROM ${tables.activities} a WHERE a.user_id = $1 AND a.activity_id = ANY($${replacesAt}::text[])${shape.key ? " AND EXISTS (SELECT FROM go)" : ""})`,
    );
  }
  const done = shape.key ? "EXISTS (SELECT FROM go)" : "true";
  return ctes.length === 0 ? `SELECT ${done} AS done` : `WITH ${ctes.join(",\n")}\nSELECT ${done} AS done`;
}

/** The add statement of each shape, texts built and named once. */
export type AddStatements = (shape: AddStatementShape) => NamedSql;

/**
 * Every shape's {@link addStatementSql} for `tables`, built once and named (prepared once per `pg` connection).
 *
 * @example
 * ```ts
 * const statements = addStatements(activityTables(undefined));
 * statements({ activities: "one", key: false, replaces: false }).text; // "WITH inserted AS (…"
 * ```
 *
 * @param tables - the tables.
 */
export function addStatements(tables: ActivityTables): AddStatements {
  const counts = ["none", "one", "many"] as const;
  const index = (shape: AddStatementShape): number => counts.indexOf(shape.activities) * 4 + (shape.key ? 2 : 0) + (shape.replaces ? 1 : 0);
  const all = Array.from({ length: 12 }, (_, i) =>
    namedSql(addStatementSql(tables, { activities: counts[i >> 2] ?? "none", key: (i & 2) !== 0, replaces: (i & 1) !== 0 })),
  );
  return (shape) => all[index(shape)] as NamedSql;
}

/**
 * The parameters of {@link addStatementSql} for the shape given by which arguments are present (`columns.single`:
 * the `"one"` shape).
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

/** The row of {@link refusalSql}: the first stored id of the batch, and the live record with the key. */
export interface RefusalRow extends Partial<IdempotencyRow> {
  /** The first activity of the batch (in batch order) the user already has stored, or `null`. */
  readonly duplicate: string | null;
}

/**
 * Why an add was refused, read after its statement: the first id of the batch (in batch order) that the user has
 * stored (`$2`, `text[]`), and the user's record with the key `$3` live at `$4` (epoch ms). Neither: the add met a
 * concurrent one that has since rolled back or expired, and runs again.
 *
 * @example
 * ```ts
 * const [row] = await sql.query<RefusalRow>(refusalSql(tables), [userId, ids, record?.key ?? null, record?.createdAtMs ?? 0]);
 * ```
 *
 * @param tables - the tables.
 */
export function refusalSql(tables: ActivityTables): string {
  return `SELECT (SELECT a.activity_id FROM ${tables.activities} a WHERE a.user_id = $1 AND a.activity_id = ANY($2::text[])
      ORDER BY array_position($2::text[], a.activity_id::text) LIMIT 1) AS duplicate, ${idempotencyColumnsSql("r")}
    FROM (SELECT) one LEFT JOIN ${tables.idempotency} r ON r.user_id = $1 AND r.key = $3 AND r.expires_at > ${MS_TO_TIMESTAMPTZ("$4")}`;
}
