import { checkOutClient } from "./checkOutClient.js";

/**
 * What `./postgres` needs of a `pg` connection: `query(text, values)` answering `{ rows }`, `release()`, and the
 * event methods `on`/`removeListener` for `"error"` when it has them. A `pg.PoolClient` fits; the entry never
 * imports `pg` itself.
 */
export interface PgClientLike {
  /**
   * Runs one statement with `$1…` parameters, or (without values) a script of several statements.
   *
   * @param text - SQL text.
   * @param values - parameter values.
   */
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /**
   * Returns the client to its pool; with an error, the pool discards the connection.
   *
   * @param error - why the connection must not be reused.
   */
  release(error?: Error | boolean): void;
  /**
   * Listens for the connection's `"error"` event. `pg` emits it on a checked-out client whose connection ends
   * (a terminated backend, a failover, a network failure), also after the running query rejected with it; with no
   * listener, Node throws it as an uncaught exception. The adapter listens while it holds a client (D-173).
   *
   * @param event - `"error"`.
   * @param listener - receives the error.
   */
  on?(event: "error", listener: (error: Error) => void): unknown;
  /**
   * Stops listening (before the client goes back to its pool).
   *
   * @param event - `"error"`.
   * @param listener - the listener given to `on`.
   */
  removeListener?(event: "error", listener: (error: Error) => void): unknown;
}

/** What `./postgres` needs of a `pg.Pool` (the `pg` driver, an optional peer dependency): `query` and `connect`. */
export interface PgPoolLike {
  /**
   * Runs one statement on any idle connection.
   *
   * @param text - SQL text.
   * @param values - parameter values.
   */
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /**
   * Checks a connection out of the pool (for a transaction). The adapter passes a callback, which `pg.Pool` calls
   * the moment it hands the client over (and then returns nothing), so that it can listen for the client's
   * `"error"` event at once (D-173); a pool that ignores the callback and returns a promise of the client fits too.
   *
   * @param callback - receives the error, or the client.
   */
  connect(callback?: (error: Error | undefined, client: PgClientLike | undefined) => void): Promise<PgClientLike> | void;
}

/** What `./postgres` needs of a PGlite transaction (`@electric-sql/pglite`). */
export interface PGliteTransactionLike {
  /**
   * Runs one statement with `$1…` parameters.
   *
   * @param text - SQL text.
   * @param values - parameter values.
   */
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /**
   * Runs a script of several statements without parameters.
   *
   * @param text - SQL text.
   */
  exec(text: string): Promise<unknown>;
}

/**
 * What `./postgres` needs of a PGlite instance (`@electric-sql/pglite`, an optional peer dependency): `query`,
 * `exec` and `transaction`.
 */
export interface PGliteLike extends PGliteTransactionLike {
  /**
   * Runs `callback` in one transaction: committed when it resolves, rolled back when it rejects.
   *
   * @param callback - the work, given the transaction.
   */
  transaction<T>(callback: (tx: PGliteTransactionLike) => Promise<T>): Promise<T>;
}

/**
 * A database the `./postgres` entry works on: a `pg.Pool` (a PostgreSQL server) or a PGlite instance (PostgreSQL
 * compiled to WebAssembly, in memory or in a directory). Both are used through the same SQL.
 */
export type ActivityDatabase = PgPoolLike | PGliteLike;

/** A connection inside one transaction, or the database outside one. */
export interface SqlSession {
  /** Runs one parameterised statement and returns its rows. */
  query<Row>(text: string, values?: readonly unknown[]): Promise<Row[]>;
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

function sessionOf(target: { query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> }, exec: (text: string) => Promise<unknown>): SqlSession {
  return {
    async query<Row>(text: string, values: readonly unknown[] = []): Promise<Row[]> {
      return (await target.query(text, [...values])).rows as Row[];
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
    const base = sessionOf(db, (text) => db.exec(text));
    return {
      ...base,
      transaction: (work) => db.transaction((tx) => work(sessionOf(tx, (text) => tx.exec(text)))),
    };
  }
  if (typeof (db as Partial<PgPoolLike>).connect !== "function" || typeof (db as Partial<PgPoolLike>).query !== "function") {
    throw new TypeError("db must be a pg.Pool or a PGlite instance");
  }
  const pool = db;
  return {
    ...sessionOf(pool, (text) => pool.query(text)),
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
          const result = await work(sessionOf(client, (text) => client.query(text)));
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
