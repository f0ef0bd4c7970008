/**
 * The PostgreSQL rows of `npm run bench` (`--only postgres`): the `./postgres` adapter beside what the same
 * database does by hand, side by side in one run against the same server (wall time, medians of interleaved
 * rounds; the server's work runs in another process, which CPU time would leave out).
 *
 * - adds: `addActivities` of one RUN 180 × 4 against a prepared INSERT of the same row written by hand (same table,
 *   same indexes; its parameters built from the same activity at every add, as hand-written code must), one user in
 *   sequence and 100 users at once on a pool of 10; an ALL_DAY 17 280 × 6 add (the read of its day's overlapping
 *   activities the service makes, then the add) against the INSERT of its row;
 * - a history import of 10 000 RUN activities in one `addActivities` against `COPY` of the same rows (text format,
 *   the data built before the clock starts);
 * - pages of 20 at 10 000 and 200 000 activities of one user (RUNNING: one type; WRISTBAND: the ALL_DAY list and
 *   the activities overlapping its days): the first page, the page after the middle of the history, the last;
 * - PGlite (in a temporary directory) against the server and against an INSERT of the row by hand on PGlite, one
 *   user adding in sequence.
 *
 * Server: `ACTIVITY_FUEL_TEST_DATABASE_URL` when set, else a throw-away cluster started with
 * `.ci/postgres-cluster.sh` (initdb must be installed); without either the section says so.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type pg from "pg";
import { from as copyFrom } from "pg-copy-streams";
import type { StoredActivity } from "../../../src/model/storedActivity.js";
import { createPostgresActivityRepository, migrateActivityDatabase, type ActivityDatabase } from "../../../src/postgres/index.js";
import { byteaToHex } from "../../../src/postgres/byteaHex.js";
import { float64Bytes } from "../../../src/postgres/float64Bytes.js";
import { storedFields } from "../../derive/storedFixture.js";
import type { ActivityRepository, ListPosition, PageRequest } from "../../../src/repository/activityRepository.js";
import { createInMemoryActivityRepository } from "../../../src/repository/createInMemoryActivityRepository.js";
import { createActivityService } from "../../../src/service/createActivityService.js";
import { startTestServer } from "../../postgres/testServer.js";
import { atMost, compareWallClock, duration, info, times, type BenchFigure, type BenchSection } from "../benchKit.js";
import { syntheticInputs } from "../syntheticBodies.js";

const GROUP = "PostgreSQL";
const NOW_MS = Date.UTC(2030, 0, 1);
const HOUR_MS = 3_600_000;
const COLUMNS =
  "user_id, activity_id, activity_type, start_time, end_time, local_date, time_zone_name, device_type, device_name, status, received_at, " +
  "duration_ms, distance_km, calories_kcal, steps, fuel, interval_value, metric_types, point_count, samples, fuel_per_point, envelope";

/** The activities the service stores for a body (validated and derived), captured on their way to storage. */
async function storedActivitiesOf(json: string): Promise<StoredActivity[]> {
  const captured: StoredActivity[] = [];
  const inner = createInMemoryActivityRepository();
  const repository: ActivityRepository = {
    ...inner,
    addActivities: (userId, batch, options) => {
      captured.push(...batch);
      return inner.addActivities(userId, batch, options);
    },
  };
  const service = createActivityService({ repository, clock: () => NOW_MS, getProfile: async () => ({ weightKg: 70, ageYears: 35 }) });
  const outcome = await service.addActivities("bench", JSON.parse(json));
  if (!outcome.ok || captured.length === 0) throw new Error("the bench body was refused");
  return captured;
}

/** `stored` as another activity: owner, id and start time changed, everything else shared. */
function copyOf(stored: StoredActivity, userId: string, activityId: string, startTime: number): StoredActivity {
  const activity = { ...stored.activity, startTime };
  return { ...stored, userId, activityId, activity, ...storedFields(activity, stored.derived) };
}

