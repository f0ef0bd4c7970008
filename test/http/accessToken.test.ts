// Issue 14.14 and issue 12 (RFC 6750): one token per request, from the query or an Authorization: Bearer header;
// two different tokens are refused before either is tried, and only the token that authenticated reaches a link.
import { describe, expect, it, vi } from "vitest";
import { createActivityHandler } from "../../src/http/createActivityHandler.js";
import { resolveAccessToken } from "../../src/http/resolveAccessToken.js";
import type { ActivityListPage } from "../../src/model/activityListItem.js";
import { createInMemoryActivityRepository } from "../../src/repository/createInMemoryActivityRepository.js";
import { createActivityService } from "../../src/service/createActivityService.js";
import { createFakeService } from "./fakeActivityService.js";

const NOW = Date.UTC(2024, 5, 30, 12);
const TOKENS: Record<string, string> = { "alice-token": "alice", "bob-token": "bob" };
const LIST = "http://svc/v1/me/sport/activities/RUNNING";

function run(daysAgo: number): object {
  return {
    activityType: "RUN",
    deviceType: "WATCH",
    startTime: NOW - daysAgo * 86_400_000,
    timeZoneName: "Europe/Paris",
    metrics: { intervalUnit: "sec", intervalValue: 10, metricTypes: ["distance", "speed"], data: [[0, 10.8], [0.03, 10.8]] },
  };
}

/** The real service with three runs of alice and one of bob; `authenticate` is a spy. */
async function realHandler() {
  const authenticate = vi.fn((token: string) => TOKENS[token]);
  const service = createActivityService({
    repository: createInMemoryActivityRepository(),
    clock: () => NOW,
    getProfile: () => ({ weightKg: 70, ageYears: 35 }),
  });
  expect((await service.addActivities("alice", [run(1), run(2), run(3)])).ok).toBe(true);
  expect((await service.addActivities("bob", [run(1)])).ok).toBe(true);
  const handler = createActivityHandler({ service, authenticate });
  authenticate.mockClear();
  return { handler, authenticate };
}

async function codes(response: Response): Promise<number[]> {
  return ((await response.json()) as { errors: { code: number }[] }).errors.map((e) => e.code);
}

describe("two different access tokens in one request", () => {
  it("refuses two different access_token parameters with 401 code 1202, in either order, without trying either", async () => {
    const { handler, authenticate } = await realHandler();
    for (const query of ["access_token=alice-token&access_token=bob-token", "access_token=bob-token&access_token=alice-token",
      "access_token=alice-token&count=2&access_token=nobody"]) {
      const response = await handler(new Request(`${LIST}?${query}`));
      expect(response.status, query).toBe(401);
      expect(response.headers.get("www-authenticate")).toBe('Bearer error="invalid_request"');
      const text = await response.text();
      expect(JSON.parse(text).errors.map((e: { code: number }) => e.code)).toEqual([1202]);
      expect(text).not.toContain("-token");
    }
    expect(authenticate).not.toHaveBeenCalled();
  });

  it("accepts the same token repeated and writes it once into paging links; empty repeats are dropped", async () => {
    const { handler, authenticate } = await realHandler();
    const response = await handler(new Request(`${LIST}?access_token=alice-token&count=1&access_token=alice-token&access_token=`));
    expect(response.status).toBe(200);
    expect(authenticate).toHaveBeenCalledTimes(1);
    const page = (await response.json()) as ActivityListPage;
    expect(page.data).toHaveLength(1);
    const next = new URL(page.paging.next as string, "http://svc");
    expect(next.searchParams.getAll("access_token")).toEqual(["alice-token"]);
  });

  it("never copies a token that did not authenticate into a link (the fake service records the kept parameters)", async () => {
    const service = createFakeService();
    const handler = createActivityHandler({ service, authenticate: (t) => TOKENS[t] });
    await handler(new Request(`${LIST}?access_token=alice-token&x=1&access_token=alice-token`));
    expect(service.calls).toEqual([
      expect.objectContaining({ op: "list", links: { keepParams: [["access_token", "alice-token"], ["x", "1"]] } }),
    ]);
  });
});

