/** A NUL character, or a UTF-16 surrogate without its partner (in `u` mode a well-formed pair is one code point). */
const UNSTORABLE = /[\0\uD800-\uDFFF]/u;

/**
 * Whether a string can be stored as text by every repository and read back unchanged: no NUL character (U+0000,
 * which PostgreSQL `text` and `jsonb` refuse) and no unpaired surrogate (which UTF-8 cannot encode; drivers replace
 * it with U+FFFD, so it would come back changed). Well-formed text of any other characters passes.
 *
 * @example
 * ```ts
 * isStorableText("Forerunner 265"); // true
 * isStorableText("a\u0000b"); // false
 * isStorableText("\uD83C"); // false: half of a surrogate pair
 * ```
 *
 * @param value - any string.
 */
export function isStorableText(value: string): boolean {
  return !UNSTORABLE.test(value);
}
