/** ASCII codes of the hex digits, by value. */
const DIGITS = new TextEncoder().encode("0123456789abcdef");
/** Value of each ASCII hex digit (upper or lower case), −1 for other codes below 128. */
const VALUES = Int8Array.from({ length: 128 }, (_, code) => {
  const c = String.fromCharCode(code).toLowerCase();
  return c >= "0" && c <= "9" ? code - 48 : c >= "a" && c <= "f" ? c.charCodeAt(0) - 87 : -1;
});

/**
 * A `bytea` value in PostgreSQL's hex text form, `\x` then two lower-case digits per byte: how PGlite sends a
 * `bytea` parameter (its own serializer builds the same text one string per byte, about 100× slower).
 *
 * @example
 * ```ts
 * byteaToHex(new Uint8Array([0, 255])); // "\\x00ff"
 * ```
 *
 * @param bytes - the value.
 */
export function byteaToHex(bytes: Uint8Array): string {
  const out = new Uint8Array(2 + 2 * bytes.length);
  out[0] = 0x5c;
  out[1] = 0x78;
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i] as number;
    out[2 + 2 * i] = DIGITS[b >> 4] as number;
    out[3 + 2 * i] = DIGITS[b & 15] as number;
  }
  return new TextDecoder().decode(out);
}

/**
 * The bytes of a `bytea` in hex text form (`\x…`, as PGlite returns it): {@link byteaToHex}'s inverse.
 *
 * @example
 * ```ts
 * byteaFromHex("\\x00ff"); // Uint8Array [0, 255]
 * ```
 *
 * @param text - `\x` and an even number of hex digits.
 * @throws RangeError when `text` is not that (PostgreSQL's other `bytea` output, escape format, is not read).
 */
export function byteaFromHex(text: string): Uint8Array {
  if (!text.startsWith("\\x") || text.length % 2 !== 0) throw new RangeError("a bytea in hex form starts with \\x and has two digits per byte");
  const out = new Uint8Array((text.length - 2) / 2);
  for (let i = 0; i < out.length; i++) {
    const hi = VALUES[text.charCodeAt(2 + 2 * i)] ?? -1;
    const lo = VALUES[text.charCodeAt(3 + 2 * i)] ?? -1;
    if (hi < 0 || lo < 0) throw new RangeError(`not a hex digit at ${2 + 2 * i} of a bytea`);
    out[i] = (hi << 4) | lo;
  }
  return out;
}
