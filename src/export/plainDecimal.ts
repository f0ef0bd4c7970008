/**
 * The value of a plain decimal literal, `-?digits(.digits)?` (what `String(number)` writes for numbers from 1e-6 to
 * 1e21), read in one pass over the characters, or `NaN` for any other text (an exponent, a sign `+`, spaces, hex,
 * an empty string). Faster than `Number` for the short decimal strings of an activity detail; the result is the
 * nearest double or one ulp from it (digits beyond 2^53 are summed in floating point), which is all the exporters'
 * arithmetic (rounding to whole beats, watts and strides) needs. Texts are written as given, never re-formatted.
 *
 * @example
 * ```ts
 * plainDecimal("-12.25"); // -12.25
 * plainDecimal("1e-7");   // NaN: not plain (Number reads it)
 * ```
 *
 * @param text - any string.
 * @returns its value, or `NaN`.
 */
export function plainDecimal(text: string): number {
  const n = text.length;
  let i = text.charCodeAt(0) === 45 ? 1 : 0; // "-"
  const negative = i === 1;
  let whole = 0;
  const digitsFrom = i;
  for (; i < n; i++) {
    const d = text.charCodeAt(i) - 48;
    if (!(d >= 0 && d <= 9)) break;
    whole = whole * 10 + d;
  }
  if (i === digitsFrom) return NaN;
  if (i < n) {
    if (text.charCodeAt(i) !== 46 || i === n - 1) return NaN; // "." followed by at least one digit
    let fraction = 0;
    let scale = 1;
    for (i++; i < n; i++) {
      const d = text.charCodeAt(i) - 48;
      if (!(d >= 0 && d <= 9)) return NaN;
      fraction = fraction * 10 + d;
      scale *= 10;
    }
    whole += fraction / scale;
  }
  return negative ? -whole : whole;
}
