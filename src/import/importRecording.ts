import { detectFormat, type RecordingFormat } from "./detectFormat.js";
import { fromFit } from "./fromFit.js";
import { fromGpx } from "./fromGpx.js";
import { fromTcx } from "./fromTcx.js";
import { importError, isImportError } from "./importError.js";
import type { ImportOptions } from "./importOptions.js";
import type { ImportResult } from "./importResult.js";
import { quoteText } from "./quoteText.js";
import { readInput } from "./readInput.js";
import { readOptions } from "./readOptions.js";

/** Options of {@link importRecording}: the import options plus how to recognise the file. */
export interface ImportRecordingOptions extends ImportOptions {
  /** The format, when known; otherwise it is detected from the content, then from {@link fileName}. */
  readonly format?: RecordingFormat;
  /** The file's name, used only to detect the format when the content does not tell. */
  readonly fileName?: string;
}

/**
 * Imports a FIT, TCX or GPX recording, recognising the format by content (`detectFormat`); see
 * {@link fromFit}, {@link fromTcx} and {@link fromGpx}. Never throws.
 *
 * Errors: 1695 when the input is not bytes or text (a detached `ArrayBuffer` and a revoked `Proxy` included) or the
 * options are not an object that can be read, 1600 when the format cannot be
 * recognised; otherwise those of the format's importer.
 *
 * @example
 * ```ts
 * const result = await importRecording(await readFile(path), { fileName: path });
 * ```
 *
 * @param input - the file's bytes (or text for TCX/GPX); any other value gives error 1695, never a throw.
 * @param options - import options, `format` and `fileName`.
 */
export async function importRecording(input: string | Uint8Array | ArrayBuffer, options: ImportRecordingOptions = {}): Promise<ImportResult> {
  const read = readOptions(options);
  if (isImportError(read)) return { ok: false, error: read, warnings: [] };
  const data = readInput(input, true);
  if (isImportError(data)) return { ok: false, error: data, warnings: [] };
  const { format, fileName, ...rest } = read;
  const kind = format ?? detectFormat(data, fileName);
  if (kind === "fit") {
    if (typeof data === "string") return { ok: false, error: importError("INVALID_INPUT", "FIT is binary: pass the file's bytes, not text"), warnings: [] };
    return fromFit(data, rest);
  }
  if (kind === "tcx") return fromTcx(data, rest);
  if (kind === "gpx") return fromGpx(data, rest);
  const what = typeof fileName === "string" ? quoteText(fileName) : "the data";
  return { ok: false, error: importError("UNKNOWN_FORMAT", `${what} has no .FIT header and no <TrainingCenterDatabase> or <gpx> root`), warnings: [] };
}
