const LITTLE_ENDIAN = new Uint8Array(new Float64Array([1]).buffer)[7] === 0x3f;

/**
 * Float64 values as bytes, IEEE 754 little-endian (the layout of the `bytea` sample columns): every double,
 * `-0` and NaN payloads included, round-trips bit for bit.
 *
 * @param values - the values.
 * @returns `8 × values.length` bytes.
 */
export function float64Bytes(values: ArrayLike<number>): Uint8Array {
  const out = new Float64Array(values.length);
  if (LITTLE_ENDIAN) {
    for (let i = 0; i < values.length; i++) out[i] = values[i] as number;
    return new Uint8Array(out.buffer);
  }
  const view = new DataView(out.buffer);
  for (let i = 0; i < values.length; i++) view.setFloat64(i * 8, values[i] as number, true);
  return new Uint8Array(out.buffer);
}

/**
 * The bytes of a `Float64Array` as IEEE 754 little-endian: a view of the same memory on a little-endian machine
 * (no copy; every machine Node runs on in practice), a byte-swapped copy on a big-endian one.
 *
 * @param values - the values (not modified).
 * @returns `8 × values.length` bytes.
 */
export function float64ArrayBytes(values: Float64Array): Uint8Array {
  return LITTLE_ENDIAN ? new Uint8Array(values.buffer, values.byteOffset, values.byteLength) : float64Bytes(values);
}

/**
 * The doubles of a little-endian float64 byte string ({@link float64Bytes}'s inverse), in a new array.
 *
 * @param bytes - `8 × n` bytes (a `Buffer` from `pg`, a `Uint8Array` from PGlite).
 * @throws RangeError when the length is not a multiple of 8.
 */
export function float64Values(bytes: Uint8Array): Float64Array {
  if (bytes.byteLength % 8 !== 0) throw new RangeError(`a float64 column holds 8 bytes per value, got ${bytes.byteLength} bytes`);
  const out = new Float64Array(bytes.byteLength / 8);
  if (LITTLE_ENDIAN) {
    new Uint8Array(out.buffer).set(bytes);
    return out;
  }
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let i = 0; i < out.length; i++) out[i] = view.getFloat64(i * 8, true);
  return out;
}
