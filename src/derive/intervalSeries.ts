import { intervalDistanceKm } from "../fuel/intervalDistanceKm.js";
import type { StoredActivity } from "../model/storedActivity.js";

/** The quantities de-duplicated across activities, in this order. */
export const SERIES_KEYS = ["fuel", "steps", "calories", "distanceKm"] as const;

/** One of {@link SERIES_KEYS}. */
export type SeriesKey = (typeof SERIES_KEYS)[number];

/**
 * Per-interval values of one stored activity on its sample grid, the input of the daily de-duplication
 * (decisions D-37, D-38). Point `j` stands for the interval `[startMs + j × periodMs, startMs + (j + 1) × periodMs)`.
 * It refers to the stored rows rather than copying them; {@link readSeries} reads a range of points.
 */
export interface IntervalSeries {
  /** The activity's id. */
  readonly activityId: string;
  /** Start of the first interval, epoch ms. */
  readonly startMs: number;
  /** Interval length, ms (5 000 or 10 000). */
  readonly periodMs: number;
  /** Number of data points (intervals). */
  readonly count: number;
  /** End of the last interval, epoch ms: `startMs + count × periodMs`. */
  readonly endMs: number;
  /** The stored data rows. */
  readonly rows: readonly (readonly number[])[];
  /** Fuel per point: the derivation's `fuelPerPoint` (integers). */
  readonly fuelPerPoint: readonly number[];
  /** Column of steps per interval, or −1. */
  readonly stepsColumn: number;
  /** Column of kcal per interval, or −1. */
  readonly caloriesColumn: number;
  /** Column of cumulative km, or −1. */
  readonly distanceColumn: number;
  /** Column of speed (km/h), or −1: it gives the distance of the last interval (decision D-140). */
  readonly speedColumn: number;
  /** Derived kcal spread in proportion to fuel when there is no calories column, else `undefined`. */
  readonly estimatedCalories: number | undefined;
  /** The activity's fuel (sum of {@link fuelPerPoint}), the weight total of the calories spread. */
  readonly fuelTotal: number;
}

/**
 * The per-interval series of a stored activity (decision D-38):
 * - fuel: `derived.fuelPerPoint` (missing entries read as 0);
 * - steps and calories: the submitted columns (kcal and steps per interval, spec units);
 * - calories without a column but with a derived estimate: the estimate spread over the points in proportion to
 *   their fuel (evenly when the fuel is 0), so the series sums to the activity's calories;
 * - distance: the gain of each interval, `D[1] − D[0], …, D[n−1] − D[n−2]`, then the last interval's gain from
 *   speed or the pace held (`intervalDistanceKm`, decision D-140; negative steps, impossible after validation,
 *   count as 0), so the series sums to the activity's summary distance and follows the fuel's model of time.
 *
 * @param stored - a stored activity.
 * @returns its interval series.
 */
export function intervalSeries(stored: StoredActivity): IntervalSeries {
  const { activity, derived } = stored;
  const { metrics } = activity;
  const count = metrics.data.length;
  const periodMs = metrics.intervalValue * 1000;
  const caloriesColumn = metrics.metricTypes.indexOf("calories");
  return {
    activityId: stored.activityId,
    startMs: activity.startTime,
    periodMs,
    count,
    endMs: activity.startTime + count * periodMs,
    rows: metrics.data,
    fuelPerPoint: derived.fuelPerPoint,
    stepsColumn: metrics.metricTypes.indexOf("steps"),
    caloriesColumn,
    distanceColumn: metrics.metricTypes.indexOf("distance"),
    speedColumn: metrics.metricTypes.indexOf("speed"),
    estimatedCalories: caloriesColumn < 0 ? derived.calories : undefined,
    fuelTotal: derived.fuel,
  };
}

/**
 * Values of one quantity for the points `first … last` (inclusive) of a series, or `undefined` when the activity
 * does not have that quantity.
 *
 * @param series - an activity's interval series.
 * @param key - the quantity.
 * @param first - first point index (≥ 0).
 * @param last - last point index (< count).
 * @returns `values[j − first]` for each point `j`.
 */
export function readSeries(series: IntervalSeries, key: SeriesKey, first: number, last: number): Float64Array | undefined {
  const out = new Float64Array(last - first + 1);
  const { rows } = series;
  switch (key) {
    case "fuel":
      for (let j = first; j <= last; j++) out[j - first] = series.fuelPerPoint[j] ?? 0;
      return out;
    case "steps":
      return readColumn(rows, series.stepsColumn, first, last, out);
    case "calories": {
      if (series.caloriesColumn >= 0) return readColumn(rows, series.caloriesColumn, first, last, out);
      const total = series.estimatedCalories;
      if (total === undefined) return undefined;
      for (let j = first; j <= last; j++) {
        out[j - first] = series.fuelTotal > 0 ? (total * (series.fuelPerPoint[j] ?? 0)) / series.fuelTotal : total / series.count;
      }
      return out;
    }
    case "distanceKm": {
      const c = series.distanceColumn;
      if (c < 0) return undefined;
      const seconds = series.periodMs / 1000;
      for (let j = first; j <= last; j++) out[j - first] = intervalDistanceKm(rows, c, series.speedColumn, seconds, j);
      return out;
    }
  }
}

function readColumn(rows: IntervalSeries["rows"], column: number, first: number, last: number, out: Float64Array): Float64Array | undefined {
  if (column < 0) return undefined;
  for (let j = first; j <= last; j++) out[j - first] = rows[j]?.[column] ?? 0;
  return out;
}
