import type { ValidatedActivity } from "../model/validatedActivity.js";
import { activitySeries, type ActivitySeries } from "./activitySeries.js";

/** The fastest stretch of an activity over one distance. */
export interface BestEffort {
  /** The distance, metres. */
  readonly distanceM: number;
  /** Its fastest elapsed time, seconds. */
  readonly elapsedS: number;
  /** Where that stretch starts, seconds from the activity's start. */
  readonly startS: number;
}

/**
 * The standard best-effort distances, metres, as Strava lists its running best efforts: 400 m, 1/2 mile, 1 km,
 * 1 mile, 2 miles, 5 km, 10 km, 15 km, 10 miles, 20 km, half marathon (21.0975 km), 30 km, marathon (42.195 km).
 */
export const BEST_EFFORT_DISTANCES_M: readonly number[] = [
  400, 804.672, 1000, 1609.344, 3218.688, 5000, 10_000, 15_000, 16_093.44, 20_000, 21_097.5, 30_000, 42_195,
];

/**
 * Best efforts: for each distance the activity covers, the fastest elapsed time over that distance anywhere in it
 * (Strava's best efforts; pauses count, as elapsed time). Exact over the distance series read as linear between
 * its samples: the time to cover a distance, as a function of where the stretch starts, is piecewise linear with
 * its kinks where the start or the end meets a sample, so its minimum is at one of those; one sweep of two
 * pointers (a start on each sample with its end interpolated, an end on each sample with its start interpolated)
 * finds it in linear time. A stretch
 * starts at the last moment at its starting distance (after a stop) and ends at the first moment it reaches its
 * end. The times never fall as the distance grows.
 *
 * @example
 * ```ts
 * // `stored`: a one-hour ride at a steady 30 km/h (29.9 km)
 * const efforts = bestEfforts(stored.activity);
 * efforts.find((effort) => effort.distanceM === 10_000)?.elapsedS; // → 1200
 * efforts.some((effort) => effort.distanceM === 42_195); // → false
 * ```
 *
 * @param activity - a validated or stored activity; without a distance column there are none.
 * @param distancesM - the distances, metres (default: Strava's 400 m, 1/2 mile, 1 km, 1 mile, 2 miles, 5 km,
 *   10 km, 15 km, 10 miles, 20 km, half marathon, 30 km, marathon); those longer than the activity's distance, and
 *   any that is not a positive number, are left out.
 * @returns one best effort per covered distance, in the order of `distancesM`.
 */
export function bestEfforts(activity: ValidatedActivity, distancesM: readonly number[] = BEST_EFFORT_DISTANCES_M): BestEffort[] {
  return bestEffortsOf(activitySeries(activity), distancesM);
}

/**
 * {@link bestEfforts} on prepared series.
 *
 * @param series - the prepared series.
 * @param distancesM - the distances, metres.
 */
export function bestEffortsOf(series: ActivitySeries, distancesM: readonly number[]): BestEffort[] {
  const d = series.distanceKm;
  const n = series.count;
  if (d === undefined || n < 2) return [];
  // 1 / distance gained in each interval (0 where none), shared by every distance: multiplications, not divisions
  const inverse = new Float64Array(n);
  for (let i = 1; i < n; i++) {
    const gain = (d[i] as number) - (d[i - 1] as number);
    inverse[i] = gain > 0 ? 1 / gain : 0;
  }
  const out: BestEffort[] = [];
  for (const distanceM of distancesM) {
    if (!(distanceM > 0) || distanceM / 1000 > (d[n - 1] as number)) continue;
    const best = fastest(d, inverse, n, series.intervalS, distanceM / 1000);
    if (best !== undefined) out.push({ distanceM, elapsedS: best[0], startS: best[1] });
  }
  return out;
}

/**
 * The fastest time over `lengthKm` and its start (seconds), or `undefined` when the distance is never covered.
 * `inverse[j]` is `1 / (d[j] − d[j − 1])`.
 *
 * One sweep of two pointers does both passes: for each start `i`, `j` runs to the first sample at `d[i] + length`
 * or beyond (the end lies in the interval before it). A sample `j` the pointer passes while serving start `i`
 * has `d[i − 1] ≤ d[j] − length < d[i]`: a stretch ending at `j` starts inside interval `i − 1`. (A sample the
 * pointer never passes ends a stretch inside one linear interval, as fast as the one starting there.)
 */
function fastest(d: Float64Array, inverse: Float64Array, n: number, dt: number, lengthKm: number): [number, number] | undefined {
  let bestS = Infinity;
  let bestStartS = 0;
  for (let i = 0, j = 1; i < n; i++) {
    const target = (d[i] as number) + lengthKm;
    if (j <= i) j = i + 1;
    for (; j < n && (d[j] as number) < target; j++) {
      // a stretch ending at sample j, starting inside interval i − 1 (after t[i − 1]: no better when t[i] is far)
      if (i === 0 || (j - i) * dt >= bestS) continue;
      const startS = (i - 1 + ((d[j] as number) - lengthKm - (d[i - 1] as number)) * (inverse[i] as number)) * dt;
      if (j * dt - startS < bestS) {
        bestS = j * dt - startS;
        bestStartS = startS;
      }
    }
    if (j >= n) break;
    // a stretch starting at sample i, ending inside interval j − 1 (after t[j − 1]: no better when that is far)
    if ((j - 1 - i) * dt >= bestS) continue;
    const elapsedS = (j - 1 - i + (target - (d[j - 1] as number)) * (inverse[j] as number)) * dt;
    if (elapsedS < bestS) {
      bestS = elapsedS;
      bestStartS = i * dt;
    }
  }
  return bestS < Infinity ? [bestS, bestStartS] : undefined;
}
