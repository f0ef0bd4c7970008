import { describe, expect, it } from "vitest";
import type { IdempotencyRecord } from "../../src/repository/idempotencyRecord.js";
import { createInMemoryIdempotencyStore, SWEPT_PER_PUT } from "../../src/repository/inMemoryIdempotencyStore.js";

// Issue 28 point 4: the expired records of users who never come back were never dropped (about 2.6 KB per user,
// round after round). Each write now also drops expired records of any user, so the store stays bounded.
const T0 = Date.UTC(2024, 0, 1);
const DAY = 86_400_000;

const record = (key: string, createdAtMs: number, ttlMs = DAY): IdempotencyRecord => ({
  key,
  fingerprint: "f".repeat(64),
  createdAtMs,
  expiresAtMs: createdAtMs + ttlMs,
  response: [],
});

describe("the in-memory idempotency store", () => {
  it("stays bounded when every round of users is new: each write drops records expired at its time", () => {
    const store = createInMemoryIdempotencyStore();
    const perRound = 5000;
    for (let round = 0; round < 6; round++) {
      const at = T0 + round * DAY;
      for (let u = 0; u < perRound; u++) store.put(`user-${round}-${u}`, store.prepare(record("k", at + u)));
      // every record of the rounds before is expired now: the writes of this round dropped them all
      expect(store.size(), `round ${round}`).toEqual({ records: perRound, queued: perRound });
    }
    expect(store.get("user-5-0", "k", T0 + 5 * DAY)).toBeDefined();
    expect(store.get("user-4-0", "k", T0 + 5 * DAY)).toBeUndefined();
  });

  it("drops at most SWEPT_PER_PUT records of other users per write, oldest expiry first", () => {
    const store = createInMemoryIdempotencyStore();
    store.put("long", store.prepare(record("k", T0, 10 * DAY)));
    for (let u = 0; u < 10; u++) store.put(`short-${u}`, store.prepare(record("k", T0 + u, DAY)));
    expect(store.size().records).toBe(11);
    store.put("later", store.prepare(record("k", T0 + 2 * DAY)));
    // the long-lived record, first in, does not hold back the short ones behind it
    expect(store.size().records).toBe(11 + 1 - SWEPT_PER_PUT);
    expect(store.get("short-0", "k", T0)).toBeUndefined();
    expect(store.get("short-2", "k", T0 + 2)).toBeDefined();
    for (let n = 0; n < 10; n++) store.put(`later-${n}`, store.prepare(record("k", T0 + 2 * DAY)));
    expect(store.get("long", "k", T0 + 2 * DAY)).toBeDefined();
    expect(store.size()).toEqual({ records: 1 + 11, queued: 1 + 11 });
  });

  it("never drops a record that replaced an expired one, nor counts an erased user's", () => {
    const store = createInMemoryIdempotencyStore();
    store.put("u1", store.prepare(record("k", T0)));
    store.put("u1", store.prepare(record("k", T0 + DAY))); // the same key again once expired: a new record
    store.put("u2", store.prepare(record("k", T0)));
    store.erase("u2");
    expect(store.size().records).toBe(1);
    for (let n = 0; n < 5; n++) store.put(`other-${n}`, store.prepare(record("k", T0 + DAY + 1)));
    // the stale queue entries (u1's first record, erased u2's) went without touching u1's live record
    expect(store.get("u1", "k", T0 + DAY + 1)?.createdAtMs).toBe(T0 + DAY);
    expect(store.size()).toEqual({ records: 6, queued: 6 });
  });
});
