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
export type { ImportResult, ImportedActivity, ImportMetadata, ImportWarning, DeviceTotals } from "../importResult.js";
export type { ImportError, ImportErrorCode, ImportErrorKey } from "../importError.js";

// The root's types this entry's declarations name, so that code compiled with `declaration: true` names them here.
export type { SubmittedActivity, SubmittedMetrics } from "../../model/submittedActivity.js";
export type { ActivityTypeName } from "../../registry/activityTypes.js";
export type { DeviceTypeName } from "../../registry/deviceTypes.js";
export type { SubmittableMetricTypeName } from "../../registry/metricTypes.js";
