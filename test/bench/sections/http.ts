/**
 * Requests per second over real sockets: the library's handler on `node:http` through `toNodeListener`, against a
 * bare `node:http` server that parses and answers and against Hono + zod + a Map on `@hono/node-server`
 * (httpServers.ts: the same two requests, the same JSON answers). Each server runs in its own child process, the
 * load comes from autocannon in this one (20 connections); every round runs each server in turn (each round
 * starting with the next), POST then GET for 3 s each, each phase on a store started again. Medians over the
 * bench's rounds (9 by default).
 *
 * - POST: Add Activities of the RUN body (180 × 4), each request adding one run.
 * - GET: the RUNNING page of 20 of a user with 200 runs.
 *
 * Throughput is counted two ways: requests per second of wall time (what autocannon sees; on a shared 2-core
 * machine it depends on what else runs), and requests per CPU second of the server process (user + system, as
 * the other sections count), which the targets use. Targets (issue 29): the library ≥ 0.7× the bare server and
 * ≥ 1.0× Hono + zod + Map, POST and GET.
 *
 * Beside them, in this process: the list operation of the GET (`listActivities`, a RUNNING page of 20 with its
 * items, links and paging) against `JSON.stringify` of the page it returns, the list items costing no more than the
 * JSON they become (target ≤ 1.0×).
 *
 * `AF_HTTP_PROFILE=dir` starts the servers with `--cpu-prof --cpu-prof-dir=dir` (profiles are written when the
 * section ends).
 */
import { fork, type ChildProcess } from "node:child_process";
import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { build } from "esbuild";
import { atLeast, atMost, compareSideBySideAsync, duration, info, median, times, type BenchFigure, type BenchSection, type Library } from "../benchKit.js";
import { syntheticInputs } from "../syntheticBodies.js";
import { BENCH_TOKEN, SERVER_KINDS, type ServerKind } from "../httpServers.js";

const CONNECTIONS = 20;
const TO_BARE_TARGET = 0.7;
const TO_HONO_TARGET = 1.0;
const LABELS: Record<ServerKind, string> = { library: "library (toNodeListener)", node: "bare node:http", hono: "Hono + zod + Map" };

interface Server {
  readonly kind: ServerKind;
  readonly port: number;
  readonly child: ChildProcess;
}

/** Bundles httpServers.ts (the library from source, as published: esbuild, no keepNames), packages left outside. */
async function bundleServers(): Promise<string> {
  const outDir = fileURLToPath(new URL("../../../.bench-out/", import.meta.url));
  mkdirSync(outDir, { recursive: true });
  const outfile = `${outDir}httpServers.mjs`;
  await build({
    entryPoints: [fileURLToPath(new URL("../httpServers.ts", import.meta.url))],
    outfile,
    bundle: true,
    format: "esm",
    platform: "node",
    target: "es2022",
    packages: "external",
    logLevel: "warning",
  });
  return outfile;
}

function request<T>(child: ChildProcess, message: object, key: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const onMessage = (reply: Record<string, unknown>): void => {
      if (!(key in reply)) return;
      child.off("message", onMessage);
      child.off("exit", onExit);
      resolve(reply[key] as T);
    };
    const onExit = (code: number | null): void => reject(new Error(`a bench server exited (${String(code)})`));
    child.on("message", onMessage);
    child.once("exit", onExit);
    if (Object.keys(message).length > 0) child.send(message);
  });
}

async function start(script: string, kind: ServerKind): Promise<Server> {
  const dir = process.env["AF_HTTP_PROFILE"];
  const execArgv = dir === undefined ? [] : ["--cpu-prof", `--cpu-prof-dir=${dir}`, `--cpu-prof-name=${kind}-${Date.now()}.cpuprofile`];
  const child = fork(script, [kind], { execArgv, stdio: ["ignore", "inherit", "inherit", "ipc"] });
  const port = await request<number>(child, {}, "port");
  return { kind, port, child };
}

/** One load phase: requests per wall second and per CPU second of the server, and non-2xx answers. */
async function phase(server: Server, options: { method: "POST" | "GET"; path: string; body?: string; seconds: number }): Promise<{ wall: number; cpu: number }> {
  await request(server.child, { reset: true }, "reset");
  const cpuBefore = await request<number>(server.child, { cpu: true }, "cpuMs");
  const result = await autocannon({
    url: `http://127.0.0.1:${server.port}${options.path}`,
    method: options.method,
    connections: CONNECTIONS,
    duration: options.seconds,
    ...(options.body !== undefined ? { body: options.body, headers: { "content-type": "application/json" } } : {}),
  });
  const cpuAfter = await request<number>(server.child, { cpu: true }, "cpuMs");
  const answered = result.requests.total;
  if (result.non2xx > 0 || result.errors > 0 || answered === 0) {
    throw new Error(`${LABELS[server.kind]} ${options.method}: ${result.non2xx} non-2xx, ${result.errors} errors of ${answered}`);
  }
  return { wall: answered / options.seconds, cpu: answered / ((cpuAfter - cpuBefore) / 1000) };
}

