import { ERROR_CODES, type ErrorCodeInfo } from "../registry/errorCodes.js";
import { EXPERIENCE_TYPES } from "../registry/experienceTypes.js";
import { httpStatusForError } from "../http/httpStatusForError.js";
import { ACTIVITIES_PATH } from "../http/matchRoute.js";
import { DEFAULT_LIST_COUNT, MAX_LIST_COUNT } from "../service/parseListQuery.js";
import {
  activityDetailJsonSchema,
  activityListPageJsonSchema,
  addActivitiesRequestJsonSchema,
  addActivitiesResponseJsonSchema,
  errorBodyJsonSchema,
  gpsDataJsonSchema,
  type JsonSchemaDocument,
} from "./jsonSchemas.js";

/** An OpenAPI 3.1 document as plain JSON (`openapi`, `info`, `paths`, `components`, ...). */
export type OpenApiDocument = Readonly<Record<string, unknown>>;

type Json = Record<string, unknown>;

/** Names of the shared schemas under `components.schemas`. */
const SCHEMA_NAMES = {
  request: "AddActivitiesRequest",
  added: "AddActivitiesResponse",
  page: "ActivityListPage",
  detail: "ActivityDetail",
  gps: "GpsData",
  error: "ErrorBody",
} as const;

const ref = (name: string): Json => ({ $ref: `#/components/schemas/${name}` });

/** A component schema: the shipped document without `$schema`/`$id` (the OpenAPI document is their base). */
function component(document: JsonSchemaDocument): Json {
  const { $schema: _schema, $id: _id, ...rest } = document as Json;
  return rest;
}

/** Codes answered with `status` among the given scopes (and the HTTP-layer codes `http` lists). */
function codesOf(status: number, scopes: readonly ErrorCodeInfo["scope"][], http: readonly number[]): number[] {
  return ERROR_CODES.filter(
    (info) => httpStatusForError(info.code) === status && (scopes.includes(info.scope) || http.includes(info.code)),
  ).map((info) => info.code);
}

/** What an error status of Add Activities means, for its description. */
const ADD_STATUS_SUMMARIES: Readonly<Record<number, string>> = {
  400: "The body is not valid JSON, or an activity is invalid (every error is returned), or the Bearer header is malformed.",
  413: "The body is larger than maxBodyBytes (default 10 MiB).",
  415: "The body is not sent as application/json (UTF-8, no content coding).",
};

/**
 * The error responses of Add Activities: every code of scope `add` and the HTTP-layer codes of a body, grouped by
 * the status `httpStatusForError` gives them, so that a code added to the registry appears with its status.
 */
function addErrorResponses(): Json {
  const responses: Json = {};
  const statuses = new Set(
    ERROR_CODES.filter((info) => info.scope === "add" || ADD_HTTP_CODES.includes(info.code)).map((info) => httpStatusForError(info.code)),
  );
  for (const status of [...statuses].sort((a, b) => a - b)) {
    const codes = codesOf(status, ["add"], ADD_HTTP_CODES);
    const headers = status === 415 ? { "Accept-Post": header("The accepted media type.", "application/json") } : undefined;
    responses[String(status)] = errorResponse(ADD_STATUS_SUMMARIES[status] ?? "The request was refused.", codes, headers);
  }
  return responses;
}

/** HTTP-layer codes an Add Activities request can get besides the token ones (401). */
const ADD_HTTP_CODES: readonly number[] = [1203, 1210, 1220, 1230];

/** An error response whose description lists its codes (`x-error-codes` too, for tools). */
function errorResponse(summary: string, codes: readonly number[], headers?: Json): Json {
  const list = codes.map((code) => `${code} ${ERROR_CODES.find((info) => info.code === code)?.key ?? ""}`).join(", ");
  return {
    description: `${summary} Codes: ${list}.`,
    "x-error-codes": [...codes],
    ...(headers === undefined ? {} : { headers }),
    content: { "application/json": { schema: ref(SCHEMA_NAMES.error) } },
  };
}

const header = (description: string, example: string): Json => ({ description, schema: { type: "string" }, example });
const WWW_AUTHENTICATE = header("RFC 6750 challenge: Bearer, or Bearer error=\"invalid_token\" / \"invalid_request\".", "Bearer");

