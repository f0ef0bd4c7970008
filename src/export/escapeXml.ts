/** Characters XML 1.0 forbids (C0 controls but tab, LF and CR; U+FFFE, U+FFFF) and lone surrogates. */
// eslint-disable-next-line no-control-regex
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const SPECIAL = /[&<>"']/g;
const ENTITIES: Readonly<Record<string, string>> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

/**
 * Makes any string safe as XML 1.0 text or attribute value: `& < > " '` become entities, and characters XML 1.0
 * cannot carry at all (control characters other than tab, line feed and carriage return, U+FFFE, U+FFFF, lone
 * surrogates) become U+FFFD, so that a device name read from a file can never make the document malformed.
 *
 * @example
 * ```ts
 * escapeXml('Edge <810> "Tom & Jerry"'); // "Edge &lt;810&gt; &quot;Tom &amp; Jerry&quot;"
 * ```
 *
 * @param text - any string.
 * @returns the escaped text.
 */
export function escapeXml(text: string): string {
  return text.replace(FORBIDDEN, "\uFFFD").replace(SPECIAL, (c) => ENTITIES[c] as string);
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
