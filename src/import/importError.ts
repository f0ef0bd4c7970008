/** A numeric import error code, 1600–1699, of {@link IMPORT_ERROR_CODES}. */
export type ImportErrorCode =
  | 1600 | 1610 | 1620 | 1630 | 1635 | 1640 | 1650 | 1660 | 1665 | 1670 | 1680 | 1685 | 1690 | 1695;

/** A stable string key of an import error code, e.g. `"FIT_DECODE_FAILED"`. */
export type ImportErrorKey =
  | "UNKNOWN_FORMAT" | "PARSER_NOT_INSTALLED" | "FIT_DECODE_FAILED" | "XML_MALFORMED" | "XML_TOO_DEEP"
  | "NOT_A_TRACK_DOCUMENT" | "NO_TIMED_SAMPLES" | "TIMESTAMPS_OUT_OF_RANGE" | "TIMESTAMPS_DISORDERED"
  | "RECORDING_TOO_LONG" | "NO_USABLE_METRICS" | "IMPORTED_DATA_INVALID" | "INVALID_IMPORT_OPTION" | "INVALID_INPUT";

/** One entry of {@link IMPORT_ERROR_CODES}. */
export interface ImportErrorInfo {
  /** The numeric code. */
  readonly code: ImportErrorCode;
  /** Its stable key. */
  readonly key: ImportErrorKey;
  /** The fixed message. */
  readonly message: string;
  /** When exactly the code is raised. */
  readonly when: string;
}

/**
 * Error codes of the importers: a numeric code in the library's range 1600–1699 plus a stable
 * string key, so callers can switch on either. Import errors are plain data, returned, never thrown.
 */
export const IMPORT_ERROR_CODES = [
  {
    code: 1600,
    key: "UNKNOWN_FORMAT",
    message: "The file is not a FIT, TCX or GPX recording.",
    when: "importRecording cannot recognise the bytes: no `.FIT` header signature and no XML root element `TrainingCenterDatabase` or `gpx`.",
  },
  {
    code: 1610,
    key: "PARSER_NOT_INSTALLED",
    message: "The parser for this format is not installed.",
    when: "the optional peer dependency (`@garmin/fitsdk` for FIT, `saxes` for TCX and GPX) cannot be loaded.",
  },
  {
    code: 1620,
    key: "FIT_DECODE_FAILED",
    message: "The FIT file is corrupt or truncated.",
    when: "the FIT header is missing or damaged, or the Garmin decoder stopped with an error (truncated file, CRC error, a message shorter than its definition, unsupported compressed timestamps) and `lenient` is off or recovered nothing usable; `detail` says in the importer's own words what the decoder met and at which byte, never the decoder's text.",
  },
  {
    code: 1630,
    key: "XML_MALFORMED",
    message: "The file is not well-formed XML.",
    when: "the TCX or GPX text is not well-formed XML 1.0 (unclosed or mismatched tags, bad attributes, characters XML forbids such as control characters, text cut short); `detail` gives the line and column of the first fault, for a document cut short the position where it ends and the innermost open element.",
  },
  {
    code: 1635,
    key: "XML_TOO_DEEP",
    message: "The XML document nests elements too deeply.",
    when: "the TCX or GPX document nests elements more than 32 deep (a TCX track point's speed nests 9 deep, a GPX track point's heart rate 7); parsing stops at the 33rd level. `detail` gives the line, the column and the path of the open elements.",
  },
  {
    code: 1640,
    key: "NOT_A_TRACK_DOCUMENT",
    message: "The XML document is not a TCX or GPX activity.",
    when: "the root element is not `TrainingCenterDatabase` (fromTcx) or `gpx` (fromGpx), or the document holds no activity, track or lap.",
  },
  {
    code: 1650,
    key: "NO_TIMED_SAMPLES",
    message: "The recording has no timed samples.",
    when: "fewer than two samples carry a valid timestamp, or all timestamps are equal (zero time span).",
  },
  {
    code: 1660,
    key: "TIMESTAMPS_OUT_OF_RANGE",
    message: "The recording's timestamps are out of range.",
    when: "the first sample is before 2006-05-24T00:00:00Z (spec 2.1 startTime rule: e.g. a device clock that was never set) or the last sample is not before the import time.",
  },
  {
    code: 1665,
    key: "TIMESTAMPS_DISORDERED",
    message: "The recording's timestamps go backwards too often to be repaired.",
    when: "more than 10 % of the samples are earlier than the sample before them.",
  },
  {
    code: 1670,
    key: "RECORDING_TOO_LONG",
    message: "The recording needs more data points than one activity may hold.",
    when: "the uniform grid over the recording's time span exceeds `maxDataPoints` (default 100,000, the validator's limit, code 1040); removing pauses (`pauses: \"remove\"`) may shorten it.",
  },
  {
    code: 1680,
    key: "NO_USABLE_METRICS",
    message: "The recording has no metrics that complete a metric option of its activity type.",
    when: "no option of spec 2.8 can be completed by the imported columns, even with weight and age from a profile (e.g. an OTHER-type recording with neither heart rate nor calories); pass another activityType.",
  },
  {
    code: 1685,
    key: "IMPORTED_DATA_INVALID",
    message: "The imported activity does not pass validation.",
    when: "the resampled activity breaks a validation rule other than the profile-dependent metric options (e.g. a corrupt cumulative distance beyond 100,000 km, code 260); `detail` names the validator's code, path and detail. A safety net: the importer never returns a submission the validator would reject for its data.",
  },
  {
    code: 1690,
    key: "INVALID_IMPORT_OPTION",
    message: "An import option is invalid.",
    when: "activityType, deviceType or timeZoneName is not an accepted value, deviceName is not a string of at most 256 characters without NUL characters or unpaired surrogates, intervalS is not 5 or 10 (or not 10 for RUN), or a number option is not a positive finite number.",
  },
  {
    code: 1695,
    key: "INVALID_INPUT",
    message: "The input is not the bytes or text of a recording.",
    when: "an importer was given something other than a `Uint8Array` (a Node.js `Buffer` included), another typed array or `DataView`, an `ArrayBuffer`, or a string for TCX and GPX (e.g. `null`, a number, a plain object, an array, a detached `ArrayBuffer` or a view of one, a revoked `Proxy`), text for `fromFit` (FIT is binary), or options that are not an object or cannot be read (a revoked `Proxy`, a getter that throws).",
  },
] as const satisfies readonly ImportErrorInfo[];