/** The responses every operation shares: token problems (400 1203 joins the operation's own 400), 401, 500. */
function sharedResponses(): Json {
  return {
    "401": errorResponse("No access token, an unknown one, or two different ones.", codesOf(401, [], [1200, 1201, 1202]), {
      "WWW-Authenticate": WWW_AUTHENTICATE,
    }),
    "500": errorResponse("authenticate or the service failed; nothing about the failure is returned.", [1290]),
  };
}

const json = (schemaName: string, description: string): Json => ({
  description,
  content: { "application/json": { schema: ref(schemaName) } },
});

const queryParameter = (name: string, description: string, schema: Json): Json => ({
  name,
  in: "query",
  required: false,
  description,
  schema,
});

const LIST_PARAMETERS: readonly Json[] = [
  queryParameter("count", `Records per page, default ${DEFAULT_LIST_COUNT}; larger values are clamped to ${MAX_LIST_COUNT}.`, {
    type: "string",
    pattern: "^[0-9]+$",
    examples: ["5"],
  }),
  queryParameter("offset", "1-based index of the first record, default 1.", { type: "string", pattern: "^[0-9]+$", examples: ["6"] }),
  queryParameter("startDate", "First local date, yyyy-mm-dd; required with endDate.", { type: "string", format: "date" }),
  queryParameter("endDate", "Last local date, yyyy-mm-dd; required with startDate.", { type: "string", format: "date" }),
];

/** A GET and a HEAD (same answer without a body) of one read operation. */
function readOperations(operationId: string, summary: string, parameters: readonly Json[], ok: Json, errors: Json): Json {
  const responses = { "200": ok, ...errors, ...sharedResponses() };
  const headResponses = Object.fromEntries(
    Object.entries(responses).map(([status, response]) => {
      const { content: _content, ...rest } = response as Json;
      return [status, { ...rest, description: `${String(rest["description"])} (HEAD: headers only, never a body.)` }];
    }),
  );
  return {
    get: { operationId, summary, parameters: [...parameters], responses },
    head: { operationId: `${operationId}Head`, summary: `${summary} (headers only)`, parameters: [...parameters], responses: headResponses },
  };
}

/**
 * The OpenAPI 3.1 document of the `/v1` HTTP interface that `createActivityHandler` serves (decision D-124),
 * generated from the same sources as the handler: the zod schemas (through the shipped JSON Schemas, under
 * `components.schemas`), the error-code registry and `httpStatusForError` (the statuses and the codes each answers),
 * the experience-type registry and the list defaults. Shipped as `activity-fuel/schemas/openapi.json`; a test
 * checks real answers of the handler against it.
 *
 * - Paths: `POST`/`GET`/`HEAD` `/v1/me/sport/activities`; one `GET`/`HEAD` path per experience type name and alias
 *   (`/v1/me/sport/activities/RUNNING`, ...: concrete paths, since an upper-case word is an experience type and
 *   anything else an activity id, decision D-70); `/v1/me/sport/activities/{activityId}` and `.../{activityId}/gps`.
 *   The unversioned aliases (D-71) and CORS preflights (D-121) are described in `info.description`.
 * - Security: `accessToken` (query parameter `access_token`, spec 5) or `bearer` (`Authorization: Bearer`,
 *   RFC 6750); one of them per request (D-120).
 * - Every error status with its codes in the description and in `x-error-codes`, the body `ErrorBody`.
 *
 * @param options - `maxActivitiesPerRequest` of the request schema (default 100).
 */
