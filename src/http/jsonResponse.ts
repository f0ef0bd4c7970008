import type { ValidationError } from "../validate/validationError.js";
import type { ActivityAnswer } from "./handlerCore.js";
import { httpStatusForError } from "./httpStatusForError.js";

/**
 * A JSON answer: `Content-Type: application/json` (RFC 8259: UTF-8, no charset parameter) and
 * `Cache-Control: no-store` (every answer is one user's data, and list links carry the token).
 *
 * @param status - HTTP status.
 * @param body - any JSON-serialisable value.
 * @param headers - extra headers, names lower case (e.g. `allow`, `www-authenticate`).
 */
export function jsonResponse(status: number, body: unknown, headers?: Readonly<Record<string, string>>): ActivityAnswer {
  return {
    status,
    headers: { "content-type": "application/json", "cache-control": "no-store", ...headers },
    body: JSON.stringify(body),
  };
}

/**
 * An error answer `{"errors":[...]}` whose status follows the first error's code.
 *
 * @param errors - one or more errors, all from one step (validation, list query, read, or the HTTP layer).
 * @param headers - extra headers, names lower case.
 */
export function errorResponse(
  errors: readonly [ValidationError, ...ValidationError[]],
  headers?: Readonly<Record<string, string>>,
): ActivityAnswer {
  return jsonResponse(httpStatusForError(errors[0].code), { errors }, headers);
}
