// The analysis routes beyond the spec (issue 30) over the fake service: what each passes to the service, and the
// same method, path, token, CORS, HEAD, error-body and failure handling as the activity routes.
import { describe, expect, it, vi } from "vitest";
import { createActivityHandler } from "../../src/http/createActivityHandler.js";
import type { ActivityHandlerOptions } from "../../src/http/activityHandlerOptions.js";
import { matchRoute } from "../../src/http/matchRoute.js";
import { createFakeService, type FakeService } from "./fakeActivityService.js";

const TOKEN = "tok-alice";
const ORIGIN = "http://svc";
const USERS: Record<string, string> = { [TOKEN]: "alice", "tok-bob": "bob" };
const ID = "6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f";
const ANALYSIS = `/v1/me/sport/activities/${ID}/analysis`;
const RECORDS = "/v1/me/sport/records/RUNNING";
const LOAD = "/v1/me/sport/training-load";
const RANGE = "startDate=2024-06-01&endDate=2024-06-30";

function setup(options: Partial<ActivityHandlerOptions> = {}): { service: FakeService; handler: (request: Request) => Promise<Response> } {
  const service = createFakeService();
  service.seed({ activityId: ID, userId: "alice", activityType: "RUN", startTime: 1, hasGps: false });
  return { service, handler: createActivityHandler({ service, authenticate: (t) => USERS[t], ...options }) };
}

function get(path: string, query = "", init: RequestInit = {}, token: string | null = TOKEN): Request {
  const params = [token === null ? "" : `access_token=${token}`, query].filter((s) => s !== "").join("&");
  return new Request(`${ORIGIN}${path}${params === "" ? "" : `?${params}`}`, init);
}

async function codes(response: Response): Promise<number[]> {
  return ((await response.json()) as { errors: { code: number }[] }).errors.map((e) => e.code);
}

describe("matchRoute: the analysis routes", () => {
  it("recognises them under /v1 and, by default, without it", () => {
    for (const prefix of ["/v1/me/sport", "/me/sport"]) {
      expect(matchRoute(`${prefix}/activities/abc-1/analysis`)).toEqual({ kind: "analysis", activityId: "abc-1" });
      expect(matchRoute(`${prefix}/activities/RUNNING/analysis`)).toEqual({ kind: "analysis", activityId: "RUNNING" });
      expect(matchRoute(`${prefix}/records/CYCLING`)).toEqual({ kind: "records", experienceType: "CYCLING" });
      expect(matchRoute(`${prefix}/records/a%20b`)).toEqual({ kind: "records", experienceType: "a b" });
      expect(matchRoute(`${prefix}/training-load`)).toEqual({ kind: "trainingLoad" });
    }
    expect(matchRoute("/me/sport/training-load", false)).toBeUndefined();
    expect(matchRoute("/me/sport/records/RUNNING", false)).toBeUndefined();
    expect(matchRoute("/v1/me/sport/training-load", false)).toEqual({ kind: "trainingLoad" });
  });

  it("rejects their near misses", () => {
    for (const path of [
      "/v1/me/sport/records",
      "/v1/me/sport/records/",
      "/v1/me/sport/records/RUNNING/",
      "/v1/me/sport/records/RUNNING/x",
      "/v1/me/sport/records/%zz",
      "/v1/me/sport/training-load/",
      "/v1/me/sport/training-load/x",
      "/v1/me/sport/training_load",
      "/v1/me/sport/activities/a/analysis/",
      "/v1/me/sport/activities//analysis",
      "/v1/me/sport/activities/a/Analysis",
      "/v1/me/sport/",
      "/v1/me/sport/other",
      "/v2/me/sport/training-load",
    ]) {
      expect(matchRoute(path), path).toBeUndefined();
    }
  });
});

