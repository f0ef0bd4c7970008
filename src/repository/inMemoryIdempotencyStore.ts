import type { IdempotencyRecord } from "./idempotencyRecord.js";

/** The idempotency records of an in-memory repository (composed into `createInMemoryActivityRepository`). */
export interface InMemoryIdempotencyStore {
  /** The user's live record with `key` at `nowMs`, if any (a copy). */
  get(userId: string, key: string, nowMs: number): IdempotencyRecord | undefined;
  /** The user's record that would refuse storing `record` (same key, live at its `createdAtMs`), if any. */
  conflict(userId: string, record: IdempotencyRecord): IdempotencyRecord | undefined;
  /** A copy of `record`, made before the batch is inserted (copying may throw; inserting must not). */
  prepare(record: IdempotencyRecord): IdempotencyRecord;
  /**
   * Stores a prepared record (replacing an expired one with its key); drops the user's expired records, and up to
   * {@link SWEPT_PER_PUT} records of any user expired at the record's creation.
   */
  put(userId: string, prepared: IdempotencyRecord): void;
  /** Drops every record of the user. */
  erase(userId: string): void;
  /** Records held, expired ones not yet dropped included, and entries of the expiry queue: what the store costs. */
  size(): { readonly records: number; readonly queued: number };
}

/** Expired records of any user dropped by each `put`: more than the one it adds, so that a backlog shrinks. */
export const SWEPT_PER_PUT = 2;

/** An entry of the expiry queue: a stored record, its owner, and its expiry (the heap's key). */
interface Expiry {
  readonly expiresAtMs: number;
  readonly userId: string;
  readonly record: IdempotencyRecord;
}

/**
 * Idempotency records in memory: one `Map` per user in insertion order, and one expiry queue for all users (a
 * binary min-heap by `expiresAtMs`). Each `put` drops the user's expired records from the front of the user's map
 * (amortised O(1), exact when every record has the same time to live) and pops up to {@link SWEPT_PER_PUT} expired
 * entries of the queue, dropping their records unless they were replaced or erased since: so the records of users
 * who never come back go too, a little at each write, and the store holds at most the records live at the latest
 * write plus a backlog that every write shortens (O(log n) per write). Expired records are never returned.
 *
 * @returns a new, empty store.
 */
export function createInMemoryIdempotencyStore(): InMemoryIdempotencyStore {
  const users = new Map<string, Map<string, IdempotencyRecord>>();
  const heap: Expiry[] = [];
  let records = 0;

  function live(userId: string, key: string, nowMs: number): IdempotencyRecord | undefined {
    const record = users.get(userId)?.get(key);
    return record !== undefined && nowMs < record.expiresAtMs ? record : undefined;
  }

  function copy(record: IdempotencyRecord | undefined): IdempotencyRecord | undefined {
    return record === undefined ? undefined : structuredClone(record);
  }

  function drop(userId: string, recordsOfUser: Map<string, IdempotencyRecord>, key: string): void {
    recordsOfUser.delete(key);
    records--;
    if (recordsOfUser.size === 0) users.delete(userId);
  }

  function push(entry: Expiry): void {
    let i = heap.push(entry) - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if ((heap[parent] as Expiry).expiresAtMs <= entry.expiresAtMs) break;
      heap[i] = heap[parent] as Expiry;
      i = parent;
    }
    heap[i] = entry;
  }

  function pop(): Expiry {
    const top = heap[0] as Expiry;
    const last = heap.pop() as Expiry;
    if (heap.length === 0) return top;
    let i = 0;
    for (;;) {
      const left = 2 * i + 1;
      if (left >= heap.length) break;
      const right = left + 1;
      const child = right < heap.length && (heap[right] as Expiry).expiresAtMs < (heap[left] as Expiry).expiresAtMs ? right : left;
      if ((heap[child] as Expiry).expiresAtMs >= last.expiresAtMs) break;
      heap[i] = heap[child] as Expiry;
      i = child;
    }
    heap[i] = last;
    return top;
  }

  /** Pops up to {@link SWEPT_PER_PUT} entries expired at `nowMs`, dropping their records if still stored. */
  function sweep(nowMs: number): void {
    for (let n = 0; n < SWEPT_PER_PUT && heap.length > 0 && (heap[0] as Expiry).expiresAtMs <= nowMs; n++) {
      const { userId, record } = pop();
      const recordsOfUser = users.get(userId);
      // a record replaced since, or a user erased since, left a stale entry: nothing to drop
      if (recordsOfUser !== undefined && recordsOfUser.get(record.key) === record) drop(userId, recordsOfUser, record.key);
    }
  }

  return {
    get: (userId, key, nowMs) => copy(live(userId, key, nowMs)),
    conflict: (userId, record) => copy(live(userId, record.key, record.createdAtMs)),
    prepare: (record) => structuredClone(record),
    put(userId, prepared) {
      let recordsOfUser = users.get(userId);
      if (recordsOfUser === undefined) users.set(userId, (recordsOfUser = new Map()));
      if (recordsOfUser.delete(prepared.key)) records--;
      recordsOfUser.set(prepared.key, prepared);
      records++;
      push({ expiresAtMs: prepared.expiresAtMs, userId, record: prepared });
      for (const [key, record] of recordsOfUser) {
        if (record.expiresAtMs > prepared.createdAtMs) break;
        drop(userId, recordsOfUser, key);
      }
      sweep(prepared.createdAtMs);
    },
    erase(userId) {
      records -= users.get(userId)?.size ?? 0;
      users.delete(userId);
    },
    size: () => ({ records, queued: heap.length }),
  };
}