/** A row's values as a hand-written INSERT or COPY takes them: the adapter's columns in their plainest encoding. */
function rowValues(stored: StoredActivity): unknown[] {
  const { activity, derived } = stored;
  const { metrics } = activity;
  const samples = new Float64Array(metrics.pointCount * metrics.columns.length);
  metrics.columns.forEach((column, c) => samples.set(column as ArrayLike<number>, c * metrics.pointCount));
  const iso = (ms: number): string => new Date(ms).toISOString();
  return [
    stored.userId,
    stored.activityId,
    activity.activityType,
    iso(activity.startTime),
    iso(stored.endMs),
    stored.localDate,
    activity.timeZoneName,
    activity.deviceType,
    activity.deviceName ?? null,
    stored.status,
    iso(stored.receivedAtMs),
    derived.durationMs,
    derived.distanceKm ?? null,
    derived.calories ?? null,
    derived.steps ?? null,
    derived.fuel,
    metrics.intervalValue,
    [...metrics.metricTypes],
    metrics.pointCount,
    Buffer.from(new Uint8Array(samples.buffer)),
    Buffer.from(float64Bytes(derived.fuelPerPoint)),
    JSON.stringify({ intervalUnit: metrics.intervalUnit, fuelModel: derived.fuelModel, tags: [] }),
  ];
}

/** The same row with another owner, id and start. */
function rowWith(values: readonly unknown[], userId: string, activityId: string, startTime: number, spanMs: number): unknown[] {
  const row = [...values];
  row[0] = userId;
  row[1] = activityId;
  row[3] = new Date(startTime).toISOString();
  row[4] = new Date(startTime + spanMs).toISOString();
  return row;
}

/** One row in COPY text format (tab-separated; bytea as `\\x` hex; arrays as `{a,b}`; NULL as `\N`). */
function copyLine(values: readonly unknown[]): string {
  return `${values
    .map((v) => {
      if (v === null) return "\\N";
      if (Buffer.isBuffer(v)) return `\\\\x${v.toString("hex")}`;
      if (Array.isArray(v)) return `{${v.join(",")}}`;
      return String(v).replaceAll("\\", "\\\\");
    })
    .join("\t")}\n`;
}

/** Runs `COPY table FROM STDIN` with `text` on a client of `pool`. */
async function copyRows(pool: pg.Pool, table: string, text: string): Promise<void> {
  const client = await pool.connect();
  try {
    await new Promise<void>((resolve, reject) => {
      const stream = client.query(copyFrom(`COPY ${table} (${COLUMNS}) FROM STDIN`));
      stream.on("error", reject);
      stream.on("finish", resolve);
      stream.end(text);
    });
  } finally {
    client.release();
  }
}

/** An at-least figure (`value ≥ limit`). */
function atLeast(figure: string, value: number, limit: number): BenchFigure {
  return { group: GROUP, figure, value: times(value), target: `≥ ${times(limit)}`, holds: value >= limit };
}

/** Fills `schema` with `size` activities of `userId` by SQL: every 4 h, each 6th an ALL_DAY of 24 h, tiny samples. */
async function fill(pool: pg.Pool, schema: string, userId: string, size: number): Promise<void> {
  const first = NOW_MS - size * 4 * HOUR_MS;
  await pool.query(
    `INSERT INTO "${schema}".activity_fuel_activities (${COLUMNS})
     SELECT $1, 'f' || lpad(i::text, 7, '0'), (ARRAY['RUN','CYCLE','RUN','WALK','RUN','ALL_DAY'])[i % 6 + 1], t.ts,
       t.ts + CASE WHEN i % 6 = 5 THEN interval '24 hours' ELSE interval '30 minutes' END, (t.ts AT TIME ZONE 'UTC')::date, 'UTC',
       'WATCH', NULL, 'COMPLETE', t.ts + interval '1 day', 1800000, 5, NULL, NULL, 3, 10, ARRAY['distance', 'speed'],
       1, '\\x00000000000000000000000000000000'::bytea, '\\x0000000000000840'::bytea, '{"intervalUnit":"sec","fuelModel":"bench","tags":[]}'::jsonb
     FROM generate_series(0, $2::int - 1) AS i,
       LATERAL (SELECT 'epoch'::timestamptz + ($3::float8 + i * 14400000.0::float8) * interval '1 millisecond' AS ts) AS t`,
    [userId, size, first],
  );
  await pool.query(`INSERT INTO "${schema}".activity_fuel_users (user_id, max_span_ms) VALUES ($1, 86400000)`, [userId]);
  await pool.query(`VACUUM ANALYZE "${schema}".activity_fuel_activities`);
}

