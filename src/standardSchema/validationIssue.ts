import type { StandardSchemaV1 } from "@standard-schema/spec";
import { ERROR_CODE_INFO, type ErrorCode } from "../registry/errorCodes.js";
import type { JsonPath, ValidationError } from "../validate/validationError.js";

/**
 * A Standard Schema issue carrying the library's error: `message` (the code's message followed by what exactly was
 * wrong, for libraries that show only the message), `path` (keys and indexes from the validated value's root) and
 * the numeric `code` with its registry `key` and the bare `detail`.
 */
export interface ValidationIssue extends StandardSchemaV1.Issue {
  /** The code's message and the detail, e.g. `Invalid or missing time zone name. timeZoneName is "PST", ...`. */
  readonly message: string;
  /** Path from the validated value's root, e.g. `[0, "timeZoneName"]` (`[]` for the value itself). */
  readonly path: JsonPath;
  /** Numeric error code of `ERROR_CODES`, e.g. 180. */
  readonly code: ErrorCode;
  /** The code's stable key, e.g. `"INVALID_TIME_ZONE"`. */
  readonly key: string;
  /** What exactly was wrong (the `ValidationError`'s `detail`). */
  readonly detail: string;
}

/**
 * The Standard Schema issue of a validation error.
 *
 * @param error - an error of `validateActivities`.
 * @param path - the path to report (default: the error's own path from the body root).
 */
export function toValidationIssue(error: ValidationError, path: JsonPath = error.path): ValidationIssue {
  return {
    message: error.detail === "" ? error.message : `${error.message} ${error.detail}`,
    path,
    code: error.code,
    key: ERROR_CODE_INFO[error.code].key,
    detail: error.detail,
  };
}
