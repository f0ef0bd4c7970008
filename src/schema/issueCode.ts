import { ERROR_CODE_INFO, type ErrorCode } from "../registry/errorCodes.js";

/** Codes of the activity's own properties, by key (issues of zod's built-in checks carry no code). */
const ACTIVITY_KEY_CODES: Readonly<Record<string, ErrorCode>> = {
  startTime: 160,
  activityType: 170,
  timeZoneName: 180,
  metrics: 190,
  activityId: 200,
  metricSummary: 210,
  deviceType: 220,
  duration: 1050,
  deviceName: 1060,
};

/** Codes of the properties of `metrics`, by key. */
const METRICS_KEY_CODES: Readonly<Record<string, ErrorCode>> = {
  metricTypes: 230,
  intervalUnit: 240,
  intervalValue: 250,
  data: 270,
};

/** The parts of a zod issue that its code depends on; every `z.core.$ZodIssue` is one. */
export interface IssueLike {
  /** zod's issue code, e.g. `"invalid_type"`, `"custom"`. */
  readonly code: string;
  /** Path from the parsed value's root. */
  readonly path: readonly PropertyKey[];
  /** `params` of a custom issue; the schemas of this module put the error code in `params.code`. */
  readonly params?: Readonly<Record<string, unknown>> | undefined;
  /** `expected` of an `invalid_type` issue. */
  readonly expected?: unknown;
}

/** The table's own entry for a key (never an `Object.prototype` member such as `constructor`). */
function lookup(table: Readonly<Record<string, ErrorCode>>, key: string): ErrorCode | undefined {
  return Object.prototype.hasOwnProperty.call(table, key) ? table[key] : undefined;
}

function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === "number" && Object.prototype.hasOwnProperty.call(ERROR_CODE_INFO, value);
}

/**
 * The error code of one issue raised by this module's request schemas (decision D-45):
 * - a custom issue carries its code in `params.code` (the cross-field rules and the data-point scan);
 * - a built-in issue gets the code of its path, relative to the activity: `activityType` 170, `startTime` 160,
 *   `timeZoneName` 180, `metrics` 190, `activityId` 200, `metricSummary` 210, `deviceType` 220, `duration` 1050,
 *   `deviceName` 1060, `metrics.metricTypes` 230, `metrics.metricTypes[i]` 1070, `metrics.intervalUnit` 240,
 *   `metrics.intervalValue` 250, `metrics.data` 270, the activity itself 1030;
 * - at the body root: not an array 1000, empty 1010, too many activities 1020.
 *
 * A path that starts with a number is read as a body path (`[activityIndex, ...]`); any other as an activity path,
 * or as a path inside `metrics` when it starts with one of `metrics`' keys (issues of `submittedMetricsSchema`).
 *
 * @param issue - a zod issue (from `error.issues`).
 * @returns the code, or `undefined` for an issue these schemas do not raise (e.g. from fields added by `.extend()`).
 */
export function issueCode(issue: IssueLike): ErrorCode | undefined {
  const fromParams = issue.params?.["code"];
  if (isErrorCode(fromParams)) return fromParams;
  const path = issue.path;
  if (path.length === 0) {
    if (issue.code === "too_small") return 1010;
    if (issue.code === "too_big") return 1020;
    if (issue.code === "invalid_type") return issue.expected === "array" ? 1000 : 1030;
    return undefined;
  }
  const rel = typeof path[0] === "number" ? path.slice(1) : path;
  if (rel.length === 0) return 1030;
  const [key, sub, index] = rel;
  if (typeof key !== "string") return undefined;
  // a path relative to `metrics` (issues of `submittedMetricsSchema` alone): its keys differ from the activity's
  if (lookup(METRICS_KEY_CODES, key) !== undefined) {
    if (rel.length === 1) return lookup(METRICS_KEY_CODES, key);
    return rel.length === 2 && key === "metricTypes" && typeof sub === "number" ? 1070 : undefined;
  }
  if (rel.length === 1) return lookup(ACTIVITY_KEY_CODES, key);
  if (key !== "metrics" || typeof sub !== "string") return undefined;
  if (rel.length === 2) return lookup(METRICS_KEY_CODES, sub);
  if (rel.length === 3 && sub === "metricTypes" && typeof index === "number") return 1070;
  return undefined;
}
