/**
 * The HTTP interface of spec 4 as one Web-standard fetch handler (`Request` → `Response`), for any runtime and
 * no web framework: `createActivityHandler({ service, authenticate })`. Status codes and error bodies:
 * docs/http.md. A `node:http` adapter lives in the separate `./http/node` entry.
 *
 * @module activity-fuel/http
 */
export { createActivityHandler } from "./createActivityHandler.js";
export {
  DEFAULT_MAX_BODY_BYTES,
  type ActivityHandler,
  type ActivityHandlerOptions,
  type Authenticate,
  type HandlerErrorContext,
} from "./activityHandlerOptions.js";
export {
  matchRoute,
  isExperienceTypeSegment,
  ACTIVITIES_PATH,
  UNVERSIONED_ACTIVITIES_PATH,
  type ActivityRoute,
} from "./matchRoute.js";
export { httpStatusForError } from "./httpStatusForError.js";
export { checkJsonContentType } from "./checkJsonContentType.js";
export { readJsonBody, type JsonBodyResult } from "./readJsonBody.js";
export { jsonNestingDepth, MAX_JSON_BODY_DEPTH } from "./jsonNestingDepth.js";
export { redactAccessToken } from "./redactAccessToken.js";
export {
  resolveAccessToken,
  type AccessTokenResult,
  type AccessTokenSource,
} from "./resolveAccessToken.js";
export { createCors, CORS_ALLOWED_HEADERS, CORS_EXPOSED_HEADERS, type Cors, type CorsOptions } from "./cors.js";
