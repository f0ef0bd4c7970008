import { assembleResult } from "../assembleResult.js";
import { resolveOptions } from "../buildImportedActivity.js";
import { importError, isImportError, type ImportError } from "../importError.js";
import type { ImportOptions } from "../importOptions.js";
import type { ImportResult } from "../importResult.js";
import { loadZoneLookup } from "../loadZoneLookup.js";
import { readInput } from "../readInput.js";
import { readOptions } from "../readOptions.js";
import type { Track } from "../track.js";
import { parseXml, type XmlDocument, type XmlShape } from "./parseXml.js";

/**
 * The shared pipeline of the XML importers (`fromTcx`, `fromGpx`): check the input and options, parse the
 * document once, turn it into tracks with the format's reader, and assemble the submission. Never throws: an input
 * of the wrong type gives 1695, and a reader that throws on an unexpected structure gives error 1640
 * (`NOT_A_TRACK_DOCUMENT`) naming the format.
 *
 * @param input - the document as text or UTF-8 bytes (any other value gives 1695).
 * @param options - import options.
 * @param format - format name for error details, e.g. `"TCX"`.
 * @param shape - the part of the document the reader uses (everything else is dropped while parsing).
 * @param toTracks - the format's reader from the parsed document to tracks, or an import error.
 */
export async function importXmlDocument(
  input: unknown,
  options: ImportOptions | undefined,
  format: string,
  shape: XmlShape,
  toTracks: (doc: XmlDocument) => Track[] | ImportError,
): Promise<ImportResult> {
  const read = readOptions(options);
  if (isImportError(read)) return { ok: false, error: read, warnings: [] };
  const data = readInput(input, true);
  if (isImportError(data)) return { ok: false, error: data, warnings: [] };
  const resolved = resolveOptions(read);
  if (isImportError(resolved)) return { ok: false, error: resolved, warnings: [] };
  const doc = await parseXml(data, shape);
  if (isImportError(doc)) return { ok: false, error: doc, warnings: [] };
  const zones = resolved.timeZoneName === undefined ? await loadZoneLookup() : undefined;
  try {
    const tracks = toTracks(doc);
    if (isImportError(tracks)) return { ok: false, error: tracks, warnings: doc.warnings };
    return assembleResult(tracks, resolved, [], zones);
  } catch (cause) {
    const why = cause instanceof Error ? cause.message : String(cause);
    return { ok: false, error: importError("NOT_A_TRACK_DOCUMENT", `unexpected ${format} structure: ${why}`), warnings: doc.warnings };
  }
}
