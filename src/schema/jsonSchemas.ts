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

/**
 * Base of the `$id` of every shipped JSON Schema document: the package's `schemas/` folder as the npm CDN serves
 * the latest release (decision D-123). `$id` names a document; validators never fetch it.
 */
export const JSON_SCHEMA_ID_BASE = "https://unpkg.com/activity-fuel/schemas/";

/** The refinements ignore the context when only the JSON Schema is generated. */
const NO_CONTEXT = { nowMs: 0 } as const;

/**
 * JSON Schema (draft 2020-12) of a schema's input side: what a client may send or receive. Objects stay open
 * (unknown properties allowed, as zod strips them), rules the zod refinements check are described in
 * `description`s (decision D-47).
 */
function toDocument(schema: z.ZodType, title: string, file: string): JsonSchemaDocument {
  const document = z.toJSONSchema(schema, {
    target: "draft-2020-12",
    io: "input",
    // the one custom schema (metrics.data) carries its JSON Schema in its metadata; a test checks that no other
    // schema became the empty schema `{}`
    unrepresentable: "any",
    override: ({ jsonSchema }) => {
      // z.tuple([]) becomes `prefixItems: []`, which 2020-12 forbids (minItems 1): an empty array is maxItems 0
      if (Array.isArray(jsonSchema.prefixItems) && jsonSchema.prefixItems.length === 0) {
        delete jsonSchema.prefixItems;
        delete jsonSchema.items;
        jsonSchema.maxItems = 0;
      }
    },
  });
  const { $schema: _draft, ...rest } = document;
  return { $schema: "https://json-schema.org/draft/2020-12/schema", $id: JSON_SCHEMA_ID_BASE + file, title, ...rest };
}

/**
 * JSON Schema of the Add Activities request body (spec 2.1, 2.2, 4.1): an array of 1 to
 * `limits.maxActivitiesPerRequest` activities. `activityId`/`metricSummary` are `{"not": {}}`; RUN → intervalValue 10
 * is an `anyOf`. Not expressible, hence only described: startTime in the past, the metric-type options with the
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
  return toDocument(body, "Add Activities request", "add-activities-request.json");
}

/** JSON Schema of the Add Activities response body (spec 2.3, 4.1). */
export function addActivitiesResponseJsonSchema(): JsonSchemaDocument {
  return toDocument(addActivitiesResponseSchema, "Add Activities response", "add-activities-response.json");
}

/** JSON Schema of a List Activities by Experience Type page (spec 2.4, 2.5, 4.2). */
export function activityListPageJsonSchema(): JsonSchemaDocument {
  return toDocument(activityListPageSchema, "Activity list page", "activity-list-page.json");
}

/** JSON Schema of the activity detail with its interval metrics (spec 2.5, 2.7, 4.3). */
export function activityDetailJsonSchema(): JsonSchemaDocument {
  return toDocument(activityDetailSchema, "Activity detail", "activity-detail.json");
}

/** JSON Schema of an activity's GPS data (spec 4.3). */
export function gpsDataJsonSchema(): JsonSchemaDocument {
  return toDocument(gpsDataSchema, "GPS data", "gps-data.json");
}

/** JSON Schema of a user profile. */
export function userProfileJsonSchema(): JsonSchemaDocument {
  return toDocument(userProfileSchema, "User profile", "user-profile.json");
}

/** JSON Schema of an error response body `{errors: [...]}`. */
export function errorBodyJsonSchema(): JsonSchemaDocument {
  return toDocument(errorBodySchema, "Error body", "error-body.json");
}

/**
 * Every JSON Schema document, by file name, with default limits: the files shipped in the package's `schemas/`
 * folder (`activity-fuel/schemas/<file>`), written by `npm run schemas` and kept in sync by a test. Each has
 * `$schema` (draft 2020-12), `$id` ({@link JSON_SCHEMA_ID_BASE} + file) and `title`, and compiles under ajv's strict
 * mode.
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
