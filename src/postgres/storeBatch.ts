import type { StoredActivity } from "../model/storedActivity.js";
import type { AddActivitiesOptions, StoreOutcome } from "../repository/activityRepository.js";
import { addStatementValues, type AddStatements, type RefusalRow } from "./addStatement.js";
import { batchColumns, sampleBytes } from "./batchColumns.js";
import { toIdempotencyRecord, type IdempotencyRow } from "./idempotencyRow.js";
import type { SqlExecutor, SqlSession } from "./sqlExecutor.js";

/** Sample bytes per statement: a larger batch is written by several statements in one transaction. */
const CHUNK_BYTES = 32 * 2 ** 20;
/** Attempts of an add that meets a concurrent one (a unique violation, a deadlock) before its error is thrown. */
const MAX_ATTEMPTS = 8;

/** Thrown inside a chunked add's transaction to roll it back when a statement did not write. */
class NotDone extends Error {
  constructor() {
    super("an add statement wrote nothing");
  }
}

/** Consecutive slices of the batch of at most `chunkBytes` sample bytes each (at least one activity each). */
function chunksOf(batch: readonly StoredActivity[], chunkBytes: number): StoredActivity[][] {
  const chunks: StoredActivity[][] = [];
  let bytes = Infinity;
  for (const stored of batch) {
    const size = sampleBytes(stored);
    if (bytes + size > chunkBytes) {
      chunks.push([]);
      bytes = 0;
    }
    bytes += size;
    chunks[chunks.length - 1]!.push(stored);
  }
  return chunks;
}

/** Runs the add statement of one chunk (with `options`' record); whether it wrote. */
async function written(session: SqlSession, statements: AddStatements, userId: string, chunk: readonly StoredActivity[], options: AddActivitiesOptions): Promise<boolean> {
  const activities = chunk.length === 0 ? "none" : chunk.length === 1 ? "one" : "many";
  const columns = chunk.length > 0 ? batchColumns(chunk) : undefined;
  const statement = statements({ activities, key: options.idempotency !== undefined, days: (columns?.dayRecords ?? 0) > 0 });
  const values = addStatementValues(userId, columns, options.idempotency);
  const [row] = await session.query<{ done: boolean }>(statement, values);
  return row?.done === true;
}

/**
 * Whether an error is a refusal the refusal query explains, or a conflict with a concurrent add: unique_violation,
 * deadlock_detected, serialization_failure, and AF091 (`activity_fuel_day_superseded()`).
 */
function isConflict(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === "23505" || code === "40P01" || code === "40001" || code === "AF091";
}

/** The SQL of a repository's adds: its add statements and its refusal query. */
export interface AddSql {
  /** The add statement of each shape. */
  readonly statements: AddStatements;
  /** `refusalSql` of the tables. */
  readonly refusal: string;
}

/**
 * Writes a batch that passed the checks made without the database (owner, ids unique within the batch, one ALL_DAY
 * per date), with the idempotency record of `options`, all or nothing, as `ActivityRepository.addActivities` says.
 *
 * A batch of up to `chunkBytes` of samples (any common add, and imports of thousands of sessions) is one statement
 * (`addStatementSql`): one round trip, atomic by itself, no read first. A larger one is several such statements
 * in one transaction (the record with the last), rolled back at the first that does not write. An add that did
 * not write (an id already stored, a live key, an ALL_DAY a stored record outreaches) or met a concurrent add (a
 * deadlock) reads why with `refusalSql`, a second round trip on refusals only: `DUPLICATE_ID` with the first
 * stored id in batch order, else `IDEMPOTENCY_KEY_USED` with the live record, else `DAY_SUPERSEDED` with the
 * record that stands, else (the other add rolled back) it runs again.
 *
 * @example
 * ```ts
 * const outcome = await storeBatch(sql, { statements: addStatements(tables), refusal: refusalSql(tables) }, "u1", batch, {});
 * ```
 *
 * @param sql - the database.
 * @param addSql - the repository's add statements and refusal query.
 * @param userId - owner of every activity.
 * @param batch - the activities, ids unique.
 * @param options - the idempotency record.
 * @param chunkBytes - most sample bytes per statement, default 32 MiB.
 * @returns the outcome.
 * @throws the driver's error when the database fails, or when the add still meets concurrent adds after 8 attempts.
 */
export async function storeBatch(
  sql: SqlExecutor,
  addSql: AddSql,
  userId: string,
  batch: readonly StoredActivity[],
  options: AddActivitiesOptions,
  chunkBytes = CHUNK_BYTES,
): Promise<StoreOutcome> {
  const chunks = chunksOf(batch, chunkBytes);
  const record = options.idempotency;
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    try {
      if (chunks.length <= 1) {
        if (await written(sql, addSql.statements, userId, chunks[0] ?? [], options)) return { ok: true, stored: batch.length };
      } else {
        await sql.transaction(async (session) => {
          for (let i = 0; i < chunks.length; i++) {
            if (!(await written(session, addSql.statements, userId, chunks[i]!, i === chunks.length - 1 ? options : {}))) throw new NotDone();
          }
        });
        return { ok: true, stored: batch.length };
      }
    } catch (error) {
      if (!(error instanceof NotDone) && !isConflict(error)) throw error;
    }
    const ids = batch.map((a) => a.activityId);
    const days = batch.filter((a) => a.activity.activityType === "ALL_DAY");
    const [why] = await sql.query<RefusalRow>(addSql.refusal, [
      userId,
      ids,
      record?.key ?? null,
      record?.createdAtMs ?? 0,
      days.map((a) => a.activityId),
      days.map((a) => a.localDate),
      days.map((a) => a.endMs),
    ]);
    if (why?.duplicate != null) return { ok: false, reason: "DUPLICATE_ID", activityId: why.duplicate };
    if (why?.key != null) return { ok: false, reason: "IDEMPOTENCY_KEY_USED", record: toIdempotencyRecord(why as IdempotencyRow) };
    if (why?.superseded != null && why.standing_id != null && why.standing_end_ms != null) {
      return { ok: false, reason: "DAY_SUPERSEDED", activityId: why.superseded, standing: { activityId: why.standing_id, endMs: why.standing_end_ms } };
    }
  }
  throw new Error(`an add of ${batch.length} activities met concurrent adds of the same ids or key ${MAX_ATTEMPTS} times`);
}
