/** One metric type's values as given: a detail's `values` array, or one column of an Add Activities item's rows. */
export interface RawColumn {
  /** The detail series' `values` array itself (absent for rows). */
  readonly values?: readonly unknown[];
  /** Value of data point `k` as given (`undefined` past the end of a short series or in a malformed row). */
  readonly at: (k: number) => unknown;
  /** Index of the detail's series in `metrics`, or of the column in an item's `metricTypes`. */
  readonly index: number;
}

/** An activity's envelope and grid, its values not yet read. */
export interface ActivityShape {
  /** Activity type, as given. */
  readonly activityType: string;
  /** Time of data point 0, epoch ms. */
  readonly startMs: number;
  /** Interval between data points, seconds (> 0): a detail's first series' `intervalMetric`. */
  readonly intervalS: number;
  /** Number of data points (≥ 1): a detail's longest series; data point `k` stands for `[startMs + k·I, startMs + (k+1)·I)`. */
  readonly count: number;
  /** Each metric type's values, by lower-case name (`latitude`, `distance`, `fuel`, ...). */
  readonly raw: ReadonlyMap<string, RawColumn>;
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
const BAD_INTERVAL = "the interval is not a positive number of seconds";

/**
 * Reads the shape of an activity detail (`getActivity`: values as decimal strings, metric types upper case, FUEL
 * included) or an Add Activities item (`metrics.data` rows, as an importer returns it), the two inputs of the
 * exporters and charts: an object with a non-empty `activityType`, a
 * `startTime` (ISO 8601 text or epoch ms), and a `metrics` array of series (`metricType`, `intervalMetric`,
 * `values`) or a `metrics` object (`intervalValue`, `metricTypes`, `data`), a positive interval and at least one
 * data point. The values are not read (the charts read the columns they draw). Does not validate against the spec.
 *
 * @param input - any value.
 * @returns the shape, or the {@link SampleProblem} with it.
 */
export function readActivityShape(input: unknown): ActivityShape | SampleProblem {
  if (!isObject(input)) return { path: [], detail: `${input === null ? "null" : Array.isArray(input) ? "an array" : typeof input} is not an activity` };
  const { activityType, startTime, metrics } = input;
  if (typeof activityType !== "string" || activityType === "") return { path: ["activityType"], detail: "activityType must be a non-empty string" };
  const startMs = typeof startTime === "number" ? startTime : typeof startTime === "string" ? Date.parse(startTime) : NaN;
  if (!Number.isFinite(startMs)) return { path: ["startTime"], detail: "startTime is neither an ISO 8601 time nor epoch milliseconds" };
  const grid = Array.isArray(metrics) ? seriesShape(metrics) : isObject(metrics) ? rowsShape(metrics) : { path: ["metrics"], detail: "metrics is neither an array of series nor an object" };
  return "detail" in grid ? grid : { activityType, startMs, ...grid };
}

type Grid = Pick<ActivityShape, "intervalS" | "count" | "raw">;

function seriesShape(metrics: readonly unknown[]): Grid | SampleProblem {
  let count = 0;
  for (const [i, series] of metrics.entries()) {
    if (!isObject(series) || typeof series["metricType"] !== "string" || !Array.isArray(series["values"])) {
      return { path: ["metrics", i], detail: "a series needs a metricType and a values array" };
    }
    count = Math.max(count, series["values"].length);
  }
  const intervalS = toNumber((metrics[0] as Loose | undefined)?.["intervalMetric"]);
  if (!(intervalS > 0 && intervalS < Infinity)) return { path: ["metrics", 0, "intervalMetric"], detail: BAD_INTERVAL };
  if (count === 0) return { path: ["metrics"], detail: NO_POINTS };
  const raw = new Map<string, RawColumn>();
  (metrics as { metricType: string; values: unknown[] }[]).forEach(({ metricType, values }, i) =>
    raw.set(metricType.toLowerCase(), { values, at: (k) => values[k], index: i }),
  );
  return { intervalS, count, raw };
}

function rowsShape(metrics: Loose): Grid | SampleProblem {
  const { intervalValue, metricTypes, data } = metrics;
  const intervalS = toNumber(intervalValue);
  if (!(intervalS > 0 && intervalS < Infinity)) return { path: ["metrics", "intervalValue"], detail: BAD_INTERVAL };
  if (!Array.isArray(metricTypes) || !metricTypes.every((t) => typeof t === "string")) {
    return { path: ["metrics", "metricTypes"], detail: "metricTypes must be an array of strings" };
  }
  if (!Array.isArray(data) || data.length === 0) return { path: ["metrics", "data"], detail: NO_POINTS };
  const width = metricTypes.length;
  const raw = new Map<string, RawColumn>();
  (metricTypes as string[]).forEach((name, c) => {
    const at = (k: number): unknown => {
      const row: unknown = data[k];
      return Array.isArray(row) && row.length === width ? row[c] : undefined;
    };
    raw.set(name.toLowerCase(), { at, index: c });
  });
  return { intervalS, count: data.length, raw };
}