const LIST_TO_JSON_TARGET = 1.0;

/** The list operation of the GET phase against `JSON.stringify` of its page, side by side in this process. */
async function measureListItems(lib: Library, rounds: number, log: (line: string) => void): Promise<BenchFigure> {
  const nowMs = Date.UTC(2030, 0, 1);
  const service = lib.createActivityService({ repository: lib.createInMemoryActivityRepository(), clock: () => nowMs, getProfile: () => ({ weightKg: 70, ageYears: 35 }) });
  const data = Array.from({ length: 180 }, (_, i) => [Math.round(i * 30) / 1000, 10.8]);
  for (let k = 0; k < 200; k++) {
    const run = { activityType: "RUN", deviceType: "WATCH", startTime: nowMs - (24 + k) * 3_600_000, timeZoneName: "Europe/Paris", metrics: { intervalUnit: "sec", intervalValue: 10, metricTypes: ["distance", "speed"], data } };
    if (!(await service.addActivities("user", [run])).ok) throw new Error("a run was refused");
  }
  const list = () => service.listActivities("user", "RUNNING", { count: 20 }, { keepParams: [["access_token", BENCH_TOKEN]] });
  const page = await list();
  if (!page.ok || page.value.data.length !== 20) throw new Error("the page is not 20 runs");
  const [listMs, jsonMs] = await compareSideBySideAsync([list, async () => JSON.stringify(page.value)], rounds, 100);
  log(`list items: listActivities ${duration(listMs!)}, JSON.stringify of its page ${duration(jsonMs!)}`);
  return atMost("http", `GET's list (a RUNNING page of 20: items, links, paging) / JSON.stringify of that page (${duration(listMs!)}, ${duration(jsonMs!)})`, listMs! / jsonMs!, LIST_TO_JSON_TARGET, times);
}

/** The HTTP rows. */
export const httpSection: BenchSection = {
  name: "http",
  async run({ lib, rounds, quick, log }) {
    const listFigure = await measureListItems(lib, rounds, log);
    // short phases, many rounds: on a shared machine the load of other processes changes from second to second
    const seconds = quick ? 2 : 3;
    const roundCount = quick ? 3 : rounds;
    const body = syntheticInputs().find((i) => i.name.startsWith("RUN"))!.json;
    const script = await bundleServers();
    const servers: Server[] = [];
    for (const kind of SERVER_KINDS) servers.push(await start(script, kind));
    const post = { method: "POST" as const, path: `/v1/me/sport/activities?access_token=${BENCH_TOKEN}`, body };
    const get = { method: "GET" as const, path: `/v1/me/sport/activities/RUNNING?access_token=${BENCH_TOKEN}&count=20` };
    const samples = new Map<string, { wall: number[]; cpu: number[] }>();
    const record = (key: string, value: { wall: number; cpu: number }): void => {
      const entry = samples.get(key) ?? { wall: [], cpu: [] };
      entry.wall.push(value.wall);
      entry.cpu.push(value.cpu);
      samples.set(key, entry);
    };
    try {
      // a short warm-up of each server, not counted
      for (const server of servers) {
        await phase(server, { ...post, seconds: 1 });
        await phase(server, { ...get, seconds: 1 });
      }
      for (let r = 0; r < roundCount; r++) {
        for (let k = 0; k < servers.length; k++) {
          const server = servers[(r + k) % servers.length]!;
          record(`${server.kind} POST`, await phase(server, { ...post, seconds }));
          record(`${server.kind} GET`, await phase(server, { ...get, seconds }));
        }
      }
    } finally {
      for (const server of servers) server.child.disconnect();
    }
    const figures: BenchFigure[] = [listFigure];
    const group = "http";
    for (const method of ["POST", "GET"] as const) {
      const of = (kind: ServerKind): { wall: number; cpu: number } => {
        const entry = samples.get(`${kind} ${method}`)!;
        return { wall: median(entry.wall), cpu: median(entry.cpu) };
      };
      const [library, bare, hono] = [of("library"), of("node"), of("hono")];
      const what = method === "POST" ? "POST a RUN (180 × 4)" : "GET a RUNNING page of 20";
      log(`${what}: ${SERVER_KINDS.map((k) => `${LABELS[k]} ${of(k).wall.toFixed(0)}/s wall, ${of(k).cpu.toFixed(0)}/CPU s`).join("; ")}`);
      figures.push(
        atLeast(group, `${what}: library / bare node:http, requests per server CPU second`, library.cpu / bare.cpu, TO_BARE_TARGET, times),
        atLeast(group, `${what}: library / Hono + zod + Map, requests per server CPU second`, library.cpu / hono.cpu, TO_HONO_TARGET, times),
        info(group, `${what}: library / bare node:http, library / Hono (wall time)`, `${times(library.wall / bare.wall)}, ${times(library.wall / hono.wall)}`),
        info(group, `${what}: requests per second, wall (per server CPU second)`, SERVER_KINDS.map((k) => `${LABELS[k]} ${of(k).wall.toFixed(0)} (${of(k).cpu.toFixed(0)})`).join("; ")),
      );
    }
    return figures;
  },
};
