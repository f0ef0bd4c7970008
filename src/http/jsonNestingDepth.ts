/**
 * The deepest nesting of arrays and objects that {@link readJsonBody} lets through to `JSON.parse` (decision
 * D-74). A valid Add Activities body nests 5 deep (body array → activity → `metrics` → `data` → row); 32 leaves
 * room for unknown extension fields (which the validator drops) while a body nested deeper is refused with 1210
 * before it is parsed.
 */
export const MAX_JSON_BODY_DEPTH = 32;

/**
 * The nesting depth of UTF-8 JSON text: the largest number of `[` / `{` open at once, counting only brackets
 * outside strings (a `"` after a backslash escape does not end a string). A scalar is depth 0, `[]` and `{}` are
 * 1, `[[1]]` and `{"a":[1]}` are 2. One pass over the bytes, no decoding, no allocation, no parse. UTF-8 bytes of
 * non-ASCII characters are all ≥ 0x80, so they are never taken for a bracket, a quote or a backslash. For JSON
 * text the result is the nesting depth of `JSON.parse` of it; for text that is not JSON it is some number, and
 * `JSON.parse` refuses the text anyway.
 *
 * Stops as soon as the depth exceeds `stopAbove` and returns `stopAbove + 1`, so a body nested millions deep costs
 * no more than the bytes up to its `stopAbove + 1`-th open bracket. Measured: about a fifth of
 * decoding and `JSON.parse` on a 17,280-row ALL_DAY body; microseconds on a 10 MB body nested 5,000,000 deep,
 * whose `JSON.parse` takes over a second.
 *
 * Never throws.
 *
 * @param bytes - UTF-8 JSON text (not necessarily valid; a byte-order mark is fine).
 * @param stopAbove - stop scanning once the depth exceeds this (default: scan all bytes).
 * @returns the nesting depth, or `stopAbove + 1` when the text nests deeper than `stopAbove`.
 */
export function jsonNestingDepth(bytes: Uint8Array, stopAbove: number = Number.POSITIVE_INFINITY): number {
  let depth = 0;
  let deepest = 0;
  const length = bytes.length;
  for (let i = 0; i < length; i++) {
    const c = bytes[i] as number;
    if (c < 0x5b) {
      // Of the bytes that matter, only `"` lies below `[`: digits, signs, commas and spaces take this one test.
      if (c === 0x22) {
        // Inside a string: skip to its closing quote, jumping over the byte after each backslash.
        for (i++; i < length; i++) {
          const s = bytes[i] as number;
          if (s === 0x5c) i++;
          else if (s === 0x22) break;
        }
      }
    } else {
      const folded = c | 0x20; // `[` → `{`, `]` → `}`; no other byte folds onto either
      if (folded === 0x7b) {
        depth++;
        if (depth > deepest) {
          deepest = depth;
          if (depth > stopAbove) return stopAbove + 1;
        }
      } else if (folded === 0x7d) {
        depth--;
      }
    }
  }
  return deepest;
}
