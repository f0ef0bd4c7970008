/**
 * One error of `@garmin/fitsdk`'s decoder in the importer's own words, for error 1620 and the lenient import's
 * warning: the decoder's text (and any internal JavaScript error it let through, e.g. `TypeError: Cannot read
 * properties of undefined`) never reaches a detail; the byte position is kept when the decoder gives one.
 *
 * @param error - what the decoder reported (an `Error` or anything else).
 * @returns e.g. `"the data ends early, at byte 7472: the file is truncated"`.
 *
 * @example
 * ```ts
 * describeFitError(new Error("FIT Runtime Error at byte 112 CRC error"));
 * // "the checksum (CRC) ending at byte 112 does not match the data: the file is corrupt"
 * ```
 */
export function describeFitError(error: unknown): string {
  const text = error instanceof Error && typeof error.message === "string" ? error.message : "";
  const at = /^FIT Runtime Error (?:end of stream )?at byte (\d+)(?: (.*))?$/.exec(text);
  const byte = at?.[1];
  const reason = at?.[2] ?? "";
  if (byte === undefined) return "a record does not decode (a malformed message or field definition)";
  if (text.includes("end of stream")) return `the data ends early, at byte ${byte}: the file is truncated`;
  if (reason === "CRC error") return `the checksum (CRC) ending at byte ${byte} does not match the data: the file is corrupt`;
  if (reason === "input is not a FIT file") return `no FIT header at byte ${byte}`;
  if (reason.startsWith("compressed timestamp")) return `a record with a compressed timestamp at byte ${byte}, which the decoder does not support`;
  return `the record at byte ${byte} does not decode (an undefined message type or a bad field definition)`;
}
