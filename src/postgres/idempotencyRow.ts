import type { IdempotencyRecord } from "../repository/idempotencyRecord.js";
import { TIMESTAMPTZ_TO_MS } from "./epochMsSql.js";

/**
 * The select list of an `activity_fuel_idempotency` row as {@link IdempotencyRow}, for a table alias.
 *
 * @param alias - the alias of the table (or of a row set with its columns).
 */
export function idempotencyColumnsSql(alias: string): string {
  return `${alias}.key, ${alias}.fingerprint, ${TIMESTAMPTZ_TO_MS(`${alias}.created_at`)} AS created_ms, ${TIMESTAMPTZ_TO_MS(`${alias}.expires_at`)} AS expires_ms, ${alias}.response`;
}

/** A row of {@link idempotencyColumnsSql}. */
export interface IdempotencyRow {
  readonly key: string;
  readonly fingerprint: string;
  readonly created_ms: number;
  readonly expires_ms: number;
  /** The `json` column, parsed by the driver (key order kept: the column is `json`, not `jsonb`). */
  readonly response: IdempotencyRecord["response"];
}

/**
 * The record of a row.
 *
 * @param row - a row of {@link idempotencyColumnsSql}.
 */
export function toIdempotencyRecord(row: IdempotencyRow): IdempotencyRecord {
  return { key: row.key, fingerprint: row.fingerprint, createdAtMs: row.created_ms, expiresAtMs: row.expires_ms, response: row.response };
}
