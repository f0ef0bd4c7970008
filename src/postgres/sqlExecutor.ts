import type { ActivityDatabase } from "./activityDatabase.js";
import { checkOutClient } from "./checkOutClient.js";
import { byteaFromHex, byteaToHex } from "./byteaHex.js";
import type { PGliteLike, PGliteQueryOptions, PGliteTransactionLike } from "./pgliteLike.js";
import type { NamedSql } from "./namedSql.js";
import type { PgPoolLike, PgQueryConfig } from "./pgPoolLike.js";

/** A connection inside one transaction, or the database outside one. */
export interface SqlSession {
  /**
   * Runs one parameterised statement and returns its rows. A {@link NamedSql} is prepared once per connection on
   * `pg` (PGlite runs its text).
   */
  query<Row>(sql: string | NamedSql, values?: readonly unknown[]): Promise<Row[]>;
  /** Runs a script of several statements without parameters. */
  exec(text: string): Promise<void>;
}

/** The two operations the adapter uses, the same on `pg` and PGlite. */
export interface SqlExecutor extends SqlSession {
  /** Runs `work` in one transaction (READ COMMITTED): committed when it resolves, rolled back when it rejects. */
  transaction<T>(work: (session: SqlSession) => Promise<T>): Promise<T>;
}

/** OID of the `bytea` type. */
const BYTEA_OID = 17;

function isPGlite(db: ActivityDatabase): db is PGliteLike {
  return typeof (db as Partial<PGliteLike>).transaction === "function" && typeof (db as Partial<PGliteLike>).exec === "function";
}

/** Runs one statement: a `pg` pool or client, PGlite or its transaction. */
type Run = (sql: string | NamedSql, values: unknown[]) => Promise<{ rows: unknown[] }>;

function sessionOf(run: Run, exec: (text: string) => Promise<unknown>): SqlSession {
  return {
    async query<Row>(sql: string | NamedSql, values: readonly unknown[] = []): Promise<Row[]> {
      return (await run(sql, [...values])).rows as Row[];
    },
    async exec(text: string): Promise<void> {
      await exec(text);
    },
  };
}

/** `pg` runs a named statement as a prepared one. */
function pgRun(target: { query(text: string | PgQueryConfig, values?: unknown[]): Promise<{ rows: unknown[] }> }): Run {
  return (sql, values) => (typeof sql === "string" ? target.query(sql, values) : target.query({ name: sql.name, text: sql.text, values }));
}

/** PGlite's own `bytea` conversion builds one string per byte: the adapter's hex conversion replaces it. */
const PGLITE_OPTIONS: PGliteQueryOptions = {
  serializers: { [BYTEA_OID]: (value: Uint8Array) => byteaToHex(value) },
  parsers: { [BYTEA_OID]: (text: string) => byteaFromHex(text) },
};

function pgliteRun(target: PGliteTransactionLike): Run {
  return (sql, values) => target.query(typeof sql === "string" ? sql : sql.text, values, PGLITE_OPTIONS);
}

/**
 * The executor of a `pg.Pool` or a PGlite instance (told apart by PGlite's `transaction` and `exec` methods).
 *
 * @example
 * ```ts
 * const sql = toSqlExecutor(pool);
 * await sql.transaction(async (session) => session.query("SELECT 1"));
 * ```
 *
 * @param db - the database.
 * @throws TypeError when `db` is neither.
 */
export function toSqlExecutor(db: ActivityDatabase): SqlExecutor {
  if (isPGlite(db)) {
    return {
      ...sessionOf(pgliteRun(db), (text) => db.exec(text)),
      transaction: (work) => db.transaction((tx) => work(sessionOf(pgliteRun(tx), (text) => tx.exec(text)))),
    };
  }
  if (typeof (db as Partial<PgPoolLike>).connect !== "function" || typeof (db as Partial<PgPoolLike>).query !== "function") {
    throw new TypeError("db must be a pg.Pool or a PGlite instance");
  }
  const pool = db;
  return {
    ...sessionOf(pgRun(pool), (text) => pool.query(text)),
    async transaction<T>(work: (session: SqlSession) => Promise<T>): Promise<T> {
      let broken: Error | undefined;
      // a connection that ends while we hold it emits "error" (also after the query it failed rejected): without a
      // listener that is an uncaught exception that ends the process; the client is then discarded
      const onError = (error: Error): void => {
        broken = error;
      };
      const client = await checkOutClient(pool, onError);
      try {
        await client.query("BEGIN");
        try {
          const result = await work(sessionOf(pgRun(client), (text) => client.query(text)));
          await client.query("COMMIT");
          return result;
        } catch (error) {
          try {
            await client.query("ROLLBACK");
          } catch (rollbackError) {
            broken = rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError));
          }
          throw error;
        }
      } finally {
        client.removeListener?.("error", onError);
        client.release(broken);
      }
    },
  };
}
