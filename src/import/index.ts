/**
 * Importers for real recordings (`activity-fuel/import`): FIT, TCX and GPX files in, Add Activities submissions
 * out, resampled onto the uniform 5 or 10 s grid of spec 2.2 with cumulative distance. The parsers are optional
 * peer dependencies (`@garmin/fitsdk`, `saxes`) loaded on first use, so the core entries never pull
 * them in. Every failure is an {@link ImportError} with a code of {@link IMPORT_ERROR_CODES} (1600–1699), returned,
 * never thrown. See docs/import.md.
 *
 * @module activity-fuel/import
 */
export { importRecording, type ImportRecordingOptions } from "./importRecording.js";
export { fromFit } from "./fromFit.js";
export { fromTcx } from "./fromTcx.js";
export { fromGpx } from "./fromGpx.js";
export type { ImportOptions } from "./importOptions.js";
export type { ImportResult, ImportedActivity, ImportMetadata, ImportWarning, DeviceTotals } from "./importResult.js";
export type { RecordingFormat } from "./detectFormat.js";
export { IMPORT_ERROR_CODES, type ImportError, type ImportErrorCode, type ImportErrorKey, type ImportErrorInfo } from "./importError.js";

// The root's types this entry's declarations name, so that code compiled with `declaration: true` names them here.
export type { SubmittedActivity, SubmittedMetrics } from "../model/submittedActivity.js";
export type { ActivityTypeName } from "../registry/activityTypes.js";
export type { DeviceTypeName } from "../registry/deviceTypes.js";
export type { SubmittableMetricTypeName } from "../registry/metricTypes.js";
