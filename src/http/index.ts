/**
 * The HTTP interface of spec 4 as one Web-standard fetch handler (`Request` → `Response`), for any runtime and
 * no web framework: `createActivityHandler({ service, authenticate })`. Status codes and error bodies:
 * docs/http.md. A `node:http` adapter lives in the separate `./http/node` entry.
 *
 * @module activity-fuel/http
 */
export { createActivityHandler } from "./createActivityHandler.js";
export type { ActivityHandler, ActivityHandlerOptions, Authenticate } from "./activityHandlerOptions.js";
export type { CorsOptions } from "./cors.js";
export { httpStatusForError } from "./httpStatusForError.js";
