/**
 * A short, safe description of any value for error details: numbers and strings of at most 40 characters verbatim
 * (JSON-escaped, so control characters never reach a detail raw), a longer string by its length (`a string of 41
 * characters`), `missing` for `undefined`, `null`, `an array`, `an object`, other values by kind (`a boolean`,
 * `a bigint`, `a function`, `a symbol`). Throws only for a revoked Proxy (`Array.isArray`); no `JSON.stringify` of
 * objects, which throws on BigInt and cycles.
 *
 * @param value - any value.
 */
export function describeValue(value: unknown): string {
  if (typeof value === "number") return String(value);
  if (typeof value === "string") return value.length <= 40 ? JSON.stringify(value) : `a string of ${value.length} characters`;
  if (value === undefined) return "missing";
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  return typeof value === "object" ? "an object" : `a ${typeof value}`;
}
