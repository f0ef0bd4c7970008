import type { IdempotencyRecord } from "../repository/idempotencyRecord.js";
import type { SqlSession } from "./activityDatabase.js";
import { MS_TO_TIMESTAMPTZ, TIMESTAMPTZ_TO_MS } from "./activityRow.js";

/** The refusal of an add whose idempotency key the user has already used (issue 13). */
export interface IdempotencyKeyUsed {
  /** Nothing of the batch was stored. */
  readonly ok: false;
  /** A live idempotency record with the same key is already stored for the user. */
  readonly reason: "IDEMPOTENCY_KEY_USED";
  /** The stored record. */
  readonly record: IdempotencyRecord;
}

const COLUMNS = (alias: string): string =>
  `${alias}.key, ${alias}.fingerprint, ${TIMESTAMPTZ_TO_MS(`${alias}.created_at`)} AS created_ms, ${TIMESTAMPTZ_TO_MS(`${alias}.expires_at`)} AS expires_ms, ${alias}.response`;

interface RecordRow {
  readonly key: string;
  readonly fingerprint: string;
  readonly created_ms: number;
  readonly expires_ms: number;
  readonly response: IdempotencyRecord["response"];
}

const toRecord = (row: RecordRow): IdempotencyRecord => ({
  key: row.key,
  fingerprint: row.fingerprint,
  createdAtMs: row.created_ms,
  expiresAtMs: row.expires_ms,
  response: row.response,
});

/**
 * The user's record with `key` that is live at `atMs`, read in `session` (`FOR UPDATE` inside an add).
 *
 * @param session - the database or a transaction.
 * @param table - the qualified `activity_fuel_idempotency`.
 * @param userId - owner.
 * @param key - the key.
 * @param atMs - the instant, epoch ms.
 * @param lock - whether to lock the row (inside the add's transaction).
 */
export async function liveRecord(session: SqlSession, table: string, userId: string, key: string, atMs: number, lock: boolean): Promise<IdempotencyRecord | undefined> {
  const [row] = await session.query<RecordRow>(
    `SELECT ${COLUMNS("r")} FROM ${table} r WHERE r.user_id = $1 AND r.key = $2 AND r.expires_at > ${MS_TO_TIMESTAMPTZ("$3")}${lock ? " FOR UPDATE" : ""}`,
    [userId, key, atMs],
  );
  return row === undefined ? undefined : toRecord(row);
}

/**
 * Stores `record` in the add's transaction, replacing an expired record with its key, and deletes the user's
 * records expired at its creation.
 *
 * @param session - the transaction.
 * @param table - the qualified `activity_fuel_idempotency`.
 * @param userId - owner.
 * @param record - the record (its response is serialised once, here).
 */
export async function putRecord(session: SqlSession, table: string, userId: string, record: IdempotencyRecord): Promise<void> {
  await session.query(`DELETE FROM ${table} WHERE user_id = $1 AND expires_at <= ${MS_TO_TIMESTAMPTZ("$2")}`, [userId, record.createdAtMs]);
  await session.query(
    `INSERT INTO ${table} AS r (user_id, key, fingerprint, created_at, expires_at, response)
     VALUES ($1, $2, $3, ${MS_TO_TIMESTAMPTZ("$4")}, ${MS_TO_TIMESTAMPTZ("$5")}, $6::json)
     ON CONFLICT (user_id, key) DO UPDATE SET fingerprint = EXCLUDED.fingerprint, created_at = EXCLUDED.created_at,
       expires_at = EXCLUDED.expires_at, response = EXCLUDED.response WHERE r.user_id = $1`,
    [userId, record.key, record.fingerprint, record.createdAtMs, record.expiresAtMs, JSON.stringify(record.response)],
  );
}
