/** A numeric export error code, 1700–1799. */
export type ExportErrorCode = 1700 | 1710 | 1720;

/** A stable string key of an export error code, e.g. `"UNREADABLE_SAMPLE"`. */
export type ExportErrorKey = "NOT_AN_ACTIVITY" | "UNREADABLE_SAMPLE" | "INVALID_EXPORT_OPTION";

/** One entry of `EXPORT_ERROR_CODES`. */
interface ExportErrorInfo {
  /** The numeric code. */
  readonly code: ExportErrorCode;
  /** Its stable key. */
  readonly key: ExportErrorKey;
  /** The fixed message. */
  readonly message: string;
  /** When exactly the code is raised. */
  readonly when: string;
}

/**
 * Error codes of the exporters and charts' input reader (range 1700–1799, beside the importers' 1600–1699): a
 * numeric code plus a stable string key. Export errors are plain data, returned, never thrown.
 */
export const EXPORT_ERROR_CODES = [
  {
    code: 1700,
    key: "NOT_AN_ACTIVITY",
    message: "The input is not an activity detail or an Add Activities item.",
    when: "the input is not an object; or it has neither a `metrics` array of interval series (an activity detail) nor a `metrics` object with `metricTypes` and `data` (an Add Activities item); or `startTime` is not an ISO 8601 time or epoch milliseconds; or `activityType` is not a non-empty string; or there are no data points; or the interval is not a positive number of seconds.",
  },
  {
    code: 1710,
    key: "UNREADABLE_SAMPLE",
    message: "A sample of the activity cannot be exported.",
    when: "a value is not a finite number (a detail's values are decimal strings), a data point has the wrong length, the series of a detail differ in length or interval, or a latitude is outside ±90 or a longitude outside ±180 degrees.",
  },
  {
    code: 1720,
    key: "INVALID_EXPORT_OPTION",
    message: "An export option is invalid.",
    when: "the options are not an object, or `lapKm` / `lapMinutes` is not a positive finite number, or both are given.",
  },
] as const satisfies readonly ExportErrorInfo[];

/**
 * Why an activity could not be exported: plain data (never thrown), in the shape of the validator's errors:
 * `code`, the code's fixed `message`, a `detail` and the JSON `path` of the offending value from the input's root.
 */
export interface ExportError {
  /** Numeric code of `EXPORT_ERROR_CODES`. */
  readonly code: ExportErrorCode;
  /** Stable machine-readable key of the code. */
  readonly key: ExportErrorKey;
  /** The code's fixed message. */
  readonly message: string;
  /** What exactly was wrong, e.g. `"\"abc\" is not a number"`. */
  readonly detail: string;
  /** Keys and indexes from the input's root to the offending value, e.g. `["metrics", 2, "values", 17]`. */
  readonly path: readonly (string | number)[];
}

/**
 * Builds an {@link ExportError} with the fixed message of its key.
 *
 * @example
 * ```ts
 * exportError("UNREADABLE_SAMPLE", ["metrics", 0, "values", 3], '"abc" is not a number');
 * ```
 *
 * @param key - a key of `EXPORT_ERROR_CODES`.
 * @param path - path of the offending value from the input's root (`[]` for the input itself).
 * @param detail - what exactly was wrong.
 */
export function exportError(key: ExportErrorKey, path: readonly (string | number)[], detail: string): ExportError {
  const info = EXPORT_ERROR_CODES.find((e) => e.key === key) as ExportErrorInfo;
  return { code: info.code, key: info.key, message: info.message, detail, path };
}
