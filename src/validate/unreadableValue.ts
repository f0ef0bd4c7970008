import { SUBMITTABLE_METRIC_TYPE_NAMES } from "../registry/metricTypes.js";
import type { JsonPath } from "./validationError.js";

/** Most elements of `metrics.metricTypes` whose names the validator reads (12, as `validateActivity`). */

/**
 * Thrown inside the validator when reading the caller's value threw: a getter that throws, a Proxy trap that
 * throws, a revoked Proxy. JSON data (`JSON.parse` output) never does this. `validateActivities`
 * turns it into code 1081 at `path` for an activity, or 1000 for the body itself; every other exception
 * propagates, because it is the library's fault or a failing dependency's, not the request's.
 */
export class UnreadableValue {
  /**
   * @param path - path from the body root of the value whose reading threw.
   */
  constructor(readonly path: JsonPath) {}
}

/**
 * Reads `object[key]`, turning an exception of the read into an {@link UnreadableValue} at `[...parent, key]`
 * (the path is built only then: valid bodies allocate nothing here).
 *
 * @param object - an object of the caller's body.
 * @param key - the property.
 * @param parent - path of `object` from the body root.
 */
function readKey(object: object, key: string | number, parent: JsonPath): unknown {
  try {
    return (object as Record<string | number, unknown>)[key];
  } catch {
    throw new UnreadableValue([...parent, key]);
  }
}

/**
 * `Array.isArray(value)`, turning an exception (a revoked Proxy) into an {@link UnreadableValue} at `path`.
 *
 * @param value - a value of the caller's body.
 * @param path - its path from the body root.
 */
function isArrayAt(value: unknown, path: JsonPath): value is unknown[] {
  try {
    return Array.isArray(value);
  } catch {
    throw new UnreadableValue(path);
  }
}

const ACTIVITY_KEYS = /* @__PURE__ */ "activityId metricSummary activityType deviceType deviceName startTime duration timeZoneName metrics".split(" ");
const METRICS_KEYS = /* @__PURE__ */ "intervalUnit intervalValue metricTypes data".split(" ");

/**
 * After the validation of activity `index` threw, finds the first value the validator reads whose reading throws: the activity, its fields, `metrics` and its fields, the metric type names (of a list of at most
 * 12), the data points and their values, in that order; a throwing `length` at the path of that
 * `length`. Runs only on that failure path, so that valid bodies pay for no guard.
 *
 * @param value - the activity as found in the body.
 * @param index - its index in the body.
 * @returns the path of the unreadable value, or `undefined` when every read succeeds (the exception was not the
 *   body's: it must propagate).
 */
export function locateUnreadable(value: unknown, index: number): JsonPath | undefined {
  try {
    walk(value, [index]);
    return undefined;
  } catch (error) {
    if (error instanceof UnreadableValue) return error.path;
    throw error;
  }
}

function walk(value: unknown, at: JsonPath): void {
  if (typeof value !== "object" || value === null || isArrayAt(value, at)) return;
  for (const key of ACTIVITY_KEYS) readKey(value, key, at);
  const metrics = readKey(value, "metrics", at);
  const metricsPath = [...at, "metrics"];
  if (typeof metrics !== "object" || metrics === null || isArrayAt(metrics, metricsPath)) return;
  for (const key of METRICS_KEYS) readKey(metrics, key, metricsPath);
  const metricTypes = readKey(metrics, "metricTypes", metricsPath);
  const typesPath = [...metricsPath, "metricTypes"];
  if (isArrayAt(metricTypes, typesPath)) {
    const count = readKey(metricTypes, "length", typesPath) as number;
    // the validator reads no name of a list longer than the submittable metric types (one 1070 at once)
    if (count <= SUBMITTABLE_METRIC_TYPE_NAMES.length) for (let c = 0; c < count; c++) readKey(metricTypes, c, typesPath);
  }
  const data = readKey(metrics, "data", metricsPath);
  const dataPath = [...metricsPath, "data"];
  if (!isArrayAt(data, dataPath)) return;
  const n = readKey(data, "length", dataPath) as number;
  for (let r = 0; r < n; r++) {
    const row = readKey(data, r, dataPath);
    const rowPath = [...dataPath, r];
    if (!isArrayAt(row, rowPath)) continue;
    const m = readKey(row, "length", rowPath) as number;
    for (let c = 0; c < m; c++) readKey(row, c, rowPath);
  }
}
