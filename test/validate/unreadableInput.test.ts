// Issue 14.17 and issue 11 "internal errors stay internal": a property of the caller's value whose
// reading throws is the request's problem, reported per activity with its path (1081); the body itself unreadable
// is 1000; every other exception is the library's or a dependency's and propagates (the HTTP handler's 500).
import { afterEach, describe, expect, it, vi } from "vitest";
import { validateActivities } from "../../src/validate/validateActivities.js";

const NOW = Date.UTC(2025, 0, 1);

function valid(): Record<string, unknown> {
  return {
    activityType: "RUN",
    deviceType: "WATCH",
    startTime: NOW - 3_600_000,
    timeZoneName: "Europe/Paris",
    metrics: { intervalUnit: "sec", intervalValue: 10, metricTypes: ["distance", "speed"], data: [[0, 10], [0.03, 10]] },
  };
}

const throwing = (): never => {
  throw new Error("boom");
};

function codes(body: unknown) {
  const result = validateActivities(body, { nowMs: NOW });
  return result.ok ? [] : result.errors.map((e) => [e.code, e.activityIndex, e.path]);
}

describe("unreadable values of a JavaScript caller", () => {
  it("a throwing getter anywhere in an activity is 1081 at that activity and path; the others are still checked", () => {
    const getter = (target: object, key: string | number): object => Object.defineProperty(target, key, { get: throwing, enumerable: true });
    const a = valid();
    getter(a, "startTime");
    const b = valid();
    getter(b["metrics"] as object, "intervalUnit");
    const c = valid();
    getter((c["metrics"] as { metricTypes: unknown[] }).metricTypes, 1);
    const d = valid();
    getter((d["metrics"] as { data: unknown[][] }).data[1]!, 0);
    const e = valid();
    getter((e["metrics"] as { data: unknown[] }).data, 1);
    const bad = { ...valid(), timeZoneName: "PST" };
    expect(codes([a, b, c, d, e, bad, valid()])).toEqual([
      [1081, 0, [0, "startTime"]],
      [1081, 1, [1, "metrics", "intervalUnit"]],
      [1081, 2, [2, "metrics", "metricTypes", 1]],
      [1081, 3, [3, "metrics", "data", 1, 0]],
      [1081, 4, [4, "metrics", "data", 1]],
      [180, 5, [5, "timeZoneName"]],
    ]);
  });

  it("a revoked Proxy as an activity, as metrics or as a data point is 1081 at its path", () => {
    const revoked = (): object => {
      const { proxy, revoke } = Proxy.revocable({}, {});
      revoke();
      return proxy;
    };
    const withMetrics = { ...valid(), metrics: revoked() };
    const withRow = valid();
    (withRow["metrics"] as { data: unknown[] }).data[0] = revoked();
    expect(codes([revoked(), withMetrics, withRow])).toEqual([
      [1081, 0, [0]],
      [1081, 1, [1, "metrics"]],
      [1081, 2, [2, "metrics", "data", 0]],
    ]);
  });

  it("an element of the body whose reading throws is 1081 at [i]; the body itself unreadable is 1000 at []", () => {
    const body = new Proxy([valid(), valid()], {
      get: (target, key, receiver) => (key === "1" ? throwing() : Reflect.get(target, key, receiver)),
    });
    expect(codes(body)).toEqual([[1081, 1, [1]]]);
    const { proxy, revoke } = Proxy.revocable([], {});
    revoke();
    expect(codes(proxy)).toEqual([[1000, null, []]]);
  });

  it("keeps the metric types it checked: a getter that changes its answer cannot slip a name in", () => {
    let reads = 0;
    const types: unknown[] = ["distance", "speed"];
    Object.defineProperty(types, 0, { get: () => (reads++ === 0 ? "distance" : "stars"), enumerable: true });
    const a = valid();
    (a["metrics"] as Record<string, unknown>)["metricTypes"] = types;
    const result = validateActivities([a], { nowMs: NOW });
    expect(result.ok && result.activities[0]!.metrics.metricTypes).toEqual(["distance", "speed"]);
  });
});

describe("internal errors stay internal", () => {
  afterEach(() => {
    vi.doUnmock("../../src/timeZone/isValidTimeZone.js");
    vi.resetModules();
  });

  it("a failing dependency's exception propagates instead of becoming 1000 (fails with the old catch-all)", async () => {
    vi.resetModules();
    vi.doMock("../../src/timeZone/isValidTimeZone.js", () => ({
      isValidTimeZone: () => {
        throw new TypeError("Intl is not defined");
      },
    }));
    const { validateActivities: validate } = await import("../../src/validate/validateActivities.js");
    expect(() => validate([valid()], { nowMs: NOW })).toThrow("Intl is not defined");
  });

  it("over HTTP, the same failure is a 500 with code 1290, not a 400", async () => {
    vi.resetModules();
    vi.doMock("../../src/timeZone/isValidTimeZone.js", () => ({
      isValidTimeZone: () => {
        throw new TypeError("Intl is not defined");
      },
    }));
    const { createActivityHandler } = await import("../../src/http/index.js");
    const { createActivityService } = await import("../../src/service/index.js");
    const { createInMemoryActivityRepository } = await import("../../src/repository/index.js");
    const service = createActivityService({ repository: createInMemoryActivityRepository(), clock: () => NOW });
    const failures: unknown[] = [];
    const handler = createActivityHandler({
      service,
      authenticate: (token) => (token === "t" ? "u1" : undefined),
      onError: (error) => void failures.push(error),
    });
    const response = await handler(
      new Request("http://x/v1/me/sport/activities?access_token=t", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify([valid()]),
      }),
    );
    expect(response.status).toBe(500);
    expect(((await response.json()) as { errors: { code: number }[] }).errors.map((e) => e.code)).toEqual([1290]);
    expect(failures).toHaveLength(1);
    expect(String(failures[0])).toContain("Intl is not defined");
  });
});
