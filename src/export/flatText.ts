/** Characters of text a writer appends to one rope before flattening it: 64 Ki. */
export const CHUNK_CHARS = 65_536;

/**
 * The text as one flat string. A string built by `+=` is a rope, one node per piece; a rope of millions of nodes
 * survives every young-generation collection while it grows and is copied by each (pointer by pointer: a chain no
 * collector thread can share), which made a long track cost more per point than a short one. Writers therefore
 * flatten every {@link CHUNK_CHARS} characters and join the flat chunks at the end.
 *
 * @param text - any string (usually a rope).
 * @returns the same text; reading a character makes V8 flatten the rope in place.
 */
export function flatText(text: string): string {
  text.charCodeAt(0);
  return text;
}
