import type { IdempotencyRecord } from "../repository/idempotencyRecord.js";
import type { ActivityTables } from "./activityTables.js";
import { BATCH_PARAMETERS, batchRowSql, batchSql, INSERT_COLUMNS, type BatchColumns } from "./batchColumns.js";
import { MS_TO_TIMESTAMPTZ, TIMESTAMPTZ_TO_MS } from "./epochMsSql.js";
import { idempotencyColumnsSql, type IdempotencyRow } from "./idempotencyRow.js";
import { namedSql, type NamedSql } from "./namedSql.js";
import { USUAL_SPAN_MS } from "./usualSpan.js";

/** What one add statement writes: activities, an idempotency record, ALL_DAY records. */
export interface AddStatementShape {
  /** Whether it inserts activities: none (an empty batch), one, or many (arrays). */
  readonly activities: "none" | "one" | "many";
  /** Whether it stores an idempotency record. */
  readonly key: boolean;
  /** Whether the batch holds ALL_DAY activities (each replaces its date's record, or fails the statement). */
  readonly days: boolean;
}

/** The columns an ALL_DAY that replaces its date's record overwrites: every one but the key's `user_id`. */
const REPLACED_COLUMNS = INSERT_COLUMNS.split(", ").filter((c) => c !== "user_id");

/**
 * The statement that writes an add in one round trip, atomically (one statement is one transaction), without
 * reading anything first: it answers one row, `done`, true when everything was written.
 *
 * - With a key, `go` upserts the idempotency record: it inserts it, or replaces an expired record with the key,
 *   and returns a row; a live record (also one committed by a concurrent add) is left alone and `go` is empty.
 *   Every other write waits for `go`'s row, so that then nothing is written and `done` is false. The user's
 *   records expired at this one's creation are deleted with it.
 * - An id the user already has (also one a concurrent add committed) fails the whole statement with a unique
 *   violation (23505), which rolls everything back.
 * - With ALL_DAY activities (`days`), the INSERT has `ON CONFLICT` on the unique index of ALL_DAY rows by
 *   `(user_id, local_date)` (migration 0005): the stored record of the date is overwritten, id included, when the
 *   new one's `end_time` is at least its own; otherwise the row is left alone, and the statement counts the ALL_DAY
 *   rows written and calls `activity_fuel_day_superseded()`, which raises (SQLSTATE AF091) and rolls everything
 *   back. The index serialises concurrent adds of one date: the second waits for the first and then compares with
 *   what it committed.
 * - The user's `max_span_ms` is written only when the batch holds an activity longer than {@link USUAL_SPAN_MS}
 *   (then an `ON CONFLICT` update that only writes when the span grows): the common add writes its rows only.
 *
 * A refused add (`done` false or a unique violation) is explained by {@link refusalSql}. Every write is an insert
 * through a unique index or a delete by key, so the plan has no choice to get wrong when the server keeps it as a
 * prepared statement's generic plan.
 *
 * Parameters: `$1` the user id; with activities, the {@link BATCH_PARAMETERS} of `batchColumns` then the batch's
 * longest span (ms); with a key, the record's key, fingerprint, creation and expiry (epoch ms) and response (JSON
 * text); with days, the number of ALL_DAY activities. {@link addStatementValues} lays them out.
 *
 * @example
 * ```ts
 * const [row] = await session.query<{ done: boolean }>(addStatementSql(tables, shape), addStatementValues(userId, columns, record));
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
  const daysAt = shape.days ? take(1) : 0;
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
    const onDay = shape.days
      ? ` ON CONFLICT (user_id, local_date) WHERE activity_type = 'ALL_DAY'
        DO UPDATE SET (${REPLACED_COLUMNS.join(", ")}) = (${REPLACED_COLUMNS.map((c) => `EXCLUDED.${c}`).join(", ")})
        WHERE t.user_id = $1 AND t.end_time <= EXCLUDED.end_time
        RETURNING t.activity_type`
      : "";
    ctes.push(
      `inserted AS (INSERT INTO ${tables.activities}${shape.days ? " AS t" : ""} (${INSERT_COLUMNS}) SELECT ${batchRowSql(batchAt)} FROM ${batchSql(batchAt, shape.activities === "one")}${ifGo}${onDay})`,
      `bound AS (INSERT INTO ${tables.users} AS u (user_id, max_span_ms) SELECT $1, $${spanAt}::float8::bigint
        WHERE $${spanAt}::float8 > ${USUAL_SPAN_MS}${shape.key ? " AND EXISTS (SELECT FROM go)" : ""}
        ON CONFLICT (user_id) DO UPDATE SET max_span_ms = EXCLUDED.max_span_ms WHERE u.user_id = $1 AND u.max_span_ms < EXCLUDED.max_span_ms)`,
    );
  }
  const written = shape.key ? "EXISTS (SELECT FROM go)" : "true";
  // an ALL_DAY left unwritten (its date's record reaches later) fails the statement
  const done =
    shape.days && shape.activities !== "none"
      ? `CASE WHEN ${written} AND (SELECT count(*) FROM inserted WHERE activity_type = 'ALL_DAY') < $${daysAt}::int THEN ${tables.daySuperseded} ELSE ${written} END`
      : written;
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
 * statements({ activities: "one", key: false, days: false }).text; // "WITH inserted AS (…"
 * ```
 *
 * @param tables - the tables.
 */
