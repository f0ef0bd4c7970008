// `npm run serve`: the HTTP interface on node:http at 127.0.0.1 with the in-memory repository, a demo token and
// demo activities preloaded; prints ready-to-paste curl commands for every endpoint (docs/http.md, README).
//
//   PORT=9000 npm run serve        (default port 8787; PORT=0 picks a free one)
//   DATABASE_URL=postgres://user@host:5432/db npm run serve     (a PostgreSQL server, through pg.Pool)
//   npm run serve -- --pglite ./activity-data                  (PGlite: a durable embedded store in that directory)
//
// With a database the schema is migrated at start-up and the demo activities are preloaded only once.
//
// Also a module: the end-to-end test starts `startDemoServer({ port: 0 })` and replays `walkthrough()` with fetch.
import { readdirSync, readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { toGpx } from "../src/export/toGpx.js";
import { createActivityHandler } from "../src/http/createActivityHandler.js";
import { redactAccessToken } from "../src/http/redactAccessToken.js";
import { toNodeListener } from "../src/http/node/toNodeListener.js";
import type { UserProfile } from "../src/model/userProfile.js";
import type { ActivityRepository } from "../src/repository/activityRepository.js";
import { createInMemoryActivityRepository } from "../src/repository/createInMemoryActivityRepository.js";
import { createActivityService } from "../src/service/createActivityService.js";

/** The port `npm run serve` listens on unless `PORT` says otherwise (the OpenAPI document's server names it). */
export const DEMO_PORT = 8787;

/** The demo access token and the user it stands for. */
export const DEMO_TOKEN = "demo-token";
const DEMO_USER = "demo-user";
// the functional threshold power gives the rides' analyses power zones beside the heart-rate ones
const DEMO_PROFILE: UserProfile = { weightKg: 70, ageYears: 35, timeZoneName: "Europe/Paris", functionalThresholdPowerW: 220 };

/** Ids of the synthetic demo activities (lower case, so never read as experience types: decision D-70). */
export const DEMO_IDS = { run: "demo-run", walk: "demo-walk", ride: "demo-ride", yoga: "demo-yoga", day: "demo-day" } as const;

const MINUTE_MS = 60_000;

/** Rows of `seconds / interval` data points, built by `row(t)` with t the elapsed seconds. */
function rows(seconds: number, interval: number, row: (t: number) => number[]): number[][] {
  const out: number[][] = [];
  for (let t = 0; t < seconds; t += interval) out.push(row(t).map((v) => Math.round(v * 1e6) / 1e6));
  return out;
}

/**
 * Five synthetic, valid activities ending before `nowMs`: a 30-minute run with GPS (a loop in the Bois de
 * Boulogne), a walk with steps, a ride with power, a yoga session with heart rate only, and a wristband's 12 hours
 * (an ALL_DAY at 5 s, heart rate and steps) around the run, listed by WRISTBAND with the run's minutes counted once.
 */
export function syntheticActivities(nowMs: number): { id: string; activity: unknown }[] {
  const start = (hoursAgo: number): number => Math.floor((nowMs - hoursAgo * 3_600_000) / MINUTE_MS) * MINUTE_MS;
  const base = { deviceType: "WATCH", timeZoneName: "Europe/Paris", deviceName: "activity-fuel demo" };
  const speedKmh = 10.8; // 3 m/s
  const loopM = 30 * 60 * 3; // 5.4 km in 30 minutes
  const radiusM = loopM / (2 * Math.PI);
  const [lat0, lon0] = [48.8626, 2.2495];
  const run = {
    ...base,
    activityType: "RUN",
    startTime: start(26),
    metrics: {
      intervalUnit: "sec",
      intervalValue: 10,
      metricTypes: ["distance", "speed", "heartrate", "elevation", "latitude", "longitude"],
      data: rows(30 * 60, 10, (t) => {
        const angle = ((t * 3) / loopM) * 2 * Math.PI;
        return [
          (t * 3) / 1000,
          speedKmh,
          120 + Math.min(40, t / 20),
          40 + 8 * Math.sin(angle * 2),
          lat0 + (radiusM * Math.sin(angle)) / 111_320,
          lon0 + (radiusM * (1 - Math.cos(angle))) / (111_320 * Math.cos((lat0 * Math.PI) / 180)),
        ];
      }),
    },
  };
  const walk = {
    ...base,
    deviceType: "PHONE",
    activityType: "WALK",
    startTime: start(50),
    metrics: {
      intervalUnit: "sec",
      intervalValue: 10,
      metricTypes: ["distance", "speed", "steps"],
      data: rows(20 * 60, 10, (t) => [(t * 1.4) / 1000, 5.04, 18]),
    },
  };
  const ride = {
    ...base,
    deviceType: "BIKE",
    activityType: "CYCLE",
    startTime: start(74),
    metrics: {
      intervalUnit: "sec",
      intervalValue: 10,
      metricTypes: ["distance", "watts"],
      data: rows(45 * 60, 10, (t) => [(t * 7.5) / 1000, 150 + 30 * Math.sin(t / 120)]),
    },
  };
  const yoga = {
    ...base,
    activityType: "YOGA",
    startTime: start(3),
    metrics: {
      intervalUnit: "sec",
      intervalValue: 10,
      metricTypes: ["heartrate"],
      data: rows(30 * 60, 10, (t) => [85 + 10 * Math.sin(t / 200)]),
    },
  };
  const day = {
    ...base,
    deviceType: "WEARABLE",
    deviceName: "activity-fuel demo band",
    activityType: "ALL_DAY",
    startTime: start(32),
    metrics: {
      intervalUnit: "sec",
      intervalValue: 5,
      metricTypes: ["heartrate", "steps"],
      data: rows(12 * 3600, 5, (t) => [70 + 15 * Math.abs(Math.sin(t / 1800)), t % 60 < 20 ? 8 : 0]),
    },
  };
  return [
    { id: DEMO_IDS.run, activity: run },
    { id: DEMO_IDS.walk, activity: walk },
    { id: DEMO_IDS.ride, activity: ride },
    { id: DEMO_IDS.yoga, activity: yoga },
    { id: DEMO_IDS.day, activity: day },
  ];
}

/**
 * The demo recordings of `examples/`: FIT, TCX and GPX files imported with `importRecording` (the `./import`
 * entry), and Add Activities bodies (`*.json` holding an array of activities). Each activity gets the id
 * `example-<file stem>-<index>` (lower case: read as an activity id, decision D-70). Files that cannot be read or
 * imported are reported through `log` and skipped; a missing directory gives nothing.
 *
 * @param dir - the directory.
 * @param log - where skipped files are reported.
 */
export async function exampleActivities(dir: string, log: (line: string) => void = () => undefined): Promise<{ id: string; activity: unknown }[]> {
  let files: string[];
  try {
    files = readdirSync(dir).filter((f) => /\.(fit|tcx|gpx|json)$/i.test(f)).sort();
  } catch {
    return [];
  }
  const out: { id: string; activity: unknown }[] = [];
  for (const file of files) {
    const stem = file.replace(/\.[^.]+$/, "").replace(/[^a-z0-9]+/gi, "-").toLowerCase();
    let activities: unknown[];
    try {
      const bytes = readFileSync(join(dir, file));
      if (/\.json$/i.test(file)) {
        const body: unknown = JSON.parse(bytes.toString("utf8"));
        activities = Array.isArray(body) ? body : [];
      } else {
        const { importRecording } = await import("../src/import/importRecording.js");
        const result = await importRecording(new Uint8Array(bytes), { fileName: file });
        if (!result.ok) {
          log(`skipped example ${file}: ${result.error.code} ${result.error.detail}`);
          continue;
        }
        activities = result.submission;
      }
    } catch (error) {
      log(`skipped example ${file}: ${String(error)}`);
      continue;
    }
    activities.forEach((activity, i) => out.push({ id: `example-${stem}-${i}`, activity }));
  }
  return out;
}

/** One step of the curl walkthrough. */
export interface WalkthroughStep {
  /** What the step shows. */
  readonly title: string;
  /** HTTP method. */
  readonly method: "GET" | "POST";
  /** Path and query, relative to the server. */
  readonly path: string;
  /** JSON body of a POST. */
  readonly body?: string;
  /** Request headers besides Content-Type (e.g. `Authorization`). */
  readonly headers?: Readonly<Record<string, string>>;
  /** The status the step answers. */
  readonly status: number;
}

const RUN_BODY = JSON.stringify([
  {
    activityType: "RUN",
    deviceType: "WATCH",
    startTime: 1_700_000_000_000,
    timeZoneName: "Europe/Paris",
    metrics: {
      intervalUnit: "sec",
      intervalValue: 10,
      metricTypes: ["distance", "speed"],
      data: [[0, 10.8], [0.03, 10.8], [0.06, 10.8], [0.09, 10.8]],
    },
  },
]);

/** The walkthrough of every endpoint and the main error answers, against the demo data. */
export function walkthrough(token = DEMO_TOKEN): WalkthroughStep[] {
  const t = `access_token=${encodeURIComponent(token)}`;
  const c = "/v1/me/sport/activities";
  return [
    { title: "List every activity, two per page (paging.next is the next request)", method: "GET", path: `${c}/ALL?${t}&count=2`, status: 200 },
    { title: "The next page, as paging.next wrote it", method: "GET", path: `${c}/ALL?count=2&${t}&offset=3`, status: 200 },
    { title: "Runs only", method: "GET", path: `${c}/RUNNING?${t}`, status: 200 },
    { title: "Wristband days: the ALL_DAY activities, fuel de-duplicated across the day's activities", method: "GET", path: `${c}/WRISTBAND?${t}`, status: 200 },
    { title: "Activity detail with interval metrics", method: "GET", path: `${c}/${DEMO_IDS.run}?${t}`, status: 200 },
    { title: "GPS data of the run", method: "GET", path: `${c}/${DEMO_IDS.run}/gps?${t}`, status: 200 },
    { title: "The run as a GPX track", method: "GET", path: `${c}/${DEMO_IDS.run}/gps?${t}`, headers: { Accept: "application/gpx+xml" }, status: 200 },
    { title: "The run's analysis: splits per km and mile, best efforts, curves, time in zones, TRIMP", method: "GET", path: `${c}/${DEMO_IDS.run}/analysis?${t}`, status: 200 },
    { title: "Cycling records: best efforts and power curve, each with the ride that holds it", method: "GET", path: `/v1/me/sport/records/CYCLING?${t}`, status: 200 },
    {
      title: "Fitness, fatigue and form per day around the example triathlon of 2018-05-27 (TRIMP: &load=trimp)",
      method: "GET",
      path: `/v1/me/sport/training-load?${t}&startDate=2018-05-20&endDate=2018-06-10`,
      status: 200,
    },
    { title: "Training load without its date range: 400 with code 1171", method: "GET", path: `/v1/me/sport/training-load?${t}`, status: 400 },
    { title: "Add an activity (201 with the derived duration and fuel)", method: "POST", path: `${c}?${t}`, body: RUN_BODY, status: 201 },
    { title: "Validation error: 400 with code 180", method: "POST", path: `${c}?${t}`, body: RUN_BODY.replace("Europe/Paris", "PST"), status: 400 },
    { title: "An activity without coordinates: an empty GPS track", method: "GET", path: `${c}/${DEMO_IDS.yoga}/gps?${t}`, status: 200 },
    { title: "No access token: 401 with code 1200", method: "GET", path: `${c}/RUNNING`, status: 401 },
    {
      title: "The token in an Authorization header instead (RFC 6750); it is then never written into paging links",
      method: "GET",
      path: `${c}/RUNNING?count=1`,
      headers: { Authorization: `Bearer ${token}` },
      status: 200,
    },
    {
      title: "Two different tokens in one request: 401 with code 1202",
      method: "GET",
      path: `${c}/RUNNING?${t}`,
      headers: { Authorization: "Bearer another-token" },
      status: 401,
    },
  ];
}

/** The walkthrough as shell lines: a `# comment` and a `curl` command per step. */
export function renderWalkthrough(baseUrl: string, steps: readonly WalkthroughStep[] = walkthrough()): string {
  return steps
    .map((step) => {
      const flags = step.status >= 400 ? "-si" : "-s";
      const headers = Object.entries(step.headers ?? {}).map(([name, value]) => ` -H '${name}: ${value}'`).join("");
      const head = `curl ${flags}${step.method === "POST" ? " -X POST" : ""}${headers} '${baseUrl}${step.path}'`;
      const body = step.body === undefined ? "" : ` \\\n  -H 'Content-Type: application/json' -d '${step.body}'`;
      return `# ${step.title}\n${head}${body}`;
    })
    .join("\n\n");
}

/** Options of {@link startDemoServer}. */
export interface DemoServerOptions {
  /** TCP port, default 8787; 0 picks a free one. */
  readonly port?: number;
  /** Interface, default 127.0.0.1 (loopback only). */
  readonly host?: string;
  /** Where request lines go (token redacted), default nowhere. */
  readonly log?: (line: string) => void;
  /** Directory of demo recordings (FIT, TCX, GPX, JSON bodies) to preload too, default `examples/`; `""` for none. */
  readonly examplesDir?: string;
  /** Body limit of the handler, bytes (default the handler's 10 MiB). */
  readonly maxBodyBytes?: number;
  /** Storage, default a new in-memory repository. The demo activities are preloaded unless already stored. */
  readonly repository?: ActivityRepository;
}

/** A running demo server. */
export interface DemoServer {
  /** Base URL, e.g. `http://127.0.0.1:8787`. */
  readonly url: string;
  /** The node:http server. */
  readonly server: Server;
  /** Ids of the preloaded activities, synthetic first. */
  readonly preloaded: readonly string[];
  /** Stops listening and closes open connections. */
  close(): Promise<void>;
}

/**
 * Starts the handler on node:http with an in-memory repository, the demo token and the demo activities.
 *
 * @param options - port, host, logger.
 */
export async function startDemoServer(options: DemoServerOptions = {}): Promise<DemoServer> {
  const log = options.log ?? (() => undefined);
  const nextIds: string[] = [];
  const repository = options.repository ?? createInMemoryActivityRepository();
  const service = createActivityService({
    repository,
    getProfile: () => DEMO_PROFILE,
    generateId: () => nextIds.shift() ?? crypto.randomUUID(),
  });
  const examplesDir = options.examplesDir ?? fileURLToPath(new URL(".", import.meta.url));
  // Ids of the preloaded activities are fixed (generateId takes them from nextIds), later ones are UUIDs.
  const preloaded: string[] = [];
  // a durable store keeps the demo activities of an earlier start
  const alreadyLoaded = (await repository.getActivity(DEMO_USER, DEMO_IDS.run)) !== undefined;
  for (const { id, activity } of alreadyLoaded ? [] : [...syntheticActivities(Date.now()), ...(await exampleActivities(examplesDir, log))]) {
    nextIds.splice(0, nextIds.length, id);
    const added = await service.addActivities(DEMO_USER, [activity]);
    if (added.ok) preloaded.push(id);
    else log(`skipped demo activity ${id}: ${added.errors.map((e) => `${e.code} ${e.detail}`).join("; ")}`);
  }
  nextIds.length = 0;

  const handler = createActivityHandler({
    service,
    authenticate: (token) => (token === DEMO_TOKEN ? DEMO_USER : undefined),
    gpx: toGpx, // the GPS route as GPX for Accept: application/gpx+xml
    ...(options.maxBodyBytes !== undefined ? { maxBodyBytes: options.maxBodyBytes } : {}),
    onError: (error, context) => log(`500 ${context.method} ${context.url}: ${String(error)}`),
  });
  // the handler itself goes to toNodeListener (wrapping it in another fetch handler would cost the adapter's direct
  // path); each request is logged when its answer is written
  const listener = toNodeListener(handler, { onError: (error) => log(`adapter error: ${String(error)}`) });
  const server = createServer((req, res) => {
    const started = performance.now();
    res.once("finish", () => {
      const ms = (performance.now() - started).toFixed(1);
      log(`${req.method ?? "GET"} ${redactAccessToken(req.url ?? "/")} → ${res.statusCode} (${ms} ms)`);
    });
    listener(req, res);
  });
  const host = options.host ?? "127.0.0.1";
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? DEMO_PORT, host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}`,
    server,
    preloaded,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

/**
 * The storage `npm run serve` uses: `--pglite DIR` a PGlite database in DIR, else `DATABASE_URL` a PostgreSQL
 * server through a `pg.Pool`, else in memory; the database's schema is migrated first.
 *
 * @param argv - command-line arguments after the script.
 * @param env - the environment.
 */
export async function demoStorage(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
): Promise<{ repository: ActivityRepository; name: string; close(): Promise<void> }> {
  const at = argv.indexOf("--pglite");
  const url = env["DATABASE_URL"];
  if (at < 0 && (url === undefined || url === "")) {
    return { repository: createInMemoryActivityRepository(), name: "in-memory", close: async () => undefined };
  }
  const dir = at >= 0 ? argv[at + 1] : undefined;
  if (at >= 0 && (dir === undefined || dir.startsWith("--"))) throw new Error("--pglite needs a directory");
  // only a database needs the ./postgres entry (and its optional peers)
  const { createPostgresActivityRepository, migrateActivityDatabase } = await import("../src/postgres/index.js");
  if (dir !== undefined) {
    const { PGlite } = await import("@electric-sql/pglite");
    const db = new PGlite(dir);
    await migrateActivityDatabase(db);
    return { repository: createPostgresActivityRepository(db), name: `PGlite in ${dir}`, close: () => db.close() };
  }
  const { default: pg } = await import("pg");
  const pool = new pg.Pool({ connectionString: url });
  // an idle connection whose backend ends (restart, failover, administrator) is dropped by the pool, which then
  // emits "error": without a listener that would end the process; the next query opens a new connection
  pool.on("error", (error) => console.error(`PostgreSQL: an idle connection ended (${error.message}); it will be reopened`));
  await migrateActivityDatabase(pool);
  return { repository: createPostgresActivityRepository(pool), name: `PostgreSQL at ${new URL(url as string).host}`, close: () => pool.end() };
}

async function main(): Promise<void> {
  const port = process.env["PORT"] === undefined ? DEMO_PORT : Number(process.env["PORT"]);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`PORT must be a port number, got ${process.env["PORT"]}`);
  const storage = await demoStorage(process.argv.slice(2), process.env);
  const demo = await startDemoServer({ port, log: (line) => console.log(line), repository: storage.repository });
  console.log(`activity-fuel HTTP interface on ${demo.url} (${storage.name}, demo token "${DEMO_TOKEN}")`);
  console.log(`preloaded activities: ${demo.preloaded.length === 0 ? "none (already stored)" : demo.preloaded.join(", ")}\n`);
  console.log(renderWalkthrough(demo.url));
  console.log("\nCtrl+C stops the server.");
  const stop = (): void => {
    void demo
      .close()
      .then(() => storage.close())
      .then(() => process.exit(0));
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
