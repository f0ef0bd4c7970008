/**
 * zod (v4) schemas of every resource of the spec, whose outputs are the model types: the Add Activities request
 * (context-dependent factories that agree with `validateActivities` on every input), the responses (add, list page,
 * detail, GPS), the user profile and the error body; `toValidationErrors` turns a zod failure into the validator's
 * errors; JSON Schema documents of each body and the OpenAPI 3.1 document of the /v1 interface (also shipped as
 * `activity-fuel/schemas/*.json`). zod is a peer dependency; import this entry only where zod is wanted.
 *
 * Without zod, the validator itself is a Standard Schema too: {@link activity-fuel!createAddActivitiesStandardSchema}
 * and {@link activity-fuel!createSubmittedActivityStandardSchema} in the root entry.
 *
 * @module activity-fuel/schema
 */
export { createSubmittedActivitySchema, type SubmittedActivitySchema } from "./submittedActivity.js";
export { submittedMetricsSchema } from "./submittedMetrics.js";
export { createAddActivitiesBodySchema } from "./addActivitiesBody.js";
export { toValidationErrors, type ToValidationErrorsOptions, type IssueWithMessage } from "./toValidationErrors.js";
export { issueCode, type IssueLike } from "./issueCode.js";
export { linkSchema, tagSchema } from "./link.js";
export { metricSummarySchema, addMetricSummarySchema } from "./metricSummary.js";
export { addActivityResponseItemSchema, addActivitiesResponseSchema } from "./addActivityResponseItem.js";
export { activityListItemSchema, pagingSchema, activityListPageSchema } from "./activityListItem.js";
export { intervalMetricSchema, activityDetailSchema } from "./activityDetail.js";
export { waypointSchema, gpsDataSchema } from "./gpsData.js";
export { userProfileSchema } from "./userProfile.js";
export { errorItemSchema, errorBodySchema, type ErrorItem, type ErrorBody } from "./errorBody.js";
export {
  addActivitiesRequestJsonSchema,
  addActivitiesResponseJsonSchema,
  activityListPageJsonSchema,
  activityDetailJsonSchema,
  gpsDataJsonSchema,
  userProfileJsonSchema,
  errorBodyJsonSchema,
  jsonSchemaDocuments,
  JSON_SCHEMA_ID_BASE,
  type JsonSchemaDocument,
} from "./jsonSchemas.js";
export { openApiDocument, type OpenApiDocument } from "./openApiDocument.js";