export function addStatements(tables: ActivityTables): AddStatements {
  const counts = ["none", "one", "many"] as const;
  const index = (shape: AddStatementShape): number => counts.indexOf(shape.activities) * 4 + (shape.key ? 2 : 0) + (shape.days ? 1 : 0);
  const all = Array.from({ length: 12 }, (_, i) =>
    namedSql(addStatementSql(tables, { activities: counts[i >> 2] ?? "none", key: (i & 2) !== 0, days: (i & 1) !== 0 })),
  );
  return (shape) => all[index(shape)] as NamedSql;
}

/**
 * The parameters of {@link addStatementSql} for the shape given by which arguments are present (`columns.single`:
 * the `"one"` shape; `columns.dayRecords > 0`: `days`).
 *
 * @param userId - owner.
 * @param columns - the batch's columns, or `undefined` for no activities.
 * @param record - the idempotency record, if any.
 */
export function addStatementValues(userId: string, columns: BatchColumns | undefined, record: IdempotencyRecord | undefined): unknown[] {
  const values: unknown[] = [userId];
  if (columns !== undefined) {
    for (const value of columns.values) values.push(value);
    values.push(columns.maxSpanMs);
  }
  if (record !== undefined) values.push(record.key, record.fingerprint, record.createdAtMs, record.expiresAtMs, JSON.stringify(record.response));
  if (columns !== undefined && columns.dayRecords > 0) values.push(columns.dayRecords);
  return values;
}

/** The row of {@link refusalSql}: the first stored id of the batch, the live record with the key, the record that stands. */
export interface RefusalRow extends Partial<IdempotencyRow> {
  /** The first activity of the batch (in batch order) the user already has stored, or `null`. */
  readonly duplicate: string | null;
  /** The first ALL_DAY of the batch (in batch order) whose date's stored record reaches later, or `null`. */
  readonly superseded: string | null;
  /** That stored record's id. */
  readonly standing_id: string | null;
  /** That stored record's `end_time`, epoch ms. */
  readonly standing_end_ms: number | null;
}

/**
 * Why an add was refused, read after its statement: the first id of the batch (in batch order) that the user has
 * stored (`$2`, `text[]`); the user's record with the key `$3` live at `$4` (epoch ms); and the first ALL_DAY of
 * the batch (ids `$5`, local dates `$6`, ends `$7` in epoch ms) whose date has a stored ALL_DAY record reaching
 * later. None of them: the add met a concurrent one that has since rolled back, expired or been deleted, and runs
 * again.
 *
 * @example
 * ```ts
 * const [row] = await sql.query<RefusalRow>(refusalSql(tables), [userId, ids, key, createdAtMs, dayIds, dayDates, dayEnds]);
 * ```
 *
 * @param tables - the tables.
 */
export function refusalSql(tables: ActivityTables): string {
  return `SELECT (SELECT a.activity_id FROM ${tables.activities} a WHERE a.user_id = $1 AND a.activity_id = ANY($2::text[])
      ORDER BY array_position($2::text[], a.activity_id::text) LIMIT 1) AS duplicate, ${idempotencyColumnsSql("r")},
      s.batch_id AS superseded, s.activity_id AS standing_id, s.end_ms AS standing_end_ms
    FROM (SELECT) one LEFT JOIN ${tables.idempotency} r ON r.user_id = $1 AND r.key = $3 AND r.expires_at > ${MS_TO_TIMESTAMPTZ("$4")}
    LEFT JOIN LATERAL (SELECT b.id AS batch_id, a.activity_id, ${TIMESTAMPTZ_TO_MS("a.end_time")} AS end_ms
      FROM unnest($5::text[], $6::date[], $7::float8[]) WITH ORDINALITY b(id, local_date, end_ms, i)
      JOIN ${tables.activities} a ON a.user_id = $1 AND a.activity_type = 'ALL_DAY' AND a.local_date = b.local_date
        AND a.end_time > ${MS_TO_TIMESTAMPTZ("b.end_ms")}
      ORDER BY b.i LIMIT 1) s ON true`;
}
