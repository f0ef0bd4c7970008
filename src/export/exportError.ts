/** A numeric export error code, 1700–1799. */
export type ExportErrorCode = 1700 | 1710 | 1720;

/** A stable string key of an export error code, e.g. `"UNREADABLE_SAMPLE"`. */
export type ExportErrorKey = "NOT_AN_ACTIVITY" | "UNREADABLE_SAMPLE" | "INVALID_EXPORT_OPTION";

/** One entry of {@link EXPORT_ERROR_CODES}. */
export interface ExportErrorInfo {
  /** The numeric code. */
  readonly code: ExportErrorCode;
  /** Its stable key. */
  readonly key: ExportErrorKey;
  /** The fixed message. */
  readonly message: string;
  /** When exactly the code is raised. */
  readonly when: string;
}

/** Code and message of each export error, by key: all the writers carry (the `when` texts stay out of their bundles). */
const EXPORT_ERRORS = {
  NOT_AN_ACTIVITY: [1700, "The input is not an activity detail or an Add Activities item."],
  UNREADABLE_SAMPLE: [1710, "A sample of the activity cannot be exported."],
  INVALID_EXPORT_OPTION: [1720, "An export option is invalid."],
} as const;

/**
 * Error codes of the exporters and charts' input reader (range 1700–1799, beside the importers' 1600–1699): a
 * numeric code plus a stable string key, the message and when it is raised (docs/errors.md). Export errors are plain
 * data, returned, never thrown.
 *
 * @example
 * ```ts
 * import { EXPORT_ERROR_CODES, toGpx } from "activity-fuel/export/gpx";
 *
 * const result = toGpx(JSON.parse(`{ "activityType": "RUN" }`)); // not an activity: no metrics, no start time
 * const info = result.ok ? undefined : EXPORT_ERROR_CODES.find((entry) => entry.code === result.error.code);
 * info?.key; // → "NOT_AN_ACTIVITY"
 * ```
 */
export const EXPORT_ERROR_CODES = /* @__PURE__ */ (() =>
  [
    {
      code: EXPORT_ERRORS.NOT_AN_ACTIVITY[0],
      key: "NOT_AN_ACTIVITY",
      message: EXPORT_ERRORS.NOT_AN_ACTIVITY[1],
      when: "the input is not an object; or it has neither a `metrics` array of interval series (an activity detail) nor a `metrics` object with `metricTypes` and `data` (an Add Activities item); or `startTime` is not an ISO 8601 time or epoch milliseconds; or `activityType` is not a non-empty string; or there are no data points; or the interval is not a number of seconds of at least 0.001 (the documents' times have milliseconds); or the times from startTime to the closing point (startTime + points × interval) fall outside the years 0001–9999 that an `xsd:dateTime` holds; or reading the input threw (a getter or a revoked Proxy, never JSON data).",
    },
    {
      code: EXPORT_ERRORS.UNREADABLE_SAMPLE[0],
      key: "UNREADABLE_SAMPLE",
      message: EXPORT_ERRORS.UNREADABLE_SAMPLE[1],
      when: "a value is not a finite number (a detail's values are decimal strings), a data point has the wrong length, the series of a detail differ in length or interval, a latitude is outside ±90 or a longitude outside ±180 degrees, or a value the writer computes with is beyond its metric type's range (e.g. a distance beyond ±100,000 km, a speed beyond ±1,000 km/h).",
    },
    {
      code: EXPORT_ERRORS.INVALID_EXPORT_OPTION[0],
      key: "INVALID_EXPORT_OPTION",
      message: EXPORT_ERRORS.INVALID_EXPORT_OPTION[1],
      when: "the options are not an object, or `lapKm` / `lapMinutes` is not a positive finite number, or both are given, or `lapKm` would cut the activity into more laps than it has data points (e.g. 1e-12 km).",
    },
  ] as const satisfies readonly ExportErrorInfo[])();


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
  const [code, message] = EXPORT_ERRORS[key];
  return { code, key, message, detail, path };
}
