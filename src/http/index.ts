/**
 * The HTTP interface of spec 4 as one Web-standard fetch handler (`Request` → `Response`), for any runtime and
 * no web framework: `createActivityHandler({ service, authenticate })`. Status codes and error bodies:
 * docs/http.md. A `node:http` adapter lives in the separate `./http/node` entry.
 *
 * @module activity-fuel/http
 */
export { createActivityHandler } from "./createActivityHandler.js";
export type { ActivityHandler, ActivityHandlerOptions, Authenticate, HandlerErrorContext } from "./activityHandlerOptions.js";
export type { CorsOptions } from "./cors.js";
export { httpStatusForError } from "./httpStatusForError.js";
export type { ExportResult } from "../export/exportResult.js";
export type { ExportError, ExportErrorCode, ExportErrorKey } from "../export/exportError.js";

// The root's types this entry's declarations name, so that code compiled with `declaration: true` names them here.
export type { ActivityDetail, IntervalMetric } from "../model/activityDetail.js";
export type { ActivityListItem, ActivityListPage, Paging } from "../model/activityListItem.js";
export type { AddActivityResponseItem } from "../model/addActivityResponseItem.js";
export type { GpsData, Waypoint } from "../model/gpsData.js";
export type { Link, Tag } from "../model/link.js";
export type { AddMetricSummary, MetricSummary } from "../model/metricSummary.js";
export type { ActivityTypeName } from "../registry/activityTypes.js";
export type { DeviceTypeName } from "../registry/deviceTypes.js";
export type { ErrorCode } from "../registry/errorCodes.js";
export type { Status } from "../registry/statuses.js";
export type { ActivityService, AddActivitiesRequestOptions, ListLinkOptions, ListQuery, ServiceResult } from "../service/index.js";
export type { RecordHolder, RecordsQuery, TrainingLoadQuery, TrainingLoadReport, UserRecords } from "../service/index.js";
export type { ActivityRecords } from "../model/activityRecords.js";
export type { ActivityAnalysis, BestEffort, CurvePoint, HeartRateZoneBasis, IntensityMinutes, LoadDay, Split, Trimp, ZoneTime, ZoneTimes } from "../analysis/index.js";
export type { JsonPath, ValidationError } from "../validate/validationError.js";
