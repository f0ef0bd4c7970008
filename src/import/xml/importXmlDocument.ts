import { assembleResult } from "../assembleResult.js";
import { resolveOptions } from "../buildImportedActivity.js";
import { importError, isImportError, type ImportError } from "../importError.js";
import type { ImportOptions } from "../importOptions.js";
import type { ImportResult } from "../importResult.js";
import type { Track } from "../track.js";
import { parseXml, type XmlDocument } from "./parseXml.js";

/**
 * The shared pipeline of the XML importers (`fromTcx`, `fromGpx`): resolve the options, parse the document, turn
 * it into tracks with the format's reader, and assemble the submission. Never throws: a reader that throws on an
 * unexpected structure gives error 1640 (`NOT_A_TRACK_DOCUMENT`) naming the format.
 *
 * @param input - the document as text or UTF-8 bytes.
 * @param options - import options.
 * @param format - format name for error details, e.g. `"TCX"`.
 * @param toTracks - the format's reader from the parsed document to tracks, or an import error.
 */
export async function importXmlDocument(
  input: string | Uint8Array | ArrayBuffer,
  options: ImportOptions,
  format: string,
  toTracks: (doc: XmlDocument) => Track[] | ImportError,
): Promise<ImportResult> {
  const resolved = resolveOptions(options);
  if (isImportError(resolved)) return { ok: false, error: resolved, warnings: [] };
  const doc = await parseXml(input);
  if (isImportError(doc)) return { ok: false, error: doc, warnings: [] };
  try {
    const tracks = toTracks(doc);
    if (isImportError(tracks)) return { ok: false, error: tracks, warnings: doc.warnings };
    return assembleResult(tracks, resolved, []);
  } catch (cause) {
    const why = cause instanceof Error ? cause.message : String(cause);
    return { ok: false, error: importError("NOT_A_TRACK_DOCUMENT", `unexpected ${format} structure: ${why}`), warnings: doc.warnings };
  }
}
