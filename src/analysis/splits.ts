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
 * counts for each side in proportion to its time there. The last split holds the rest of the distance and runs to
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
 * const perKm = splits(stored.activity, 1000, { fuelPerPoint: stored.derived.fuelPerPoint });
 * const perMile = splits(stored.activity, 1609.344);
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
  return splitsOf(series, lengthM, options, movingIntervals(series, options.movingThresholdKmh));
}

/**
 * {@link splits} on prepared series (shared by `analyzeActivity`).
 *
 * @param series - the prepared series.
 * @param lengthM - split length, metres.
 * @param options - the fuel per point.
 * @param moving - the moving flags of the intervals.
 */
export function splitsOf(series: ActivitySeries, lengthM: number, options: AnalysisOptions, moving: Uint8Array | undefined): Split[] {
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
  const m = fullKm.length;

  const movingS = new Float64Array(m);
  const heartSum = new Float64Array(m);
  const heartS = new Float64Array(m);
  const gainM = new Float64Array(m);
  const fuel = new Float64Array(m);
  const { heartRateBpm: hr, elevationM: ele } = series;
  const fuelPerPoint = options.fuelPerPoint;
  const add = (w: number, i: number, from: number, to: number): void => {
    const span = to - from;
    if (!(span > 0)) return;
    if (moving !== undefined && moving[i] === 1) movingS[w]! += span;
    if (hr !== undefined && (hr[i] as number) > 0) {
      heartSum[w]! += (hr[i] as number) * span;
      heartS[w]! += span;
    }
    if (ele !== undefined && i + 1 < n) {
      const rise = (ele[i + 1] as number) - (ele[i] as number);
      if (rise > 0) gainM[w]! += (rise * span) / dt;
    }
    if (fuelPerPoint !== undefined) {
      const f = fuelPerPoint[i] as number;
      if (f > 0) fuel[w]! += (f * span) / dt;
    }
  };
  let w = 0;
  for (let i = 0; i < n; i++) {
    let from = i * dt;
    const to = from + dt;
    for (;;) {
      const end = bounds[w + 1] as number;
      if (end >= to || w === m - 1) {
        add(w, i, from, to);
        break;
      }
      add(w, i, from, end);
      w++;
      from = end;
    }
  }

  const out: Split[] = [];
  for (let s = 0; s < m; s++) {
    const distanceM = (fullKm[s] as number) * 1000;
    const moved = movingS[s] as number;
    out.push({
      split: s + 1,
      distanceM,
      elapsedS: (bounds[s + 1] as number) - (bounds[s] as number),
      movingS: moved,
      ...(moved > 0 && distanceM > 0 ? { paceSPerKm: moved / (distanceM / 1000) } : {}),
      ...(heartS[s]! > 0 ? { averageHeartRateBpm: heartSum[s]! / heartS[s]! } : {}),
      ...(ele !== undefined ? { elevationGainM: gainM[s]! } : {}),
      ...(fuelPerPoint !== undefined ? { fuel: fuel[s]! } : {}),
    });
  }
  return out;
}
