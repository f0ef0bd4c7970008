import { describe, expect, it, vi } from "vitest";
import { createActivityHandler } from "../../src/http/createActivityHandler.js";
import type { ActivityHandlerOptions } from "../../src/http/activityHandlerOptions.js";
import { createFakeService, type FakeService } from "./fakeActivityService.js";

const TOKEN = "tok-alice-Secret/+=&x";
const OTHER_TOKEN = "tok-bob";
const ORIGIN = "http://example.test";
const USERS: Record<string, string> = { [TOKEN]: "alice", [OTHER_TOKEN]: "bob" };

const RUN = {
  activityType: "RUN",
  deviceType: "WATCH",
  startTime: Date.UTC(2023, 5, 1, 7),
  timeZoneName: "Europe/Paris",
  metrics: { intervalUnit: "sec", intervalValue: 10, metricTypes: ["distance", "speed"], data: [[0, 10], [0.03, 10.8]] },
};

function setup(options: Partial<ActivityHandlerOptions> = {}): {
  service: FakeService;
  handler: (request: Request) => Promise<Response>;
  authenticate: ReturnType<typeof vi.fn>;
} {
  const service = createFakeService();
  const authenticate = vi.fn((token: string) => USERS[token]);
  const handler = createActivityHandler({ service, authenticate, ...options });
  return { service, handler, authenticate };
}

/** `?access_token=` appended with proper encoding (the token holds `/+=&`). */
function url(path: string, token: string | null = TOKEN, extra = ""): string {
  const query = [token === null ? "" : `access_token=${encodeURIComponent(token)}`, extra].filter((s) => s !== "").join("&");
  return `${ORIGIN}${path}${query === "" ? "" : "?" + query}`;
}

function post(path: string, body: BodyInit | null, headers: Record<string, string> = { "content-type": "application/json" }, token: string | null = TOKEN): Request {
  const init: RequestInit & { duplex?: "half" } = { method: "POST", headers, body };
  if (body instanceof ReadableStream) init.duplex = "half";
  return new Request(url(path, token), init);
}

async function errorsOf(response: Response): Promise<{ code: number; message: string; detail: string }[]> {
  const body = (await response.json()) as { errors: { code: number; message: string; detail: string }[] };
  return body.errors;
}

const COLLECTION = "/v1/me/sport/activities";
const ID_A = "6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f";

