import { ERROR_CODES, type ErrorCodeInfo } from "../registry/errorCodes.js";
import { EXPERIENCE_TYPES } from "../registry/experienceTypes.js";
import { httpStatusForError } from "../http/httpStatusForError.js";
import { ACTIVITIES_PATH, RECORDS_PATH, TRAINING_LOAD_PATH, UNVERSIONED_ACTIVITIES_PATH } from "../http/matchRoute.js";
import { addActivitiesRequestJsonSchema, jsonSchemaDocuments, type JsonSchemaDocument } from "../schema/jsonSchemas.js";
import { DEFAULT_LIST_COUNT, MAX_LIST_COUNT } from "../service/parseListQuery.js";

/** An OpenAPI 3.1 document as plain JSON (`openapi`, `info`, `servers`, `paths`, `components`, ...). */
export type OpenApiDocument = Readonly<Record<string, unknown>>;

/** A server of the document: an absolute URL or one with `{variables}` (OpenAPI's Server Object). */
export interface OpenApiServer {
  /**
   * URL of the service's origin and mount point, without the `/v1` prefix, e.g. `https://api.example.com` or
   * `https://example.com/api` (trailing slashes are dropped before `/v1`).
   */
  readonly url: string;
  /** What the server is. */
  readonly description?: string;
  /** The `{variables}` of the URL, each with its default. */
  readonly variables?: Readonly<Record<string, { readonly default: string; readonly description?: string; readonly enum?: readonly string[] }>>;
}

/** Options of {@link openApiDocument}. */
export interface OpenApiOptions {
  /** `maxActivitiesPerRequest` of the request schema; default 100. */
  readonly maxActivitiesPerRequest?: number;
  /** Where the handler is served, without `/v1`; default `http://127.0.0.1:8787`, where `npm run serve` listens. */
  readonly servers?: readonly OpenApiServer[];
}

type Json = Record<string, unknown>;

/** Names of the shared schemas under `components.schemas`. */
const SCHEMA_NAMES = {
  request: "AddActivitiesRequest",
  added: "AddActivitiesResponse",
  page: "ActivityListPage",
  detail: "ActivityDetail",
  gps: "GpsData",
  error: "ErrorBody",
  analysis: "ActivityAnalysis",
  records: "UserRecords",
  trainingLoad: "TrainingLoadReport",
} as const;

const DEFAULT_SERVERS: readonly OpenApiServer[] = [
  { url: "http://127.0.0.1:8787", description: "npm run serve (examples/serve.ts); openApiDocument({ servers }) names your own." },
];

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
  400: "The body is not valid JSON, or an activity is invalid (every error is returned), the Idempotency-Key header is malformed, or the Bearer header is.",
  413: "The body is larger than maxBodyBytes (default 10 MiB).",
  409: "An ALL_DAY activity's local date has a stored record that reaches later (an older, shorter sync of the day): nothing is stored.",
  415: "The body is not sent as application/json (UTF-8, no content coding).",
  422: "The Idempotency-Key was already used with another body.",
};

/** HTTP-layer codes an Add Activities request can get besides the token ones (401). */
const ADD_HTTP_CODES: readonly number[] = [1203, 1210, 1220, 1230];

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
  queryParameter("after", "Continuation written by paging.next (startTime~activityId): the page starts right after that activity; 1160 when malformed.", {
    type: "string",
    examples: ["1717236000000~3f2a9c1e"],
  }),
  queryParameter("before", "Continuation written by paging.previous (startTime~activityId): the page ends right before that activity; 1160 when malformed or with after.", {
    type: "string",
    examples: ["1717239600000~7b1d04aa"],
  }),
];

/** The date range of the records route: both or neither. */
const RECORDS_PARAMETERS: readonly Json[] = [
  queryParameter("startDate", "First local date, yyyy-mm-dd, inclusive; with endDate. Without both, every date counts.", { type: "string", format: "date" }),
  queryParameter("endDate", "Last local date, yyyy-mm-dd, inclusive; with startDate.", { type: "string", format: "date" }),
];

