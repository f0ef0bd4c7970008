import type { StoredActivity } from "../model/storedActivity.js";

/** Value of one quantity in the interval of data point `j` (0 ≤ j < count). */
export type PointValue = (j: number) => number;

/**
 * Per-interval values of one stored activity on its sample grid, the input of the daily de-duplication
 * (decisions D-37, D-38). Point `j` stands for the interval `[startMs + j × periodMs, startMs + (j + 1) × periodMs)`.
 * Values are read through accessors over the stored rows, so no per-point arrays are copied.
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
  /** Fuel per interval: the derivation's `fuelPerPoint` (integers). */
  readonly fuel: PointValue;
  /** Steps per interval (the submitted column), when submitted. */
  readonly steps: PointValue | undefined;
  /** kcal per interval: the submitted column, else the derived estimate spread in proportion to fuel. */
  readonly calories: PointValue | undefined;
  /** km per interval: increments of the cumulative distance column (the first point's own value first). */
  readonly distanceKm: PointValue | undefined;
}

/**
 * The per-interval series of a stored activity (decision D-38):
 * - fuel: `derived.fuelPerPoint` (missing entries read as 0);
 * - steps and calories: the submitted columns (kcal and steps per interval, spec units);
 * - calories without a column but with a derived estimate: the estimate spread over the points in proportion to
 *   their fuel (evenly when the fuel is 0), so the series sums to the activity's calories;
 * - distance: `D[0], D[1] − D[0], …, D[n−1] − D[n−2]` of the cumulative column (negative steps, impossible after
 *   validation, count as 0), so the series sums to the activity's summary distance.
 *
 * @param stored - a stored activity.
 * @returns its interval series.
 */
export function intervalSeries(stored: StoredActivity): IntervalSeries {
  const { activity, derived } = stored;
  const { metrics } = activity;
  const rows = metrics.data;
  const count = rows.length;
  const periodMs = metrics.intervalValue * 1000;
  const perPoint = derived.fuelPerPoint;
  const fuel: PointValue = (j) => perPoint[j] ?? 0;
  const column = (name: "steps" | "calories" | "distance"): PointValue | undefined => {
    const index = metrics.metricTypes.indexOf(name);
    return index < 0 ? undefined : (j) => rows[j]?.[index] ?? 0;
  };
  const distance = column("distance");
  return {
    activityId: stored.activityId,
    startMs: activity.startTime,
    periodMs,
    count,
    endMs: activity.startTime + count * periodMs,
    fuel,
    steps: column("steps"),
    calories: column("calories") ?? spread(derived.calories, derived.fuel, fuel, count),
    distanceKm: distance && ((j) => (j === 0 ? distance(0) : Math.max(0, distance(j) - distance(j - 1)))),
  };
}

function spread(total: number | undefined, fuelTotal: number, fuel: PointValue, count: number): PointValue | undefined {
  if (total === undefined) return undefined;
  return fuelTotal > 0 ? (j) => (total * fuel(j)) / fuelTotal : () => total / Math.max(1, count);
}