describe("Add Activities (POST /v1/me/sport/activities)", () => {
  it("answers 201 with the service's array, as JSON, for the authenticated user", async () => {
    const { handler, service } = setup();
    const response = await handler(post(COLLECTION, JSON.stringify([RUN])));
    expect(response.status).toBe(201);
    expect(response.headers.get("content-type")).toBe("application/json");
    expect(response.headers.get("cache-control")).toBe("no-store");
    const items = (await response.json()) as { activityId: string; activityType: string }[];
    expect(items).toHaveLength(1);
    expect(items[0]?.activityType).toBe("RUN");
    expect(service.calls).toEqual([{ op: "add", userId: "alice", body: [RUN] }]);
  });

  it("answers 400 with every validation error of the service, codes and messages unchanged", async () => {
    const { handler } = setup();
    const bad = [{ ...RUN, activityType: "NOPE", timeZoneName: "PST" }];
    const response = await handler(post(COLLECTION, JSON.stringify(bad)));
    expect(response.status).toBe(400);
    const errors = await errorsOf(response);
    expect(errors.map((e) => e.code).sort()).toEqual([170, 180]);
    expect(errors.find((e) => e.code === 180)?.message).toBe("Invalid or missing time zone name.");
  });

  it("answers 400 code 1210 for malformed JSON, an empty body and invalid UTF-8, without calling the service", async () => {
    const { handler, service } = setup();
    for (const body of ['[{"activityType": "RUN",', "", new Uint8Array([0x5b, 0xff, 0x5d])]) {
      const response = await handler(post(COLLECTION, body));
      expect(response.status).toBe(400);
      const errors = await errorsOf(response);
      expect(errors.map((e) => e.code)).toEqual([1210]);
      expect(errors[0]?.message).toBe("The request body is not valid JSON.");
    }
    expect(service.calls).toEqual([]);
  });

  it("tells a malformed UTF-8 byte inside a JSON string (1210) from U+FFFD written as a character (accepted)", async () => {
    const { handler, service } = setup();
    const text = JSON.stringify([{ ...RUN, deviceName: "watch X" }]);
    const bytes = new TextEncoder().encode(text);
    bytes[text.indexOf("X")] = 0xff;
    const refused = await handler(post(COLLECTION, bytes));
    expect(refused.status).toBe(400);
    const [error] = await errorsOf(refused);
    expect([error?.code, error?.detail]).toEqual([1210, "The request body is not valid UTF-8."]);
    expect(service.calls).toEqual([]);
    const replacement = await handler(post(COLLECTION, JSON.stringify([{ ...RUN, deviceName: "watch \uFFFD" }])));
    expect(replacement.status).toBe(201);
  });

  it("accepts a UTF-8 byte-order mark, a charset=UTF-8 parameter and a +json media type", async () => {
    const { handler } = setup();
    const bom = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(JSON.stringify([RUN]))]);
    expect((await handler(post(COLLECTION, bom))).status).toBe(201);
    const utf8 = await handler(post(COLLECTION, JSON.stringify([RUN]), { "content-type": 'application/json; charset="UTF-8"' }));
    expect(utf8.status).toBe(201);
    const vendor = await handler(post(COLLECTION, JSON.stringify([RUN]), { "content-type": "application/vnd.activity+json" }));
    expect(vendor.status).toBe(201);
  });

  it("answers 415 code 1220 for a missing or non-JSON content type, another charset, or a content coding", async () => {
    const { handler, service } = setup();
    const cases: Record<string, string>[] = [
      {},
      { "content-type": "text/plain" },
      { "content-type": "application/x-www-form-urlencoded" },
      { "content-type": "application/json; charset=iso-8859-1" },
      { "content-type": "application/json", "content-encoding": "gzip" },
    ];
    for (const headers of cases) {
      const request = new Request(url(COLLECTION), { method: "POST", headers, body: new Blob([JSON.stringify([RUN])]) });
      const response = await handler(request);
      expect(response.status, JSON.stringify(headers)).toBe(415);
      expect(response.headers.get("accept-post")).toBe("application/json");
      expect((await errorsOf(response)).map((e) => e.code)).toEqual([1220]);
    }
    expect(service.calls).toEqual([]);
  });
});

describe("body size limit (413, code 1230)", () => {
  it("refuses a Content-Length over the limit before reading a byte", async () => {
    const { handler, service } = setup({ maxBodyBytes: 1000 });
    let pulls = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulls++;
        controller.enqueue(new Uint8Array(100).fill(0x20));
      },
    }, { highWaterMark: 0 });
    const request = post(COLLECTION, body, { "content-type": "application/json", "content-length": "1001" });
    const response = await handler(request);
    expect(response.status).toBe(413);
    expect((await errorsOf(response)).map((e) => e.code)).toEqual([1230]);
    expect(pulls).toBe(0);
    expect(service.calls).toEqual([]);
  });

  it("stops reading an endless streamed body just past the limit and cancels it", async () => {
    const { handler } = setup({ maxBodyBytes: 10_000 });
    let bytesProduced = 0;
    let cancelled = false;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        bytesProduced += 1024;
        controller.enqueue(new Uint8Array(1024).fill(0x20));
      },
      cancel() {
        cancelled = true;
      },
    }, { highWaterMark: 0 });
    const response = await handler(post(COLLECTION, body));
    expect(response.status).toBe(413);
    expect((await errorsOf(response)).map((e) => e.code)).toEqual([1230]);
    // 10 chunks of 1024 bytes reach 10,240 > 10,000: the 10th chunk is the last one pulled (the stream machinery
    // may have asked for at most one more).
    expect(bytesProduced).toBeGreaterThanOrEqual(10 * 1024);
    expect(bytesProduced).toBeLessThanOrEqual(11 * 1024);
    expect(cancelled).toBe(true);
  });

  it("accepts a body of exactly the limit", async () => {
    const json = JSON.stringify([RUN]);
    const bytes = new TextEncoder().encode(json).byteLength;
    const { handler } = setup({ maxBodyBytes: bytes });
    expect((await handler(post(COLLECTION, json))).status).toBe(201);
    const { handler: smaller } = setup({ maxBodyBytes: bytes - 1 });
    expect((await smaller(post(COLLECTION, json))).status).toBe(413);
  });

  it("rejects a limit that is not a positive safe integer at creation", () => {
    const service = createFakeService();
    for (const maxBodyBytes of [0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => createActivityHandler({ service, authenticate: () => "u", maxBodyBytes })).toThrow(RangeError);
    }
  });
});

