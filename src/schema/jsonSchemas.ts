import * as z from "zod";
import { DEFAULT_LIMITS, type Limits } from "../registry/limits.js";
import { activityAnalysisSchema } from "./activityAnalysis.js";
import { activityDetailSchema } from "./activityDetail.js";
import { activityListPageSchema } from "./activityListItem.js";
import { addActivitiesResponseSchema } from "./addActivityResponseItem.js";
import { errorBodySchema } from "./errorBody.js";
import { gpsDataSchema } from "./gpsData.js";
import { submittedActivityDescription } from "./submittedActivity.js";
import { trainingLoadReportSchema } from "./trainingLoadReport.js";
import { userProfileSchema } from "./userProfile.js";
import { userRecordsSchema } from "./userRecords.js";

/**
 * A JSON Schema document, plain JSON (as `z.toJSONSchema` writes it): the dialect's `$schema`, the document's `$id`
 * and `title`, and the schema's keywords. Give it to a validator (ajv, Fastify) or serve it as is.
 */
export interface JsonSchemaDocument {
  /** The dialect's meta-schema, e.g. `"https://json-schema.org/draft/2020-12/schema"`. */
  readonly $schema?: string;
  /** The document's address, e.g. `"https://unpkg.com/activity-fuel/schemas/add-activities-request.json"`. */
  readonly $id?: string;
  /** A short name, e.g. `"Add Activities request"`. */
  readonly title?: string;
  /** Every other keyword of the schema (`type`, `items`, `properties`, `$defs`, …). */
  readonly [keyword: string]: unknown;
}

/**
 * The JSON Schema dialect of a document: `"2020-12"` (OpenAPI 3.1's, ajv's `Ajv2020`) or `"draft-07"` (what
 * Fastify's and ajv's default validators load).
 */
export type JsonSchemaDraft = "2020-12" | "draft-07";

/** Options of the JSON Schema functions. */
export interface JsonSchemaOptions {
  /** The dialect; default `"2020-12"`. */
  readonly draft?: JsonSchemaDraft;
}

/**
 * Base of the `$id` of every shipped JSON Schema document: the package's `schemas/` folder as the npm CDN serves
 * the latest release, `schemas/draft-07/` for the draft-07 variants. `$id` names a document;
 * validators never fetch it.
 */
const ID_BASE = "https://unpkg.com/activity-fuel/schemas/";

const DIALECTS = {
  "2020-12": { target: "draft-2020-12", uri: "https://json-schema.org/draft/2020-12/schema", folder: "" },
  "draft-07": { target: "draft-7", uri: "http://json-schema.org/draft-07/schema#", folder: "draft-07/" },
} as const;

/**
 * JSON Schema of a schema's input side: what a client may send or receive. Objects stay open (unknown properties
 * allowed, as zod strips them); the rules JSON Schema cannot express are described in `description`s.
 */
function toDocument(schema: z.ZodType, title: string, file: string, options: JsonSchemaOptions): JsonSchemaDocument {
  const dialect = DIALECTS[options.draft ?? "2020-12"];
  const document = z.toJSONSchema(schema, {
    target: dialect.target,
    io: "input",
    // the request's properties carry their JSON Schema as metadata; a test checks that none became `{}`
    unrepresentable: "any",
    override: ({ jsonSchema }) => {
      // z.tuple([]) writes an empty `prefixItems` (2020-12) or `items` (draft-07), which both meta-schemas forbid
      const tuple = Array.isArray(jsonSchema.prefixItems) ? "prefixItems" : Array.isArray(jsonSchema.items) ? "items" : undefined;
      if (tuple !== undefined && (jsonSchema[tuple] as unknown[]).length === 0) {
        delete jsonSchema.prefixItems;
        delete jsonSchema.items;
        delete jsonSchema.additionalItems;
        jsonSchema.maxItems = 0;
      }
    },
  });
  const { $schema: _draft, ...rest } = document;
  return { $schema: dialect.uri, $id: `${ID_BASE}${dialect.folder}${file}`, title, ...rest };
}

/**
 * JSON Schema of the Add Activities request body (spec 2.1, 2.2, 4.1): an array of 1 to
 * `limits.maxActivitiesPerRequest` activities, from the same description as `createSubmittedActivitySchema`.
 * `activityId`/`metricSummary` are `{"not": {}}`; RUN → intervalValue 10 is an `anyOf`. Not expressible, hence
 * only described: startTime in the past, the metric-type options with the profile's weight and age (320), the data
 * point rules (260, 360, 1040), duration covering the data points (1050), the time zone names (180).
 *
 * @example
 * ```ts
 * const schema = addActivitiesRequestJsonSchema({ maxActivitiesPerRequest: 10 }, { draft: "draft-07" });
 * fastify.post("/v1/me/sport/activities", { schema: { body: schema } }, handler);
 * ```
 *
 * @param limits - size limits (default `DEFAULT_LIMITS`).
 * @param options - the dialect (default 2020-12).
 */
export function addActivitiesRequestJsonSchema(limits: Partial<Limits> = {}, options: JsonSchemaOptions = {}): JsonSchemaDocument {
  const max = limits.maxActivitiesPerRequest ?? DEFAULT_LIMITS.maxActivitiesPerRequest;
  const body = z
    .array(submittedActivityDescription)
    .min(1)
    .max(max)
    .meta({ description: "Add Activities request body (spec 4.1): the activities to add. One per request is recommended." });
  return toDocument(body, "Add Activities request", "add-activities-request.json", options);
}

/**
 * Every JSON Schema document, by file name, with default limits: the files shipped in the package's `schemas/`
 * folder (2020-12) and `schemas/draft-07/` (`activity-fuel/schemas/<file>`, `activity-fuel/schemas/draft-07/<file>`),
 * written by `npm run schemas` and kept in sync by a test. Each has `$schema`, `$id` (the file's address on the npm
 * CDN) and `title`, and compiles under ajv's strict mode: the Add Activities request and response, the list page,
 * the activity detail, GPS data, the user profile, the error body, and the answers of the analysis routes (an
 * activity's analysis, a user's records, the training load).
 *
 * @example
 * ```ts
 * const { "activity-list-page.json": page } = jsonSchemaDocuments({ draft: "draft-07" });
 * ```
 *
 * @param options - the dialect (default 2020-12).
 */
export function jsonSchemaDocuments(options: JsonSchemaOptions = {}): Record<string, JsonSchemaDocument> {
  return {
    "add-activities-request.json": addActivitiesRequestJsonSchema({}, options),
    "add-activities-response.json": toDocument(addActivitiesResponseSchema, "Add Activities response", "add-activities-response.json", options),
    "activity-list-page.json": toDocument(activityListPageSchema, "Activity list page", "activity-list-page.json", options),
    "activity-detail.json": toDocument(activityDetailSchema, "Activity detail", "activity-detail.json", options),
    "gps-data.json": toDocument(gpsDataSchema, "GPS data", "gps-data.json", options),
    "user-profile.json": toDocument(userProfileSchema, "User profile", "user-profile.json", options),
    "error-body.json": toDocument(errorBodySchema, "Error body", "error-body.json", options),
    "activity-analysis.json": toDocument(activityAnalysisSchema, "Activity analysis", "activity-analysis.json", options),
    "user-records.json": toDocument(userRecordsSchema, "User records", "user-records.json", options),
    "training-load.json": toDocument(trainingLoadReportSchema, "Training load", "training-load.json", options),
  };
}
