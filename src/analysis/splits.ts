import type { ValidatedActivity } from "../model/validatedActivity.js";
import type { AnalysisOptions } from "./analysisOptions.js";
import { activitySeries, type ActivitySeries } from "./activitySeries.js";
import { movingIntervals } from "./movingIntervals.js";

/** One split: a stretch of the activity between two distance boundaries. */
export interface Split {
  /** Number of the split, from 1. */
  readonly split: number;
  /** Distance covered, metres: the split length, less for the last split. */
  readonly distanceM: number;
  /** Elapsed time, seconds (pauses included). */
  readonly elapsedS: number;
  /** Moving time, seconds: the part of the elapsed time whose intervals count as moving. */
  readonly movingS: number;
  /** Pace, seconds per kilometre of moving time; absent when the split has no moving time. */
  readonly paceSPerKm?: number;
  /** Average heart rate, bpm, over the split's time with a reading (heart rate > 0); absent without one. */
  readonly averageHeartRateBpm?: number;
  /** Elevation gained, metres: every rise of the elevation series inside the split; absent without elevation. */
  readonly elevationGainM?: number;
  /** Fuel earned in the split (fractional); absent without `options.fuelPerPoint`. */
  readonly fuel?: number;
}

/** Metres in a mile (international mile, 1959). */
export const MILE_M = 1609.344;
/** Most splits one call computes. */
const MAX_SPLITS = 100_000;
/** A remainder shorter than this (km, a micrometre) is rounding, not a last split. */
const EPSILON_KM = 1e-9;

/**
 * Splits of an activity every `lengthM` metres of its cumulative distance (Strava's and Garmin's splits per km or
 * per mile): the boundary `k × lengthM` falls between two data points and its time is interpolated linearly
 * between them (the distance is linear between its samples). Each split carries its elapsed and moving time, pace
 * over the moving time, average heart rate, elevation gain and fuel; a sample's interval that straddles a boundary
 * counts for each side in proportion to its time there (each value is the difference of a running total at the
 * split's two boundaries). The last split holds the rest of the distance and runs to
 * the end of the activity (when the distance is an exact multiple, the remaining time joins the last split).
 *
 * The splits add up to the activity: their elapsed times to the sampled span (data points × interval), their moving
 * times to the activity's moving time, their distances to the last cumulative distance, their fuel to the
 * activity's fuel and their gains to its elevation gain.
 *
 * Moving: an interval whose speed exceeds `options.movingThresholdKmh` (default by activity type, as sports-lib:
 * 1.5 km/h running, 4 km/h cycling, 1.08 km/h otherwise).
 *
 * @example
 * ```ts
 * // `stored`: a one-hour ride at a steady 30 km/h (29.9 km), one point per 10 s
 * const perKm = splits(stored.activity, 1000, { fuelPerPoint: stored.derived.fuelPerPoint });
 * perKm.length; // → 30
 * perKm[0]; // → { split: 1, distanceM: 1000, elapsedS: 120, paceSPerKm: 120 }
 * splits(stored.activity, 1609.344)[0]!.elapsedS; // → 1609.344 / 1000 * 120
 * ```
 *
 * @param activity - a validated or stored activity; without a distance column, or with no distance, there are no splits.
 * @param lengthM - split length, metres (default 1000; 1609.344 for miles).
 * @param options - the fuel per point and the moving threshold.
 * @returns the splits in order.
 * @throws RangeError when `lengthM` is not a positive number or would give more than 100 000 splits.
 */
export function splits(activity: ValidatedActivity, lengthM = 1000, options: AnalysisOptions = {}): Split[] {
  const series = activitySeries(activity);
  return splitsOf(series, lengthM, splitIntegrals(series, movingIntervals(series, options.movingThresholdKmh), options.fuelPerPoint));
}

/**
 * Running totals of what a split sums, at each sample's instant (`n + 1` values from 0): moving seconds, heart
 * rate × seconds and seconds with a reading, elevation gained, fuel. Each accrues evenly over its interval, so the
 * total at any instant is interpolated linearly within the interval, and a split's value is the difference of the
 * totals at its two boundaries (the splits then add up to the activity by construction). Computed once for the
 * splits per km and per mile.
 */
export interface SplitIntegrals {
  /** The interval, seconds. */
  readonly intervalS: number;
  /** Moving seconds (without speed and distance: `undefined`). */
  readonly moving: Float64Array | undefined;
  /** Heart rate × seconds. */
  readonly heart: Float64Array | undefined;
  /** Seconds with a heart-rate reading. */
  readonly heartS: Float64Array | undefined;
  /** Elevation gained, metres. */
  readonly gain: Float64Array | undefined;
  /** Fuel. */
  readonly fuel: Float64Array | undefined;
}