export function openApiDocument(options: { readonly maxActivitiesPerRequest?: number } = {}): OpenApiDocument {
  const experiencePaths: Json = {};
  for (const experience of EXPERIENCE_TYPES) {
    for (const name of [experience.name, ...experience.aliases]) {
      const what =
        experience.source === "daily"
          ? "one ALL_DAY record per local day, fuel de-duplicated across activities (spec 4.2)"
          : experience.families.length === 0
            ? "every activity"
            : `activities of the ${experience.families.join(", ")} family`;
      experiencePaths[`${ACTIVITIES_PATH}/${name}`] = readOperations(
        `listActivities${name[0]}${name.slice(1).toLowerCase()}`,
        `List by experience type ${name}: ${what}, most recent first.`,
        LIST_PARAMETERS,
        json(SCHEMA_NAMES.page, "A page of activities and its paging links."),
        {
          "400": errorResponse("The list query is invalid, or the Bearer header is malformed.", codesOf(400, ["list"], [1203]).filter((c) => c !== 1140)),
        },
      );
    }
  }
  const idParameter: Json = {
    name: "activityId",
    in: "path",
    required: true,
    description:
      "An activity id as returned by Add Activities. An upper-case word (A–Z, digits, _) is read as an experience " +
      "type instead: a listed one is the list above, any other is refused with 400 code 1140.",
    schema: { type: "string", minLength: 1 },
  };
  const notFound = (codes: number[], what: string): Json => ({ "404": errorResponse(what, codes) });
  const badRequestRead = errorResponse("The id is an unknown experience type, or the Bearer header is malformed.", [1140, 1203]);

  return {
    openapi: "3.1.0",
    jsonSchemaDialect: "https://json-schema.org/draft/2020-12/schema",
    info: {
      title: "Activity Tracking Service",
      version: "v1",
      summary: "Add a user's sport activities with sampled metrics; list them by experience type; read details and GPS data.",
      description:
        "Served by activity-fuel's createActivityHandler. Every path is also served without the /v1 prefix " +
        "(/me/sport/activities/...) unless unversionedPaths is false; links always use /v1. Every error body is " +
        "ErrorBody; other methods on these paths answer 405 code 1240 with an Allow header, other paths 404 code 1250. " +
        "With the cors option, browser preflights (OPTIONS) are answered 204, or 403 code 1204 for an origin not " +
        "allowed. paging.next and paging.previous repeat the request's query, an access_token parameter included.",
      license: { name: "MIT", identifier: "MIT" },
    },
    security: [{ accessToken: [] }, { bearer: [] }],
    paths: {
      [ACTIVITIES_PATH]: {
        post: {
          operationId: "addActivities",
          summary: "Add Activities (spec 4.1): validate, derive duration and fuel, store all or nothing.",
          requestBody: {
            required: true,
            content: { "application/json": { schema: ref(SCHEMA_NAMES.request) } },
          },
          responses: {
            "201": json(SCHEMA_NAMES.added, "Every activity was added; one item per submitted activity, in order."),
            ...addErrorResponses(),
            ...sharedResponses(),
          },
        },
        ...readOperations(
          "listAllActivities",
          "List every activity (experience type ALL), most recent first.",
          LIST_PARAMETERS,
          json(SCHEMA_NAMES.page, "A page of activities and its paging links."),
          { "400": errorResponse("The list query is invalid, or the Bearer header is malformed.", codesOf(400, ["list"], [1203]).filter((c) => c !== 1140)) },
        ),
      },
      ...experiencePaths,
      [`${ACTIVITIES_PATH}/{activityId}`]: {
        parameters: [idParameter],
        ...readOperations(
          "getActivity",
          "Activity Detail (spec 4.3): metricSummary and the interval metrics.",
          [],
          json(SCHEMA_NAMES.detail, "The activity with its interval metric series."),
          { "400": badRequestRead, ...notFound([290], "No such activity of this user (another user's activity gets the same answer).") },
        ),
      },
      [`${ACTIVITIES_PATH}/{activityId}/gps`]: {
        parameters: [{ ...idParameter, description: "An activity id as returned by Add Activities." }],
        ...readOperations(
          "getGpsData",
          "GPS Data (spec 4.3): the waypoints of an activity with latitude and longitude.",
          [],
          json(SCHEMA_NAMES.gps, "The activity's GPS data."),
          {
            "400": errorResponse("The Bearer header is malformed.", [1203]),
            ...notFound([290, 1500], "No such activity of this user, or it has no GPS data."),
          },
        ),
      },
    },
    components: {
      securitySchemes: {
        accessToken: { type: "apiKey", in: "query", name: "access_token", description: "The user's access token (spec 5)." },
        bearer: { type: "http", scheme: "bearer", description: "The same token in an Authorization header (RFC 6750)." },
      },
      schemas: {
        [SCHEMA_NAMES.request]: component(addActivitiesRequestJsonSchema(options)),
        [SCHEMA_NAMES.added]: component(addActivitiesResponseJsonSchema()),
        [SCHEMA_NAMES.page]: component(activityListPageJsonSchema()),
        [SCHEMA_NAMES.detail]: component(activityDetailJsonSchema()),
        [SCHEMA_NAMES.gps]: component(gpsDataJsonSchema()),
        [SCHEMA_NAMES.error]: component(errorBodyJsonSchema()),
      },
    },
  };
}
