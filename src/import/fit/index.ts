/**
 * The FIT importer alone (`activity-fuel/import/fit`): `fromFit` and the types of its result. It references only its
 * own parser, `@garmin/fitsdk` (an optional peer dependency loaded on first use), so that a bundle of this entry
 * needs no other parser installed (decision D-114). `activity-fuel/import` has all three formats and
 * `importRecording`.
 *
 * @module activity-fuel/import/fit
 */
export { fromFit } from "../fromFit.js";
export type { ImportOptions } from "../importOptions.js";
export type { ImportResult, ImportedActivity, ImportMetadata, ImportWarning, DeviceTotals } from "../importResult.js";
export { IMPORT_ERROR_CODES, isImportError, type ImportError, type ImportErrorCode, type ImportErrorKey } from "../importError.js";
