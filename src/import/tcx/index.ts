/**
 * The TCX importer alone (`activity-fuel/import/tcx`): `fromTcx` and the types of its result. It references only its
 * own parser, `saxes` (an optional peer dependency loaded on first use), so that a bundle of this entry
 * needs no other parser installed. `activity-fuel/import` has all three formats and
 * `importRecording`.
 *
 * @module activity-fuel/import/tcx
 */
export { fromTcx } from "../fromTcx.js";
export type { ImportOptions } from "../importOptions.js";
export type { ImportResult, ImportedActivity } from "../importResult.js";
export type { ImportError } from "../importError.js";