describe("List Activities (GET /v1/me/sport/activities/{experienceType})", () => {
  it("passes the experience type, the list query as strings, and the rest of the query as keepParams", async () => {
    const { handler, service } = setup();
    const response = await handler(
      new Request(url(`${COLLECTION}/RUNNING`, TOKEN, "count=2&startDate=2023-01-01&endDate=2023-12-31&offset=3&x=y")),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: [], paging: { next: null, previous: expect.any(String) } });
    expect(service.calls).toEqual([
      {
        op: "list",
        userId: "alice",
        experienceType: "RUNNING",
        query: { count: "2", offset: "3", startDate: "2023-01-01", endDate: "2023-12-31" },
        links: { keepParams: [["access_token", TOKEN], ["x", "y"]] },
      },
    ]);
  });

  it("passes no list parameter that the caller did not send", async () => {
    const { handler, service } = setup();
    await handler(new Request(url(`${COLLECTION}/FUELBAND`)));
    expect(service.calls).toEqual([
      { op: "list", userId: "alice", experienceType: "FUELBAND", query: {}, links: { keepParams: [["access_token", TOKEN]] } },
    ]);
  });

  it("lists experience type ALL on GET of the collection itself", async () => {
    const { handler, service } = setup();
    expect((await handler(new Request(url(COLLECTION)))).status).toBe(200);
    expect(service.calls[0]).toMatchObject({ op: "list", experienceType: "ALL" });
  });

  it("answers 400 with the service's list codes (unknown experience type 1140, bad count 1100)", async () => {
    const { handler } = setup();
    const unknown = await handler(new Request(url(`${COLLECTION}/SWIMMING`)));
    expect(unknown.status).toBe(400);
    expect((await errorsOf(unknown)).map((e) => e.code)).toEqual([1140]);
    const badCount = await handler(new Request(url(`${COLLECTION}/RUNNING`, TOKEN, "count=zero")));
    expect(badCount.status).toBe(400);
    expect((await errorsOf(badCount)).map((e) => e.code)).toEqual([1100]);
  });
});

