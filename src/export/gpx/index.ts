/**
 * GPX export (`activity-fuel/export/gpx`): an activity detail or an Add Activities item written as a GPX 1.1
 * track with time, position, elevation, and heart rate and cadence in Garmin's TrackPointExtension v1. No
 * dependency: the document is written as text. See docs/export.md.
 *
 * @module activity-fuel/export/gpx
 */
export { toGpx } from "../toGpx.js";
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