describe("Authorization: Bearer (RFC 6750)", () => {
  it("authenticates with the header alone, and keeps that token out of paging links", async () => {
    const { handler, authenticate } = await realHandler();
    const response = await handler(new Request(`${LIST}?count=1`, { headers: { authorization: "Bearer alice-token" } }));
    expect(response.status).toBe(200);
    expect(authenticate).toHaveBeenCalledWith("alice-token");
    const page = (await response.json()) as ActivityListPage;
    expect(page.data).toHaveLength(1);
    expect(page.paging.next).toBeDefined();
    expect(page.paging.next).not.toContain("token");
    // the link works when the client sends the header again
    const second = await handler(new Request(new URL(page.paging.next as string, "http://svc"), { headers: { authorization: "Bearer alice-token" } }));
    expect(((await second.json()) as ActivityListPage).data).toHaveLength(1);
  });

  it("accepts the scheme in any case and the same token in the query and the header", async () => {
    const { handler } = await realHandler();
    for (const [query, header] of [["", "bearer alice-token"], ["?access_token=alice-token", "BEARER   alice-token"]] as const) {
      const response = await handler(new Request(`${LIST}${query}`, { headers: { authorization: header } }));
      expect(response.status, header).toBe(200);
    }
  });

  it("refuses a header and a query parameter that differ: 401 code 1202", async () => {
    const { handler, authenticate } = await realHandler();
    const response = await handler(new Request(`${LIST}?access_token=bob-token`, { headers: { authorization: "Bearer alice-token" } }));
    expect(response.status).toBe(401);
    expect(await codes(response)).toEqual([1202]);
    expect(authenticate).not.toHaveBeenCalled();
  });

  it("refuses a malformed Bearer credential with 400 code 1203; another scheme is no token (401 code 1200)", async () => {
    const { handler } = await realHandler();
    for (const header of ["Bearer", "Bearer ", "Bearer a b", "Bearer tok\u00e9n", "Bearer a, Bearer b"]) {
      const response = await handler(new Request(LIST, { headers: { authorization: header } }));
      expect(response.status, header).toBe(400);
      expect(response.headers.get("www-authenticate")).toBe('Bearer error="invalid_request"');
      expect(await codes(response)).toEqual([1203]);
    }
    const basic = await handler(new Request(LIST, { headers: { authorization: "Basic YWxpY2U6c2VjcmV0" } }));
    expect(basic.status).toBe(401);
    expect(await codes(basic)).toEqual([1200]);
  });

  it("answers an unknown Bearer token 401 code 1201 with an invalid_token challenge", async () => {
    const { handler } = await realHandler();
    const response = await handler(new Request(LIST, { headers: { authorization: "Bearer nobody" } }));
    expect(response.status).toBe(401);
    expect(response.headers.get("www-authenticate")).toBe('Bearer error="invalid_token"');
    expect(await codes(response)).toEqual([1201]);
  });
});

describe("resolveAccessToken", () => {
  const resolve = (query: string, authorization?: string) =>
    resolveAccessToken(new URLSearchParams(query), new Headers(authorization === undefined ? {} : { authorization }));

  it("names the source of the token", () => {
    expect(resolve("access_token=a%2Bb")).toEqual({ ok: true, token: "a+b", source: "query" });
    expect(resolve("", "Bearer a+b/=")).toEqual({ ok: true, token: "a+b/=", source: "header" });
    expect(resolve("access_token=t", "Bearer t")).toEqual({ ok: true, token: "t", source: "query" });
  });
  it("gives the codes 1200, 1202, 1203", () => {
    const code = (r: ReturnType<typeof resolve>) => (r.ok ? "ok" : r.error.code);
    expect(code(resolve(""))).toBe(1200);
    expect(code(resolve("access_token="))).toBe(1200);
    expect(code(resolve("access_token=a&access_token=b"))).toBe(1202);
    expect(code(resolve("access_token=a", "Bearer b"))).toBe(1202);
    expect(code(resolve("access_token=a", "Bearer =a"))).toBe(1203);
  });
});
