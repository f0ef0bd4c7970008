/**
 * A short, safe description of any value for error details: numbers and short strings verbatim (JSON-escaped, so
 * control characters never reach a detail raw), `missing` for `undefined`, other values by kind. Throws only for a
 * revoked Proxy (`Array.isArray`); no `JSON.stringify` of objects, which throws on BigInt and cycles.
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
