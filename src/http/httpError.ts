import type { ErrorCode } from "../registry/errorCodes.js";
import { errorForCode } from "../validate/errorForCode.js";
import type { ValidationError } from "../validate/validationError.js";

/**
 * An error of the HTTP layer (codes 1200–1299) in the same shape as the service's errors, so that every error
 * body is `{"errors":[{code, message, detail, activityIndex, path}]}`: `activityIndex` is `null`
 * and `path` is `[]`, since the error is about the request, not a value inside the body.
 *
 * @param code - an HTTP error code, e.g. 1230.
 * @param detail - what exactly was wrong; never contains the access token.
 */
export function httpError(code: ErrorCode, detail: string): ValidationError {
  return errorForCode(code, null, [], detail);
}