describe("GET /v1/me/sport/activities/{activityId}/analysis", () => {
  it("answers 200 with the service's analysis of the user's activity, JSON, not cached", async () => {
    const { handler, service } = setup();
    const response = await handler(get(ANALYSIS));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/json");
    expect(response.headers.get("cache-control")).toBe("no-store");
    const expected = await service.getAnalysis("alice", ID);
    expect(expected.ok).toBe(true);
    expect(await response.json()).toEqual(expected.ok ? expected.value : undefined);
    expect(service.calls[0]).toEqual({ op: "analysis", userId: "alice", activityId: ID });
  });

  it("answers 404 code 290 alike for an unknown activity and another user's", async () => {
    const { handler } = setup();
    const foreign = await handler(get(ANALYSIS, "", {}, "tok-bob"));
    const missing = await handler(get("/v1/me/sport/activities/nope/analysis"));
    expect([foreign.status, missing.status]).toEqual([404, 404]);
    expect(await codes(foreign)).toEqual([290]);
    expect(await codes(missing)).toEqual([290]);
  });

  it("passes the percent-decoded id, with any access_token= text in it redacted", async () => {
    const { handler, service } = setup();
    await handler(get("/v1/me/sport/activities/a%20b/analysis"));
    await handler(get("/v1/me/sport/activities/x%3Baccess_token%3Dsecret/analysis"));
    expect(service.calls.map((c) => (c.op === "analysis" ? c.activityId : c.op))).toEqual(["a b", "x;access_token=REDACTED"]);
  });
});

describe("GET /v1/me/sport/records/{experienceType}", () => {
  it("passes the experience type and the date range, nothing else, and answers 200 with the records", async () => {
    const { handler, service } = setup();
    const response = await handler(get(RECORDS, `${RANGE}&count=2&load=trimp&startDate=2020-01-01`));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ experienceType: "RUNNING", bestEfforts: [], watts: [], speed: [], heartrate: [] });
    // the first of a repeated parameter, as the list route reads them
    expect(service.calls).toEqual([{ op: "records", userId: "alice", experienceType: "RUNNING", query: { startDate: "2024-06-01", endDate: "2024-06-30" } }]);
  });

  it("passes no parameter the caller did not send, and redacts access_token= text in the ones it did", async () => {
    const { handler, service } = setup();
    await handler(get(RECORDS));
    await handler(get("/v1/me/sport/records/X%3Baccess_token%3Dsecret", "startDate=1;access_token=secret"));
    expect(service.calls).toEqual([
      { op: "records", userId: "alice", experienceType: "RUNNING", query: {} },
      { op: "records", userId: "alice", experienceType: "X;access_token=REDACTED", query: { startDate: "1;access_token=REDACTED" } },
    ]);
  });

  it("answers the service's list codes with 400 (an unknown experience type, 1140)", async () => {
    const { handler } = setup();
    const response = await handler(get("/v1/me/sport/records/SWIMMING"));
    expect(response.status).toBe(400);
    expect(await codes(response)).toEqual([1140]);
  });
});

describe("GET /v1/me/sport/training-load", () => {
  it("passes startDate, endDate and load, nothing else, and answers 200 with the days", async () => {
    const { handler, service } = setup();
    const response = await handler(get(LOAD, `${RANGE}&load=trimp&count=3`));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ load: "trimp", days: [{ date: "2024-06-01", load: 0, fitness: 0, fatigue: 0, form: 0 }] });
    expect(service.calls).toEqual([{ op: "training-load", userId: "alice", query: { startDate: "2024-06-01", endDate: "2024-06-30", load: "trimp" } }]);
  });

  it("answers 400 with the service's codes (1170 for load, 1171 without a range)", async () => {
    const { handler } = setup();
    const badLoad = await handler(get(LOAD, `${RANGE}&load=watts`));
    expect(badLoad.status).toBe(400);
    expect(await codes(badLoad)).toEqual([1170]);
    const noRange = await handler(get(LOAD));
    expect(noRange.status).toBe(400);
    expect(await codes(noRange)).toEqual([1171]);
  });
});

