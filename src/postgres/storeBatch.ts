import type { StoredActivity } from "../model/storedActivity.js";
import type { AddActivitiesOptions, StoreOutcome } from "../repository/activityRepository.js";
import type { ActivityTables } from "./activityTables.js";
import { addStatementSql, addStatementValues, type AddStatementRow, type AddStatementShape } from "./addStatement.js";
import { batchColumns, sampleBytes } from "./batchColumns.js";
import { toIdempotencyRecord, type IdempotencyRow } from "./idempotencyRow.js";
import type { SqlExecutor, SqlSession } from "./sqlExecutor.js";

/** Sample bytes per statement: a larger batch is written by several statements in one transaction. */
const CHUNK_BYTES = 32 * 2 ** 20;
/** Attempts of an add that meets a concurrent one (a unique violation, a deadlock) before its error is thrown. */
const MAX_ATTEMPTS = 8;
/** SQLSTATEs after which the add runs again: unique_violation, deadlock_detected, serialization_failure. */
const RETRIED = new Set(["23505", "40P01", "40001"]);

/** Thrown inside a chunked add's transaction to roll it back with an outcome (`undefined`: run again). */
class Refused extends Error {
  constructor(readonly outcome: StoreOutcome | undefined) {
    super("batch refused");
  }
}

/** The outcome a statement's row says, or `undefined` when the add must run again (a key committed meanwhile). */
function outcomeOf(row: AddStatementRow | undefined, stored: number): StoreOutcome | undefined {
  if (row?.done === true) return { ok: true, stored };
  if (row?.duplicate != null) return { ok: false, reason: "DUPLICATE_ID", activityId: row.duplicate };
  if (row?.key != null) return { ok: false, reason: "IDEMPOTENCY_KEY_USED", record: toIdempotencyRecord(row as IdempotencyRow) };
  return undefined;
}

/** Consecutive slices of the batch of at most {@link CHUNK_BYTES} sample bytes each (at least one activity). */
function chunksOf(batch: readonly StoredActivity[]): StoredActivity[][] {
  const chunks: StoredActivity[][] = [];
  let bytes = Infinity;
  for (const stored of batch) {
    const size = sampleBytes(stored);
    if (bytes + size > CHUNK_BYTES) {
      chunks.push([]);
      bytes = 0;
    }
    bytes += size;
    chunks[chunks.length - 1]!.push(stored);
  }
  return chunks;
}

async function runStatement(session: SqlSession, tables: ActivityTables, userId: string, chunk: readonly StoredActivity[], options: AddActivitiesOptions): Promise<AddStatementRow | undefined> {
  const shape: AddStatementShape = { activities: chunk.length > 0, key: options.idempotency !== undefined, replaces: options.replaces !== undefined };
  const values = addStatementValues(userId, chunk.length > 0 ? batchColumns(chunk) : undefined, options.idempotency, options.replaces);
  const [row] = await session.query<AddStatementRow>(addStatementSql(tables, shape), values);
  return row;
}

/**
 * Writes a batch that passed the checks made without the database (owner, ids unique within the batch), with the
 * idempotency record and removals of `options`, all or nothing, as `ActivityRepository.addActivities` says.
 *
 * A batch of up to {@link CHUNK_BYTES} of samples (any common add, and imports of thousands of sessions) is one
 * statement: one round trip, atomic by itself. A larger one is several such statements in one transaction (the
 * record and removals with the last), rolled back at the first refusal. An add that meets a concurrent add of
 * the same ids or key (a unique violation, a deadlock, a record committed meanwhile) runs again on a new snapshot,
 * which then refuses it or stores it.
 *
 * @example
 * ```ts
 * const outcome = await storeBatch(sql, activityTables(undefined), "u1", batch, { idempotency: record });
 * ```
 *
 * @param sql - the database.
 * @param tables - the tables.
 * @param userId - owner of every activity.
 * @param batch - the activities, ids unique.
 * @param options - the idempotency record and the ids replaced.
 * @returns the outcome (`DUPLICATE_ID` names the first stored id in batch order).
 * @throws the driver's error when the database fails, or a concurrent add still conflicts after 8 attempts.
 */
export async function storeBatch(
  sql: SqlExecutor,
  tables: ActivityTables,
  userId: string,
  batch: readonly StoredActivity[],
  options: AddActivitiesOptions,
): Promise<StoreOutcome> {
  const chunks = chunksOf(batch);
  for (let attempt = 1; ; attempt++) {
    try {
      if (chunks.length <= 1) {
        const outcome = outcomeOf(await runStatement(sql, tables, userId, chunks[0] ?? [], options), batch.length);
        if (outcome !== undefined) return outcome;
      } else {
        return await sql.transaction(async (session) => {
          for (let i = 0; i < chunks.length; i++) {
            const last = i === chunks.length - 1;
            const outcome = outcomeOf(await runStatement(session, tables, userId, chunks[i]!, last ? options : {}), batch.length);
            if (outcome?.ok !== true) throw new Refused(outcome);
          }
          return { ok: true, stored: batch.length } as const;
        });
      }
    } catch (error) {
      if (error instanceof Refused && error.outcome !== undefined) return error.outcome;
      const code = (error as { code?: unknown } | null)?.code;
      if (!(error instanceof Refused) && !(typeof code === "string" && RETRIED.has(code) && attempt < MAX_ATTEMPTS)) throw error;
    }
    if (attempt >= MAX_ATTEMPTS) throw new Error(`an add of ${batch.length} activities met concurrent adds of the same ids or key ${MAX_ATTEMPTS} times`);
  }
}
