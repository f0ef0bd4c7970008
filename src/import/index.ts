/**
 * Importers for real recordings (`activity-fuel/import`): FIT, TCX and GPX files in, Add Activities submissions
 * out, resampled onto the uniform 5 or 10 s grid of spec 2.2 with cumulative distance. The parsers are optional
 * peer dependencies (`@garmin/fitsdk`, `saxes`) loaded on first use, so the core entries never pull
 * them in. Every failure is an {@link ImportError} with a code of {@link IMPORT_ERROR_CODES} (1600–1699), returned,
 * never thrown. See docs/import.md.
 *
 * @module activity-fuel/import
 */
export { importRecording } from "./importRecording.js";
export { fromFit } from "./fromFit.js";
export { fromTcx } from "./fromTcx.js";
export { fromGpx } from "./fromGpx.js";
export type { ImportOptions } from "./importOptions.js";
export type { ImportResult, ImportedActivity } from "./importResult.js";
export { IMPORT_ERROR_CODES, type ImportError } from "./importError.js";
