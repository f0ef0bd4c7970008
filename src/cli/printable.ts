import { quoteText } from "../import/quoteText.js";

/**
 * Characters that must not reach a terminal raw: C0 and C1 controls (escape sequences, carriage returns, line
 * breaks), DEL, the Unicode line and paragraph separators, and the bidirectional controls that reorder what is
 * shown (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069).
 */
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

/**
 * Text the user or a file controls (a file name, a system error message that contains one) made safe to print:
 * unchanged when it holds no control character, else written as a JSON string with every control character
 * escaped (`"run\u001b[2J.fit"`), so a crafted file name can neither move the cursor, clear the screen, fake a line
 * of output nor reorder the text around it.
 *
 * @param text - any text.
 * @returns the text, or its escaped JSON-string form.
 *
 * @example
 * ```ts
 * printable("ride.fit"); // "ride.fit" (unchanged)
 * printable("a\nb.fit"); // "\"a\\nb.fit\"" (printed as "a\nb.fit", quotes included)
 * ```
 */
export function printable(text: string): string {
  return UNSAFE.test(text) ? quoteText(text, Number.POSITIVE_INFINITY) : text;
}
