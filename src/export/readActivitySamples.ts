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
  /** Device name, when given. */
  readonly deviceName?: string;
  /** Time zone name (`activityTimeZone` of a detail, `timeZoneName` of a body item), when given. */
  readonly timeZoneName?: string;
  /** Time of data point 0, epoch ms. */
  readonly startMs: number;
  /** Interval between data points, seconds (> 0). */
  readonly intervalS: number;
  /** Number of data points (≥ 1); data point `k` stands for `[startMs + k·I, startMs + (k+1)·I)`. */
  readonly count: number;
  /** Summary calories of a detail (kcal), when readable. */
  readonly summaryCalories?: number;
  /**
   * One column per metric type, by lower-case name (`latitude`, `distance`, `fuel`, ...), each {@link count}
   * long, in the units of spec 2.7 (distance cumulative km, speed km/h, fuel and steps per interval). A value that
   * could not be read is `NaN` (only when reading leniently).
   */
  readonly columns: ReadonlyMap<string, Float64Array>;
}

/** Why an input could not be read: the key of an export error code, the JSON path and what was wrong. */
export interface SampleProblem {
  /** `NOT_AN_ACTIVITY` (the shape) or `UNREADABLE_SAMPLE` (a value). */
  readonly key: "NOT_AN_ACTIVITY" | "UNREADABLE_SAMPLE";
  /** Keys and indexes from the input's root. */
  readonly path: readonly (string | number)[];
  /** What exactly was wrong. */
  readonly detail: string;
}

type Loose = Record<string, unknown>;

const isObject = (value: unknown): value is Loose => typeof value === "object" && value !== null && !Array.isArray(value);

/** A number, or a decimal string of one (a detail's values); anything else is `NaN`. */
function toNumber(value: unknown): number {
  if (typeof value === "number") return value;
  return typeof value === "string" && value.trim() !== "" ? Number(value) : Number.NaN;
}

function quote(value: unknown): string {
  const text = typeof value === "string" ? JSON.stringify(value) : String(value);
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}

/** Coordinates outside these bounds are unreadable (they would make invalid GPX and TCX). */
const BOUNDS: Readonly<Record<string, number>> = { latitude: 90, longitude: 180 };

/**
 * Reads an activity detail or an Add Activities item into numeric columns on the uniform grid of spec 2.2.
 * Strictly (exports) the first value that is not a finite number, a data point of the wrong length, series of
 * different lengths or intervals, or a coordinate out of range is a problem; leniently (charts) such a value reads as
 * `NaN` and a short series is padded with `NaN`. The shape (an object with a readable `startTime`, a non-empty
 * `activityType`, a positive interval and at least one data point) is required either way. Does not validate
 * the activity against spec 2.8.
 *
 * @param input - an activity detail or an Add Activities item (any value is checked).
 * @param strict - whether an unreadable value is a problem (`true`) or `NaN` (`false`).
 * @returns the samples, or a {@link SampleProblem}.
 */
export function readActivitySamples(input: unknown, strict: boolean): ActivitySamples | SampleProblem {
  const shape = (path: readonly (string | number)[], detail: string): SampleProblem => ({ key: "NOT_AN_ACTIVITY", path, detail });
  if (!isObject(input)) return shape([], `${input === null ? "null" : Array.isArray(input) ? "an array" : typeof input} is not an activity`);
  const activityType = input["activityType"];
  if (typeof activityType !== "string" || activityType === "") return shape(["activityType"], "activityType must be a non-empty string");
  const start = input["startTime"];
  const startMs = typeof start === "number" ? start : typeof start === "string" ? Date.parse(start) : Number.NaN;
  if (!Number.isFinite(startMs)) return shape(["startTime"], `startTime ${quote(start)} is neither an ISO 8601 time nor epoch milliseconds`);
  const metrics = input["metrics"];
  const read = Array.isArray(metrics) ? readDetailSeries(metrics, strict) : isObject(metrics) ? readRows(metrics, strict) : shape(["metrics"], "metrics is neither an array of interval series nor a metrics object");
  if ("key" in read) return read;
  const deviceName = input["deviceName"];
  const zone = Array.isArray(metrics) ? input["activityTimeZone"] : input["timeZoneName"];
  const summary = input["metricSummary"];
  const calories = isObject(summary) ? toNumber(summary["calories"]) : Number.NaN;
  return {
    activityType,
    ...(typeof deviceName === "string" ? { deviceName } : {}),
    ...(typeof zone === "string" ? { timeZoneName: zone } : {}),
    startMs,
    ...read,
    ...(Number.isFinite(calories) ? { summaryCalories: calories } : {}),
  };
}

