/**
 * The servers of the bench's HTTP section, one per child process (`node httpServers.mjs <kind>`, bundled by
 * `httpSection`): the library on `node:http`, a bare `node:http` server, and Hono + zod + a Map on
 * `@hono/node-server`. Each answers the same two requests with the same JSON:
 *
 * - `POST /v1/me/sport/activities?access_token=…`: an Add Activities body, stored for the token's user, 201 with
 *   one item per activity (links, id, the derived sums);
 * - `GET /v1/me/sport/activities/RUNNING?access_token=…&count=20`: the user's most recent runs, a page of list
 *   items (links, ISO start time, five summary strings, status, tags) with paging links.
 *
 * The bare server parses and answers: the body read from the socket and `JSON.parse`d, stored as parsed; the
 * sums of the naive pipeline; no validation. The Hono server validates with the naive pipeline's zod schema
 * (`naivePipeline.ts`) and the list query with zod. The parent talks over IPC: the child sends `{ port }` once
 * listening; `{ reset: true }` starts its store again (with {@link PRELOADED} runs for the list) and answers
 * `{ reset: true }`; `{ cpu: true }` answers `{ cpuMs }`, the process's CPU time (user + system).
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { z } from "zod";
import { createActivityService, createInMemoryActivityRepository } from "../../src/index.js";
import { createActivityHandler } from "../../src/http/index.js";
import { toNodeListener } from "../../src/http/node/index.js";
import { naiveAdd, type NaiveRecord } from "./naivePipeline.js";

/** The token every request carries, and its user. */
export const BENCH_TOKEN = "bench-token";
const USER = "bench-user";
/** Runs stored for the list before every GET phase. */
export const PRELOADED = 200;
const BASE = "/v1/me/sport/activities";
const PROFILE = { weightKg: 70, ageYears: 35 };
const NOW_MS = Date.UTC(2030, 0, 1);
const HOUR_MS = 3_600_000;

/** The server kinds, by the name the parent passes. */
export const SERVER_KINDS = ["library", "node", "hono"] as const;
export type ServerKind = (typeof SERVER_KINDS)[number];

type Listener = (req: IncomingMessage, res: ServerResponse) => void;

/** A RUN of the preload: 30 minutes at 10 s, distance and speed, its start `k` hours before 2029-12-31. */
function preloadRun(k: number): unknown {
  const data: number[][] = [];
  for (let i = 0; i < 180; i++) data.push([Math.round(i * 30) / 1000, 10.8]);
  return {
    activityType: "RUN",
    deviceType: "WATCH",
    startTime: NOW_MS - 24 * HOUR_MS - k * HOUR_MS,
    timeZoneName: "Europe/Paris",
    metrics: { intervalUnit: "sec", intervalValue: 10, metricTypes: ["distance", "speed"], data },
  };
}

// ---- the bare node:http server and Hono share these plain pieces -----------------------------------------------

function links(id: string): { rel: string; href: string }[] {
  const self = `${BASE}/${encodeURIComponent(id)}`;
  return [{ rel: "self", href: self }, { rel: "gps", href: `${self}/gps` }];
}

function pad(value: number, width: number): string {
  return String(value).padStart(width, "0");
}

function duration(ms: number): string {
  const h = Math.floor(ms / HOUR_MS);
  const rest = ms % HOUR_MS;
  return `${h}:${pad(Math.floor(rest / 60_000), 2)}:${pad(Math.floor((rest % 60_000) / 1000), 2)}.${pad(rest % 1000, 3)}`;
}

function addItem(record: NaiveRecord): unknown {
  return {
    links: links(record.id),
    activityId: record.id,
    activityType: record.activityType,
    deviceType: record.deviceType,
    startTime: record.startTime,
    duration: record.durationMs,
    timeZoneName: record.timeZoneName,
    metricSummary: { fuel: String(record.fuel), distance: String(record.distanceKm) },
  };
}

