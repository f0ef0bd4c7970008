/**
 * TCX export (`activity-fuel/export/tcx`): an activity detail or an Add Activities item written as a Garmin
 * Training Center Database v2 activity with laps, distance, heart rate, cadence and power. No dependency: the
 * document is written as text. Its result has the type `ExportResult` of `activity-fuel/export/gpx` (one declaration,
 * one entry; `ReturnType<typeof toTcx>` names it too). See docs/export.md.
 *
 * @module activity-fuel/export/tcx
 */
export { toTcx, type TcxOptions } from "../toTcx.js";
export type { ExportResult } from "../exportResult.js";
export { EXPORT_ERROR_CODES, type ExportError, type ExportErrorCode, type ExportErrorKey, type ExportErrorInfo } from "../exportError.js";

// The root's types this entry's declarations name, so that code compiled with `declaration: true` names them here.
export type { ActivityDetail, IntervalMetric } from "../../model/activityDetail.js";
export type { ActivityListItem } from "../../model/activityListItem.js";
export type { Link, Tag } from "../../model/link.js";
export type { MetricSummary } from "../../model/metricSummary.js";
export type { SubmittedActivity, SubmittedMetrics } from "../../model/submittedActivity.js";
export type { ActivityTypeName } from "../../registry/activityTypes.js";
export type { DeviceTypeName } from "../../registry/deviceTypes.js";
export type { SubmittableMetricTypeName } from "../../registry/metricTypes.js";
export type { Status } from "../../registry/statuses.js";
