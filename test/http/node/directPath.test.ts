// toNodeListener serves a createActivityHandler handler straight from the IncomingMessage (no Request, no Response);
// any other fetch handler, such as one wrapping it, through Web objects. Both answer every request alike: the same
// status, headers and body, over real sockets, for successes, every kind of refusal, HEAD, CORS and bodies read in
// pieces or cut off at the limit.
import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toGpx } from "../../../src/export/toGpx.js";
import { createActivityHandler } from "../../../src/http/createActivityHandler.js";
import { toNodeListener } from "../../../src/http/node/toNodeListener.js";
import { createInMemoryActivityRepository } from "../../../src/repository/createInMemoryActivityRepository.js";
import { createActivityService } from "../../../src/service/createActivityService.js";

const TOKEN = "node-token";
const NOW = Date.UTC(2030, 0, 1);
const C = "/v1/me/sport/activities";
const RUN = {
  activityType: "RUN",
  deviceType: "WATCH",
  startTime: NOW - 3_600_000,
  timeZoneName: "Europe/Paris",
  metrics: { intervalUnit: "sec", intervalValue: 10, metricTypes: ["distance", "speed", "latitude", "longitude"], data: [[0, 10.8, 48.86, 2.25], [0.03, 10.8, 48.8601, 2.2502]] },
};
const BODY = JSON.stringify([RUN]);

/** A server whose service is seeded with one run of id `seeded` and names later activities `a1`, `a2`, … */
async function start(direct: boolean): Promise<{ server: Server; url: string }> {
  let n = 0;
  const ids = ["seeded"];
  const service = createActivityService({ repository: createInMemoryActivityRepository(), clock: () => NOW, generateId: () => ids.shift() ?? `a${++n}` });
  await service.addActivities("user-1", [RUN]);
  const handler = createActivityHandler({
    service,
    authenticate: (token) => (token === TOKEN ? "user-1" : undefined),
    maxBodyBytes: 4096,
    cors: { origins: ["https://app.example"] },
    gpx: toGpx,
  });
  const server = createServer(toNodeListener(direct ? handler : (request) => handler(request)));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

interface Exchange {
  readonly method: string;
  readonly path: string;
  readonly headers?: Readonly<Record<string, string | string[]>>;
  /** The body, sent with a Content-Length; `chunks` sends it in pieces without one (chunked). */
  readonly body?: string | Uint8Array;
  readonly chunks?: readonly string[];
}

interface Answer {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly body: string;
}

/** One request over its own connection (node:http, so that headers can be repeated and bodies chunked). */
function exchange(url: string, { method, path, headers = {}, body, chunks }: Exchange): Promise<Answer> {
  const { port } = new URL(url);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port, method, path, headers: { ...headers, ...(body !== undefined ? { "content-length": Buffer.byteLength(body) } : {}) }, agent: false }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (text += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
      res.on("error", reject);
    });
    req.on("error", reject);
    if (body !== undefined) req.end(body);
    else if (chunks !== undefined) {
      for (const chunk of chunks) req.write(chunk);
      req.end();
    } else req.end();
  });
}

