/**
 * A statement as `pg` takes it to prepare it once per connection: the name, the text and the parameters.
 *
 * @example
 * ```ts
 * (await pool.query({ name: "af_1x2y_3z", text: "SELECT $1::int AS n", values: [1] })).rows; // → [{ n: 1 }]
 * ```
 */
export interface PgQueryConfig {
  /** Name of the prepared statement (the same name always comes with the same text). */
  readonly name: string;
  /** SQL text. */
  readonly text: string;
  /** Parameter values. */
  readonly values: unknown[];
}

/**
 * What `./postgres` needs of a `pg` connection: `query(text, values)` answering `{ rows }`, `release()`, and the
 * event methods `on`/`removeListener` for `"error"` when it has them. A `pg.PoolClient` fits; the entry never
 * imports `pg` itself.
 *
 * @example
 * ```ts
 * const client: PgClientLike = await pool.connect(); // a pg.PoolClient
 * client.release();
 * ```
 */
export interface PgClientLike {
  /**
   * Runs one statement with `$1…` parameters, or (without values) a script of several statements; given a
   * {@link PgQueryConfig}, a named statement (prepared on the connection the first time).
   *
   * @param text - SQL text, or the named statement with its values.
   * @param values - parameter values.
   */
  query(text: string | PgQueryConfig, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /**
   * Returns the client to its pool; with an error, the pool discards the connection.
   *
   * @param error - why the connection must not be reused.
   */
  release(error?: Error | boolean): void;
  /**
   * Listens for the connection's `"error"` event. `pg` emits it on a checked-out client whose connection ends
   * (a terminated backend, a failover, a network failure), also after the running query rejected with it; with no
   * listener, Node throws it as an uncaught exception. The adapter listens while it holds a client.
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

/**
 * What `./postgres` needs of a `pg.Pool` (the `pg` driver, an optional peer dependency): `query` and `connect`.
 *
 * @example
 * ```ts
 * import pg from "pg";
 * const pool: PgPoolLike = new pg.Pool({ connectionString: process.env.DATABASE_URL });
 * ```
 */
export interface PgPoolLike {
  /**
   * Runs one statement on any idle connection; given a {@link PgQueryConfig}, a named statement (prepared on
   * that connection the first time).
   *
   * @param text - SQL text, or the named statement with its values.
   * @param values - parameter values.
   */
  query(text: string | PgQueryConfig, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /**
   * Checks a connection out of the pool (for a transaction). The adapter passes a callback, which `pg.Pool` calls
   * the moment it hands the client over (and then returns nothing), so that it can listen for the client's
   * `"error"` event at once; a pool that ignores the callback and returns a promise of the client fits too.
   *
   * @param callback - receives the error, or the client.
   */
  connect(callback?: (error: Error | undefined, client: PgClientLike | undefined) => void): Promise<PgClientLike> | void;
}
