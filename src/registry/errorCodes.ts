/**
 * Where an error code is raised: an Add Activities body, a list query, a read of one activity, the HTTP layer, the
 * recording importers or the exporters. Import codes (1600–1699) live in `IMPORT_ERROR_CODES` of the `./import`
 * entry and export codes (1700–1799) beside the exporters (`src/export/exportError.ts`), so that their texts stay out
 * of the core bundles; `docs/errors.md` lists every table.
 */
export type ErrorScope = "add" | "list" | "read" | "http" | "import" | "export";

/** One entry of the error-code registry. */
export interface ErrorCodeInfo {
  /** Numeric code carried in every error. */
  readonly code: number;
  /** Stable machine-readable key, e.g. `"INVALID_START_TIME"`. */
  readonly key: string;
  /** Message returned with the code: the spec's wording for spec codes (section 7). */
  readonly message: string;
  /** Where the code comes from: `spec` (section 7), `historical` (nike-v1-facts.md) or `library` (our own). */
  readonly origin: "spec" | "historical" | "library";
  /** Where the code is raised. */
  readonly scope: ErrorScope;
  /** When exactly the code is raised. */
  readonly when: string;
}

/** A numeric error code of {@link ERROR_CODES}. */
export type ErrorCode =
  | 160 | 170 | 180 | 190 | 200 | 210 | 220 | 230 | 240 | 250 | 260 | 270 | 290 | 320 | 360 | 1000 | 1010 | 1020
  | 1030 | 1040 | 1050 | 1060 | 1070 | 1080 | 1081 | 1082 | 1090 | 1091 | 1100 | 1110 | 1120 | 1130 | 1140 | 1150
  | 1160 | 1170 | 1171 | 1200 | 1201 | 1202 | 1203 | 1204 | 1210 | 1220 | 1230 | 1240 | 1250 | 1290 | 1300 | 1301 | 1500;

/* @__NO_SIDE_EFFECTS__ */
function e<C extends number>(
  code: C,
  key: string,
  origin: ErrorCodeInfo["origin"],
  scope: ErrorScope,
  message: string,
  when: string,
): ErrorCodeInfo & { readonly code: C } {
  return { code, key, message, origin, scope, when };
}

/**
 * Every error code the library raises, ascending. `docs/errors.md` is checked against this list by a test.
 * Spec codes (160–270, 360) keep the spec's messages; 290 and 320 are the historical service's; codes from 1000
 * are the library's own for what the spec does not name.
 */
