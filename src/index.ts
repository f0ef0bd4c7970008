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
export { toJsonPointer, type ValidationError } from "./validate/validationError.js";

// The validator as Standard Schema objects (tRPC, Hono, TanStack Form, ...)
export { createAddActivitiesStandardSchema } from "./standardSchema/createAddActivitiesStandardSchema.js";
export { createSubmittedActivityStandardSchema } from "./standardSchema/createSubmittedActivityStandardSchema.js";
export type { StandardSchemaOptions } from "./standardSchema/standardSchemaOptions.js";

// Fuel and display
export { calculateFuel, type FuelResult } from "./fuel/calculateFuel.js";
export { formatDuration } from "./derive/formatDuration.js";

// Registries of the spec
export { ACTIVITY_TYPE_NAMES, type ActivityTypeName } from "./registry/activityTypes.js";
export { ERROR_CODES, type ErrorCode } from "./registry/errorCodes.js";

// Resources of the spec
export type { SubmittedActivity } from "./model/submittedActivity.js";
export type { ValidatedActivity } from "./model/validatedActivity.js";
export type { StoredActivity } from "./model/storedActivity.js";
export type { ActivitySummary } from "./model/activitySummary.js";
export type { UserProfile } from "./model/userProfile.js";
export type { AddActivityResponseItem } from "./model/addActivityResponseItem.js";
export type { ActivityListPage, ActivityListItem } from "./model/activityListItem.js";
export type { MetricSummary } from "./model/metricSummary.js";
export type { ActivityDetail } from "./model/activityDetail.js";
export type { GpsData } from "./model/gpsData.js";

// The service (spec section 4)
export {
  createActivityService,
  type ActivityService,
  type ActivityServiceOptions,
  type ServiceResult,
  type ListQuery,
  type ListLinkOptions,
  type AddActivitiesRequestOptions,
} from "./service/index.js";

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
