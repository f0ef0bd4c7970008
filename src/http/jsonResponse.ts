import type { ValidationError } from "../validate/validationError.js";
import { httpStatusForError } from "./httpStatusForError.js";

/**
 * A JSON response: `Content-Type: application/json` (RFC 8259: UTF-8, no charset parameter) and
 * `Cache-Control: no-store` (every answer is one user's data, and list links carry the token).
 *
 * @param status - HTTP status.
 * @param body - any JSON-serialisable value.
 * @param headers - extra headers (e.g. `Allow`, `WWW-Authenticate`).
 */
export function jsonResponse(status: number, body: unknown, headers?: Readonly<Record<string, string>>): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json", "cache-control": "no-store", ...headers },
  });
}

/**
 * An error response `{"errors":[...]}` whose status follows the first error's code.
 *
 * @param errors - one or more errors, all from one step (validation, list query, read, or the HTTP layer).
 * @param headers - extra headers.
 */
export function errorResponse(
  errors: readonly [ValidationError, ...ValidationError[]],
  headers?: Readonly<Record<string, string>>,
): Response {
  return jsonResponse(httpStatusForError(errors[0].code), { errors }, headers);
}