/** The training-load route's range (required) and load kind. */
const TRAINING_LOAD_PARAMETERS: readonly Json[] = [
  { ...queryParameter("startDate", "First local date shown, yyyy-mm-dd; the loads of the 291 days before it are carried in. Required (1171).", { type: "string", format: "date", examples: ["2024-06-01"] }), required: true },
  { ...queryParameter("endDate", "Last local date shown, yyyy-mm-dd, at most 3 660 days after startDate. Required (1171).", { type: "string", format: "date", examples: ["2024-06-30"] }), required: true },
  queryParameter("load", "What a day's load is: the fuel of its sessions (default), or their TRIMP; anything else is 1170.", { type: "string", enum: ["fuel", "trimp"], default: "fuel" }),
];

const IDEMPOTENCY_KEY: Json = {
  name: "Idempotency-Key",
  in: "header",
  required: false,
  description:
    "Makes a retry safe: 1 to 255 printable ASCII characters, per user, as a token or one quoted string. The first " +
    "request with a key stores its activities and the key together; a repeat with the same body within the key's " +
    "time to live (24 h by default) answers the first 201 again and stores nothing, with another body 422 code " +
    "1301. A malformed key is 400 code 1300.",
  schema: { type: "string", minLength: 1, maxLength: 257 },
  example: "5f0c8a9e-3d2b-4c1a-9e7f-2b6d8c4a1e03",
};

/** The list's own 400: an invalid query, an unknown experience type (1140), a malformed Bearer header. */
const listBadRequest = (): Json =>
  errorResponse(
    "The list query is invalid, the experience type is unknown, or the Bearer header is malformed.",
    codesOf(400, ["list"], [1203]),
  );

/** One GET operation (HEAD is answered too: the same status and headers, never a body). */
function read(operationId: string, summary: string, parameters: readonly Json[], ok: Json, errors: Json): Json {
  return { get: { operationId, summary, parameters: [...parameters], responses: { "200": ok, ...errors, ...sharedResponses() } } };
}

/**
 * The OpenAPI 3.1 document of the `/v1` HTTP interface that `createActivityHandler` serves, generated from the same
 * sources as the handler and the schemas: the JSON Schemas of the bodies (`components.schemas`, from the zod
 * descriptions of `activity-fuel/schema`), the error-code registry and `httpStatusForError` (the statuses and the
 * codes each answers), the experience-type registry and the list defaults. Shipped as
 * `activity-fuel/schemas/openapi.json`; tests check real answers of the handler against it and lint it with
 * Redocly.
 *
 * - Operations, one each: `POST /v1/me/sport/activities` (Add Activities, with the optional `Idempotency-Key`
 *   header), `GET /v1/me/sport/activities` (every activity), `GET /v1/me/sport/activities/{experienceType}`
 *   (`experienceType` an enum of the experience types and their aliases), the detail, its `DELETE` and the GPS
 *   data. The detail and GPS paths are written as spec 4.3 writes them, `/me/sport/activities/{activityId}`, with a path-level
 *   server that adds `/v1` (a path `/v1/me/sport/activities/{activityId}` would be identical to the list's, which
 *   OpenAPI forbids): their URL is the one the `self` and `gps` links give.
 * - The analysis routes beyond the spec: an activity's analysis (`/me/sport/activities/{activityId}/analysis`,
 *   under the same server as the detail), a user's records (`/v1/me/sport/records/{experienceType}`) and the
 *   training load (`/v1/me/sport/training-load`), with their answers' schemas.
 * - Every GET also answers HEAD (headers only), and the unversioned aliases `/me/sport/...`: both are
 *   described in `info.description`, not repeated as operations.
 * - Security: `accessToken` (query parameter `access_token`, spec 5) or `bearer` (`Authorization: Bearer`,
 *   RFC 6750); one of them per request.
 * - Every error status with its codes in the description and in `x-error-codes`, the body `ErrorBody`.
 *
 * @example
 * ```ts
 * const document = openApiDocument({ servers: [{ url: "https://api.example.com" }] });
 * app.get("/openapi.json", () => Response.json(document));
 * ```
 *
 * @param options - `maxActivitiesPerRequest` of the request schema (default 100) and the servers.
 */
