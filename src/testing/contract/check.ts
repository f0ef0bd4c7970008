/** Thrown by a failing contract check; `name` is `"RepositoryContractError"`. */
export class RepositoryContractError extends Error {
  /** Always `"RepositoryContractError"`. */
  override readonly name = "RepositoryContractError";
}

/**
 * Fails the running contract case unless `condition` holds.
 *
 * @param condition - what must be true.
 * @param message - what was expected, for the failure message.
 */
export function check(condition: boolean, message: string): asserts condition {
  if (!condition) throw new RepositoryContractError(message);
}

/** Whether a value is an array or a typed array (a sample column may be either). */
function isArrayLike(value: object): value is ArrayLike<unknown> {
  return Array.isArray(value) || ArrayBuffer.isView(value);
}

/**
 * Deep equality of JSON-like values (plain objects, arrays, primitives); a property whose value is `undefined`
 * counts as absent, so adapters may drop or keep absent optional fields. Arrays and typed arrays compare by their
 * elements (`Object.is`), so a sample column stored as a `Float64Array` equals the same numbers in a plain array.
 *
 * @param a - a value.
 * @param b - another value.
 */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (isArrayLike(a) !== isArrayLike(b)) return false;
  if (isArrayLike(a) && isArrayLike(b)) {
    if (a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!deepEqual(a[i], b[i])) return false;
    return true;
  }
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(ra), ...Object.keys(rb)]);
  for (const key of keys) if (!deepEqual(ra[key], rb[key])) return false;
  return true;
}

/**
 * Fails the running contract case unless `actual` deep-equals `expected` ({@link deepEqual}).
 *
 * @param actual - the repository's answer.
 * @param expected - the contract's expectation.
 * @param message - what was checked.
 */
export function checkEqual(actual: unknown, expected: unknown, message: string): void {
  if (!deepEqual(actual, expected)) {
    throw new RepositoryContractError(`${message}\n  expected: ${preview(expected)}\n  actual:   ${preview(actual)}`);
  }
}

function preview(value: unknown): string {
  let text: string;
  try {
    text = JSON.stringify(value) ?? String(value);
  } catch {
    text = String(value);
  }
  return text.length > 600 ? text.slice(0, 600) + "…" : text;
}

/**
 * The ids of a list of activities, for compact comparisons.
 *
 * @param activities - activities with ids.
 */
export function idsOf(activities: readonly { readonly activityId: string }[]): string[] {
  return activities.map((a) => a.activityId);
}
