import * as z from "zod";
import { DEFAULT_LIMITS, type Limits } from "../registry/limits.js";
import { activityDetailSchema } from "./activityDetail.js";
import { activityListPageSchema } from "./activityListItem.js";
import { addActivitiesResponseSchema } from "./addActivityResponseItem.js";
import { errorBodySchema } from "./errorBody.js";
import { gpsDataSchema } from "./gpsData.js";
import { createSubmittedActivitySchema } from "./submittedActivity.js";
import { userProfileSchema } from "./userProfile.js";

/** A JSON Schema document (draft 2020-12) as produced by `z.toJSONSchema`. */
export type JsonSchemaDocument = z.core.JSONSchema.BaseSchema;

/** The refinements ignore the context when only the JSON Schema is generated. */
const NO_CONTEXT = { nowMs: 0 } as const;

/**
 * JSON Schema (draft 2020-12) of a schema's input side: what a client may send or receive. Objects stay open
 * (unknown properties allowed, as zod strips them), rules the zod refinements check are described in
 * `description`s (decision D-47).
 */
function toDocument(schema: z.ZodType, title: string): JsonSchemaDocument {
  const document = z.toJSONSchema(schema, {
    target: "draft-2020-12",
    io: "input",
    // the one custom schema (metrics.data) carries its JSON Schema in its metadata; a test checks that no other
    // schema became the empty schema `{}`
    unrepresentable: "any",
  });
  const { $schema: _draft, ...rest } = document;
  return { $schema: "https://json-schema.org/draft/2020-12/schema", title, ...rest };
}

/**
 * JSON Schema of the Add Activities request body (spec 2.1, 2.2, 4.1): an array of 1 to
 * `limits.maxActivitiesPerRequest` activities. `activityId`/`metricSummary` are `{"not": {}}`; RUN → intervalValue 10
 * is an `if`/`then`. Not expressible, hence only described: startTime in the past, the metric-type options with the
 * profile's weight and age (320), the data point rules (260, 360, 1040), duration covering the data points (1050),
 * time zone names known to the runtime (180).
 *
 * @param limits - size limits (default `DEFAULT_LIMITS`).
 */
export function addActivitiesRequestJsonSchema(limits: Partial<Limits> = {}): JsonSchemaDocument {
  const max = limits.maxActivitiesPerRequest ?? DEFAULT_LIMITS.maxActivitiesPerRequest;
  const body = z
    .array(createSubmittedActivitySchema({ ...NO_CONTEXT, limits }))
    .min(1)
    .max(max)
    .meta({ description: "Add Activities request body (spec 4.1): the activities to add. One per request is recommended." });
  return toDocument(body, "Add Activities request");
}

/** JSON Schema of the Add Activities response body (spec 2.3, 4.1). */
export function addActivitiesResponseJsonSchema(): JsonSchemaDocument {
  return toDocument(addActivitiesResponseSchema, "Add Activities response");
}

/** JSON Schema of a List Activities by Experience Type page (spec 2.4, 2.5, 4.2). */
export function activityListPageJsonSchema(): JsonSchemaDocument {
  return toDocument(activityListPageSchema, "Activity list page");
}

/** JSON Schema of the activity detail with its interval metrics (spec 2.5, 2.7, 4.3). */
export function activityDetailJsonSchema(): JsonSchemaDocument {
  return toDocument(activityDetailSchema, "Activity detail");
}

/** JSON Schema of an activity's GPS data (spec 4.3). */
export function gpsDataJsonSchema(): JsonSchemaDocument {
  return toDocument(gpsDataSchema, "GPS data");
}

/** JSON Schema of a user profile. */
export function userProfileJsonSchema(): JsonSchemaDocument {
  return toDocument(userProfileSchema, "User profile");
}

/** JSON Schema of an error response body `{errors: [...]}`. */
export function errorBodyJsonSchema(): JsonSchemaDocument {
  return toDocument(errorBodySchema, "Error body");
}

/**
 * Every JSON Schema document, by file name (as committed under `docs/schemas/`, written by
 * `test/docs/generate-json-schemas.ts`), with default limits.
 */
export function jsonSchemaDocuments(): Record<string, JsonSchemaDocument> {
  return {
    "add-activities-request.json": addActivitiesRequestJsonSchema(),
    "add-activities-response.json": addActivitiesResponseJsonSchema(),
    "activity-list-page.json": activityListPageJsonSchema(),
    "activity-detail.json": activityDetailJsonSchema(),
    "gps-data.json": gpsDataJsonSchema(),
    "user-profile.json": userProfileJsonSchema(),
    "error-body.json": errorBodyJsonSchema(),
  };
}
