import { ADD_ERROR_MESSAGES, type AddErrorCode } from "../registry/addErrorMessages.js";
import type { ErrorCode } from "../registry/errorCodes.js";

/** A path into the request body, zod-style: keys and array indexes from the root, e.g. `[0, "metrics", "data", 12, 3]`. */
export type JsonPath = readonly (string | number)[];

/**
 * One rejection: plain data, never thrown.
 * `message` is the registry's stable message for the code (the spec's wording for spec codes), so callers can
 * translate by code; `detail` says what exactly was wrong at `path`.
 */
export interface ValidationError {
  /** Numeric code of `ERROR_CODES`, e.g. 160. */
  readonly code: ErrorCode;
  /** The code's message, e.g. "Invalid or missing time zone name." (spec section 7 wording for spec codes). */
  readonly message: string;
  /** What exactly was wrong, e.g. `"\"PST\" is an abbreviation, not an IANA time zone name"`. */
  readonly detail: string;
  /** Index of the activity in the body, or `null` for an error about the whole body. */
  readonly activityIndex: number | null;
  /** Path of the offending value from the body's root (`[]` for the body itself). */
  readonly path: JsonPath;
}

/**
 * Builds a {@link ValidationError} of the Add Activities validator with the registry message of its code. Reads
 * only the messages of the `add` codes (`ADD_ERROR_MESSAGES`), so that a bundle of the validator does not carry
 * the whole error registry; `errorForCode` builds an error of any code.
 *
 * @param code - an Add Activities code (scope `add` of `ERROR_CODES`: 160–360, 1000–1099).
 * @param activityIndex - index of the activity in the body, `null` for body-level errors.
 * @param path - path from the body root.
 * @param detail - what exactly was wrong.
 */
export function validationError(
  code: AddErrorCode,
  activityIndex: number | null,
  path: JsonPath,
  detail: string,
): ValidationError {
  return { code, message: ADD_ERROR_MESSAGES[code], detail, activityIndex, path };
}

/**
 * Formats a {@link JsonPath} as an RFC 6901 JSON Pointer, e.g. `/0/metrics/data/12/3` (`~` is written `~0` and `/`
 * is written `~1` inside a key).
 *
 * @example
 * ```ts
 * toJsonPointer([0, "metrics", "data", 3, 1]); // → "/0/metrics/data/3/1"
 * const result = validateActivities([{ ...activity, timeZoneName: "PST" }], { nowMs: Date.now() });
 * result.ok || result.errors.map((e) => `${toJsonPointer(e.path)} ${e.code}`); // → ["/0/timeZoneName 180"]
 * ```
 *
 * @param path - keys and indexes from the root.
 * @returns the pointer, `""` for the root.
 */
export function toJsonPointer(path: JsonPath): string {
  let out = "";
  for (const key of path) out += "/" + String(key).replace(/~/g, "~0").replace(/\//g, "~1");
  return out;
}
