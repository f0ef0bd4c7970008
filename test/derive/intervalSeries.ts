import { intervalDistanceKm } from "../../src/fuel/intervalDistanceKm.js";
import { metricColumn } from "../../src/derive/metricColumn.js";
import type { StoredActivity } from "../../src/model/storedActivity.js";
import type { SampleColumn } from "../../src/model/validatedActivity.js";

/** The quantities de-duplicated across activities, in this order. */
export const SERIES_KEYS = ["fuel", "steps", "calories", "distanceKm"] as const;

/** One of {@link SERIES_KEYS}. */
export type SeriesKey = (typeof SERIES_KEYS)[number];

/**
 * Per-interval values of one stored activity on its sample grid, the input of the daily de-duplication
 * . Point `j` stands for the interval `[startMs + j × periodMs, startMs + (j + 1) × periodMs)`.
 * It refers to the stored columns rather than copying them; {@link readSeries} reads a range of points.
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
  /** Fuel per point: the derivation's `fuelPerPoint` (integers). */
  readonly fuelPerPoint: SampleColumn;
  /** The stored column of steps per interval, or `undefined`. */
  readonly steps: SampleColumn | undefined;
  /** The stored column of kcal per interval, or `undefined`. */
  readonly calories: SampleColumn | undefined;
  /** The stored column of cumulative km, or `undefined`. */
  readonly distance: SampleColumn | undefined;
  /** The stored column of speed (km/h), or `undefined`: it gives the distance of the last interval. */
  readonly speed: SampleColumn | undefined;
  /** Derived kcal spread in proportion to fuel when there is no calories column, else `undefined`. */
  readonly estimatedCalories: number | undefined;
  /** The activity's fuel (sum of {@link fuelPerPoint}), the weight total of the calories spread. */
  readonly fuelTotal: number;
}

/**
 * The per-interval series of a stored activity:
 * - fuel: `derived.fuelPerPoint` (missing entries read as 0);
 * - steps and calories: the submitted columns (kcal and steps per interval, spec units);
 * - calories without a column but with a derived estimate: the estimate spread over the points in proportion to
 *   their fuel (evenly when the fuel is 0), so the series sums to the activity's calories;
 * - distance: the gain of each interval, `D[1] − D[0], …, D[n−1] − D[n−2]`, then the last interval's gain from
 *   speed or the pace held (`intervalDistanceKm`; negative steps, impossible after validation,
 *   count as 0), so the series sums to the activity's summary distance and follows the fuel's model of time.
 *
 * @param stored - a stored activity.
 * @returns its interval series.
 */
export function intervalSeries(stored: StoredActivity): IntervalSeries {
  const { activity, derived } = stored;
  const { metrics } = activity;
  const count = metrics.pointCount;
  const periodMs = metrics.intervalValue * 1000;
  const calories = metricColumn(metrics, "calories");
  return {
    activityId: stored.activityId,
    startMs: activity.startTime,
    periodMs,
    count,
    endMs: activity.startTime + count * periodMs,
    fuelPerPoint: derived.fuelPerPoint,
    steps: metricColumn(metrics, "steps"),
    calories,
    distance: metricColumn(metrics, "distance"),
    speed: metricColumn(metrics, "speed"),
    estimatedCalories: calories === undefined ? derived.calories : undefined,
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
  switch (key) {
    case "fuel":
      for (let j = first; j <= last; j++) out[j - first] = series.fuelPerPoint[j] ?? 0;
      return out;
    case "steps":
      return readColumn(series.steps, first, last, out);
    case "calories": {
      if (series.calories !== undefined) return readColumn(series.calories, first, last, out);
      const total = series.estimatedCalories;
      if (total === undefined) return undefined;
      for (let j = first; j <= last; j++) {
        out[j - first] = series.fuelTotal > 0 ? (total * (series.fuelPerPoint[j] ?? 0)) / series.fuelTotal : total / series.count;
      }
      return out;
    }
    case "distanceKm": {
      const distance = series.distance;
      if (distance === undefined) return undefined;
      const seconds = series.periodMs / 1000;
      for (let j = first; j <= last; j++) out[j - first] = intervalDistanceKm(distance, series.speed, seconds, j);
      return out;
    }
  }
}

function readColumn(column: SampleColumn | undefined, first: number, last: number, out: Float64Array): Float64Array | undefined {
  if (column === undefined) return undefined;
  for (let j = first; j <= last; j++) out[j - first] = column[j] ?? 0;
  return out;
}