function listItem(record: NaiveRecord): unknown {
  return {
    links: links(record.id),
    activityId: record.id,
    activityType: record.activityType,
    startTime: new Date(record.startTime).toISOString(),
    activityTimeZone: record.timeZoneName,
    status: "COMPLETE",
    deviceType: record.deviceType,
    metricSummary: { calories: "0", fuel: String(record.fuel), distance: String(record.distanceKm), steps: "0", duration: duration(record.durationMs) },
    tags: [],
    metrics: [],
  };
}

/** The plain store: records by user, each list kept in start-time order (most recent last). */
class PlainStore {
  users = new Map<string, NaiveRecord[]>();
  add(userId: string, records: NaiveRecord[]): void {
    const list = this.users.get(userId) ?? [];
    for (const record of records) {
      let at = list.length;
      while (at > 0 && list[at - 1]!.startTime > record.startTime) at--;
      list.splice(at, 0, record);
    }
    this.users.set(userId, list);
  }
  /** A page, most recent first: `count` records from the 1-based `offset`. */
  page(userId: string, count: number, offset: number, token: string): unknown {
    const list = (this.users.get(userId) ?? []).filter((r) => r.activityType === "RUN");
    const data: unknown[] = [];
    for (let i = list.length - offset; i >= 0 && data.length < count; i--) data.push(listItem(list[i]!));
    const href = (o: number): string => `${BASE}/RUNNING?count=${count}&access_token=${encodeURIComponent(token)}&offset=${o}`;
    return { data, paging: { next: offset + count <= list.length ? href(offset + count) : null, previous: offset > 1 ? href(Math.max(1, offset - count)) : null } };
  }
}

/** The naive pipeline's sums without its zod check: what the bare server does with a parsed body. */
function sumsOf(body: unknown): NaiveRecord[] | undefined {
  if (!Array.isArray(body)) return undefined;
  const out: NaiveRecord[] = [];
  for (const activity of body as NaiveRecord[]) {
    const { intervalValue, metricTypes, data } = activity.metrics;
    const d = metricTypes.indexOf("distance");
    const f = metricTypes.indexOf("fuel");
    const s = metricTypes.indexOf("speed");
    let fuel = 0;
    for (const row of data) fuel += f >= 0 ? row[f]! : s >= 0 ? Math.round((row[s]! * intervalValue) / 36) : 0;
    const last = data[data.length - 1];
    out.push({ ...activity, id: crypto.randomUUID(), durationMs: data.length * intervalValue * 1000, distanceKm: d >= 0 && last ? last[d]! : 0, fuel });
  }
  return out;
}

function preloadPlain(store: PlainStore, validate: (body: unknown) => NaiveRecord[] | undefined): void {
  for (let k = 0; k < PRELOADED; k++) store.add(USER, validate([preloadRun(k)])!);
}

// ---- the three servers -----------------------------------------------------------------------------------------

async function libraryServer(): Promise<{ listener: Listener; reset: () => Promise<void> }> {
  let current: Listener = () => undefined;
  const reset = async (): Promise<void> => {
    const service = createActivityService({ repository: createInMemoryActivityRepository(), clock: () => NOW_MS, getProfile: () => PROFILE });
    for (let k = 0; k < PRELOADED; k++) {
      if (!(await service.addActivities(USER, [preloadRun(k)])).ok) throw new Error("the preload was refused");
    }
    current = toNodeListener(createActivityHandler({ service, authenticate: (token) => (token === BENCH_TOKEN ? USER : undefined) }));
  };
  return { listener: (req, res) => current(req, res), reset };
}

