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
