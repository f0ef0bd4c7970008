/**
 * zod (v4) schemas of the resources of the spec, whose outputs are the model types: the Add Activities request
 * (context-dependent factories that agree with `validateActivities` on every input), the responses (add, list page,
 * detail, GPS), the user profile and the error body; `toValidationErrors` turns a zod failure into the validator's
 * errors. zod is a peer dependency; import this entry only where zod is wanted. The JSON Schemas and the OpenAPI
 * document of the /v1 interface are files: `activity-fuel/schemas/*.json`.
 *
 * Without zod, the validator itself is a Standard Schema too: {@link activity-fuel!createAddActivitiesStandardSchema}
 * and {@link activity-fuel!createSubmittedActivityStandardSchema} in the root entry.
 *
 @module activity-fuel/schema
 */
export { createAddActivitiesBodySchema } from "./addActivitiesBody.js";
export { createSubmittedActivitySchema } from "./submittedActivity.js";
export { toValidationErrors } from "./toValidationErrors.js";
export { addActivitiesResponseSchema } from "./addActivityResponseItem.js";
export { activityListPageSchema } from "./activityListItem.js";
export { activityDetailSchema } from "./activityDetail.js";
export { gpsDataSchema } from "./gpsData.js";
export { userProfileSchema } from "./userProfile.js";
export { errorBodySchema, type ErrorBody } from "./errorBody.js";
