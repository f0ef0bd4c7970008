/** A recording format the importers read. */
export type RecordingFormat = "fit" | "tcx" | "gpx";

/**
 * Recognises a recording by content (decision D-60): bytes 8–11 `.FIT` give FIT; XML text whose first element is
 * `TrainingCenterDatabase` gives TCX, `gpx` GPX (namespace prefix allowed). Falls back to the file name's
 * extension (`.fit`, `.tcx`, `.gpx`, case-insensitive).
 *
 * @param input - the file's bytes or text.
 * @param fileName - the file's name, if known.
 * @returns the format, or `undefined` when neither content nor name tells.
 */
export function detectFormat(input: string | Uint8Array | ArrayBuffer, fileName?: string): RecordingFormat | undefined {
  const bytes = typeof input === "string" ? undefined : input instanceof Uint8Array ? input : new Uint8Array(input);
  if (bytes !== undefined && bytes.length >= 12) {
    if (bytes[8] === 0x2e && bytes[9] === 0x46 && bytes[10] === 0x49 && bytes[11] === 0x54) return "fit";
  }
  const head = typeof input === "string" ? input.slice(0, 4096) : new TextDecoder("utf-8").decode((bytes as Uint8Array).subarray(0, 4096));
  const root = /<(?:[A-Za-z_][\w.-]*:)?(TrainingCenterDatabase|gpx)[\s>/]/.exec(head.replace(/<\?[\s\S]*?\?>|<!--[\s\S]*?-->/g, ""));
  if (root?.[1] === "TrainingCenterDatabase") return "tcx";
  if (root?.[1] === "gpx") return "gpx";
  const ext = fileName === undefined ? undefined : /\.(fit|tcx|gpx)$/i.exec(fileName)?.[1]?.toLowerCase();
  return ext as RecordingFormat | undefined;
}