describe("the analysis routes share the activity routes' handling", () => {
  const ROUTES = [ANALYSIS, RECORDS, LOAD];

  it("answers 405 code 1240 with Allow: GET, HEAD for every other method, before the token", async () => {
    const { handler, service } = setup();
    for (const path of ROUTES) {
      for (const method of ["POST", "PUT", "DELETE", "PATCH", "OPTIONS"]) {
        const response = await handler(get(path, RANGE, { method }, null));
        expect(response.status, `${method} ${path}`).toBe(405);
        expect(response.headers.get("allow")).toBe("GET, HEAD");
        expect(await codes(response)).toEqual([1240]);
      }
    }
    expect(service.calls).toEqual([]);
  });

  it("answers 404 code 1250 for their near misses, even without a token", async () => {
    const { handler, service } = setup();
    for (const path of ["/v1/me/sport/records", "/v1/me/sport/records/RUNNING/", `${LOAD}/`, `${ANALYSIS}/x`, "/v1/me/sport/other"]) {
      const response = await handler(get(path, "", {}, null));
      expect(response.status, path).toBe(404);
      expect(await codes(response)).toEqual([1250]);
    }
    expect(service.calls).toEqual([]);
  });

  it("need a token (401 code 1200), accept it as a Bearer header, and refuse two different ones (1202)", async () => {
    const { handler, service } = setup();
    for (const path of ROUTES) {
      const none = await handler(get(path, RANGE, {}, null));
      expect(none.status).toBe(401);
      expect(none.headers.get("www-authenticate")).toBe("Bearer");
      expect(await codes(none)).toEqual([1200]);
      const two = await handler(get(path, RANGE, { headers: { authorization: "Bearer tok-bob" } }));
      expect(await codes(two)).toEqual([1202]);
    }
    expect(service.calls).toEqual([]);
    for (const path of ROUTES) expect((await handler(get(path, RANGE, { headers: { authorization: `Bearer ${TOKEN}` } }, null))).status, path).toBe(200);
    expect(service.calls.map((c) => c.op)).toEqual(["analysis", "records", "training-load"]);
  });

  it("answer HEAD like GET, without a body", async () => {
    const { handler } = setup();
    for (const path of ROUTES) {
      const head = await handler(get(path, RANGE, { method: "HEAD" }));
      const got = await handler(get(path, RANGE));
      expect(head.status, path).toBe(200);
      expect(head.body).toBeNull();
      expect([...head.headers]).toEqual([...got.headers]);
    }
    const refused = await handler(get(LOAD, "", { method: "HEAD" }));
    expect(refused.status).toBe(400);
    expect(refused.body).toBeNull();
  });

  it("are served without /v1 unless unversionedPaths is false, and under a mountPath", async () => {
    const { handler } = setup();
    for (const path of ROUTES) expect((await handler(get(path.slice(3), RANGE))).status, path).toBe(200);
    const strict = setup({ unversionedPaths: false }).handler;
    for (const path of ROUTES) expect((await strict(get(path.slice(3), RANGE))).status, path).toBe(404);
    const mounted = setup({ mountPath: "/api" }).handler;
    for (const path of ROUTES) expect((await mounted(get(`/api${path}`, RANGE))).status, path).toBe(200);
  });

  it("answer 500 code 1290 when the service throws, and tell onError with the token redacted", async () => {
    const onError = vi.fn();
    const { handler, service } = setup({ onError });
    service.throwing = new Error("database down");
    for (const path of ROUTES) {
      const response = await handler(get(path, RANGE));
      expect(response.status, path).toBe(500);
      const text = await response.text();
      expect(text).not.toContain("database down");
      expect(JSON.parse(text).errors.map((e: { code: number }) => e.code)).toEqual([1290]);
    }
    expect(onError.mock.calls.map(([, context]) => context)).toEqual(ROUTES.map((path) => ({ method: "GET", url: `${path}?access_token=REDACTED&${RANGE}` })));
  });

  it("answer an allowed origin's preflight for GET with 204 and Allow's methods, and its requests with its origin", async () => {
    const app = "https://app.example";
    const { handler } = setup({ cors: { origins: [app] } });
    for (const path of ROUTES) {
      const preflight = await handler(new Request(`${ORIGIN}${path}`, { method: "OPTIONS", headers: { origin: app, "access-control-request-method": "GET" } }));
      expect(preflight.status, path).toBe(204);
      expect(preflight.headers.get("access-control-allow-methods")).toBe("GET, HEAD");
      const post = await handler(new Request(`${ORIGIN}${path}`, { method: "OPTIONS", headers: { origin: app, "access-control-request-method": "POST" } }));
      expect(post.status, path).toBe(403);
      const answer = await handler(get(path, RANGE, { headers: { origin: app } }));
      expect(answer.headers.get("access-control-allow-origin"), path).toBe(app);
    }
  });
});