/**
 * Why a recording could not be imported: plain data (never thrown), in the shape of the validator's errors
 * (`code`, `message`, `detail`) plus the string `key` and the `activityIndex` of the session or track concerned.
 */
export interface ImportError {
  /** Numeric code of {@link IMPORT_ERROR_CODES}. */
  readonly code: ImportErrorCode;
  /** Stable machine-readable key of the code. */
  readonly key: ImportErrorKey;
  /** The code's fixed message. */
  readonly message: string;
  /** What exactly was wrong, e.g. `"the data ends early, at byte 7472: the file is truncated"` or `"line 3, column 16: ..."`. */
  readonly detail: string;
  /** Index of the session or track concerned, or `null` for the whole file. */
  readonly activityIndex: number | null;
}

const BY_KEY: ReadonlyMap<string, ImportErrorInfo> = /* @__PURE__ */ new Map(IMPORT_ERROR_CODES.map((e) => [e.key, e]));

/**
 * Builds an {@link ImportError} with the fixed message of its key.
 *
 * @param key - a key of {@link IMPORT_ERROR_CODES}.
 * @param detail - what exactly was wrong.
 * @param activityIndex - the session or track concerned, `null` (default) for the whole file.
 */
export function importError(key: ImportErrorKey, detail: string, activityIndex: number | null = null): ImportError {
  const info = BY_KEY.get(key) as ImportErrorInfo;
  return { code: info.code, key: info.key, message: info.message, detail, activityIndex };
}

/**
 * Whether a value is an {@link ImportError} (a plain object with a code of {@link IMPORT_ERROR_CODES} and a
 * matching key); works across realms, unlike `instanceof`.
 *
 * @param value - any value.
 */
export function isImportError(value: unknown): value is ImportError {
  if (typeof value !== "object" || value === null) return false;
  const { code, key } = value as { code?: unknown; key?: unknown };
  const info = typeof key === "string" ? BY_KEY.get(key) : undefined;
  return info !== undefined && info.code === code;
}
