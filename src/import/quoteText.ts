/**
 * Quotes text taken from a file (a track name, an element name, a sport label) for an error detail or a warning:
 * cut to `maxLength` characters (with `…`), then written as a JSON string, so control characters, quotes and line
 * breaks appear escaped (`"\u0001"`, `"\n"`) and never raw; so do DEL, C1 controls, the line and paragraph
 * separators, and the bidirectional controls that would reorder the text shown around them.
 *
 * @param text - text from the file.
 * @param maxLength - the longest text kept whole (default 60).
 * @returns the quoted text, e.g. `"Morning \u0007 run"`.
 */
export function quoteText(text: string, maxLength = 60): string {
  const cut = text.length > maxLength ? `${text.slice(0, maxLength)}…` : text;
  return JSON.stringify(cut).replace(/[\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, "0")}`);
}
