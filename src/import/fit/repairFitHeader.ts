/**
 * A copy of FIT bytes whose header `data_size` is rewritten to what the file really holds, with the header CRC
 * cleared (0 means "not computed" in the FIT protocol), or `undefined` when the header is already consistent or is
 * not a FIT header. Used only by lenient imports: some apps write `data_size = 0` while recording
 * and never fix it when the file is cut short, so strict decoders read nothing.
 *
 * @param bytes - the file.
 */
export function repairFitHeader(bytes: Uint8Array): Uint8Array | undefined {
  if (bytes.length < 12) return undefined;
  const headerSize = bytes[0] as number;
  if ((headerSize !== 12 && headerSize !== 14) || bytes.length < headerSize) return undefined;
  if (String.fromCharCode(bytes[8] as number, bytes[9] as number, bytes[10] as number, bytes[11] as number) !== ".FIT") return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const declared = view.getUint32(4, true);
  const available = bytes.length - headerSize;
  if (declared !== 0 && declared + 2 <= available) return undefined;
  const copy = bytes.slice();
  const out = new DataView(copy.buffer);
  out.setUint32(4, available >= 2 && declared !== 0 ? available - 2 : available, true);
  if (headerSize === 14) out.setUint16(12, 0, true);
  return copy;
}