export const ERROR_CODES = [
  e(160, "INVALID_START_TIME", "spec", "add", "Start time is not a valid timestamp in the past and after 23 May 2006.",
    "startTime is missing, not a safe integer of epoch milliseconds, before 2006-05-24T00:00:00Z, or not before the current time."),
  e(170, "INVALID_ACTIVITY_TYPE", "spec", "add", "Invalid or missing activity type.",
    "activityType is missing or not one of the 84 activity type names (exact upper case)."),
  e(180, "INVALID_TIME_ZONE", "spec", "add", "Invalid or missing time zone name.",
    "timeZoneName is missing, not a string, or not a name of the shipped IANA tz database list in its exact spelling (Area/Location names, Etc names and their short spellings UTC, GMT, Zulu, ...): abbreviations such as PST, EST, CET, offsets such as GMT-04:00 and old country names such as Japan are refused."),
  e(190, "MISSING_METRICS", "spec", "add", "The metrics object is missing.",
    "metrics is missing or not a JSON object; nothing inside it is checked then."),
  e(200, "ACTIVITY_ID_PASSED", "spec", "add", "An activity ID was passed in. It is calculated automatically.",
    "the activity has an activityId field (any value, null included)."),
  e(210, "METRIC_SUMMARY_PASSED", "spec", "add", "A metric summary was passed in. It is calculated automatically.",
    "the activity has a metricSummary field (any value, null included)."),
  e(220, "INVALID_DEVICE_TYPE", "spec", "add", "Invalid device type.",
    "deviceType is missing or not one of the accepted device types (exact upper case)."),
  e(230, "MISSING_METRIC_TYPES", "spec", "add", "Missing required metric types.",
    "metrics.metricTypes is missing, not an array, or empty."),
  e(240, "INVALID_INTERVAL_UNIT", "spec", "add", "Invalid interval unit.",
    "metrics.intervalUnit is not \"sec\" (\"SEC\" included)."),
  e(250, "INVALID_INTERVAL_VALUE", "spec", "add", "Invalid interval value.",
    "metrics.intervalValue is not 10 for RUN, or not 5 or 10 for any other activity type."),
  e(260, "DATA_MISMATCH", "spec", "add", "Metric data must match the metric types.",
    "a data point is not an array or of the wrong length, a value is not a finite number (fuel: 360) or out of range, or the distance does not start at 0 or decreases."),
  e(270, "EMPTY_DATA", "spec", "add", "Metric data cannot be empty.",
    "metrics.data is missing, not an array, or empty."),
  e(290, "NOT_FOUND", "historical", "read", "Activity was not found or you do not have permissions to view it.",
    "no activity with that id exists for the user (another user's activity gives the same answer)."),
  e(320, "INVALID_METRIC_COMBINATION", "historical", "add", "Invalid combination of metric types.",
    "the metric types, with weight and age from the profile, satisfy none of the activity type's options (spec 2.8)."),
  e(360, "INVALID_FUEL_VALUE", "spec", "add", "Fuel metrics passed in must be non-negative integers only.",
    "a fuel value is not a non-negative integer (a string and null included)."),
  e(1000, "BODY_NOT_ARRAY", "library", "add", "The request body must be a JSON array of activities.",
    "the body is not an array (an object, a string, null, ...)."),
  e(1010, "BODY_EMPTY", "library", "add", "The request body must contain at least one activity.",
    "the body is an empty array."),
  e(1020, "TOO_MANY_ACTIVITIES", "library", "add", "Too many activities in one request.",
    "the body holds more activities than limits.maxActivitiesPerRequest (default 100); nothing else is checked."),
  e(1030, "ACTIVITY_NOT_OBJECT", "library", "add", "An activity must be a JSON object.",
    "an element of the body is not a plain object (null, an array, a string, ...)."),
  e(1040, "TOO_MANY_DATA_POINTS", "library", "add", "Too many data points in one activity.",
    "metrics.data holds more data points than limits.maxDataPointsPerActivity (default 100,000); the rows are not scanned."),
  e(1050, "INVALID_DURATION", "library", "add", "Duration must be a non-negative integer of milliseconds that covers the data points.",
    "duration is not a non-negative safe integer, is shorter than (data points − 1) × intervalValue s, over 1e9 ms, or ends after now."),
  e(1060, "INVALID_DEVICE_NAME", "library", "add", "Device name must be a string of at most 256 characters, without NUL characters or unpaired surrogates.",
    "deviceName is present but not a string, longer than 256 characters, or holds a NUL character (U+0000) or half of a surrogate pair: text that PostgreSQL cannot store (NUL) or that UTF-8 cannot encode, so that every repository gives the name back as sent."),
  e(1070, "INVALID_METRIC_TYPE", "library", "add", "Unknown, duplicate or non-submittable metric type.",
    "an element of metricTypes is not a lower-case metric type of spec 2.7, a repeat, or not submittable (stars, weight, age, duration); or the list has over 12 elements."),
  e(1080, "MORE_ERRORS", "library", "add", "More errors were found than one response reports.",
    "over limits.maxErrorsPerResponse (100) errors: this last one counts the rest."),
  e(1081, "UNREADABLE_VALUE", "library", "add", "A value of the activity could not be read.",
    "reading a property threw (a getter, a revoked Proxy; never JSON data)."),
  e(1082, "DATA_IN_FUTURE", "library", "add", "The activity's data points must lie in the past.",
    "the last data point starts at or after now."),
  e(1090, "DAY_SENT_TWICE", "library", "add", "A request may hold only one ALL_DAY activity per local day.",
    "two ALL_DAY activities of the body start on the same local date (each in its own timeZoneName); send the later sync of a day in a request of its own, where it replaces the stored record of that day."),
  e(1091, "DAY_SUPERSEDED", "library", "add", "A record of this local day that reaches later is already stored.",
    "an ALL_DAY activity's local date has a stored ALL_DAY record whose data reaches later (an older, shorter sync of the day sent after a newer one); nothing of the request is stored, the newer record stands. HTTP 409."),
  e(1100, "INVALID_COUNT", "library", "list", "The count parameter must be a positive integer.",
    "the list query's count is present but not a positive integer (digits only when a string: \"0\", \"-1\", \"1.5\", \"abc\", \"\"); counts above 999 are not errors, they are clamped to 999 ."),
  e(1110, "INVALID_OFFSET", "library", "list", "The offset parameter must be a positive integer; the first record is 1.",
    "the list query's offset is present but not a positive integer (digits only when a string: \"0\", \"-1\", \"1.5\", \"\"); an offset past the last record is not an error, it gives an empty page."),
  e(1120, "DATE_RANGE_INCOMPLETE", "library", "list", "The startDate and endDate parameters must be given together.",
    "the list query has startDate without endDate, or endDate without startDate."),
  e(1130, "INVALID_DATE", "library", "list", "The startDate and endDate parameters must be calendar dates in the format yyyy-mm-dd.",
    "startDate or endDate is present but not a calendar date written yyyy-mm-dd (e.g. \"2021-2-3\", \"2021-02-30\", \"03/02/2021\", an ISO date-time)."),
  e(1140, "UNKNOWN_EXPERIENCE_TYPE", "library", "list", "Unknown experience type.",
    "the experienceType path parameter is not RUNNING, WALKING, CYCLING, WRISTBAND, FUELBAND or ALL (exact upper case)."),
  e(1150, "DATE_RANGE_REVERSED", "library", "list", "The startDate must not be after the endDate.",
    "both dates are valid but startDate is a later date than endDate."),
  e(1160, "INVALID_CONTINUATION", "library", "list", "The after and before parameters must be continuations written by a paging link.",
    "the list query's after or before parameter is present but not `startTime~activityId` as paging.next and paging.previous write them: startTime an integer of epoch milliseconds from -4713-11-24 (Julian day 0, PostgreSQL's earliest time) to +275760-09-13 (JavaScript's last date), activityId without a NUL character or an unpaired surrogate; or both are given."),
  e(1170, "INVALID_LOAD_KIND", "library", "list", "The load parameter must be fuel or trimp.",
    "the training-load query's load parameter is present but neither `fuel` nor `trimp`."),
  e(1171, "DATE_RANGE_REQUIRED", "library", "list", "The startDate and endDate parameters are required here, at most 3660 days apart.",
    "a training-load query without startDate and endDate, or with a range of more than 3660 days (ten years)."),
  e(1200, "ACCESS_TOKEN_MISSING", "library", "http", "The access_token query parameter is missing.",
    "the request has no access_token query parameter, or it is empty (HTTP 401)."),
  e(1201, "ACCESS_TOKEN_INVALID", "library", "http", "The access token is not valid.",
    "authenticate(token) returned no user id for the access_token query parameter: unknown, expired or revoked (HTTP 401)."),
  e(1202, "ACCESS_TOKEN_CONFLICT", "library", "http", "The request carries more than one access token.",
    "two different tokens in one request: access_token query parameters with different values, or an access_token parameter and an Authorization: Bearer header that differ; none is tried (HTTP 401)."),
  e(1203, "MALFORMED_AUTHORIZATION", "library", "http", "The Authorization header is not a valid Bearer credential.",
    "the Authorization header uses the Bearer scheme but its token is empty or not RFC 6750 token characters (HTTP 400)."),
  e(1204, "CORS_ORIGIN_NOT_ALLOWED", "library", "http", "This origin may not call the service from a browser.",
    "a CORS preflight (OPTIONS with Origin and Access-Control-Request-Method) from an origin that the handler's cors.origins does not list, or asking for a method the path does not serve (HTTP 403)."),
  e(1210, "MALFORMED_JSON", "library", "http", "The request body is not valid JSON.",
    "the Add Activities body is empty, nests arrays and objects more than 32 deep (checked before parsing), not UTF-8, not JSON text, or could not be read to its end (HTTP 400)."),
  e(1220, "UNSUPPORTED_CONTENT_TYPE", "library", "http", "The request body must be sent as Content-Type: application/json.",
    "the Add Activities request has no Content-Type, a media type other than application/json (or application/*+json), a charset other than UTF-8, or a Content-Encoding other than identity (HTTP 415)."),
  e(1230, "BODY_TOO_LARGE", "library", "http", "The request body is too large.",
    "Content-Length, or the bytes read so far, exceed the handler's maxBodyBytes (default 10 MiB); the rest is not read (HTTP 413)."),
  e(1240, "METHOD_NOT_ALLOWED", "library", "http", "This method is not allowed on this path.",
    "the path is a known resource but the method is not one it serves; the Allow header lists those (HTTP 405)."),
  e(1250, "UNKNOWN_PATH", "library", "http", "No resource exists at this path.",
    "the path is none of the activity routes (HTTP 404)."),
  e(1290, "INTERNAL_ERROR", "library", "http", "The service failed to answer the request.",
    "the injected authenticate or service threw or rejected instead of returning; nothing about the failure is returned, onError receives it (HTTP 500)."),
  e(1300, "INVALID_IDEMPOTENCY_KEY", "library", "add", "The idempotency key must be 1 to 255 printable ASCII characters.",
    "the Idempotency-Key header (a bare token, or a quoted string of RFC 8941) or the idempotencyKey option is empty, longer than 255 characters, or holds a character outside U+0020–U+007E; nothing is stored (HTTP 400)."),
  e(1301, "IDEMPOTENCY_KEY_REUSED", "library", "add", "This idempotency key was already used with a different request body.",
    "the user sent the same idempotency key within its time to live (default 24 h) with a body that is other JSON data than the first request's (key order and whitespace do not count: SHA-256 of a canonical encoding); nothing is stored (HTTP 422)."),
  e(1500, "NO_GPS_DATA", "historical", "read", "Activity has no GPS data.",
    "never raised by the service (every stored activity has a GPS resource, an empty track without coordinates); a custom service may answer it for an activity it has no track for."),
] as const satisfies readonly (ErrorCodeInfo & { readonly code: ErrorCode })[];

/** The registry entry of each code, by code. */
export const ERROR_CODE_INFO: Readonly<Record<ErrorCode, ErrorCodeInfo>> = /* @__PURE__ */ Object.fromEntries(
  /* @__PURE__ */ ERROR_CODES.map((info) => [info.code, info]),
) as Record<ErrorCode, ErrorCodeInfo>;