describe("Activity Detail and GPS Data", () => {
  function seeded(): ReturnType<typeof setup> {
    const s = setup();
    s.service.seed({ activityId: ID_A, userId: "alice", activityType: "RUN", startTime: 1, hasGps: true });
    s.service.seed({ activityId: "1234567890123", userId: "alice", activityType: "YOGA", startTime: 2, hasGps: false });
    return s;
  }

  it("answers 200 with the detail of the user's own activity (UUID and digit-string ids)", async () => {
    const { handler, service } = seeded();
    const a = await handler(new Request(url(`${COLLECTION}/${ID_A}`)));
    expect(a.status).toBe(200);
    expect(await a.json()).toMatchObject({ activityId: ID_A });
    const b = await handler(new Request(url(`${COLLECTION}/1234567890123`)));
    expect(b.status).toBe(200);
    expect(service.calls.map((c) => c.op)).toEqual(["get", "get"]);
  });

  it("answers 404 code 290 alike for an unknown activity and another user's activity", async () => {
    const { handler } = seeded();
    const foreign = await handler(new Request(url(`${COLLECTION}/${ID_A}`, OTHER_TOKEN)));
    const missing = await handler(new Request(url(`${COLLECTION}/00000000-0000-4000-8000-000000000000`, OTHER_TOKEN)));
    expect(foreign.status).toBe(404);
    expect(missing.status).toBe(404);
    const f = await errorsOf(foreign);
    expect(f.map((e) => e.code)).toEqual([290]);
    expect(f[0]?.message).toBe("Activity was not found or you do not have permissions to view it.");
    expect(await errorsOf(missing)).toEqual(f);
  });

  it("answers 200 with GPS data, 404 code 1500 without coordinates, 404 code 290 for a foreign activity", async () => {
    const { handler } = seeded();
    const gps = await handler(new Request(url(`${COLLECTION}/${ID_A}/gps`)));
    expect(gps.status).toBe(200);
    expect(await gps.json()).toMatchObject({ intervalUnit: "SEC", waypoints: [{ latitude: 1, longitude: 2 }] });
    const none = await handler(new Request(url(`${COLLECTION}/1234567890123/gps`)));
    expect(none.status).toBe(404);
    const noneErrors = await errorsOf(none);
    expect(noneErrors.map((e) => e.code)).toEqual([1500]);
    expect(noneErrors[0]?.message).toBe("Activity has no GPS data.");
    const foreign = await handler(new Request(url(`${COLLECTION}/${ID_A}/gps`, OTHER_TOKEN)));
    expect(foreign.status).toBe(404);
    expect((await errorsOf(foreign)).map((e) => e.code)).toEqual([290]);
  });

  it("percent-decodes the activity id", async () => {
    const { handler, service } = setup();
    await handler(new Request(url(`${COLLECTION}/a%20b%2Fc`)));
    expect(service.calls).toEqual([{ op: "get", userId: "alice", activityId: "a b/c" }]);
  });

  it("serves the unversioned paths of spec 4.3 unless disabled", async () => {
    const { handler } = seeded();
    expect((await handler(new Request(url(`/me/sport/activities/${ID_A}`)))).status).toBe(200);
    expect((await handler(new Request(url(`/me/sport/activities/${ID_A}/gps`)))).status).toBe(200);
    expect((await handler(new Request(url(`/me/sport/activities/RUNNING`)))).status).toBe(200);
    expect((await handler(post("/me/sport/activities", JSON.stringify([RUN])))).status).toBe(201);
    const strict = createActivityHandler({ service: createFakeService(), authenticate: (t) => USERS[t], unversionedPaths: false });
    const response = await strict(new Request(url(`/me/sport/activities/${ID_A}`)));
    expect(response.status).toBe(404);
    expect((await errorsOf(response)).map((e) => e.code)).toEqual([1250]);
  });

  it("answers HEAD like GET without a body", async () => {
    const { handler } = seeded();
    const response = await handler(new Request(url(`${COLLECTION}/${ID_A}`), { method: "HEAD" }));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/json");
    expect(response.body).toBeNull();
    const missing = await handler(new Request(url(`${COLLECTION}/nope`), { method: "HEAD" }));
    expect(missing.status).toBe(404);
  });
});

describe("authentication (401)", () => {
  it("answers 401 code 1200 without a token or with an empty one, and never calls authenticate", async () => {
    const { handler, authenticate, service } = setup();
    for (const request of [new Request(url(`${COLLECTION}/RUNNING`, null)), new Request(url(`${COLLECTION}/RUNNING`, ""))]) {
      const response = await handler(request);
      expect(response.status).toBe(401);
      expect(response.headers.get("www-authenticate")).toBe("Bearer");
      expect((await errorsOf(response)).map((e) => e.code)).toEqual([1200]);
    }
    expect(authenticate).not.toHaveBeenCalled();
    expect(service.calls).toEqual([]);
  });

  it("answers 401 code 1201 when authenticate returns no user (undefined, null, empty string), async too", async () => {
    for (const answer of [undefined, null, "", Promise.resolve(undefined)]) {
      const service = createFakeService();
      const handler = createActivityHandler({ service, authenticate: () => answer });
      const response = await handler(new Request(url(`${COLLECTION}/${ID_A}`, "unknown")));
      expect(response.status).toBe(401);
      expect(response.headers.get("www-authenticate")).toBe('Bearer error="invalid_token"');
      expect((await errorsOf(response)).map((e) => e.code)).toEqual([1201]);
      expect(service.calls).toEqual([]);
    }
  });

  it("passes the decoded token to authenticate and accepts an async answer", async () => {
    const service = createFakeService();
    const authenticate = vi.fn(async (token: string) => (token === TOKEN ? "alice" : undefined));
    const handler = createActivityHandler({ service, authenticate });
    expect((await handler(new Request(url(`${COLLECTION}/RUNNING`)))).status).toBe(200);
    expect(authenticate).toHaveBeenCalledWith(TOKEN);
  });

  it("authenticates before reading a body: an unauthenticated huge body is not read", async () => {
    const { handler } = setup({ maxBodyBytes: 100 });
    let pulls = 0;
    const body = new ReadableStream<Uint8Array>({ pull(c) { pulls++; c.enqueue(new Uint8Array(1000)); } }, { highWaterMark: 0 });
    const response = await handler(post(COLLECTION, body, { "content-type": "text/plain" }, "unknown"));
    expect(response.status).toBe(401);
    expect(pulls).toBe(0);
  });
});

