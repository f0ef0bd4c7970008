/**
 * The GPX importer alone (`activity-fuel/import/gpx`): `fromGpx` and the types of its result. It references only its
 * own parser, `saxes` (an optional peer dependency loaded on first use), so that a bundle of this entry
 * needs no other parser installed. `activity-fuel/import` has all three formats and
 * `importRecording`.
 *
 * @module activity-fuel/import/gpx
 */
export { fromGpx } from "../fromGpx.js";
export type { ImportOptions } from "../importOptions.js";
export type { ImportResult, ImportedActivity } from "../importResult.js";
export type { ImportError } from "../importError.js";