/** A WRISTBAND page as storage serves it: the ALL_DAY list, then the activities overlapping its days. */
async function wristbandPage(repository: ActivityRepository, userId: string, page: PageRequest): Promise<void> {
  const days = await repository.listActivities(userId, { activityTypes: ["ALL_DAY"] }, page);
  if (days.length === 0) throw new Error("an empty WRISTBAND page");
  const fromMs = days[days.length - 1]!.activity.startTime;
  const toMs = Math.max(...days.map((d) => d.endMs));
  await repository.listActivitiesOverlapping(userId, { ranges: [{ fromMs, toMs }] });
}

async function pageFigures(pool: pg.Pool, newSchema: () => string, rounds: number, quick: boolean, log: (line: string) => void): Promise<BenchFigure[]> {
  const sizes = quick ? [2_000, 40_000] : [10_000, 200_000];
  const stores: ActivityRepository[] = [];
  for (const size of sizes) {
    const schema = newSchema();
    await migrateActivityDatabase(pool, { schema });
    const t0 = performance.now();
    await fill(pool, schema, "pager", size);
    log(`postgres: filled ${size.toLocaleString("en")} activities in ${duration(performance.now() - t0)}`);
    stores.push(createPostgresActivityRepository(pool, { schema }));
  }
  const [small, large] = stores as [ActivityRepository, ActivityRepository];
  const largeSize = sizes[1]!;
  const limit = 20;
  const figures: BenchFigure[] = [];
  const kinds = [
    { name: "RUNNING", types: ["RUN"], count: Math.ceil(largeSize / 2) },
    { name: "WRISTBAND", types: ["ALL_DAY"], count: Math.floor(largeSize / 6) },
  ];
  for (const kind of kinds) {
    // positions in the newest-first list: the entry before the middle page, the one before the last page
    const atIndex = async (index: number): Promise<ListPosition> => {
      const [entry] = await large.listActivities("pager", { activityTypes: kind.types }, { offset: index, limit: 1 });
      if (entry === undefined) throw new Error(`no ${kind.name} entry ${index}`);
      return { startTime: entry.activity.startTime, activityId: entry.activityId };
    };
    const middle = await atIndex(Math.floor(kind.count / 2));
    const last = await atIndex(kind.count - limit - 1);
    const read = (repository: ActivityRepository, page: PageRequest) => async (): Promise<void> => {
      for (let k = 0; k < 10; k++) {
        if (kind.name === "WRISTBAND") await wristbandPage(repository, "pager", page);
        else if ((await repository.listActivities("pager", { activityTypes: kind.types }, page)).length !== limit) throw new Error("a short page");
      }
    };
    const [firstSmall, firstLarge, middleLarge, lastLarge, beforeMiddle, offsetMiddle] = (
      await compareWallClock(
        [
          read(small, { offset: 0, limit }),
          read(large, { offset: 0, limit }),
          read(large, { offset: 0, limit, after: middle }),
          read(large, { offset: 0, limit, after: last }),
          read(large, { offset: 0, limit, before: middle }),
          read(large, { offset: Math.floor(kind.count / 2), limit }),
        ],
        rounds,
      )
    ).map((ms) => ms / 10) as [number, number, number, number, number, number];
    const big = largeSize.toLocaleString("en");
    log(`postgres ${kind.name} pages: first ${duration(firstSmall)} at ${sizes[0]!.toLocaleString("en")}, at ${big}: first ${duration(firstLarge)}, middle ${duration(middleLarge)}, last ${duration(lastLarge)}`);
    figures.push(
      info(GROUP, `${kind.name} page of ${limit}: first at ${sizes[0]!.toLocaleString("en")}, at ${big} first / middle (after) / last (after)`, [firstSmall, firstLarge, middleLarge, lastLarge].map(duration).join(" / ")),
      atMost(GROUP, `${kind.name} first page, ${big} / ${sizes[0]!.toLocaleString("en")} activities`, firstLarge / firstSmall, 2, times),
      atMost(GROUP, `${kind.name} page after the middle / first page, ${big} activities`, middleLarge / firstLarge, 2, times),
      atMost(GROUP, `${kind.name} last page (after) / first page, ${big} activities`, lastLarge / firstLarge, 2, times),
      atMost(GROUP, `${kind.name} page before the middle (previous) / first page, ${big} activities`, beforeMiddle / firstLarge, 2, times),
      info(GROUP, `${kind.name} page at the middle by offset alone (a client's own offset) / first page, ${big} activities`, times(offsetMiddle / firstLarge)),
    );
  }
  return figures;
}

