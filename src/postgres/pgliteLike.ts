/**
 * The query options of PGlite that `./postgres` passes: its own text conversion of some types, by type OID.
 *
 * @example
 * ```ts
 * const db: PGliteLike = new PGlite();
 * const options: PGliteQueryOptions = { parsers: { 25: (text) => text.toUpperCase() } }; // 25: the OID of text
 * (await db.query("SELECT 'ab'::text AS t", [], options)).rows; // → [{ t: "AB" }]
 * ```
 */
export interface PGliteQueryOptions {
  /** Parameter value to text, by the parameter's type OID. */
  readonly serializers?: {
    /** The serializer of parameters of the type with this oid. */
    readonly [oid: number]: (value: never) => string;
  };
  /** Result text to value, by the column's type OID. */
  readonly parsers?: {
    /** The parser of result values of the type with this oid. */
    readonly [oid: number]: (text: string, oid: number) => unknown;
  };
}

/**
 * What `./postgres` needs of a PGlite transaction (`@electric-sql/pglite`).
 *
 * @example
 * ```ts
 * (await db.transaction(async (tx: PGliteTransactionLike) => tx.query("SELECT 1 AS one"))).rows; // → [{ one: 1 }]
 * ```
 */
export interface PGliteTransactionLike {
  /**
   * Runs one statement with `$1…` parameters.
   *
   * @param text - SQL text.
   * @param values - parameter values.
   * @param options - conversions of types (the adapter converts `bytea` itself).
   */
  query(text: string, values?: unknown[], options?: PGliteQueryOptions): Promise<{ rows: unknown[] }>;
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
 *
 * @example
 * ```ts
 * import { PGlite } from "@electric-sql/pglite";
 * const db: PGliteLike = new PGlite(); // in memory; new PGlite("./activity-data") keeps the data in that directory
 * ```
 */
export interface PGliteLike extends PGliteTransactionLike {
  /**
   * Runs `callback` in one transaction: committed when it resolves, rolled back when it rejects.
   *
   * @param callback - the work, given the transaction.
   */
  transaction<T>(callback: (tx: PGliteTransactionLike) => Promise<T>): Promise<T>;
}