const json = { "content-type": "application/json" };
const bearer = { authorization: `Bearer ${TOKEN}` };
const q = `access_token=${TOKEN}`;
/** Each exchange, with the status both paths must answer where it is pinned. */
const EXCHANGES: readonly (Exchange & { readonly name: string; readonly status?: number })[] = [
  { name: "add", method: "POST", path: `${C}?${q}`, headers: json, body: BODY },
  { name: "add, the body in pieces", method: "POST", path: `${C}?${q}`, headers: json, chunks: [BODY.slice(0, 40), BODY.slice(40, 200), BODY.slice(200)] },
  { name: "add, invalid", method: "POST", path: `${C}?${q}`, headers: json, body: BODY.replace("Europe/Paris", "PST") },
  { name: "add, not JSON", method: "POST", path: `${C}?${q}`, headers: json, body: "[{" },
  { name: "add, U+FFFD (valid UTF-8)", method: "POST", path: `${C}?${q}`, headers: json, body: "[\"\uFFFD\"]" },
  { name: "add, not UTF-8", method: "POST", path: `${C}?${q}`, headers: json, body: Uint8Array.from([0x5b, 0x22, 0xff, 0x22, 0x5d]) },
  { name: "add, empty", method: "POST", path: `${C}?${q}`, headers: json, body: "" },
  { name: "add, Content-Length over the limit", method: "POST", path: `${C}?${q}`, headers: json, body: " ".repeat(5000) },
  { name: "add, chunked over the limit", method: "POST", path: `${C}?${q}`, headers: json, chunks: Array.from({ length: 10 }, () => " ".repeat(1000)) },
  { name: "add, not JSON media type", method: "POST", path: `${C}?${q}`, headers: { "content-type": "text/plain" }, body: BODY },
  { name: "add, no token", method: "POST", path: C, headers: json, body: BODY },
  { name: "list", method: "GET", path: `${C}/RUNNING?count=1&${q}&x=1` },
  { name: "list, Bearer", method: "GET", path: `${C}/ALL`, headers: bearer },
  { name: "list, HEAD", method: "HEAD", path: `${C}/RUNNING?${q}` },
  { name: "list, bad count", method: "GET", path: `${C}/RUNNING?count=0&${q}` },
  { name: "detail", method: "GET", path: `${C}/seeded?${q}` },
  { name: "gps", method: "GET", path: `${C}/seeded/gps?${q}` },
  { name: "gps as GPX", method: "GET", path: `${C}/seeded/gps?${q}`, headers: { accept: "application/gpx+xml" } },
  { name: "unknown activity", method: "GET", path: `${C}/nope?${q}` },
  { name: "unknown path", method: "GET", path: `/v2/x?${q}` },
  { name: "wrong method", method: "PUT", path: `${C}/RUNNING?${q}` },
  { name: "two Authorization headers", method: "GET", path: `${C}/RUNNING`, headers: { authorization: [`Bearer ${TOKEN}`, "Bearer other"] } },
  { name: "two different tokens", method: "GET", path: `${C}/RUNNING?${q}`, headers: { authorization: "Bearer other" } },
  { name: "unknown token", method: "GET", path: `${C}/RUNNING?access_token=x` },
  { name: "CORS preflight", method: "OPTIONS", path: C, headers: { origin: "https://app.example", "access-control-request-method": "POST" } },
  { name: "CORS preflight, foreign origin", method: "OPTIONS", path: C, headers: { origin: "https://evil.example", "access-control-request-method": "POST" } },
  { name: "CORS, an allowed origin's list", method: "GET", path: `${C}/RUNNING?${q}`, headers: { origin: "https://app.example" } },
  { name: "analysis", method: "GET", path: `${C}/seeded/analysis?${q}`, status: 200 },
  { name: "analysis, HEAD", method: "HEAD", path: `${C}/seeded/analysis?${q}`, status: 200 },
  { name: "analysis, unknown activity", method: "GET", path: `${C}/nope/analysis?${q}`, status: 404 },
  { name: "analysis, wrong method", method: "POST", path: `${C}/seeded/analysis?${q}`, headers: json, body: BODY, status: 405 },
  { name: "records", method: "GET", path: `/v1/me/sport/records/RUNNING?startDate=2029-12-01&endDate=2031-01-01&${q}`, status: 200 },
  { name: "records, unversioned, Bearer", method: "GET", path: "/me/sport/records/RUNNING", headers: bearer, status: 200 },
  { name: "records, bad query", method: "GET", path: `/v1/me/sport/records/SWIMMING?startDate=x&${q}`, status: 400 },
  { name: "training load", method: "GET", path: `/v1/me/sport/training-load?startDate=2029-12-25&endDate=2030-01-05&load=trimp&${q}`, status: 200 },
  { name: "training load, HEAD", method: "HEAD", path: `/v1/me/sport/training-load?startDate=2029-12-25&endDate=2030-01-05&${q}`, status: 200 },
  { name: "training load, no range", method: "GET", path: `/v1/me/sport/training-load?${q}`, status: 400 },
  { name: "training load, no token", method: "GET", path: "/v1/me/sport/training-load", status: 401 },
  { name: "training load, CORS preflight", method: "OPTIONS", path: "/v1/me/sport/training-load", headers: { origin: "https://app.example", "access-control-request-method": "GET" }, status: 204 },
  { name: "records, no experience type", method: "GET", path: `/v1/me/sport/records?${q}`, status: 404 },
  { name: "delete, unknown", method: "DELETE", path: `${C}/nope?${q}` },
  { name: "delete", method: "DELETE", path: `${C}/seeded?${q}` },
];

/** What must be alike: the status, the body, and every header but the date and the framing Node writes itself. */
function comparable(answer: Answer): unknown {
  const { date: _date, "keep-alive": _keepAlive, "content-length": _length, "transfer-encoding": _encoding, ...headers } = answer.headers;
  return { status: answer.status, headers, body: answer.body };
}

describe("toNodeListener: the direct path answers as the Web path does", () => {
  let direct: { server: Server; url: string };
  let web: { server: Server; url: string };
  beforeAll(async () => {
    [direct, web] = await Promise.all([start(true), start(false)]);
  });
  afterAll(async () => {
    for (const { server } of [direct, web]) {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("answers every exchange with the same status, headers and body", async () => {
    for (const request of EXCHANGES) {
      const [a, b] = [await exchange(direct.url, request), await exchange(web.url, request)];
      expect(comparable(a), request.name).toEqual(comparable(b));
      if (request.status !== undefined) expect(a.status, request.name).toBe(request.status);
    }
  });

  it("writes a Content-Length, not chunks, and keeps the connection when the body was read or there was none", async () => {
    const keepAlive = { connection: "keep-alive" };
    const added = await exchange(direct.url, { ...EXCHANGES[0]!, headers: { ...json, ...keepAlive } });
    expect(added.status).toBe(201);
    expect(added.headers["content-length"]).toBe(String(Buffer.byteLength(added.body)));
    expect(added.headers["transfer-encoding"]).toBeUndefined();
    expect(added.headers["connection"]).toBe("keep-alive");
    const deleted = await exchange(direct.url, { method: "DELETE", path: `${C}/a1?${q}`, headers: keepAlive });
    expect(deleted.status).toBe(204);
    expect(deleted.headers["connection"]).toBe("keep-alive");
  });

  it("closes the connection after a body it stopped reading at the limit", async () => {
    for (const name of ["add, chunked over the limit", "add, Content-Length over the limit"]) {
      const request = EXCHANGES.find((e) => e.name === name)!;
      const answer = await exchange(direct.url, { ...request, headers: { ...request.headers, connection: "keep-alive" } });
      expect(answer.status, name).toBe(413);
      expect(answer.headers["connection"], name).toBe("close");
    }
  });
});
