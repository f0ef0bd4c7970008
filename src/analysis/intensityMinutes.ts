import type { ValidatedActivity } from "../model/validatedActivity.js";
import type { AnalysisOptions } from "./analysisOptions.js";
import { activitySeries } from "./activitySeries.js";
import { heartRateLimits, type HeartRateLimits } from "./heartRateLimits.js";

/** Minutes of moderate and vigorous activity, and the WHO-weighted total. */
export interface IntensityMinutes {
  /** Minutes at 40–59 % of the heart-rate reserve. */
  readonly moderateMin: number;
  /** Minutes at 60 % of the heart-rate reserve or more. */
  readonly vigorousMin: number;
  /** `moderateMin + 2 × vigorousMin`: what counts against the WHO's 150 minutes a week. */
  readonly totalMin: number;
  /** `totalMin / 150`: the share of the WHO's weekly minimum this activity gives. */
  readonly weeklyShare: number;
}

/** The WHO's weekly minimum of moderate-intensity activity, minutes (Bull et al. 2020). */
const WHO_WEEKLY_MIN = 150;

/**
 * Intensity minutes from heart rate, as Garmin's intensity minutes and Fitbit's Active Zone Minutes count them:
 * each sample's interval counts as moderate at 40–59 % of the heart-rate reserve and as vigorous at 60 % or more
 * (ACSM's Guidelines for Exercise Testing and Prescription, 10th ed. 2018: moderate 40–59 % HRR, vigorous 60–89 %;
 * above 89 % counts as vigorous too); a vigorous minute counts twice against the 150 minutes a week of the WHO 2020
 * guidelines (Bull et al., Br J Sports Med 54:1451: 150–300 min moderate or 75–150 min vigorous, or an equivalent
 * mix). %HRR = (HR − HRrest) / (HRmax − HRrest) (Karvonen 1957); HRmax and HRrest as for the zones (the profile's,
 * else Tanaka's 208 − 0.7 × age and 70 bpm). A heart rate of 0 is no reading and counts nothing.
 *
 * @example
 * ```ts
 * const minutes = intensityMinutes(stored.activity, { profile: { ageYears: 40 } });
 * minutes!.totalMin === minutes!.moderateMin + 2 * minutes!.vigorousMin; // → true
 * ```
 *
 * @param activity - a validated or stored activity.
 * @param options - the profile.
 * @returns the minutes, or `undefined` without heart rate, or without a maximum heart rate or age in the profile.
 */
export function intensityMinutes(activity: ValidatedActivity, options: AnalysisOptions = {}): IntensityMinutes | undefined {
  return intensityMinutesOf(activitySeries(activity).heartRateBpm, activity.metrics.intervalValue, heartRateLimits(options.profile));
}

/**
 * {@link intensityMinutes} on a heart-rate series.
 *
 * @param hr - heart rate per interval, bpm, or `undefined`.
 * @param intervalS - the interval, seconds.
 * @param limits - the heart-rate limits, or `undefined`.
 */
export function intensityMinutesOf(hr: Float64Array | undefined, intervalS: number, limits: HeartRateLimits | undefined): IntensityMinutes | undefined {
  if (hr === undefined || limits === undefined) return undefined;
  const { maxBpm, restingBpm } = limits;
  const moderateFrom = restingBpm + 0.4 * (maxBpm - restingBpm);
  const vigorousFrom = restingBpm + 0.6 * (maxBpm - restingBpm);
  let moderate = 0;
  let vigorous = 0;
  for (let i = 0; i < hr.length; i++) {
    const v = hr[i] as number;
    if (v >= vigorousFrom) vigorous++;
    else if (v >= moderateFrom && v > 0) moderate++;
  }
  const moderateMin = (moderate * intervalS) / 60;
  const vigorousMin = (vigorous * intervalS) / 60;
  const totalMin = moderateMin + 2 * vigorousMin;
  return { moderateMin, vigorousMin, totalMin, weeklyShare: totalMin / WHO_WEEKLY_MIN };
}
