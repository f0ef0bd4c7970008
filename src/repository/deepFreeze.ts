/**
 * Freezes a JSON-like value and everything reachable from it, in place.
 *
 * @param value - a plain object, array or primitive (as produced by `structuredClone` of a stored activity).
 * @returns the same value, frozen.
 */
export function deepFreeze<T>(value: T): T {
  if (typeof value !== "object" || value === null || Object.isFrozen(value)) return value;
  Object.freeze(value);
  if (Array.isArray(value)) {
    for (const item of value as unknown[]) if (typeof item === "object" && item !== null) deepFreeze(item);
  } else {
    for (const item of Object.values(value)) if (typeof item === "object" && item !== null) deepFreeze(item);
  }
  return value;
}
