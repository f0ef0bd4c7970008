/** Characters XML 1.0 forbids (C0 controls but tab, LF and CR; U+FFFE, U+FFFF) and lone surrogates. */
// eslint-disable-next-line no-control-regex
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
/**
 * `& < > " '`, and what XML 1.0 carries but a terminal acts on: carriage return, DEL, C1 controls, the line and
 * paragraph separators and the bidirectional controls (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069).
 */
const SPECIAL = /[&<>"'\r\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;
const ENTITIES: Readonly<Record<string, string>> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

/**
 * Makes any string safe as XML 1.0 text or attribute value: `& < > " '` become entities; characters XML 1.0
 * cannot carry at all (control characters other than tab, line feed and carriage return, U+FFFE, U+FFFF, lone
 * surrogates) become U+FFFD, so that a device name read from a file can never make the document malformed; and
 * the characters a terminal acts on that XML does carry (carriage return, DEL, C1 controls, line and paragraph
 * separators, bidirectional controls) become character references (`&#x202E;`), so that the document means the
 * same but printed raw can neither move the cursor nor reorder the text around it.
 *
 * @example
 * ```ts
 * escapeXml('Edge <810> "Tom & Jerry"'); // "Edge &lt;810&gt; &quot;Tom &amp; Jerry&quot;"
 * escapeXml("run\u202Egpx.exe");         // "run&#x202E;gpx.exe"
 * ```
 *
 * @param text - any string.
 * @returns the escaped text.
 */
export function escapeXml(text: string): string {
  return text
    .replace(FORBIDDEN, "\uFFFD")
    .replace(SPECIAL, (c) => ENTITIES[c] ?? `&#x${c.charCodeAt(0).toString(16).toUpperCase()};`);
}

/**
 * A finite number as an `xsd:decimal` literal: the shortest round-trip decimal (`String`), without the exponent
 * form `String` uses below 1e-6 (`1e-7` → `0.0000001`), which XML Schema decimals and many GPX readers refuse.
 *
 * @param value - a finite number.
 * @returns the decimal text.
 */
export function xmlDecimal(value: number): string {
  const text = String(value);
  const e = text.indexOf("e");
  if (e < 0) return text;
  const negative = text.startsWith("-");
  const mantissa = text.slice(negative ? 1 : 0, e);
  const point = mantissa.indexOf(".");
  const digits = point < 0 ? mantissa : mantissa.slice(0, point) + mantissa.slice(point + 1);
  const exponent = Number(text.slice(e + 1)) + (point < 0 ? mantissa.length : point); // digits before the point
  const body = exponent <= 0 ? `0.${"0".repeat(-exponent)}${digits}` : digits + "0".repeat(exponent - digits.length);
  return negative ? `-${body}` : body;
}
