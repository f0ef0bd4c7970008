import { execFile, execFileSync } from "node:child_process";
import { promisify } from "node:util";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";

const CLUSTER_SCRIPT = fileURLToPath(new URL("../../.ci/postgres-cluster.sh", import.meta.url));

/** A PostgreSQL server for one test file: a pool, a fresh-schema factory and a stop function. */
export interface TestServer {
  /** Pool on the server (20 connections unless `poolSize` says otherwise). */
  readonly pool: pg.Pool;
  /** Its connection URL (for pools of other sizes or options). */
  readonly url: string;
  /** Where it came from, for messages. */
  readonly origin: string;
  /** A new schema name unique to this run (dropped by `stop`). */
  newSchema(): string;
  /**
   * Restarts the server (fast shutdown: connections cut, committed work kept), for a cluster this file started
   * (`ownCluster`); `undefined` for a server of `ACTIVITY_FUEL_TEST_DATABASE_URL`, which other files share.
   */
  readonly restart: (() => Promise<void>) | undefined;
  /** Drops the schemas, ends the pool, stops a cluster this file started. */
  stop(): Promise<void>;
}

/**
 * The server of the tests: `ACTIVITY_FUEL_TEST_DATABASE_URL` when set (`.ci/run` sets it) and `ownCluster` is not
 * asked, else a throw-away cluster started with `.ci/postgres-cluster.sh` when initdb is installed. When neither
 * works it returns the reason: the caller skips with it, except in CI (`CI=true`), where it throws: CI never skips
 * the server tests.
 */
export async function startTestServer(options: { readonly poolSize?: number; readonly ownCluster?: boolean } = {}): Promise<TestServer | string> {
  let url = options.ownCluster === true ? undefined : process.env["ACTIVITY_FUEL_TEST_DATABASE_URL"];
  let clusterDir: string | undefined;
  let origin = "ACTIVITY_FUEL_TEST_DATABASE_URL";
  if (url === undefined || url === "") {
    clusterDir = mkdtempSync(join(tmpdir(), "activity-fuel-pg-"));
    try {
      url = execFileSync(CLUSTER_SCRIPT, ["start", clusterDir], { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] }).trim();
      origin = `a throw-away cluster in ${clusterDir}`;
    } catch (error) {
      try {
        execFileSync(CLUSTER_SCRIPT, ["stop", clusterDir], { stdio: "ignore" });
      } catch {
        // nothing to stop
      }
      const reason = `no PostgreSQL server: ${options.ownCluster === true ? "this file needs its own cluster" : "ACTIVITY_FUEL_TEST_DATABASE_URL is unset"} and .ci/postgres-cluster.sh could not start one (${
        (error as { stderr?: string }).stderr?.trim() || String(error)
      }); run .ci/run, or set ACTIVITY_FUEL_TEST_DATABASE_URL`;
      if (process.env["CI"] === "true") throw new Error(`${reason} (CI never skips the server tests)`);
      return reason;
    }
  }
  const pool = new pg.Pool({ connectionString: url, max: options.poolSize ?? 20 });
  pool.on("error", () => undefined); // idle clients killed by the server's shutdown
  await pool.query("SELECT 1");
  const run = `t${process.pid}_${Date.now().toString(36)}`;
  const schemas: string[] = [];
  return {
    pool,
    url,
    origin,
    restart: clusterDir === undefined ? undefined : async () => void (await promisify(execFile)(CLUSTER_SCRIPT, ["restart", clusterDir])),
    newSchema() {
      const name = `${run}_${schemas.length + 1}`;
      schemas.push(name);
      return name;
    },
    async stop() {
      try {
        for (const schema of schemas) await pool.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      } finally {
        await pool.end();
        if (clusterDir !== undefined) execFileSync(CLUSTER_SCRIPT, ["stop", clusterDir], { stdio: "ignore" });
      }
    },
  };
}