/** The PostgreSQL section. */
export function postgresSections(): BenchSection[] {
  return [
    {
      name: "postgres",
      async run({ rounds, quick, log }) {
        const server = await startTestServer({ poolSize: 10 }).catch((e: unknown) => String(e));
        if (typeof server === "string") return [info(GROUP, "not measured", server.slice(0, 200))];
        const liteDir = mkdtempSync(join(tmpdir(), "activity-fuel-bench-pglite-"));
        const lite = new PGlite(liteDir);
        try {
          const { pool } = server;
          const settings = await pool.query<{ name: string; setting: string }>(
            "SELECT name, setting FROM pg_settings WHERE name IN ('fsync', 'synchronous_commit', 'server_version') ORDER BY name",
          );
          const about = settings.rows.map((r) => `${r.name} ${r.setting}`).join(", ");
          log(`postgres: ${server.origin}; ${about}`);
          const figures: BenchFigure[] = [info(GROUP, "server", `${about}; pool of 10`)];
          const inputs = syntheticInputs();
          const run = (await storedActivitiesOf(inputs.find((i) => i.name.startsWith("RUN"))!.json))[0]!;
          const allDay = (await storedActivitiesOf(inputs.find((i) => i.name.startsWith("ALL_DAY"))!.json))[0]!;
          const adapterSchema = server.newSchema();
          const rawSchema = server.newSchema();
          await migrateActivityDatabase(pool, { schema: adapterSchema });
          await migrateActivityDatabase(pool, { schema: rawSchema });
          const adapter = createPostgresActivityRepository(pool, { schema: adapterSchema });
          const rawTable = `"${rawSchema}".activity_fuel_activities`;
          const insert = { name: `bench_raw_insert_${rawSchema}`, text: `INSERT INTO ${rawTable} (${COLUMNS}) VALUES (${COLUMNS.split(", ").map((_, i) => `$${i + 1}`).join(", ")})` };
          const runRow = rowValues(run);
          const runSpan = run.endMs - run.activity.startTime;
          let serial = 0;
          // every add a new activity, 10 minutes before the previous one (a history growing backwards)
          const nextStart = (): number => NOW_MS - ++serial * 600_000;
          const adapterAdd = async (userId: string): Promise<void> => {
            const outcome = await adapter.addActivities(userId, [copyOf(run, userId, `a${serial}`, nextStart())]);
            if (!outcome.ok) throw new Error(`an adapter add was refused: ${outcome.reason}`);
          };
          const rawAdd = async (userId: string): Promise<void> => {
            await pool.query({ ...insert, values: rowValues(copyOf(run, userId, `r${serial}`, nextStart())) });
          };
          // the service over the adapter: the parsed body validated, derived (records included) and stored
          const runBody = (JSON.parse(inputs.find((i) => i.name.startsWith("RUN"))!.json) as Record<string, unknown>[])[0]!;
          const service = createActivityService({ repository: adapter, clock: () => NOW_MS, getProfile: async () => ({ weightKg: 70, ageYears: 35 }) });
          const serviceAdd = async (userId: string): Promise<void> => {
            const outcome = await service.addActivities(userId, [{ ...runBody, startTime: nextStart() - 86_400_000 }]);
            if (!outcome.ok) throw new Error(`a service add was refused: ${JSON.stringify(outcome.errors[0])}`);
          };
          // some history first, and statistics, as a running service has
          for (let u = 0; u < 100; u++) {
            for (let k = 0; k < 5; k++) {
              await adapterAdd(`user-${u}`);
              await rawAdd(`user-${u}`);
            }
          }
          await pool.query(`ANALYZE "${adapterSchema}".activity_fuel_activities`);
          await pool.query(`ANALYZE ${rawTable}`);

          const sequential = 50;
          const [adapterOne, rawOne, serviceOne] = await compareWallClock(
            [
              async () => {
                for (let i = 0; i < sequential; i++) await adapterAdd("user-0");
              },
              async () => {
                for (let i = 0; i < sequential; i++) await rawAdd("user-0");
              },
              async () => {
                for (let i = 0; i < sequential; i++) await serviceAdd("user-0");
              },
            ],
            rounds,
          );
          log(`postgres RUN add, 1 user in sequence: service ${duration(serviceOne! / sequential)}, adapter ${duration(adapterOne! / sequential)}, prepared INSERT ${duration(rawOne! / sequential)}`);
          figures.push(
            info(GROUP, "RUN 180 × 4 add, 1 user in sequence: service / adapter / prepared INSERT of the row", [serviceOne!, adapterOne!, rawOne!].map((ms) => duration(ms / sequential)).join(" / ")),
            atLeast("RUN add rate, 1 user in sequence: adapter ÷ prepared INSERT", rawOne! / adapterOne!, 0.8),
            atLeast("RUN add rate, 1 user in sequence: service ÷ prepared INSERT", rawOne! / serviceOne!, 0.8),
          );

          const users = 100;
          const perUser = quick ? 2 : 10;
          const concurrently = (add: (userId: string) => Promise<void>) => async (): Promise<void> => {
            await Promise.all(
              Array.from({ length: users }, async (_, u) => {
                for (let k = 0; k < perUser; k++) await add(`user-${u}`);
              }),
            );
          };
          const [adapterMany, rawMany, serviceMany] = await compareWallClock([concurrently(adapterAdd), concurrently(rawAdd), concurrently(serviceAdd)], rounds);
          const rate = (ms: number): string => `${((users * perUser) / (ms / 1000)).toFixed(0)} /s`;
          log(`postgres RUN adds, ${users} users at once: service ${rate(serviceMany!)}, adapter ${rate(adapterMany!)}, prepared INSERT ${rate(rawMany!)}`);
          figures.push(
            info(GROUP, `RUN adds, ${users} users at once: service / adapter / prepared INSERT`, `${rate(serviceMany!)} / ${rate(adapterMany!)} / ${rate(rawMany!)}`),
            atLeast(`RUN add rate, ${users} users at once: adapter ÷ prepared INSERT`, rawMany! / adapterMany!, 0.8),
            atLeast(`RUN add rate, ${users} users at once: service ÷ prepared INSERT`, rawMany! / serviceMany!, 0.8),
          );

          // ALL_DAY: the read the service makes for the day's de-duplicated fuel, then the add; against its row's INSERT
          let day = 0;
          const perRound = 3;
          const [adapterDay, rawDay] = (
            await compareWallClock(
              [
                async () => {
                  for (let k = 0; k < perRound; k++) {
                    const start = NOW_MS - ++day * 86_400_000;
                    await adapter.listActivitiesOverlapping("day-user", { ranges: [{ fromMs: start, toMs: start + 86_400_000 }] });
                    const outcome = await adapter.addActivities("day-user", [copyOf(allDay, "day-user", `d${day}`, start)]);
                    if (!outcome.ok) throw new Error("an ALL_DAY add was refused");
                  }
                },
                async () => {
                  for (let k = 0; k < perRound; k++) await pool.query({ ...insert, values: rowValues(copyOf(allDay, "day-user", `d${++day}`, NOW_MS - day * 86_400_000)) });
                },
              ],
              rounds,
            )
          ).map((ms) => ms / perRound);
          log(`postgres ALL_DAY add: adapter (overlap read + add) ${duration(adapterDay!)}, INSERT of its row ${duration(rawDay!)}`);
          figures.push(
            info(GROUP, "ALL_DAY 17 280 × 6 add: adapter (its day's overlap read + add) / prepared INSERT of its row", `${duration(adapterDay!)} / ${duration(rawDay!)}`),
            atMost(GROUP, "ALL_DAY add ÷ prepared INSERT of its row", adapterDay! / rawDay!, 1.5, times),
          );

          // history import: 10 000 RUN activities of a new user in one batch, against COPY of the same rows
          const importSize = quick ? 2_000 : 10_000;
          let imports = 0;
          const history = (userId: string): StoredActivity[] =>
            Array.from({ length: importSize }, (_, i) => copyOf(run, userId, `h${i}`, NOW_MS - (i + 1) * 4 * HOUR_MS));
          const copyText = (userId: string): string =>
            Array.from({ length: importSize }, (_, i) => copyLine(rowWith(runRow, userId, `h${i}`, NOW_MS - (i + 1) * 4 * HOUR_MS, runSpan))).join("");
          let batch: StoredActivity[] = [];
          let text = "";
          const [adapterImport, copyImport] = await compareWallClock(
            [
              async () => {
                const outcome = await adapter.addActivities(`importer-${imports}`, batch);
                if (!outcome.ok) throw new Error("the import was refused");
              },
              () => copyRows(pool, rawTable, text),
            ],
            Math.max(3, Math.ceil(rounds / 3)),
            async () => {
              // a new user per import; the data is built before the clock starts
              imports++;
              batch = history(`importer-${imports}`);
              text = copyText(`importer-${imports}`);
            },
          );
          const rows = (ms: number): string => `${((importSize / ms) * 1000).toFixed(0)} rows/s`;
          log(`postgres import of ${importSize} RUN activities: adapter ${rows(adapterImport!)}, COPY ${rows(copyImport!)}`);
          figures.push(
            info(GROUP, `import of ${importSize.toLocaleString("en")} RUN 180 × 4 activities: adapter / COPY`, `${rows(adapterImport!)} / ${rows(copyImport!)}`),
            atLeast(`import of ${importSize.toLocaleString("en")} activities: adapter ÷ COPY`, copyImport! / adapterImport!, 0.5),
          );

          // a user's records over the imported history: one read of the summaries (no samples), on the server
          let recordReads = 0;
          const counting: ActivityRepository = { ...adapter, listActivities: (...args) => (recordReads++, adapter.listActivities(...args)) };
          const recordsService = createActivityService({ repository: counting, clock: () => NOW_MS, getProfile: async () => ({ weightKg: 70, ageYears: 35 }) });
          const [recordsMs] = await compareWallClock(
            [
              async () => {
                const records = await recordsService.getRecords("importer-1", "RUNNING");
                if (!records.ok || records.value.bestEfforts.length === 0) throw new Error("no records");
              },
            ],
            rounds,
          );
          recordReads = 0;
          await recordsService.getRecords("importer-1", "RUNNING");
          log(`postgres records over ${importSize} activities: ${duration(recordsMs!)}, ${recordReads} read(s)`);
          figures.push(
            info(GROUP, `a user's records (getRecords) over ${importSize.toLocaleString("en")} activities`, duration(recordsMs!)),
            atMost(GROUP, `repository reads of getRecords over ${importSize.toLocaleString("en")} activities`, recordReads, 1, String),
          );

          figures.push(...(await pageFigures(pool, () => server.newSchema(), rounds, quick, log)));

          // PGlite against the server, and against a prepared-by-hand INSERT of the row on PGlite: one user in sequence
          await migrateActivityDatabase(lite, { schema: "bench" });
          await migrateActivityDatabase(lite, { schema: "bench_raw" });
          const onLite = createPostgresActivityRepository(lite, { schema: "bench" });
          const liteInsert = `INSERT INTO bench_raw.activity_fuel_activities (${COLUMNS}) VALUES (${COLUMNS.split(", ").map((_, i) => `$${i + 1}`).join(", ")})`;
          // PGlite's own bytea conversion builds one string per byte; the hand-written INSERT gets the adapter's
          const byteaOptions = { serializers: { 17: (value: Uint8Array) => byteaToHex(value) } };
          const [liteOne, liteRaw, serverOne] = await compareWallClock(
            [
              async () => {
                for (let i = 0; i < sequential; i++) {
                  const outcome = await onLite.addActivities("user-0", [copyOf(run, "user-0", `l${serial}`, nextStart())]);
                  if (!outcome.ok) throw new Error("a PGlite add was refused");
                }
              },
              async () => {
                for (let i = 0; i < sequential; i++) await lite.query(liteInsert, rowValues(copyOf(run, "user-0", `r${serial}`, nextStart())), byteaOptions);
              },
              async () => {
                for (let i = 0; i < sequential; i++) await adapterAdd("user-0");
              },
            ],
            rounds,
          );
          log(`postgres RUN add on PGlite ${duration(liteOne! / sequential)} (its INSERT by hand ${duration(liteRaw! / sequential)}), on the server ${duration(serverOne! / sequential)}`);
          figures.push(
            info(
              GROUP,
              "RUN add, 1 user in sequence: PGlite adapter / PGlite INSERT of the row by hand / server adapter",
              [liteOne!, liteRaw!, serverOne!].map((ms) => duration(ms / sequential)).join(" / "),
            ),
            info(GROUP, "RUN add rate on PGlite: adapter ÷ INSERT by hand", times(liteRaw! / liteOne!)),
            atLeast("RUN add rate: PGlite ÷ server", serverOne! / liteOne!, 0.7),
          );
          return figures;
        } finally {
          await lite.close();
          rmSync(liteDir, { recursive: true, force: true });
          await server.stop();
        }
      },
    },
  ];
}