function nodeServer(): { listener: Listener; reset: () => Promise<void> } {
  let store = new PlainStore();
  const send = (res: ServerResponse, status: number, body: unknown): void => {
    const text = JSON.stringify(body);
    res.writeHead(status, { "content-type": "application/json", "cache-control": "no-store", "content-length": Buffer.byteLength(text) });
    res.end(text);
  };
  const listener: Listener = (req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    if (url.searchParams.get("access_token") !== BENCH_TOKEN) return send(res, 401, { errors: [{ code: 1201 }] });
    if (req.method === "POST" && url.pathname === BASE) {
      const chunks: Buffer[] = [];
      req.on("data", (chunk: Buffer) => chunks.push(chunk));
      req.on("end", () => {
        let records: NaiveRecord[] | undefined;
        try {
          records = sumsOf(JSON.parse(Buffer.concat(chunks).toString("utf8")));
        } catch {
          records = undefined;
        }
        if (records === undefined) return send(res, 400, { errors: [{ code: 1210 }] });
        store.add(USER, records);
        send(res, 201, records.map(addItem));
      });
      return;
    }
    if (req.method === "GET" && url.pathname === `${BASE}/RUNNING`) {
      const count = Number(url.searchParams.get("count") ?? 5);
      const offset = Number(url.searchParams.get("offset") ?? 1);
      return send(res, 200, store.page(USER, count, offset, BENCH_TOKEN));
    }
    send(res, 404, { errors: [{ code: 1250 }] });
  };
  return {
    listener,
    reset: async () => {
      store = new PlainStore();
      preloadPlain(store, sumsOf);
    },
  };
}

async function honoServer(): Promise<{ fetch: (request: Request) => Response | Promise<Response>; reset: () => Promise<void> }> {
  const { Hono } = await import("hono");
  let store = new PlainStore();
  const zodAdd = (body: unknown): NaiveRecord[] | undefined => {
    const scratch = new Map<string, NaiveRecord[]>();
    const outcome = naiveAdd(scratch, USER, body);
    return outcome.ok ? outcome.records : undefined;
  };
  const listQuery = z.object({ count: z.coerce.number().int().min(1).max(100).default(5), offset: z.coerce.number().int().min(1).default(1) });
  const app = new Hono();
  app.use(async (c, next) => {
    if (c.req.query("access_token") !== BENCH_TOKEN) return c.json({ errors: [{ code: 1201 }] }, 401);
    return next();
  });
  app.post(BASE, async (c) => {
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      return c.json({ errors: [{ code: 1210 }] }, 400);
    }
    const records = zodAdd(body);
    if (records === undefined) return c.json({ errors: [{ code: 1000 }] }, 400);
    store.add(USER, records);
    return c.json(records.map(addItem), 201, { "cache-control": "no-store" });
  });
  app.get(`${BASE}/:experienceType`, (c) => {
    const query = listQuery.safeParse(c.req.query());
    if (!query.success) return c.json({ errors: [{ code: 1100 }] }, 400);
    return c.json(store.page(USER, query.data.count, query.data.offset, BENCH_TOKEN), 200, { "cache-control": "no-store" });
  });
  return {
    fetch: app.fetch,
    reset: async () => {
      store = new PlainStore();
      preloadPlain(store, zodAdd);
    },
  };
}

async function main(kind: ServerKind): Promise<void> {
  let reset: () => Promise<void>;
  let port: number;
  if (kind === "hono") {
    const { serve } = await import("@hono/node-server");
    const hono = await honoServer();
    reset = hono.reset;
    const server = serve({ fetch: hono.fetch, port: 0, hostname: "127.0.0.1" });
    await new Promise<void>((resolve) => server.once("listening", resolve));
    port = (server.address() as AddressInfo).port;
  } else {
    const built = kind === "library" ? await libraryServer() : nodeServer();
    reset = built.reset;
    const server = createServer(built.listener);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  }
  await reset();
  process.on("message", (message: { reset?: boolean; cpu?: boolean }) => {
    if (message.reset === true) {
      void reset().then(() => process.send?.({ reset: true }));
    } else if (message.cpu === true) {
      const { user, system } = process.cpuUsage();
      process.send?.({ cpuMs: (user + system) / 1000 });
    }
  });
  process.on("disconnect", () => process.exit(0));
  process.send?.({ port });
}

const kind = process.argv[2] as ServerKind;
if (SERVER_KINDS.includes(kind)) {
  main(kind).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
