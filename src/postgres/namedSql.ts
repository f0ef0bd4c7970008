/** A statement's text with a name derived from it, for a server-side prepared statement. */
export interface NamedSql {
  /** SQL text with `$1…` parameters. */
  readonly text: string;
  /** `af_` and a 64-bit hash of the text in base 36: equal texts get equal names, different texts (practically) never. */
  readonly name: string;
}

/** One 32-bit FNV-1a hash of the UTF-16 code units of `text`, from `seed`. */
function fnv1a(text: string, seed: number): number {
  let hash = seed;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

/**
 * Names a statement for `pg` to prepare once per connection (`{ name, text, values }`): the server then parses and
 * plans it once instead of at every call, which is most of a short statement's server time. The name comes from
 * the text, so that repositories on different schemas sharing a pool never give one name to two texts.
 *
 * @example
 * ```ts
 * namedSql("SELECT 1").name; // "af_…" (the same for the same text)
 * ```
 *
 * @param text - the SQL text.
 */
export function namedSql(text: string): NamedSql {
  return { text, name: `af_${fnv1a(text, 0x811c9dc5).toString(36)}_${fnv1a(text, 0x050c5d1f).toString(36)}` };
}
