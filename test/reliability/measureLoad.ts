// `npm run load`: adds per second and latency of the load run (10 000 adds from
// 100 users through the HTTP handler, every answer model-checked), all in flight at once and 100 at a time; medians
// of interleaved rounds. Writes the table between the markers of its storage in docs/reliability.md. Timing is
// measured here, never asserted in tests.
//
//   npm run load [-- ROUNDS]                         in-memory repository (markers load:)
//   npm run load -- --postgres [--pool N] [ROUNDS]   PostgreSQL server (markers load-postgres:): the server of
//                                                    ACTIVITY_FUEL_TEST_DATABASE_URL, else a throw-away cluster
//                                                    (.ci/postgres-cluster.sh); a pg.Pool of N connections, default 20
//   npm run load -- --pglite [ROUNDS]                PGlite in memory (markers load-pglite:)
//   --print                                          prints the table without writing the doc (e.g. other pool sizes)
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { parseArgs } from "node:util";
import { createInMemoryActivityRepository, type ActivityRepository } from "../../src/repository/index.js";
import { runLoad, type LoadReport } from "./runLoad.js";

const { values: flags, positionals } = parseArgs({
  options: { postgres: { type: "boolean" }, pglite: { type: "boolean" }, pool: { type: "string" }, print: { type: "boolean" } },
  allowPositionals: true,
});
const ROUNDS = Number(positionals[0] ?? 5);
const POOL = Number(flags.pool ?? 20);
if (!(Number.isInteger(ROUNDS) && ROUNDS > 0 && Number.isInteger(POOL) && POOL > 0)) throw new Error("usage: load [--postgres [--pool N] | --pglite] [--print] [ROUNDS]");

const CONFIGS = [
  { label: "10 000 in flight", adds: 10_000, users: 100, concurrency: 10_000 },
  { label: "100 in flight", adds: 10_000, users: 100, concurrency: 100 },
];
const median = (xs: number[]) => xs.slice().sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;

/** A storage to measure: fresh empty repositories, a description and a clean-up. */
interface Target {
  readonly marker: string;
  readonly description: string;
  fresh(): Promise<ActivityRepository>;
  close(): Promise<void>;
}

async function target(): Promise<Target> {
  if (flags.postgres === true) {
    const { startTestServer } = await import("../postgres/testServer.js");
    const { createPostgresActivityRepository, migrateActivityDatabase } = await import("../../src/postgres/index.js");
    const server = await startTestServer({ poolSize: POOL });
    if (typeof server === "string") throw new Error(server);
    const version = (await server.pool.query<{ server_version: string }>("SHOW server_version")).rows[0]?.server_version;
    return {
      marker: "load-postgres",
      description: `PostgreSQL ${version} server on the same machine (a cluster of .ci/postgres-cluster.sh: fsync off, synchronous_commit off), a pg.Pool of ${POOL} connections, a fresh schema per run`,
      async fresh() {
        const schema = server.newSchema();
        await migrateActivityDatabase(server.pool, { schema });
        return createPostgresActivityRepository(server.pool, { schema });
      },
      close: () => server.stop(),
    };
  }
  if (flags.pglite === true) {
    const { PGlite } = await import("@electric-sql/pglite");
    const { createPostgresActivityRepository, migrateActivityDatabase } = await import("../../src/postgres/index.js");
    const lite = new PGlite();
    let schemas = 0;
    return {
      marker: "load-pglite",
      description: "PGlite in memory (one connection: transactions run one at a time), a fresh schema per run",
      async fresh() {
        const schema = `load_${++schemas}`;
        await migrateActivityDatabase(lite, { schema });
        return createPostgresActivityRepository(lite, { schema });
      },
      close: () => lite.close(),
    };
  }
  return {
    marker: "load",
    description: "In-memory repository",
    fresh: async () => createInMemoryActivityRepository(),
    close: async () => undefined,
  };
}

const storage = await target();
const loadBefore = loadavg()[0] ?? 0;
const results = CONFIGS.map(() => [] as LoadReport[]);
try {
  await runLoad(await storage.fresh(), { adds: 1000, users: 10 }); // warm-up
  for (let round = 0; round < ROUNDS; round++) {
    for (const [i, config] of CONFIGS.entries()) {
      const report = await runLoad(await storage.fresh(), config);
      results[i]!.push(report);
      console.error(`round ${round + 1}/${ROUNDS}, ${config.label}: ${report.addsPerSecond.toFixed(0)} adds/s, p99 ${report.p99Ms.toFixed(1)} ms`);
    }
  }
} finally {
  await storage.close();
}
const rows = CONFIGS.map((config, i) => {
  const r = results[i]!;
  return `| ${config.label} | ${config.adds.toLocaleString("en")} / ${config.users} | ${median(r.map((x) => x.addsPerSecond)).toFixed(0)} | ${median(r.map((x) => x.p50Ms)).toFixed(1)} | ${median(r.map((x) => x.p99Ms)).toFixed(1)} | ${median(r.map((x) => x.maxMs)).toFixed(1)} |`;
});
const table = [
  `${storage.description}; ${ROUNDS} rounds (medians), ${cpus().length} shared cores with a load average of ${loadBefore.toFixed(1)} before and ${(loadavg()[0] ?? 0).toFixed(1)} after the run (other processes compete: compare figures only at similar load), Node ${process.version}, ${new Date().toISOString().slice(0, 16)}Z. Every run passed the model check (0 lost, 0 duplicated, 0 cross-user reads); latency is per add from request to answer, so with 10 000 in flight it is mostly queueing.`,
  "",
  "| concurrency | adds / users | adds/s | p50 ms | p99 ms | max ms |",
  "|---|---:|---:|---:|---:|---:|",
  ...rows,
].join("\n");
console.log(table);
const DOC = "docs/reliability.md";
// the markers on lines of their own, anything (or nothing) between them
const markers = new RegExp(`(<!-- ${storage.marker}:begin -->\\n)[\\s\\S]*?(<!-- ${storage.marker}:end -->)`);
if (flags.print !== true && existsSync(DOC)) {
  const doc = readFileSync(DOC, "utf8");
  if (!markers.test(doc)) console.error(`no ${storage.marker} markers in ${DOC}: the table was printed only`);
  else writeFileSync(DOC, doc.replace(markers, `$1${table}\n$2`));
}