type Grid = Pick<ActivitySamples, "intervalS" | "count" | "columns">;

function checkValue(name: string, value: number, strict: boolean, path: () => (string | number)[], raw: unknown): number | SampleProblem {
  const bound = BOUNDS[name];
  if (Number.isFinite(value) && (bound === undefined || Math.abs(value) <= bound)) return value;
  if (!strict) return Number.NaN;
  const why = Number.isFinite(value) ? `${name} ${quote(raw)} is outside ±${bound ?? 0} degrees` : `${quote(raw)} is not a number`;
  return { key: "UNREADABLE_SAMPLE", path: path(), detail: why };
}

function readDetailSeries(metrics: readonly unknown[], strict: boolean): Grid | SampleProblem {
  let intervalS: number | undefined;
  let count = 0;
  for (const [i, series] of metrics.entries()) {
    if (!isObject(series) || typeof series["metricType"] !== "string" || !Array.isArray(series["values"])) {
      return { key: "NOT_AN_ACTIVITY", path: ["metrics", i], detail: "an interval series needs a metricType string and a values array" };
    }
    const interval = toNumber(series["intervalMetric"]);
    if (!(interval > 0 && interval < Infinity)) {
      return { key: "NOT_AN_ACTIVITY", path: ["metrics", i, "intervalMetric"], detail: `intervalMetric ${quote(series["intervalMetric"])} is not a positive number of seconds` };
    }
    const length = (series["values"] as unknown[]).length;
    if (intervalS === undefined) {
      intervalS = interval;
      count = length;
    } else if (strict && (interval !== intervalS || length !== count)) {
      return { key: "UNREADABLE_SAMPLE", path: ["metrics", i], detail: `series ${i} has ${length} values every ${interval} s, series 0 ${count} every ${intervalS} s` };
    } else count = Math.max(count, length);
  }
  if (intervalS === undefined || count === 0) return { key: "NOT_AN_ACTIVITY", path: ["metrics"], detail: "the activity has no data points" };
  const columns = new Map<string, Float64Array>();
  for (const [i, series] of metrics.entries()) {
    const { metricType, values } = series as { metricType: string; values: unknown[] };
    const name = metricType.toLowerCase();
    const column = new Float64Array(count).fill(Number.NaN);
    for (let k = 0; k < values.length; k++) {
      const raw = values[k];
      const value = checkValue(name, toNumber(raw), strict, () => ["metrics", i, "values", k], raw);
      if (typeof value !== "number") return value;
      column[k] = value;
    }
    columns.set(name, column);
  }
  return { intervalS, count, columns };
}

function readRows(metrics: Loose, strict: boolean): Grid | SampleProblem {
  const intervalS = toNumber(metrics["intervalValue"]);
  if (!(intervalS > 0 && intervalS < Infinity)) {
    return { key: "NOT_AN_ACTIVITY", path: ["metrics", "intervalValue"], detail: `intervalValue ${quote(metrics["intervalValue"])} is not a positive number of seconds` };
  }
  const types = metrics["metricTypes"];
  const data = metrics["data"];
  if (!Array.isArray(types) || !types.every((t) => typeof t === "string")) {
    return { key: "NOT_AN_ACTIVITY", path: ["metrics", "metricTypes"], detail: "metricTypes must be an array of strings" };
  }
  if (!Array.isArray(data) || data.length === 0) return { key: "NOT_AN_ACTIVITY", path: ["metrics", "data"], detail: "the activity has no data points" };
  const names = (types as string[]).map((t) => t.toLowerCase());
  const count = data.length;
  const columns = names.map(() => new Float64Array(count).fill(Number.NaN));
  for (let k = 0; k < count; k++) {
    const row: unknown = data[k];
    if (!Array.isArray(row) || row.length !== names.length) {
      if (strict) return { key: "UNREADABLE_SAMPLE", path: ["metrics", "data", k], detail: `data point ${k} is not an array of ${names.length} numbers` };
      continue;
    }
    for (let c = 0; c < names.length; c++) {
      const raw: unknown = row[c];
      const value = checkValue(names[c] as string, toNumber(raw), strict, () => ["metrics", "data", k, c], raw);
      if (typeof value !== "number") return value;
      (columns[c] as Float64Array)[k] = value;
    }
  }
  return { intervalS, count, columns: new Map(names.map((name, c) => [name, columns[c] as Float64Array])) };
}
