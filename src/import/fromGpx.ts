import { GPX_SHAPE } from "./gpx/gpxShape.js";
import { gpxToTracks } from "./gpx/gpxToTracks.js";
import type { ImportOptions } from "./importOptions.js";
import type { ImportResult } from "./importResult.js";
import { importXmlDocument } from "./xml/importXmlDocument.js";

/**
 * Imports a GPX 1.0/1.1 track (parsed in one pass with `saxes`, an optional peer dependency) into an Add
 * Activities submission of one activity: timed tracks joined, distance from the GPS path (WGS 84), resampled onto
 * the uniform grid of spec 2.2. GPX names no sport reliably: pass `activityType`, or
 * the type comes from `trk/type` or a guess from the moving speed (with a warning). Never throws.
 *
 * Errors: 1695 (the input is not text or bytes, e.g. a detached `ArrayBuffer` or a revoked `Proxy`; or the options
 * are not an object, or cannot be read, e.g. a getter throws), 1610 (`saxes` not installed),
 * 1630 (not well-formed XML), 1640 (not a GPX track), 1650,
 * 1660, 1665, 1670, 1680, 1690 (see `IMPORT_ERROR_CODES`).
 *
 * @example
 * ```ts
 * const result = await fromGpx(gpxText, { activityType: "HIKING", timeZoneName: "Europe/Ljubljana" });
 * ```
 *
 * @param input - the document as text or UTF-8 bytes; any other value gives error 1695, never a throw.
 * @param options - import options.
 */
export async function fromGpx(input: string | Uint8Array | ArrayBuffer, options?: ImportOptions): Promise<ImportResult> {
  return importXmlDocument(input, options, "GPX", GPX_SHAPE, gpxToTracks);
}
