/**
 * A short, safe description of any value for error details: numbers and short strings verbatim, other values by
 * kind. Never throws (no `JSON.stringify`, which throws on BigInt and cycles).
 *
 * @param value - any value.
 */
export function describeValue(value: unknown): string {
  if (typeof value === "number") return String(value);
  if (typeof value === "string") return value.length <= 40 ? JSON.stringify(value) : `a string of ${value.length} characters`;
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  return typeof value === "object" ? "an object" : `a ${typeof value}`;
}
