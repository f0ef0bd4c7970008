import { xmlDecimal } from "./escapeXml.js";
import { exportError, type ExportError } from "./exportError.js";
import { plainDecimal } from "./plainDecimal.js";
import { readActivityShape, toNumber, type ActivityShape, type RawColumn } from "./readActivityShape.js";

/** An activity read for export: its grid, the envelope fields the documents name, and the columns asked for. */
export interface ExportColumns extends Omit<ActivityShape, "raw"> {
  /** Device name, when given. */
  readonly deviceName?: string;
  /** Summary calories of a detail (kcal), when readable. */
  readonly summaryCalories?: number;
  /** Each asked-for column the activity has, as `xsd:decimal` texts, one per data point. */
  readonly texts: ReadonlyMap<string, readonly string[]>;
  /** Each asked-for column the activity has, as numbers, one per data point. */
  readonly numbers: ReadonlyMap<string, Float64Array>;
}

/** Which columns to read, and how: as texts to copy into the document, as numbers to compute with, or both. */
export interface ColumnRequest {
  readonly texts: readonly string[];
  readonly numbers: readonly string[];
}

/** Coordinates beyond these bounds would make invalid GPX and TCX. */
const BOUNDS: Readonly<Record<string, number>> = { latitude: 90, longitude: 180 };

/**
 * Largest magnitude of each column the writers read as numbers: the registry's range of its metric type (spec
 * units: km, km/h, bpm, W, steps and kcal per interval), what any stored or imported activity holds; a test keeps
 * them equal to the registry, which the writers' bundles do not carry. Beyond them the writers' arithmetic (m/s,
 * metres, lap sums, laps per distance) would overflow to text such as `Infinity` or cut millions of laps.
 */
export const NUMBER_BOUNDS: Readonly<Record<string, number>> = { distance: 100_000, speed: 1000, heartrate: 300, watts: 5000, steps: 10_000, calories: 10_000 };

/** The first and last instant the documents' `xsd:dateTime` holds with a four-digit year: 0001-01-01 to 9999-12-31. */
const FIRST_TIME_MS = -62_135_596_800_000;
const LAST_TIME_MS = 253_402_300_799_999;
/** The documents write times to the millisecond: a shorter interval would repeat them. */
const MIN_INTERVAL_S = 0.001;

/** Plain decimal literals, and those within the bounds of the bounded columns (other texts are read as numbers). */
const DECIMAL = /^-?\d+(?:\.\d+)?$/;
const PLAIN: Readonly<Record<string, RegExp>> = {
  latitude: /^-?(?:90(?:\.0+)?|[1-8]?\d(?:\.\d+)?)$/,
  longitude: /^-?(?:180(?:\.0+)?|(?:1[0-7]\d|[1-9]?\d)(?:\.\d+)?)$/,
};

/** A short description of any value for a detail; never calls the value's own `toString` (which may throw). */
function quote(value: unknown): string {
  const text =
    typeof value === "string"
      ? JSON.stringify(value)
      : typeof value === "object" && value !== null
        ? Array.isArray(value) ? "an array" : "an object"
        : typeof value === "function" ? "a function" : String(value);
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}

/** The problem with value `raw` read as `value` in column `name`, or `undefined` when it can be exported. */
function problemOf(name: string, value: number, raw: unknown, bound: number | undefined = BOUNDS[name]): string | undefined {
  if (!Number.isFinite(value)) return raw === undefined ? "the value is missing" : `${quote(raw)} is not a number`;
  if (bound === undefined || !(Math.abs(value) > bound)) return undefined;
  return name in BOUNDS ? `${name} ${quote(raw)} is outside ±${bound} degrees` : `${name} ${quote(raw)} is beyond ±${bound}, the range of a recorded ${name}`;
}

/** Why the activity's times, data point 0 to the closing point, cannot be written, with the path to blame. */
function timeProblem(shape: ActivityShape, metrics: unknown): ExportError | undefined {
  const intervalPath = Array.isArray(metrics) ? ["metrics", 0, "intervalMetric"] : ["metrics", "intervalValue"];
  if (shape.intervalS < MIN_INTERVAL_S) {
    return exportError("NOT_AN_ACTIVITY", intervalPath, `the interval ${shape.intervalS} s is shorter than the millisecond the documents' times have`);
  }
  if (!(shape.startMs >= FIRST_TIME_MS && shape.startMs <= LAST_TIME_MS)) {
    return exportError("NOT_AN_ACTIVITY", ["startTime"], `startTime ${shape.startMs} ms is outside the years 0001–9999 that GPX and TCX times hold`);
  }
  const endMs = shape.startMs + shape.count * shape.intervalS * 1000;
  if (!(endMs <= LAST_TIME_MS)) {
    return exportError("NOT_AN_ACTIVITY", intervalPath, `${shape.count} data points every ${shape.intervalS} s end after 9999-12-31, the last time GPX and TCX hold`);
  }
  return undefined;
}

