import type { IdempotencyRecord } from "./idempotencyRecord.js";

/** The idempotency records of an in-memory repository (composed into `createInMemoryActivityRepository`). */
export interface InMemoryIdempotencyStore {
  /** The user's live record with `key` at `nowMs`, if any (a copy). */
  get(userId: string, key: string, nowMs: number): IdempotencyRecord | undefined;
  /** The user's record that would refuse storing `record` (same key, live at its `createdAtMs`), if any. */
  conflict(userId: string, record: IdempotencyRecord): IdempotencyRecord | undefined;
  /** A copy of `record`, made before the batch is inserted (copying may throw; inserting must not). */
  prepare(record: IdempotencyRecord): IdempotencyRecord;
  /** Stores a prepared record (replacing an expired one with its key); drops the user's expired records. */
  put(userId: string, prepared: IdempotencyRecord): void;
  /** Drops every record of the user. */
  erase(userId: string): void;
}

/**
 * Idempotency records in memory: one `Map` per user in insertion order. Expired records
 * are dropped from the front of the user's map on each `put` (amortised O(1), exact when every record has the same
 * time to live), and never returned.
 *
 * @returns a new, empty store.
 */
export function createInMemoryIdempotencyStore(): InMemoryIdempotencyStore {
  const users = new Map<string, Map<string, IdempotencyRecord>>();

  function live(userId: string, key: string, nowMs: number): IdempotencyRecord | undefined {
    const record = users.get(userId)?.get(key);
    return record !== undefined && nowMs < record.expiresAtMs ? record : undefined;
  }

  function copy(record: IdempotencyRecord | undefined): IdempotencyRecord | undefined {
    return record === undefined ? undefined : structuredClone(record);
  }

  return {
    get: (userId, key, nowMs) => copy(live(userId, key, nowMs)),
    conflict: (userId, record) => copy(live(userId, record.key, record.createdAtMs)),
    prepare: (record) => structuredClone(record),
    put(userId, prepared) {
      let records = users.get(userId);
      if (records === undefined) users.set(userId, (records = new Map()));
      records.delete(prepared.key);
      records.set(prepared.key, prepared);
      for (const [key, record] of records) {
        if (record.expiresAtMs > prepared.createdAtMs) break;
        records.delete(key);
      }
    },
    erase(userId) {
      users.delete(userId);
    },
  };
}
