const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * The quoted prefix that qualifies the adapter's tables: `""` for the connection's `search_path`, else
 * `"name".` (a lower-case SQL identifier of at most 63 characters: letters, digits, `_`).
 *
 * @param schema - schema name, or `undefined`.
 * @throws RangeError when `schema` is not such a name.
 */
export function schemaPrefix(schema: string | undefined): string {
  if (schema === undefined) return "";
  if (!SCHEMA_NAME.test(schema)) throw new RangeError(`schema must be a lower-case SQL identifier ([a-z_][a-z0-9_]*, ≤ 63 characters), got ${JSON.stringify(schema)}`);
  return `"${schema}".`;
}
