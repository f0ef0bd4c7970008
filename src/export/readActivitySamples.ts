import type { ActivityDetail } from "../model/activityDetail.js";
import type { SubmittedActivity } from "../model/submittedActivity.js";

/**
 * What the exporters and charts take: an activity detail as the service returns it (`getActivity`, GET
 * /me/sport/activities/{id}: values as decimal strings, metric types upper case, FUEL included) or an item of an
 * Add Activities body (`metrics.data` rows, as an importer returns it).
 */
export type ExportableActivity = ActivityDetail | SubmittedActivity;

/** An activity read into numbers: the uniform sample grid of spec 2.2 and one column per metric type. */
export interface ActivitySamples {
  /** Activity type, as given. */
  readonly activityType: string;
  /** Time of data point 0, epoch ms. */
  readonly startMs: number;
  /** Interval between data points, seconds (> 0): a detail's first series' `intervalMetric`. */
  readonly intervalS: number;
  /** Number of data points (≥ 1): a detail's longest series; data point `k` stands for `[startMs + k·I, startMs + (k+1)·I)`. */
  readonly count: number;
  /**
   * One column per metric type, by lower-case name (`latitude`, `distance`, `fuel`, ...), each {@link count}
   * long, in the units of spec 2.7 (distance cumulative km, speed km/h, fuel and steps per interval). A value that
   * is not a finite number (or a decimal string of one), or is missing, is `NaN`.
   */
  readonly columns: ReadonlyMap<string, Float64Array>;
}

/** Why an input is not an activity: the JSON path of the offending part and what is wrong with it. */
export interface SampleProblem {
  /** Keys and indexes from the input's root. */
  readonly path: readonly (string | number)[];
  /** What is wrong. */
  readonly detail: string;
}

type Loose = Record<string, unknown>;

const isObject = (value: unknown): value is Loose => typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * A number, or a decimal string of one (a detail's values); anything else is `NaN`.
 *
 * @param value - any value.
 */
export function toNumber(value: unknown): number {
  return typeof value === "number" ? value : typeof value === "string" && value.trim() !== "" ? Number(value) : NaN;
}

const NO_POINTS = "the activity has no data points";

/**
 * Reads an activity detail or an Add Activities item into numeric columns on the uniform grid of spec 2.2,
 * leniently: a value that is not a finite number, a missing value (a short series or row) reads as `NaN`, for the
 * caller to refuse (exports) or leave out (charts). The shape is required: an object with a non-empty
 * `activityType`, a `startTime` (ISO 8601 text or epoch ms), a `metrics` array of series (`metricType`,
 * `intervalMetric`, `values`) or a `metrics` object (`intervalValue`, `metricTypes`, `data`), a positive interval
 * and at least one data point. Does not validate the activity against the spec.
 *
 * @param input - an activity detail or an Add Activities item (any value is checked).
 * @returns the samples, or the {@link SampleProblem} with the shape.
 */
export function readActivitySamples(input: unknown): ActivitySamples | SampleProblem {
  if (!isObject(input)) return { path: [], detail: `${input === null ? "null" : Array.isArray(input) ? "an array" : typeof input} is not an activity` };
  const { activityType, startTime, metrics } = input;
  if (typeof activityType !== "string" || activityType === "") return { path: ["activityType"], detail: "activityType must be a non-empty string" };
  const startMs = typeof startTime === "number" ? startTime : typeof startTime === "string" ? Date.parse(startTime) : NaN;
  if (!Number.isFinite(startMs)) return { path: ["startTime"], detail: "startTime is neither an ISO 8601 time nor epoch milliseconds" };
  const grid = Array.isArray(metrics) ? readSeries(metrics) : isObject(metrics) ? readRows(metrics) : { path: ["metrics"], detail: "metrics is neither an array of series nor an object" };
  return "detail" in grid ? grid : { activityType, startMs, ...grid };
}

type Grid = Pick<ActivitySamples, "intervalS" | "count" | "columns">;

/** `NaN`-filled column of `count` values. */
const blank = (count: number): Float64Array => new Float64Array(count).fill(NaN);

function readSeries(metrics: readonly unknown[]): Grid | SampleProblem {
  let count = 0;
  for (const [i, series] of metrics.entries()) {
    if (!isObject(series) || typeof series["metricType"] !== "string" || !Array.isArray(series["values"])) {
      return { path: ["metrics", i], detail: "a series needs a metricType and a values array" };
    }
    count = Math.max(count, series["values"].length);
  }
  const intervalS = toNumber((metrics[0] as Loose | undefined)?.["intervalMetric"]);
  if (!(intervalS > 0 && intervalS < Infinity)) return { path: ["metrics", 0, "intervalMetric"], detail: "the interval is not a positive number of seconds" };
  if (count === 0) return { path: ["metrics"], detail: NO_POINTS };
  const columns = new Map<string, Float64Array>();
  for (const series of metrics as { metricType: string; values: unknown[] }[]) {
    const column = blank(count);
    series.values.forEach((value, k) => (column[k] = toNumber(value)));
    columns.set(series.metricType.toLowerCase(), column);
  }
  return { intervalS, count, columns };
}

function readRows(metrics: Loose): Grid | SampleProblem {
  const { intervalValue, metricTypes, data } = metrics;
  const intervalS = toNumber(intervalValue);
  if (!(intervalS > 0 && intervalS < Infinity)) return { path: ["metrics", "intervalValue"], detail: "the interval is not a positive number of seconds" };
  if (!Array.isArray(metricTypes) || !metricTypes.every((t) => typeof t === "string")) {
    return { path: ["metrics", "metricTypes"], detail: "metricTypes must be an array of strings" };
  }
  if (!Array.isArray(data) || data.length === 0) return { path: ["metrics", "data"], detail: NO_POINTS };
  const count = data.length;
  const columns = new Map<string, Float64Array>();
  (metricTypes as string[]).forEach((name, c) => {
    const column = blank(count);
    for (let k = 0; k < count; k++) {
      const row: unknown = data[k];
      if (Array.isArray(row) && row.length === metricTypes.length) column[k] = toNumber(row[c]);
    }
    columns.set(name.toLowerCase(), column);
  });
  return { intervalS, count, columns };
}