describe("method and path (405, 404)", () => {
  it("answers 405 code 1240 with an Allow header for methods a known path does not serve", async () => {
    const { handler, service } = setup();
    const cases: [string, string, string][] = [
      ["PUT", `${COLLECTION}/${ID_A}`, "GET, HEAD, DELETE"],
      ["DELETE", `${COLLECTION}/RUNNING`, "GET, HEAD"],
      ["PUT", COLLECTION, "GET, HEAD, POST"],
      ["POST", `${COLLECTION}/RUNNING`, "GET, HEAD"],
      ["PATCH", `${COLLECTION}/${ID_A}/gps`, "GET, HEAD"],
      ["OPTIONS", COLLECTION, "GET, HEAD, POST"],
    ];
    for (const [method, path, allow] of cases) {
      const response = await handler(new Request(url(path), { method }));
      expect(response.status, `${method} ${path}`).toBe(405);
      expect(response.headers.get("allow")).toBe(allow);
      expect((await errorsOf(response)).map((e) => e.code)).toEqual([1240]);
    }
    expect(service.calls).toEqual([]);
  });

  it("answers 404 code 1250 for paths outside the routes, even without a token", async () => {
    const { handler, service } = setup();
    const paths = [
      "/",
      "/v2/me/sport/activities",
      "/v1/me/sport/activitiesX",
      `${COLLECTION}/`,
      `${COLLECTION}/${ID_A}/`,
      `${COLLECTION}/${ID_A}/gpx`,
      `${COLLECTION}/${ID_A}/gps/more`,
      `${COLLECTION}//gps`,
      `${COLLECTION}/%E0%A4%A`,
    ];
    for (const path of paths) {
      const response = await handler(new Request(`${ORIGIN}${path}`));
      expect(response.status, path).toBe(404);
      expect((await errorsOf(response)).map((e) => e.code)).toEqual([1250]);
    }
    expect(service.calls).toEqual([]);
  });
});

describe("failures of the injected code (500, code 1290)", () => {
  it("answers 500 without detail when the service throws, and reports it to onError with the token redacted", async () => {
    const onError = vi.fn();
    const { handler, service } = setup({ onError });
    const boom = new Error("database down");
    service.throwing = boom;
    const response = await handler(new Request(url(`${COLLECTION}/RUNNING`, TOKEN, "count=2")));
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({
      errors: [
        {
          code: 1290,
          message: "The service failed to answer the request.",
          detail: expect.any(String),
          activityIndex: null,
          path: [],
        },
      ],
    });
    expect(text).not.toContain("database down");
    expect(onError).toHaveBeenCalledWith(boom, { method: "GET", url: "/v1/me/sport/activities/RUNNING?access_token=REDACTED&count=2" });
  });

  it("answers 500 when authenticate throws, and survives an onError that throws", async () => {
    const handler = createActivityHandler({
      service: createFakeService(),
      authenticate: () => {
        throw new Error("auth backend down");
      },
      onError: () => {
        throw new Error("logger down");
      },
    });
    const response = await handler(new Request(url(`${COLLECTION}/RUNNING`)));
    expect(response.status).toBe(500);
    expect((await errorsOf(response)).map((e) => e.code)).toEqual([1290]);
  });
});

describe("HEAD never carries a body", () => {
  it("answers a HEAD whose service throws with 500 and no body; errors of HEAD have no body either", async () => {
    const { handler, service } = setup();
    service.throwing = new Error("database down");
    const failed = await handler(new Request(url(`${COLLECTION}/RUNNING`), { method: "HEAD" }));
    expect(failed.status).toBe(500);
    expect(failed.body).toBeNull();
    const thrower = createActivityHandler({ service: createFakeService(), authenticate: () => { throw new Error("x"); } });
    const authFailed = await thrower(new Request(url(`${COLLECTION}/RUNNING`), { method: "HEAD" }));
    expect(authFailed.status).toBe(500);
    expect(authFailed.body).toBeNull();
    const unauthenticated = await handler(new Request(url(`${COLLECTION}/RUNNING`, null), { method: "HEAD" }));
    expect(unauthenticated.status).toBe(401);
    expect(unauthenticated.body).toBeNull();
  });
});