export function openApiDocument(options: OpenApiOptions = {}): OpenApiDocument {
  const servers = options.servers ?? DEFAULT_SERVERS;
  const experienceNames = EXPERIENCE_TYPES.flatMap((experience) => [experience.name, ...experience.aliases]);
  const what = EXPERIENCE_TYPES.map((experience) => {
    const listed =
      experience.source === "daily"
        ? "one ALL_DAY record per local day, fuel de-duplicated across activities (spec 4.2)"
        : experience.families.length === 0
          ? "every activity"
          : `activities of the ${experience.families.join(", ")} family`;
    return `${[experience.name, ...experience.aliases].join(" or ")}: ${listed}`;
  }).join("; ");
  const experienceParameter: Json = {
    name: "experienceType",
    in: "path",
    required: true,
    description: `The experience type (spec 4.2): ${what}. Any other upper-case word is refused with 400 code 1140.`,
    schema: { type: "string", enum: experienceNames },
  };
  const idParameter: Json = {
    name: "activityId",
    in: "path",
    required: true,
    description:
      "An activity id as returned by Add Activities. An upper-case word (A–Z, digits, _) is an experience type " +
      "instead: the list above.",
    schema: { type: "string", minLength: 1, not: { pattern: "^[A-Z][A-Z0-9_]*$" } },
  };
  // the detail and GPS paths are spec 4.3's, under a server that adds the version prefix
  const versioned = servers.map((server) => ({ ...server, url: `${server.url.replace(/\/+$/, "")}${ACTIVITIES_PATH.slice(0, -UNVERSIONED_ACTIVITIES_PATH.length)}` }));
  const notFound = (codes: number[], what: string): Json => ({ "404": errorResponse(what, codes) });
  const pageOk = json(SCHEMA_NAMES.page, "A page of activities and its paging links.");
  const schemas = jsonSchemaDocuments();
  const limits = options.maxActivitiesPerRequest === undefined ? {} : { maxActivitiesPerRequest: options.maxActivitiesPerRequest };

  return {
    openapi: "3.1.0",
    jsonSchemaDialect: "https://json-schema.org/draft/2020-12/schema",
    info: {
      title: "Activity Tracking Service",
      version: "v1",
      summary:
        "Add a user's sport activities with sampled metrics; list them by experience type; read details and GPS data; " +
        "analyse them: splits, best efforts, curves, zones, records, training load.",
      description:
        "Served by activity-fuel's createActivityHandler. Every GET also answers HEAD: the same status and headers, " +
        "never a body. Every path is also served without the /v1 prefix (/me/sport/...) unless " +
        "unversionedPaths is false; links always use /v1. Every error body is ErrorBody; other methods on these " +
        "paths answer 405 code 1240 with an Allow header, other paths 404 code 1250. With the cors option, browser " +
        "preflights (OPTIONS) are answered 204, or 403 code 1204 for an origin not allowed. paging.next and " +
        "paging.previous are always present, null when there is no such page, and repeat the request's query, an " +
        "access_token parameter included.",
      license: { name: "MIT", identifier: "MIT" },
    },
    servers: servers.map((server) => ({ ...server })),
    security: [{ accessToken: [] }, { bearer: [] }],
    paths: {
      [ACTIVITIES_PATH]: {
        post: {
          operationId: "addActivities",
          summary: "Add Activities (spec 4.1): validate, derive duration and fuel, store all or nothing.",
          parameters: [IDEMPOTENCY_KEY],
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
        ...read("listAllActivities", "List every activity (experience type ALL), most recent first.", LIST_PARAMETERS, pageOk, {
          "400": listBadRequest(),
        }),
      },
      [`${ACTIVITIES_PATH}/{experienceType}`]: {
        parameters: [experienceParameter],
        ...read(
          "listActivities",
          "List Activities by Experience Type (spec 4.2), most recent first.",
          LIST_PARAMETERS,
          pageOk,
          { "400": listBadRequest() },
        ),
      },
      [`${UNVERSIONED_ACTIVITIES_PATH}/{activityId}`]: {
        servers: versioned,
        parameters: [idParameter],
        ...read(
          "getActivity",
          "Activity Detail (spec 4.3): metricSummary and the interval metrics.",
          [],
          json(SCHEMA_NAMES.detail, "The activity with its interval metric series."),
          {
            "400": errorResponse("The Bearer header is malformed.", [1203]),
            ...notFound([290], "No such activity of this user (another user's activity gets the same answer)."),
          },
        ),
        delete: {
          operationId: "deleteActivity",
          summary: "Delete an activity: it is in no list, page or wristband fuel afterwards.",
          responses: {
            "204": { description: "Deleted; no body." },
            "400": errorResponse("The Bearer header is malformed.", [1203]),
            ...notFound([290], "No such activity of this user (another user's activity gets the same answer)."),
            ...sharedResponses(),
          },
        },
      },
      [`${UNVERSIONED_ACTIVITIES_PATH}/{activityId}/gps`]: {
        servers: versioned,
        parameters: [{ ...idParameter, description: "An activity id as returned by Add Activities." }],
        ...read(
          "getGpsData",
          "GPS Data (spec 4.3): the waypoints of an activity with latitude and longitude.",
          [],
          json(SCHEMA_NAMES.gps, "The activity's GPS data."),
          {
            "400": errorResponse("The Bearer header is malformed.", [1203]),
            ...notFound([290], "No such activity of this user."),
          },
        ),
      },
      [`${UNVERSIONED_ACTIVITIES_PATH}/{activityId}/analysis`]: {
        servers: versioned,
        parameters: [{ ...idParameter, description: "An activity id as returned by Add Activities." }],
        ...read(
          "getActivityAnalysis",
          "The analysis of an activity (beyond the spec): splits per km and per mile, moving time, best efforts, mean-maximal curves, time in zones, intensity minutes, TRIMP.",
          [],
          json(SCHEMA_NAMES.analysis, "The activity's analysis with the user's profile; what the activity or the profile lacks is absent."),
          {
            "400": errorResponse("The Bearer header is malformed.", [1203]),
            ...notFound([290], "No such activity of this user (another user's activity gets the same answer)."),
          },
        ),
      },
      [`${RECORDS_PATH}/{experienceType}`]: {
        parameters: [{ ...experienceParameter, description: `The experience type whose activities' bests are read, as for the list: ${what}. Any other value is refused with 400 code 1140.` }],
        ...read(
          "getRecords",
          "A user's records (beyond the spec): the best efforts and mean-maximal points over the activities of an experience type and a date range, each with the activity that holds it.",
          RECORDS_PARAMETERS,
          json(SCHEMA_NAMES.records, "The user's bests, read from the records kept with each activity."),
          { "400": errorResponse("The experience type is unknown, the date range is invalid, or the Bearer header is malformed.", [1120, 1130, 1140, 1150, 1203]) },
        ),
      },
      [TRAINING_LOAD_PATH]: read(
        "getTrainingLoad",
        "A user's training load (beyond the spec): fitness (42-day), fatigue (7-day) and form per local day, from the sessions' fuel or TRIMP.",
        TRAINING_LOAD_PARAMETERS,
        json(SCHEMA_NAMES.trainingLoad, "One entry per local date from startDate to endDate."),
        { "400": errorResponse("The date range is missing, invalid or longer than 3 660 days, load is neither fuel nor trimp, or the Bearer header is malformed.", [1120, 1130, 1150, 1170, 1171, 1203]) },
      ),
    },
    components: {
      securitySchemes: {
        accessToken: { type: "apiKey", in: "query", name: "access_token", description: "The user's access token (spec 5)." },
        bearer: { type: "http", scheme: "bearer", description: "The same token in an Authorization header (RFC 6750)." },
      },
      schemas: {
        [SCHEMA_NAMES.request]: component(addActivitiesRequestJsonSchema(limits)),
        [SCHEMA_NAMES.added]: component(schemas["add-activities-response.json"]!),
        [SCHEMA_NAMES.page]: component(schemas["activity-list-page.json"]!),
        [SCHEMA_NAMES.detail]: component(schemas["activity-detail.json"]!),
        [SCHEMA_NAMES.gps]: component(schemas["gps-data.json"]!),
        [SCHEMA_NAMES.error]: component(schemas["error-body.json"]!),
        [SCHEMA_NAMES.analysis]: component(schemas["activity-analysis.json"]!),
        [SCHEMA_NAMES.records]: component(schemas["user-records.json"]!),
        [SCHEMA_NAMES.trainingLoad]: component(schemas["training-load.json"]!),
      },
    },
  };
}
