import * as fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { ActivityRepository } from "../../src/repository/index.js";
import { createInMemoryActivityRepository } from "../../src/repository/index.js";
import { createActivityService } from "../../src/service/index.js";
import { bodyFingerprint } from "../../src/service/idempotency/bodyFingerprint.js";
import { canonicalJson } from "../../src/service/idempotency/canonicalJson.js";
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

describe("canonicalJson and bodyFingerprint", () => {
  it("gives JSON data its JSON text with sorted keys", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const text = canonicalJson(value);
        expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(value)));
        // written out by hand: objects with integer-like keys cannot hold another key order
        const sorted = (v: unknown): string =>
          Array.isArray(v)
            ? `[${v.map(sorted).join(",")}]`
            : v !== null && typeof v === "object"
              ? `{${Object.keys(v)
                  .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
                  .map((k) => `${JSON.stringify(k)}:${sorted((v as Record<string, unknown>)[k])}`)
                  .join(",")}}`
              : JSON.stringify(v);
        expect(text).toBe(sorted(value));
      }),
    );
  });

  it("tells different JSON data apart and is total on any value", () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), (a, b) => {
        const same = canonicalJson(a) === canonicalJson(b);
        expect(same).toBe(canonicalJson(JSON.parse(JSON.stringify(a))) === canonicalJson(JSON.parse(JSON.stringify(b))));
        if (same) expect(JSON.parse(JSON.stringify(a))).toEqual(JSON.parse(JSON.stringify(b)));
      }),
    );
    fc.assert(fc.property(fc.anything({ withBigInt: true, withMap: true, withSet: true, withDate: true, withTypedArray: true, withSparseArray: true, withNullPrototype: true, withBoxedValues: true }), (value) => {
      expect(typeof canonicalJson(value)).toBe("string");
    }));
  });

  it("survives cycles, throwing getters, revoked proxies and nesting 200 000 deep", async () => {
    const cyclic: Record<string, unknown> = { a: 1 };
    cyclic.self = cyclic;
    expect(canonicalJson(cyclic)).toBe('{"a":1,"self":!c}');
    const shared = { x: 1 };
    expect(canonicalJson([shared, shared])).toBe('[{"x":1},{"x":1}]');
    const getter = Object.defineProperty({}, "bad", { enumerable: true, get: () => { throw new Error("boom"); } });
    expect(canonicalJson(getter)).toBe('{"bad":!x}');
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    expect(canonicalJson([proxy])).toBe("[!x]");
    expect(canonicalJson([undefined, Number.NaN, 1n, -0])).toBe("[!u,!n:NaN,!b:1,0]");
    let deep: unknown = 0;
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(canonicalJson(deep).length).toBe(400_001);
    expect(await bodyFingerprint(deep)).toMatch(/^[0-9a-f]{64}$/);
  });

  it("is the SHA-256 of the canonical text", async () => {
    // SHA-256("[]") from the FIPS 180-4 algorithm, as given by `printf '[]' | sha256sum`
    expect(await bodyFingerprint([])).toBe("4f53cda18c2baa0c0354bb5f9a3ecbe5ed12ab4d8e11ba873c2f11161202b945");
    expect(await bodyFingerprint({ b: 1, a: 2 })).toBe(await bodyFingerprint({ a: 2, b: 1 }));
  });
});
