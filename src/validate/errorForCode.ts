import { ERROR_CODE_INFO, type ErrorCode } from "../registry/errorCodes.js";
import type { JsonPath, ValidationError } from "./validationError.js";

/**
 * Builds a {@link ValidationError} of any code of `ERROR_CODES` (list queries, reads, the HTTP layer, the schema
 * mirror) with the registry message of the code. It bundles the whole error registry (about 2.9 kB gz); the
 * validator uses `validationError`, which reads only the Add Activities messages.
 *
 * @param code - a registered error code.
 * @param activityIndex - index of the activity in the body, `null` for errors about the request or the body.
 * @param path - path of the offending value from the root of what was checked (`[]` for the whole).
 * @param detail - what exactly was wrong.
 */
export function errorForCode(code: ErrorCode, activityIndex: number | null, path: JsonPath, detail: string): ValidationError {
  return { code, message: ERROR_CODE_INFO[code].message, detail, activityIndex, path };
}
