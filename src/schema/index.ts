/**
 * zod (v4) schemas of the resources of the spec, whose outputs are the model types: the Add Activities request
 * (context-dependent factories whose rules are `validateActivities` itself: same codes, paths and details), the
 * responses (add, list page, detail, GPS; an activity's analysis, a user's records, the training load), the user
 * profile and the error body; `toValidationErrors` turns a zod
 * failure into the validator's errors; `addActivitiesRequestJsonSchema` writes the request's JSON Schema for other
 * limits (draft 2020-12 or draft-07). zod is a peer dependency; import this entry only where zod is wanted. The JSON
 * Schemas with the default limits are files, `activity-fuel/schemas/*.json` and `activity-fuel/schemas/draft-07/*.json`;
 * the OpenAPI document is `activity-fuel/openapi`.
 *
 * Without zod, the validator itself is a Standard Schema too: {@link activity-fuel!createAddActivitiesStandardSchema}
 * and {@link activity-fuel!createSubmittedActivityStandardSchema} in the root entry.
 *
 * @module activity-fuel/schema
 */
export { createAddActivitiesBodySchema } from "./addActivitiesBody.js";
export { createSubmittedActivitySchema } from "./submittedActivity.js";
export { toValidationErrors, type ToValidationErrorsOptions } from "./toValidationErrors.js";
export { addActivitiesResponseSchema } from "./addActivityResponseItem.js";
export { activityListPageSchema } from "./activityListItem.js";
export { activityDetailSchema } from "./activityDetail.js";
export { gpsDataSchema } from "./gpsData.js";
export { userProfileSchema } from "./userProfile.js";
export { errorBodySchema, type ErrorBody } from "./errorBody.js";
export { activityAnalysisSchema } from "./activityAnalysis.js";
export { userRecordsSchema } from "./userRecords.js";
export { trainingLoadReportSchema } from "./trainingLoadReport.js";
export { addActivitiesRequestJsonSchema, type JsonSchemaDocument, type JsonSchemaOptions, type JsonSchemaDraft } from "./jsonSchemas.js";
export type { ValidationContext } from "../validate/validationContext.js";
export type { ValidationError, JsonPath } from "../validate/validationError.js";
export type { Limits } from "../registry/limits.js";
export type { DeviceTypeName } from "../registry/deviceTypes.js";
export type { SubmittableMetricTypeName } from "../registry/metricTypes.js";
export type { ActivityTypeName } from "../registry/activityTypes.js";
export type { ErrorCode } from "../registry/errorCodes.js";
export type { Paging } from "../model/activityListItem.js";
export type { UserProfile } from "../model/userProfile.js";
