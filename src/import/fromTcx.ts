import type { ImportOptions } from "./importOptions.js";
import type { ImportResult } from "./importResult.js";
import { TCX_SHAPE } from "./tcx/tcxShape.js";
import { tcxToTracks } from "./tcx/tcxToTracks.js";
import { importXmlDocument } from "./xml/importXmlDocument.js";

/**
 * Imports a TCX file (Garmin Training Center XML, parsed with `saxes`, an optional peer dependency)
 * into an Add Activities submission: one activity per `Activity`, laps joined, resampled onto the uniform grid
 * of spec 2.2. Never throws.
 *
 * Errors: 1695 (the input is not text or bytes, e.g. a detached `ArrayBuffer` or a revoked `Proxy`; or the options
 * are not an object, or cannot be read, e.g. a getter throws), 1610 (`saxes` not installed),
 * 1630 (not well-formed XML), 1640 (not a TCX activity), 1650,
 * 1660, 1665, 1670, 1680, 1690 (see `IMPORT_ERROR_CODES`).
 *
 * @example
 * ```ts
 * const result = await fromTcx(await readFile("run.tcx", "utf8"));
 * if (!result.ok) console.error(result.error.code, result.error.detail);
 * ```
 *
 * @param input - the document as text or UTF-8 bytes; any other value gives error 1695, never a throw.
 * @param options - import options.
 */
export async function fromTcx(input: string | Uint8Array | ArrayBuffer, options?: ImportOptions): Promise<ImportResult> {
  return importXmlDocument(input, options, "TCX", TCX_SHAPE, tcxToTracks);
}
