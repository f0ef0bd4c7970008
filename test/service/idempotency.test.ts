import * as fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { ActivityRepository } from "../../src/repository/index.js";
import { createInMemoryActivityRepository } from "../../src/repository/index.js";
import { createActivityService } from "../../src/service/index.js";
import { bodyFingerprint } from "../../src/service/idempotency/bodyFingerprint.js";
import { writeCanonicalBytes } from "../../src/service/idempotency/canonicalBytes.js";
import { createHash } from "node:crypto";
import { idempotencyKeyProblem } from "../../src/service/idempotency/idempotencyKeyProblem.js";

const DEFAULT_IDEMPOTENCY_TTL_MS = 86_400_000;
import { activity, DAY, makeService, NOW, PROFILE } from "./helpers.js";

const body = [activity(NOW - DAY), activity(NOW - 2 * DAY)];

describe("addActivities with an idempotencyKey", () => {
  it("stores the first request and answers a repeat with the same body from the first answer, storing nothing", async () => {
    const { service, repository } = makeService();
    const first = await service.addActivities("u1", body, { idempotencyKey: "k-1" });
    expect(first.ok).toBe(true);
    const again = await service.addActivities("u1", structuredClone(body), { idempotencyKey: "k-1" });
    expect(again).toEqual(first);
    expect(await repository.countActivities("u1")).toBe(2);
    // without a key, the same body is a new request
    expect((await service.addActivities("u1", body)).ok).toBe(true);
    expect(await repository.countActivities("u1")).toBe(4);
  });

  it("refuses the same key with another body (1301), storing nothing; keys are per user", async () => {
    const { service, repository } = makeService();
    await service.addActivities("u1", body, { idempotencyKey: "k" });
    const other = await service.addActivities("u1", [activity(NOW - 3 * DAY)], { idempotencyKey: "k" });
    expect(other.ok).toBe(false);
    expect(!other.ok && other.errors.map((e) => [e.code, e.activityIndex, e.path])).toEqual([[1301, null, []]]);
    expect(await repository.countActivities("u1")).toBe(2);
    const theirs = await service.addActivities("u2", [activity(NOW - 3 * DAY)], { idempotencyKey: "k" });
    expect(theirs.ok).toBe(true);
    expect(await repository.countActivities("u2")).toBe(1);
  });

  it("treats the same JSON data with other key order as the same body", async () => {
    const { service, repository } = makeService();
    await service.addActivities("u1", body, { idempotencyKey: "k" });
    const reordered = JSON.parse(JSON.stringify(body, Object.keys(body[0]!).reverse().concat(["intervalUnit", "intervalValue", "metricTypes", "data"]))) as unknown[];
    expect(JSON.stringify(reordered)).not.toBe(JSON.stringify(body));
    expect((await service.addActivities("u1", reordered, { idempotencyKey: "k" })).ok).toBe(true);
    expect(await repository.countActivities("u1")).toBe(2);
  });

  it("answers a retry after a commit whose answer was lost (the repository stored, then the call failed)", async () => {
    const inner = createInMemoryActivityRepository();
    let failAfterCommit = true;
    const repository: ActivityRepository = {
      ...inner,
      async addActivities(userId, activities, options) {
        const outcome = await inner.addActivities(userId, activities, options);
        if (failAfterCommit) {
          failAfterCommit = false;
          throw new Error("connection lost after commit");
        }
        return outcome;
      },
    };
    let serial = 0;
    const service = createActivityService({ repository, clock: () => NOW, generateId: () => `id-${++serial}`, getProfile: () => PROFILE });
    await expect(service.addActivities("u1", body, { idempotencyKey: "k" })).rejects.toThrow("connection lost");
    const retry = await service.addActivities("u1", body, { idempotencyKey: "k" });
    expect(retry.ok && retry.value.map((item) => item.activityId)).toEqual(["id-1", "id-2"]);
    expect(await inner.countActivities("u1")).toBe(2);
  });

  it("answers a retry from the record even when the body would not validate any more (profile changed)", async () => {
    let profile: typeof PROFILE | undefined = PROFILE;
    const { service } = makeService({ getProfile: () => profile });
    const other = [{ ...activity(NOW - DAY, { activityType: "GOLF" }) }];
    const first = await service.addActivities("u1", other, { idempotencyKey: "k" });
    expect(first.ok).toBe(true);
    profile = undefined; // GOLF with heartrate needs the profile's age: a new request would get 320
    expect((await service.addActivities("u1", other)).ok).toBe(false);
    expect(await service.addActivities("u1", other, { idempotencyKey: "k" })).toEqual(first);
  });

  it("never fingerprints a body over the size limits: a key adds nothing to the cost of refusing it", async () => {
    const { service } = makeService({ limits: { maxActivitiesPerRequest: 3 } });
    let reads = 0;
    const counted = () => {
      const item = { ...activity(NOW - DAY) };
      Object.defineProperty(item, "deviceName", { enumerable: true, get: () => (reads++, "watch") });
      return item;
    };
    const result = await service.addActivities("u1", [counted(), counted(), counted(), counted()], { idempotencyKey: "k" });
    expect(result.ok ? [] : result.errors.map((e) => e.code)).toEqual([1020]);
    expect(reads).toBe(0);
  });

  it("stores no key for a request that fails validation", async () => {
    const { service, repository } = makeService();
    const invalid = [{ ...activity(NOW - DAY), activityType: "NOPE" }];
    expect((await service.addActivities("u1", invalid, { idempotencyKey: "k" })).ok).toBe(false);
    expect(await repository.getIdempotencyRecord("u1", "k", NOW)).toBeUndefined();
    expect((await service.addActivities("u1", body, { idempotencyKey: "k" })).ok).toBe(true);
  });

  it("forgets a key after its time to live (default 24 h)", async () => {
    let now = NOW;
    const { service, repository } = makeService({ clock: () => now });
    await service.addActivities("u1", body, { idempotencyKey: "k" });
    now = NOW + DEFAULT_IDEMPOTENCY_TTL_MS - 1;
    await service.addActivities("u1", body, { idempotencyKey: "k" });
    expect(await repository.countActivities("u1")).toBe(2);
    now = NOW + DEFAULT_IDEMPOTENCY_TTL_MS;
    await service.addActivities("u1", body, { idempotencyKey: "k" });
    expect(await repository.countActivities("u1")).toBe(4);
    expect(DEFAULT_IDEMPOTENCY_TTL_MS).toBe(24 * 3_600_000);
  });

  it("refuses a malformed key (1300) and a bad time to live at creation", async () => {
    const { service, repository } = makeService();
    for (const key of ["", "x".repeat(256), "tab\there", "é", 42 as unknown as string]) {
      const result = await service.addActivities("u1", body, { idempotencyKey: key });
      expect(!result.ok && result.errors.map((e) => e.code)).toEqual([1300]);
    }
    expect(await repository.countActivities("u1")).toBe(0);
    expect(idempotencyKeyProblem("x".repeat(255))).toBeUndefined();
    expect(idempotencyKeyProblem(" a b ~")).toBeUndefined();
    for (const ttl of [0, -1, 1.5, Number.NaN]) {
      expect(() => makeService({ idempotencyTtlMs: ttl })).toThrow(RangeError);
    }
  });

  it("stores one batch for concurrent requests with one key (the others answer the same)", async () => {
    const { service, repository } = makeService();
    const results = await Promise.all(Array.from({ length: 30 }, () => service.addActivities("u1", body, { idempotencyKey: "k" })));
    expect(await repository.countActivities("u1")).toBe(2);
    for (const result of results) expect(result).toEqual(results[0]);
  });
});

