import type { SampleColumn } from "../model/validatedActivity.js";

/**
 * Distance gained in the interval of data point `index`, km: the one model of time. Point `i`
 * covers `[i·I, (i+1)·I)` after startTime and the cumulative column holds the distance at each point's instant
 * (spec 2.2 rules 3 and 4; the first value is 0), so the gain of interval `i` is
 * - `d[i+1] − d[i]` for every point but the last;
 * - for the last point, which has no later value: `speed × I` when the activity carries a speed column (km/h ×
 *   s / 3600), else the previous interval's gain `d[n−1] − d[n−2]` (the pace held to the end), else 0 (a single
 *   point without speed).
 *
 * A negative or non-finite gain (a decrease, impossible after validation) counts as 0. The fuel models and the
 * per-interval series read these gains; the distance an activity shows is the last submitted value, with no gain
 * modelled past it (`deriveActivity`).
 *
 * @param distance - the cumulative `distance` column (km), one value per data point.
 * @param speed - the `speed` column (km/h), or `undefined` when the activity has none.
 * @param intervalSeconds - `metrics.intervalValue`, seconds.
 * @param index - index of the data point (0 … length − 1); a missing value reads as 0.
 * @returns kilometres, ≥ 0 and finite.
 */
export function intervalDistanceKm(
  distance: SampleColumn,
  speed: SampleColumn | undefined,
  intervalSeconds: number,
  index: number,
): number {
  let gain: number;
  if (index + 1 < distance.length) {
    gain = (distance[index + 1] ?? 0) - (distance[index] ?? 0);
  } else if (speed !== undefined) {
    gain = ((speed[index] ?? 0) * intervalSeconds) / 3600;
  } else if (index > 0) {
    gain = (distance[index] ?? 0) - (distance[index - 1] ?? 0);
  } else {
    gain = 0;
  }
  return gain > 0 && gain < Infinity ? gain : 0;
}
