/**
 * TCX export (`activity-fuel/export/tcx`): an activity detail or an Add Activities item written as a Garmin
 * Training Center Database v2 activity with laps, distance, heart rate, cadence, speed and power. No dependency:
 * the document is written as text. See docs/export.md.
 *
 * @module activity-fuel/export/tcx
 */
export { toTcx, type TcxOptions } from "../toTcx.js";
export type { ExportResult } from "../exportResult.js";
export type { ExportableActivity } from "../readActivityShape.js";
export { EXPORT_ERROR_CODES, type ExportError, type ExportErrorInfo, type ExportErrorKey } from "../exportError.js";
