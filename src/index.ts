/**
 * activity-fuel: the Activity Tracking Service as a domain library, with no run-time dependency. The validator of
 * Add Activities bodies (also as Standard Schema objects), fuel, the resource types of the spec, the service with
 * its in-memory repository and the interface storage adapters implement. A bundler keeps only what you import.
 * Features with a peer dependency have their own entry: {@link activity-fuel/schema!} (zod),
 * {@link activity-fuel/testing!} (fast-check), {@link activity-fuel/import!} (FIT/XML parsers),
 * {@link activity-fuel/http!} with {@link activity-fuel/http/node!}, and {@link activity-fuel/postgres!}.
 *
 * @module activity-fuel
 */

// Validation of an Add Activities body
export { validateActivities, type ValidationResult } from "./validate/validateActivities.js";
export type { ValidationContext } from "./validate/validationContext.js";
export { toJsonPointer, type ValidationError, type JsonPath } from "./validate/validationError.js";

// The validator as Standard Schema objects (tRPC, Hono, TanStack Form, ...)
export { createAddActivitiesStandardSchema } from "./standardSchema/createAddActivitiesStandardSchema.js";
export { createSubmittedActivityStandardSchema } from "./standardSchema/createSubmittedActivityStandardSchema.js";
export type { StandardSchemaOptions } from "./standardSchema/standardSchemaOptions.js";
export type { ActivityStandardSchema, StandardValidationResult } from "./standardSchema/createAddActivitiesStandardSchema.js";
export type { ValidationIssue } from "./standardSchema/validationIssue.js";

// Fuel and display
export { calculateFuel, type FuelResult } from "./fuel/calculateFuel.js";
export type { FuelModelName } from "./fuel/fuelModel.js";
export { formatDuration } from "./derive/formatDuration.js";

// Registries of the spec
export { ACTIVITY_TYPE_NAMES, type ActivityTypeName } from "./registry/activityTypes.js";
export { ERROR_CODES, type ErrorCode, type ErrorCodeInfo, type ErrorScope } from "./registry/errorCodes.js";
export type { DeviceTypeName } from "./registry/deviceTypes.js";
export type { SubmittableMetricTypeName } from "./registry/metricTypes.js";
export type { Status } from "./registry/statuses.js";
export type { Limits } from "./registry/limits.js";

// Resources of the spec
export type { SubmittedActivity, SubmittedMetrics } from "./model/submittedActivity.js";
export type { ValidatedActivity, ValidatedMetrics, SampleColumn } from "./model/validatedActivity.js";
export type { StoredActivity } from "./model/storedActivity.js";
export type { ActivityDerivation } from "./model/activityDerivation.js";
export type { ActivitySummary } from "./model/activitySummary.js";
export type { UserProfile } from "./model/userProfile.js";
export type { AddActivityResponseItem } from "./model/addActivityResponseItem.js";
export type { ActivityListPage, ActivityListItem, Paging } from "./model/activityListItem.js";
export type { MetricSummary, AddMetricSummary } from "./model/metricSummary.js";
export type { ActivityDetail, IntervalMetric } from "./model/activityDetail.js";
export type { GpsData, Waypoint } from "./model/gpsData.js";
export type { Link, Tag } from "./model/link.js";

// The service (spec section 4)
export {
  createActivityService,
  type ActivityService,
  type ActivityServiceOptions,
  type ServiceResult,
  type ListQuery,
  type ListLinkOptions,
  type AddActivitiesRequestOptions,
  type RecordsQuery,
  type TrainingLoadQuery,
  type RecordHolder,
  type UserRecords,
  type TrainingLoadReport,
} from "./service/index.js";
// Analysis answered by the service (getAnalysis, getRecords, getTrainingLoad): the shapes its answers reach
export type { ActivityRecords } from "./model/activityRecords.js";
export type {
  ActivityAnalysis,
  Split,
  BestEffort,
  CurvePoint,
  ZoneTime,
  ZoneTimes,
  IntensityMinutes,
  Trimp,
  LoadDay,
  HeartRateZoneBasis,
} from "./analysis/index.js";

// Storage: the interface adapters implement, and the in-memory repository
export {
  createInMemoryActivityRepository,
  type ActivityRepository,
  type ActivityFilter,
  type PageRequest,
  type ListPosition,
  type TimeRange,
  type AddActivitiesOptions,
  type OverlapQuery,
  type FuelSliceRequest,
  type StoreOutcome,
  type IdempotencyRecord,
} from "./repository/index.js";
