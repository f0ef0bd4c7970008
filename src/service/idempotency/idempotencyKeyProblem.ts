/** Longest idempotency key accepted, in characters. */
export const MAX_IDEMPOTENCY_KEY_LENGTH = 255;

/**
 * Why a value cannot be an idempotency key, or `undefined` when it can: a key is a string of
 * 1–255 printable ASCII characters (U+0020–U+007E), e.g. a UUID. Compared exactly (case-sensitive).
 *
 * @param key - the candidate key.
 * @returns a sentence for the error detail (code 1300), or `undefined`.
 */
export function idempotencyKeyProblem(key: unknown): string | undefined {
  if (typeof key !== "string") return `the idempotency key must be a string, got ${key === null ? "null" : typeof key}`;
  if (key.length === 0) return "the idempotency key is empty";
  if (key.length > MAX_IDEMPOTENCY_KEY_LENGTH) {
    return `the idempotency key has ${key.length} characters, more than ${MAX_IDEMPOTENCY_KEY_LENGTH}`;
  }
  for (let i = 0; i < key.length; i++) {
    const code = key.charCodeAt(i);
    if (code < 0x20 || code > 0x7e) {
      return `the idempotency key holds a character outside printable ASCII (U+${code.toString(16).toUpperCase().padStart(4, "0")} at ${i})`;
    }
  }
  return undefined;
}