/**
 * Reads an activity detail or an Add Activities item for export, strictly: the shape (`readActivityShape`, code
 * 1700), times the documents can write (code 1700: an interval of at least a millisecond, and every time from the
 * start to the closing point within the years 0001–9999), a detail's series all of the first one's length and
 * interval and an item's rows all of `metricTypes`' length (code 1710), then each asked-for column: every value a
 * finite number or a decimal string of one, a latitude within ±90 and a longitude within ±180 degrees, and a column
 * read as numbers within its metric type's range in magnitude (code 1710 at the first that is not, with its JSON
 * path).
 *
 * Texts are the detail's own strings when they are plain decimals (no re-formatting, and no conversion to a number
 * and back, which costs more than the rest of an export), else the shortest decimal of the number.
 *
 * @param input - any value.
 * @param request - the columns to read as texts and as numbers.
 * @returns the columns, or an export error.
 */
export function readExportColumns(input: unknown, request: ColumnRequest): ExportColumns | ExportError {
  try {
    return readColumns(input, request);
  } catch {
    // a getter or a revoked Proxy of an input from code (never JSON data) threw while it was read
    return exportError("NOT_AN_ACTIVITY", [], "a value of the input could not be read (a getter or a Proxy threw)");
  }
}

function readColumns(input: unknown, request: ColumnRequest): ExportColumns | ExportError {
  const shape = readActivityShape(input);
  if ("detail" in shape) return exportError("NOT_AN_ACTIVITY", shape.path, shape.detail);
  const activity = input as Record<string, unknown>;
  const times = timeProblem(shape, activity["metrics"]);
  if (times !== undefined) return times;
  const structure = checkStructure(activity["metrics"], shape);
  if (structure !== undefined) return structure;
  const texts = new Map<string, readonly string[]>();
  const numbers = new Map<string, Float64Array>();
  for (const name of request.texts) {
    const column = shape.raw.get(name);
    if (column === undefined) continue;
    const read = readTexts(name, column, shape.count);
    if (!Array.isArray(read)) return read as ExportError;
    texts.set(name, read);
  }
  for (const name of request.numbers) {
    const column = shape.raw.get(name);
    if (column === undefined) continue;
    const read = readNumbers(name, column, shape.count);
    if (!(read instanceof Float64Array)) return read;
    numbers.set(name, read);
  }
  const { deviceName, metricSummary } = activity;
  const calories = toNumber((metricSummary as Record<string, unknown> | undefined)?.["calories"]);
  const { raw: _raw, ...grid } = shape;
  return {
    ...grid,
    ...(typeof deviceName === "string" ? { deviceName } : {}),
    ...(Number.isFinite(calories) ? { summaryCalories: calories } : {}),
    texts,
    numbers,
  };
}

function checkStructure(metrics: unknown, shape: ActivityShape): ExportError | undefined {
  if (Array.isArray(metrics)) {
    for (const [i, series] of (metrics as { intervalMetric: unknown; values: unknown[] }[]).entries()) {
      if (toNumber(series.intervalMetric) !== shape.intervalS || series.values.length !== shape.count) {
        const detail = `series ${i} has ${series.values.length} values every ${quote(series.intervalMetric)} s, the activity ${shape.count} every ${shape.intervalS} s`;
        return exportError("UNREADABLE_SAMPLE", ["metrics", i], detail);
      }
    }
    return undefined;
  }
  const { metricTypes, data } = metrics as { metricTypes: unknown[]; data: unknown[] };
  for (let k = 0; k < data.length; k++) {
    const row = data[k];
    if (!Array.isArray(row) || row.length !== metricTypes.length) {
      return exportError("UNREADABLE_SAMPLE", ["metrics", "data", k], `data point ${k} is not an array of ${metricTypes.length} numbers`);
    }
  }
  return undefined;
}

/** JSON path of data point `k` of a column: `metrics[i].values[k]` of a detail, `metrics.data[k][c]` of an item. */
function pathOf(column: RawColumn, k: number): (string | number)[] {
  return column.values !== undefined ? ["metrics", column.index, "values", k] : ["metrics", "data", k, column.index];
}

function readTexts(name: string, column: RawColumn, count: number): string[] | ExportError {
  const plain = PLAIN[name] ?? DECIMAL;
  const values = column.values;
  const out = new Array<string>(count);
  for (let k = 0; k < count; k++) {
    const raw = values === undefined ? column.at(k) : values[k];
    if (typeof raw === "string" && plain.test(raw)) {
      out[k] = raw; // the detail's own text: no number-to-text conversion
      continue;
    }
    const value = toNumber(raw);
    const problem = problemOf(name, value, raw);
    if (problem !== undefined) return exportError("UNREADABLE_SAMPLE", pathOf(column, k), problem);
    out[k] = xmlDecimal(value);
  }
  return out;
}

function readNumbers(name: string, column: RawColumn, count: number): Float64Array | ExportError {
  const bound = NUMBER_BOUNDS[name] ?? BOUNDS[name] ?? Number.MAX_VALUE; // Infinity and NaN fail the test below
  const values = column.values;
  const out = new Float64Array(count);
  for (let k = 0; k < count; k++) {
    const raw = values === undefined ? column.at(k) : values[k];
    let value = typeof raw === "number" ? raw : typeof raw === "string" ? plainDecimal(raw) : NaN;
    if (value !== value) value = toNumber(raw); // NaN: not a plain decimal, maybe another spelling of a number
    if (!(Math.abs(value) <= bound)) {
      return exportError("UNREADABLE_SAMPLE", pathOf(column, k), problemOf(name, value, raw, bound) ?? "the value cannot be read");
    }
    out[k] = value;
  }
  return out;
}
