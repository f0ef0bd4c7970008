import type { ActivityRecords } from "../model/activityRecords.js";
import type { ValidatedActivity } from "../model/validatedActivity.js";
import type { AnalysisOptions } from "./analysisOptions.js";
import { activitySeries } from "./activitySeries.js";
import { bestEffortsOf, BEST_EFFORT_DISTANCES_M, type BestEffort } from "./bestEfforts.js";
import { heartRateLimits } from "./heartRateLimits.js";
import { intensityMinutesOf, type IntensityMinutes } from "./intensityMinutes.js";
import { meanMaximalOf, MEAN_MAXIMAL_DURATIONS_S, type CurvePoint } from "./meanMaximal.js";
import { trimpOf, type Trimp } from "./trimp.js";

export type { ActivityRecords };

const round = (value: number, decimals: number): number => Math.round(value * 10 ** decimals) / 10 ** decimals;

/**
 * The records of an activity (see {@link ActivityRecords}): what a service keeps with it when it is added. TRIMP and
 * intensity minutes use the profile of that moment.
 *
 * @example
 * ```ts
 * // `validated`: a one-hour ride at a steady 30 km/h, one point per 10 s
 * const records = activityRecords(validated, { profile }); // JSON.stringify(records) is stored with the activity
 * records.bestEfforts.find(([distanceM]) => distanceM === 1000); // → [1000, 120]
 * ```
 *
 * @param activity - a validated or stored activity.
 * @param options - the profile.
 * @returns the records.
 */
export function activityRecords(activity: ValidatedActivity, options: AnalysisOptions = {}): ActivityRecords {
  const series = activitySeries(activity);
  const limits = heartRateLimits(options.profile);
  const dt = series.intervalS;
  return recordsOf(
    bestEffortsOf(series, BEST_EFFORT_DISTANCES_M),
    {
      watts: meanMaximalOf(series.powerW, dt, MEAN_MAXIMAL_DURATIONS_S),
      speed: meanMaximalOf(series.speedKmh, dt, MEAN_MAXIMAL_DURATIONS_S),
      heartrate: meanMaximalOf(series.heartRateBpm, dt, MEAN_MAXIMAL_DURATIONS_S),
    },
    trimpOf(series.heartRateBpm, dt, limits, options.profile?.sex),
    intensityMinutesOf(series.heartRateBpm, dt, limits),
  );
}

/**
 * The records from analyses already made (shared with `analyzeActivity`).
 *
 * @param efforts - the best efforts over the standard distances.
 * @param curves - the curves over the standard durations.
 * @param load - the TRIMP, if any.
 * @param minutes - the intensity minutes, if any.
 */
export function recordsOf(
  efforts: readonly BestEffort[],
  curves: { readonly watts: readonly CurvePoint[]; readonly speed: readonly CurvePoint[]; readonly heartrate: readonly CurvePoint[] },
  load: Trimp | undefined,
  minutes: IntensityMinutes | undefined,
): ActivityRecords {
  const points = (curve: readonly CurvePoint[], decimals: number): [number, number][] => curve.map((p) => [p.durationS, round(p.value, decimals)]);
  return {
    version: 1,
    bestEfforts: efforts.map((e) => [e.distanceM, round(e.elapsedS, 1)]),
    watts: points(curves.watts, 1),
    speed: points(curves.speed, 2),
    heartrate: points(curves.heartrate, 1),
    ...(load !== undefined ? { trimp: round(load.banister, 1) } : {}),
    ...(minutes !== undefined ? { intensityMinutes: round(minutes.totalMin, 1) } : {}),
  };
}
