import { exportError, type ExportError } from "./exportError.js";
import { readActivitySamples, toNumber, type ActivitySamples } from "./readActivitySamples.js";

/** An activity read for export: its samples, all finite, and the envelope fields the documents name. */
export interface ExportSamples extends ActivitySamples {
  /** Device name, when given. */
  readonly deviceName?: string;
  /** Summary calories of a detail (kcal), when readable. */
  readonly summaryCalories?: number;
}

/** Coordinates outside these bounds would make invalid GPX and TCX. */
const BOUNDS: Readonly<Record<string, number>> = { latitude: 90, longitude: 180 };

function quote(value: unknown): string {
  const text = typeof value === "string" ? JSON.stringify(value) : String(value);
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}

/**
 * Reads an activity detail or an Add Activities item for export, strictly: the shape as `readActivitySamples`
 * requires it (code 1700), then every value (code 1710 at the first that is not a finite number or a decimal
 * string of one, a data point of the wrong length, a detail's series of another length or interval than the first,
 * a latitude outside ±90 or a longitude outside ±180 degrees), with the JSON path of the offending value.
 *
 * @param input - any value.
 * @returns the samples, or an export error.
 */
export function readExportSamples(input: unknown): ExportSamples | ExportError {
  const samples = readActivitySamples(input);
  if ("detail" in samples) return exportError("NOT_AN_ACTIVITY", samples.path, samples.detail);
  const activity = input as Record<string, unknown>;
  const metrics = activity["metrics"];
  const problem = Array.isArray(metrics) ? checkSeries(metrics, samples) : checkRows(metrics as Record<string, unknown>, samples);
  if (problem !== undefined) return exportError("UNREADABLE_SAMPLE", problem[0], problem[1]);
  const { deviceName, metricSummary } = activity;
  const calories = toNumber((metricSummary as Record<string, unknown> | undefined)?.["calories"]);
  return {
    ...samples,
    ...(typeof deviceName === "string" ? { deviceName } : {}),
    ...(Number.isFinite(calories) ? { summaryCalories: calories } : {}),
  };
}

type Problem = [path: (string | number)[], detail: string] | undefined;

function valueProblem(name: string, value: number, raw: unknown): string | undefined {
  const bound = BOUNDS[name];
  if (!Number.isFinite(value)) return `${quote(raw)} is not a number`;
  return bound !== undefined && Math.abs(value) > bound ? `${name} ${quote(raw)} is outside ±${bound} degrees` : undefined;
}

function checkSeries(metrics: readonly unknown[], samples: ActivitySamples): Problem {
  for (const [i, item] of metrics.entries()) {
    const series = item as { metricType: string; intervalMetric: unknown; values: unknown[] };
    const interval = toNumber(series.intervalMetric);
    if (interval !== samples.intervalS || series.values.length !== samples.count) {
      return [["metrics", i], `series ${i} has ${series.values.length} values every ${quote(series.intervalMetric)} s, the activity ${samples.count} every ${samples.intervalS} s`];
    }
    const column = samples.columns.get(series.metricType.toLowerCase()) as Float64Array;
    for (let k = 0; k < column.length; k++) {
      const why = valueProblem(series.metricType.toLowerCase(), column[k] as number, series.values[k]);
      if (why !== undefined) return [["metrics", i, "values", k], why];
    }
  }
  return undefined;
}

function checkRows(metrics: Record<string, unknown>, samples: ActivitySamples): Problem {
  const names = (metrics["metricTypes"] as string[]).map((t) => t.toLowerCase());
  const data = metrics["data"] as unknown[];
  for (let k = 0; k < data.length; k++) {
    const row = data[k];
    if (!Array.isArray(row) || row.length !== names.length) return [["metrics", "data", k], `data point ${k} is not an array of ${names.length} numbers`];
    for (let c = 0; c < names.length; c++) {
      const why = valueProblem(names[c] as string, toNumber(row[c]), row[c]);
      if (why !== undefined) return [["metrics", "data", k, c], why];
    }
  }
  return undefined;
}
