const SPECIAL = /[&<>"']/g;
const ENTITIES: Readonly<Record<string, string>> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
// eslint-disable-next-line no-control-regex
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

/**
 * Escapes a string for SVG text and attribute values: the five XML specials become entities, control characters
 * XML cannot carry and U+FFFE/U+FFFF become U+FFFD (a lone surrogate becomes U+FFFD when the text is encoded as
 * UTF-8, as every writer of the SVG does).
 *
 * @param text - any string.
 */
export function svgText(text: string): string {
  return text.replace(FORBIDDEN, "\uFFFD").replace(SPECIAL, (c) => ENTITIES[c] as string);
}

/**
 * A coordinate with at most one decimal (a tenth of a pixel), the shortest text for it.
 *
 * @param value - a finite number.
 */
export function px(value: number): string {
  return String(Math.round(value * 10) / 10);
}

const two = (n: number): string => (n < 10 ? `0${n}` : String(n));

/**
 * A span of seconds as `h:mm` (`1:05`), or `h:mm:ss` when `withSeconds`.
 *
 * @param seconds - ≥ 0.
 * @param withSeconds - whether to show seconds.
 */
export function clock(seconds: number, withSeconds = false): string {
  const s = Math.round(seconds);
  const h = Math.floor(s / 3600);
  const m = Math.floor(s / 60) % 60;
  return withSeconds ? `${h}:${two(m)}:${two(s % 60)}` : `${h}:${two(m)}`;
}

/**
 * An epoch time as `yyyy-mm-dd hh:mm` UTC (no `Intl`, so that output is the same everywhere).
 *
 * @param ms - epoch milliseconds.
 */
export function utcMinute(ms: number): string {
  return new Date(Math.floor(ms / 60_000) * 60_000).toISOString().slice(0, 16).replace("T", " ");
}
