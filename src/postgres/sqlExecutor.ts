import type { ActivityDatabase } from "./activityDatabase.js";
import { checkOutClient } from "./checkOutClient.js";
import type { PGliteLike } from "./pgliteLike.js";
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

function isPGlite(db: ActivityDatabase): db is PGliteLike {
  return typeof (db as Partial<PGliteLike>).transaction === "function" && typeof (db as Partial<PGliteLike>).exec === "function";
}

/** Something that runs a statement: a pool, a client, PGlite or its transaction. */
interface Target {
  query(text: string | PgQueryConfig, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

function sessionOf(target: Target, exec: (text: string) => Promise<unknown>, named: boolean): SqlSession {
  return {
    async query<Row>(sql: string | NamedSql, values: readonly unknown[] = []): Promise<Row[]> {
      if (typeof sql === "string") return (await target.query(sql, [...values])).rows as Row[];
      if (named) return (await target.query({ name: sql.name, text: sql.text, values: [...values] })).rows as Row[];
      return (await target.query(sql.text, [...values])).rows as Row[];
    },
    async exec(text: string): Promise<void> {
      await exec(text);
    },
  };
}

/**
 * The executor of a `pg.Pool` or a PGlite instance (told apart by PGlite's `transaction` and `exec` methods).
 *
 * @param db - the database.
 * @throws TypeError when `db` is neither.
 */
export function toSqlExecutor(db: ActivityDatabase): SqlExecutor {
  if (isPGlite(db)) {
    const base = sessionOf(db as Target, (text) => db.exec(text), false);
    return {
      ...base,
      transaction: (work) => db.transaction((tx) => work(sessionOf(tx as Target, (text) => tx.exec(text), false))),
    };
  }
  if (typeof (db as Partial<PgPoolLike>).connect !== "function" || typeof (db as Partial<PgPoolLike>).query !== "function") {
    throw new TypeError("db must be a pg.Pool or a PGlite instance");
  }
  const pool = db;
  return {
    ...sessionOf(pool, (text) => pool.query(text), true),
    async transaction<T>(work: (session: SqlSession) => Promise<T>): Promise<T> {
      let broken: Error | undefined;
      // a connection that ends while we hold it emits "error" (also after the query it failed rejected): without a
      // listener that is an uncaught exception that ends the process (D-173); the client is then discarded
      const onError = (error: Error): void => {
        broken = error;
      };
      const client = await checkOutClient(pool, onError);
      try {
        await client.query("BEGIN");
        try {
          const result = await work(sessionOf(client, (text) => client.query(text), true));
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
