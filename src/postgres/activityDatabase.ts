/**
 * What `./postgres` needs of a `pg` connection: `query(text, values)` answering `{ rows }`, and `release()`.
 * A `pg.PoolClient` fits; the entry never imports `pg` itself.
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
  /** Checks a connection out of the pool (for a transaction). */
  connect(): Promise<PgClientLike>;
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
      const client = await pool.connect();
      let broken: Error | undefined;
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
        client.release(broken);
      }
    },
  };
}
