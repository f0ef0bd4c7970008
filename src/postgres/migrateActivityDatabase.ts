import type { ActivityDatabase } from "./activityDatabase.js";
import { toSqlExecutor, type SqlSession } from "./sqlExecutor.js";
import type { MigrationScript } from "./migrationScript.js";
import { MIGRATION_SCRIPTS } from "./migrationScripts.js";
import { schemaPrefix } from "./schemaName.js";

/** Options of {@link migrateActivityDatabase}. */
export interface MigrateActivityDatabaseOptions {
  /**
   * Schema holding the tables (created when missing), a lower-case SQL identifier; default: the first schema of
   * the connection's `search_path` (usually `public`). Give the same value to `createPostgresActivityRepository`.
   */
  readonly schema?: string;
  /**
   * Hash partitions by `user_id` of every table a migration creates (PostgreSQL declarative partitioning on one
   * server), an integer 1–1024; absent or 0: plain tables. Only applies to tables not yet created: changing it
   * later does not repartition existing tables.
   */
  readonly partitions?: number;
}

/** What {@link migrateActivityDatabase} did. */
export interface MigrationReport {
  /** Versions applied by this call, ascending (empty when the schema was up to date). */
  readonly applied: readonly number[];
  /** The schema version after the call (the newest migration's version). */
  readonly version: number;
}

/** Where the trailer that records a migration starts: the checksum covers the text before it. */
const RECORD_TRAILER = "\n-- Recorded as applied";
/** The checksum a migration file run by hand records for itself. */
const BY_HAND = "by hand";

/** The part of a migration's text its checksum covers: everything before its recording trailer. */
function bodyOf(script: MigrationScript): string {
  const at = script.sql.indexOf(RECORD_TRAILER);
  return at < 0 ? script.sql : script.sql.slice(0, at);
}

/** Advisory lock key of the migrations: the 64-bit integer spelled "actfuel1" in ASCII. */
const MIGRATION_LOCK_KEY = "7017568117397693745";

/**
 * Applies the schema of the `./postgres` entry: the versioned SQL migrations shipped with the package (in
 * `src/postgres/migrations/NNNN_name.sql`), each once, recorded in the table `activity_fuel_migrations` (version,
 * name, md5 of the SQL above the file's recording trailer, time applied).
 *
 * - Idempotent: applied versions are skipped, so calling it at every start-up is cheap (one transaction, one
 *   lock, one read).
 * - Safe from two processes at once: everything runs in one transaction holding a transaction-level advisory
 *   lock (`pg_advisory_xact_lock`), so a second caller waits, then finds the versions applied. DDL is
 *   transactional in PostgreSQL: a failing migration leaves nothing behind.
 * - An applied migration whose SQL text changed since (different md5) rejects with an `Error`: the schema in the
 *   database is not the one this version of the library expects. A database at a newer version than the library
 *   knows also rejects.
 * - Files applied by hand (`psql -f`, in version order) record themselves with the checksum `by hand`: they count
 *   as applied, and the call writes their checksum in.
 *
 * @example
 * ```ts
 * import pg from "pg";
 * const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL });
 * await migrateActivityDatabase(pool);
 * ```
 *
 * @param db - a `pg.Pool` or a PGlite instance.
 * @param options - schema and partitions.
 * @returns the versions applied and the resulting version.
 * @throws RangeError (synchronously rejected) for a bad `schema` or `partitions`; database errors reject as
 *   the driver reports them.
 */
export async function migrateActivityDatabase(db: ActivityDatabase, options: MigrateActivityDatabaseOptions = {}): Promise<MigrationReport> {
  const prefix = schemaPrefix(options.schema);
  const partitions = options.partitions ?? 0;
  if (!Number.isInteger(partitions) || partitions < 0 || partitions > 1024) {
    throw new RangeError(`partitions must be an integer 0–1024, got ${partitions}`);
  }
  const executor = toSqlExecutor(db);
  return executor.transaction(async (session) => {
    await session.query("SELECT pg_advisory_xact_lock($1::bigint)", [MIGRATION_LOCK_KEY]);
    if (options.schema !== undefined) {
      await session.exec(`CREATE SCHEMA IF NOT EXISTS ${prefix.slice(0, -1)}`);
      await session.query("SELECT set_config('search_path', $1, true)", [prefix.slice(0, -1)]);
    }
    await session.query("SELECT set_config('activity_fuel.partitions', $1, true)", [String(partitions)]);
    await session.exec(
      `CREATE TABLE IF NOT EXISTS ${prefix}activity_fuel_migrations (
        version    integer     PRIMARY KEY,
        name       text        NOT NULL,
        checksum   text        NOT NULL,
        applied_at timestamptz NOT NULL DEFAULT now()
      )`,
    );
    const done = await session.query<{ version: number; name: string; checksum: string }>(
      `SELECT version, name, checksum FROM ${prefix}activity_fuel_migrations ORDER BY version`,
    );
    const applied: number[] = [];
    const known = new Map(MIGRATION_SCRIPTS.map((m) => [m.version, m]));
    for (const row of done) {
      const script = known.get(row.version);
      if (script === undefined) {
        throw new Error(`the database schema is at version ${row.version} (${row.name}), newer than this activity-fuel knows (${MIGRATION_SCRIPTS.length}): upgrade the library`);
      }
      const checksum = await md5(session, script);
      if (row.checksum === BY_HAND) {
        await session.query(`UPDATE ${prefix}activity_fuel_migrations SET checksum = $2 WHERE version = $1`, [row.version, checksum]);
        continue;
      }
      if (checksum !== row.checksum) {
        throw new Error(`migration ${script.name} was applied from a different SQL text (md5 ${row.checksum}, now ${checksum}): the schema is not the one this version expects`);
      }
    }
    const doneVersions = new Set(done.map((row) => row.version));
    for (const script of MIGRATION_SCRIPTS) {
      if (doneVersions.has(script.version)) continue;
      // the file's trailer records it 'by hand'; the checksum of its body replaces that
      await session.exec(script.sql);
      await session.query(
        `INSERT INTO ${prefix}activity_fuel_migrations (version, name, checksum) VALUES ($1, $2, md5($3))
         ON CONFLICT (version) DO UPDATE SET name = EXCLUDED.name, checksum = EXCLUDED.checksum`,
        [script.version, script.name, bodyOf(script)],
      );
      applied.push(script.version);
    }
    return { applied, version: MIGRATION_SCRIPTS.length };
  });
}

async function md5(session: SqlSession, script: MigrationScript): Promise<string> {
  const [row] = await session.query<{ checksum: string }>("SELECT md5($1) AS checksum", [bodyOf(script)]);
  return row?.checksum ?? "";
}