/**
 * The running totals of an activity's series (see {@link SplitIntegrals}).
 *
 * @param series - the prepared series.
 * @param moving - the moving flags of the intervals, if any.
 * @param fuelPerPoint - the fuel per data point, if given.
 */
export function splitIntegrals(series: ActivitySeries, moving: Uint8Array | undefined, fuelPerPoint: AnalysisOptions["fuelPerPoint"]): SplitIntegrals {
  const { count: n, intervalS: dt, heartRateBpm: hr, elevationM: ele } = series;
  const totals = (present: unknown): Float64Array | undefined => (present === undefined ? undefined : new Float64Array(n + 1));
  const out = { intervalS: dt, moving: totals(moving), heart: totals(hr), heartS: totals(hr), gain: totals(ele), fuel: totals(fuelPerPoint) };
  let movingS = 0;
  let heart = 0;
  let heartS = 0;
  let gain = 0;
  let fuel = 0;
  for (let i = 0; i < n; i++) {
    if (moving !== undefined) out.moving![i + 1] = movingS += moving[i] === 1 ? dt : 0;
    if (hr !== undefined) {
      const v = hr[i] as number;
      out.heart![i + 1] = heart += v * dt;
      out.heartS![i + 1] = heartS += v > 0 ? dt : 0;
    }
    if (ele !== undefined) {
      const rise = i + 1 < n ? (ele[i + 1] as number) - (ele[i] as number) : 0;
      out.gain![i + 1] = gain += rise > 0 ? rise : 0;
    }
    if (fuelPerPoint !== undefined) {
      const f = fuelPerPoint[i] as number;
      out.fuel![i + 1] = fuel += f > 0 ? f : 0;
    }
  }
  return out;
}

/** A running total at an instant (seconds), interpolated within its interval. */
function totalAt(totals: Float64Array, intervalS: number, atS: number): number {
  const position = atS / intervalS;
  const i = Math.min(totals.length - 2, Math.floor(position));
  return (totals[i] as number) + ((totals[i + 1] as number) - (totals[i] as number)) * (position - i);
}

/**
 * {@link splits} on prepared series and running totals (shared by `analyzeActivity`).
 *
 * @param series - the prepared series.
 * @param lengthM - split length, metres.
 * @param totals - the running totals.
 */
export function splitsOf(series: ActivitySeries, lengthM: number, totals: SplitIntegrals): Split[] {
  if (!(lengthM > 0 && lengthM < Infinity)) throw new RangeError(`split length must be a positive number of metres, not ${lengthM}`);
  const { distanceKm: d, count: n, intervalS: dt, spanS } = series;
  const totalKm = d === undefined || n === 0 ? 0 : (d[n - 1] as number);
  if (d === undefined || !(totalKm > 0)) return [];
  const lengthKm = lengthM / 1000;
  if (totalKm / lengthKm > MAX_SPLITS) throw new RangeError(`${lengthM} m splits of ${totalKm} km would be more than ${MAX_SPLITS}`);
  // boundaries: 0, the time each multiple of the length is first reached, the end
  const bounds: number[] = [0];
  const fullKm: number[] = [];
  let j = 0;
  for (let k = 1; k * lengthKm <= totalKm; k++) {
    const target = k * lengthKm;
    while ((d[j] as number) < target) j++;
    const before = j === 0 ? target : (d[j - 1] as number);
    bounds.push(j === 0 ? 0 : (j - 1) * dt + ((target - before) / ((d[j] as number) - before)) * dt);
    fullKm.push(lengthKm);
  }
  const restKm = totalKm - fullKm.length * lengthKm;
  if (restKm > EPSILON_KM || fullKm.length === 0) fullKm.push(restKm);
  else bounds.pop(); // the last boundary is the end: its remaining time joins the last split
  bounds.push(spanS);

  const out: Split[] = [];
  const { moving, heart, heartS, gain, fuel } = totals;
  const part = (of: Float64Array, s: number): number => totalAt(of, dt, bounds[s + 1] as number) - totalAt(of, dt, bounds[s] as number);
  for (let s = 0; s < fullKm.length; s++) {
    const distanceM = (fullKm[s] as number) * 1000;
    const moved = moving === undefined ? 0 : part(moving, s);
    const withHeart = heartS === undefined ? 0 : part(heartS, s);
    out.push({
      split: s + 1,
      distanceM,
      elapsedS: (bounds[s + 1] as number) - (bounds[s] as number),
      movingS: moved,
      ...(moved > 0 && distanceM > 0 ? { paceSPerKm: moved / (distanceM / 1000) } : {}),
      ...(withHeart > 0 ? { averageHeartRateBpm: part(heart!, s) / withHeart } : {}),
      ...(gain !== undefined ? { elevationGainM: part(gain, s) } : {}),
      ...(fuel !== undefined ? { fuel: part(fuel, s) } : {}),
    });
  }
  return out;
}