/** The whole encoding of writeCanonicalBytes as one array. */
function canonicalBytes(value: unknown): Uint8Array {
  const pieces: Buffer[] = [];
  writeCanonicalBytes(value, (piece) => pieces.push(Buffer.from(piece)));
  return new Uint8Array(Buffer.concat(pieces));
}

describe("canonicalBytes and bodyFingerprint", () => {
  const same = (a: unknown, b: unknown): boolean => Buffer.from(canonicalBytes(a)).equals(Buffer.from(canonicalBytes(b)));
  /** The same value with every object's keys in reverse order. */
  const reordered = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(reordered)
      : v !== null && typeof v === "object"
        ? Object.fromEntries(Object.keys(v).reverse().map((k) => [k, reordered((v as Record<string, unknown>)[k])]))
        : v;

  it("is equal for two values exactly when they are the same JSON data, whatever the key order", () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), (a, b) => {
        expect(same(a, reordered(a))).toBe(true);
        expect(same(a, JSON.parse(JSON.stringify(a, null, 2)))).toBe(true);
        expect(same(a, b)).toBe(sortedText(a) === sortedText(b));
      }),
      { numRuns: 500 },
    );
  });

  it("tells apart values that a naive encoding would mix up, and keeps JSON's own equalities", () => {
    const distinct: unknown[] = [
      null, false, true, 0, 1, "1", "", [], {}, [[]], [[], []], [1, [2]], [[1], 2], { a: "b" }, { ab: "" }, { a: { b: 1 } }, { "a\u0000b": 1 },
      "\uD800", "\uFFFD", "\uD83C\uDFC3", [undefined], [null], NaN, Infinity, -Infinity, 1n, "1n", [() => 0], [Symbol("s")], new Date(0), { 0: 1 }, [1],
    ];
    for (let i = 0; i < distinct.length; i++) {
      for (let j = 0; j < distinct.length; j++) expect(same(distinct[i], distinct[j]), `${i} ${j}`).toBe(i === j);
    }
    expect(same(0, -0)).toBe(true); // JSON text of -0 is 0
    expect(same([1.5, -0, 1e300], JSON.parse("[1.50, -0, 1E300]"))).toBe(true);
    expect(same({ b: 1, a: [2, { d: 3, c: 4 }] }, { a: [2, { c: 4, d: 3 }], b: 1 })).toBe(true);
  });

  it("is total and survives cycles, throwing getters, revoked proxies and nesting 200 000 deep", async () => {
    fc.assert(fc.property(fc.anything({ withBigInt: true, withMap: true, withSet: true, withDate: true, withTypedArray: true, withSparseArray: true, withNullPrototype: true, withBoxedValues: true }), (value) => {
      expect(canonicalBytes(value)).toBeInstanceOf(Uint8Array);
    }));
    const cyclic: Record<string, unknown> = { a: 1 };
    cyclic.self = cyclic;
    expect(same(cyclic, { a: 1, self: 1 })).toBe(false);
    expect(canonicalBytes(cyclic).length).toBeGreaterThan(0);
    const shared = { x: 1 };
    expect(same([shared, shared], [{ x: 1 }, { x: 1 }])).toBe(true);
    const getter = Object.defineProperty({}, "bad", { enumerable: true, get: () => { throw new Error("boom"); } });
    expect(same(getter, { bad: undefined })).toBe(false);
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    expect(same([proxy], [{}])).toBe(false);
    let deep: unknown = 0;
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(canonicalBytes(deep).length).toBe(400_000 + 9);
    expect(await bodyFingerprint(deep)).toMatch(/^[0-9a-f]{64}$/);
  });

  it("writes the documented bytes, in pieces of at most 1 MiB", () => {
    const hex = (v: unknown): string => Buffer.from(canonicalBytes(v)).toString("hex");
    expect(hex([])).toBe("0506");
    expect(hex({ b: true, a: null })).toBe("07" + "0401000000" + "6100" + "00" + "0401000000" + "6200" + "02" + "08");
    expect(hex(1.5)).toBe("03" + "000000000000f83f");
    expect(hex(-0)).toBe(hex(0));
    // larger than a block: the same bytes as its parts written one after the other, in pieces of at most 1 MiB
    const rows = Array.from({ length: 300_000 }, (_, i) => [i, i / 7]);
    const sizes: number[] = [];
    writeCanonicalBytes(rows, (piece) => sizes.push(piece.length));
    expect(Math.max(...sizes)).toBeLessThanOrEqual(1 << 20);
    const bytes = canonicalBytes(rows);
    expect(bytes.length).toBe(2 + 300_000 * (2 + 18));
    expect(sizes.reduce((a, b) => a + b)).toBe(bytes.length);
    expect(Buffer.from(bytes.subarray(1 + 20 * 123_456, 1 + 20 * 123_457)).toString("hex")).toBe(hex([123_456, 123_456 / 7]));
    // a string longer than a block, and rows that are not all numbers, give the bytes of the general path
    expect(canonicalBytes(["é".repeat(700_000)]).length).toBe(2 + 5 + 1_400_000);
    expect(hex([[1, "x", 2], [3]])).toBe("05" + "05" + "03000000000000f03f" + "04010000007800" + "030000000000000040" + "06" + "05" + "030000000000000840" + "06" + "06");
  });

  it("is the SHA-256 of the SHA-256 digests of the encoding's 1 MiB pieces", async () => {
    const reference = (value: unknown): string => {
      const bytes = canonicalBytes(value);
      const top = createHash("sha256");
      for (let at = 0; ; at += 1 << 20) {
        top.update(createHash("sha256").update(bytes.subarray(at, at + (1 << 20))).digest());
        if (at + (1 << 20) > bytes.length) break;
      }
      return top.digest("hex");
    };
    // [0, "x" × 524 280] encodes to exactly 1 MiB (1 + 9 + 5 + 2 × 524 280 + 1 bytes): its list ends with the digest
    // of an empty piece
    const exact = [0, "x".repeat(524_280)];
    expect(canonicalBytes(exact).length).toBe(1 << 20);
    for (const value of [[], { b: 1, a: [2.5, "x"] }, Array.from({ length: 100_000 }, (_, i) => [i, -i]), exact, [0, "x".repeat(524_281)]]) {
      expect(await bodyFingerprint(value)).toBe(reference(value));
    }
    expect(await bodyFingerprint({ b: 1, a: 2 })).toBe(await bodyFingerprint({ a: 2, b: 1 }));
  });
});

/** JSON text with every object's keys sorted: equal exactly for the same JSON data (the test's own reference). */
function sortedText(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(sortedText).join(",")}]`;
  if (v !== null && typeof v === "object") {
    const keys = Object.keys(v).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${keys.map((k) => `${JSON.stringify(k)}:${sortedText((v as Record<string, unknown>)[k])}`).join(",")}}`;
  }
  return JSON.stringify(v);
}
