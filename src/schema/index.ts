/**
 * zod (v4) schemas of every resource of the spec, whose outputs are the model types: the Add Activities request
 * (context-dependent factories whose rules are `validateActivities` itself: same codes, paths and details), the
 * responses (add, list page, detail, GPS), the user profile and the error body; `toValidationErrors` turns a zod
 * failure into the validator's errors; the JSON Schema documents of each body, in draft 2020-12 and draft-07,
 * generated from these schemas (also shipped as `activity-fuel/schemas/*.json` and
 * `activity-fuel/schemas/draft-07/*.json`). zod is a peer dependency; import this entry only where zod is wanted.
 * The OpenAPI document is `activity-fuel/openapi`.
 *
 * Without zod, the validator itself is a Standard Schema too: {@link activity-fuel!createAddActivitiesStandardSchema}
 * and {@link activity-fuel!createSubmittedActivityStandardSchema} in the root entry.
 *
 * @module activity-fuel/schema
 */
export { createSubmittedActivitySchema, type SubmittedActivitySchema } from "./submittedActivity.js";
export { createAddActivitiesBodySchema } from "./addActivitiesBody.js";
export { toValidationErrors, type ToValidationErrorsOptions } from "./toValidationErrors.js";
export type { ValidatorIssueParams } from "./validatorRefinement.js";
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
  jsonSchemaDocuments,
  type JsonSchemaDocument,
  type JsonSchemaDraft,
  type JsonSchemaOptions,
} from "./jsonSchemas.js";
