import { detectFormat, type RecordingFormat } from "./detectFormat.js";
import { fromFit } from "./fromFit.js";
import { fromGpx } from "./fromGpx.js";
import { fromTcx } from "./fromTcx.js";
import { importError } from "./importError.js";
import type { ImportOptions } from "./importOptions.js";
import type { ImportResult } from "./importResult.js";

/** Options of {@link importRecording}: the import options plus how to recognise the file. */
export interface ImportRecordingOptions extends ImportOptions {
  /** The format, when known; otherwise it is detected from the content, then from {@link fileName}. */
  readonly format?: RecordingFormat;
  /** The file's name, used only to detect the format when the content does not tell. */
  readonly fileName?: string;
}

/**
 * Imports a FIT, TCX or GPX recording, recognising the format by content ({@link detectFormat}); see
 * {@link fromFit}, {@link fromTcx} and {@link fromGpx}. Never throws.
 *
 * Errors: 1600 when the format cannot be recognised; otherwise those of the format's importer.
 *
 * @example
 * ```ts
 * const result = await importRecording(await readFile(path), { fileName: path });
 * ```
 *
 * @param input - the file's bytes (or text for TCX/GPX).
 * @param options - import options, `format` and `fileName`.
 */
export async function importRecording(input: string | Uint8Array | ArrayBuffer, options: ImportRecordingOptions = {}): Promise<ImportResult> {
  const { format, fileName, ...rest } = options;
  const kind = format ?? detectFormat(input, fileName);
  if (kind === "fit") {
    if (typeof input === "string") return { ok: false, error: importError("FIT_DECODE_FAILED", "FIT is binary: pass the bytes, not text"), warnings: [] };
    return fromFit(input, rest);
  }
  if (kind === "tcx") return fromTcx(input, rest);
  if (kind === "gpx") return fromGpx(input, rest);
  const what = fileName === undefined ? "the data" : `"${fileName}"`;
  return { ok: false, error: importError("UNKNOWN_FORMAT", `${what} has no .FIT header and no <TrainingCenterDatabase> or <gpx> root`), warnings: [] };
}
