import {
  DEFAULT_RESTING_HEART_RATE_BPM,
  HEART_RATE_AGE_RANGE_YEARS,
  MIN_HEART_RATE_RESERVE_BPM,
  TANAKA_HR_MAX,
} from "../fuel/fuelConstants.js";
import { isPositiveFinite, type UserProfile } from "../model/userProfile.js";

/** The heart rates the zones, intensity minutes and TRIMP are relative to. */
export interface HeartRateLimits {
  /** Maximum heart rate (HRmax), bpm: the profile's, else 208 − 0.7 × age (Tanaka, Monahan & Seals 2001). */
  readonly maxBpm: number;
  /** Resting heart rate, bpm: the profile's, else 70. */
  readonly restingBpm: number;
  /** Threshold heart rate, bpm, when the profile has one. */
  readonly thresholdBpm?: number;
}

/**
 * The heart-rate limits of a profile, by the rules of the fuel models' heart-rate model so that both read a
 * profile alike: HRmax is the profile's, else 208 − 0.7 × age (Tanaka, Monahan & Seals 2001, J Am Coll Cardiol
 * 37:153; age clamped to 20–80 years); HRrest is the profile's, else 70 bpm; a pair with less than 20 bpm of
 * reserve is replaced by those defaults. `undefined` when neither a maximum heart rate nor an age is known.
 *
 * @param profile - the user's profile.
 */
export function heartRateLimits(profile: UserProfile | undefined): HeartRateLimits | undefined {
  const age = profile?.ageYears;
  const [minAge, maxAge] = HEART_RATE_AGE_RANGE_YEARS;
  const ageMax = isPositiveFinite(age) ? TANAKA_HR_MAX[0] - TANAKA_HR_MAX[1] * Math.min(maxAge, Math.max(minAge, age)) : undefined;
  let maxBpm = isPositiveFinite(profile?.maxHeartRateBpm) ? profile.maxHeartRateBpm : ageMax;
  let restingBpm = isPositiveFinite(profile?.restingHeartRateBpm) ? profile.restingHeartRateBpm : DEFAULT_RESTING_HEART_RATE_BPM;
  if (maxBpm === undefined) return undefined;
  if (!(maxBpm - restingBpm >= MIN_HEART_RATE_RESERVE_BPM)) {
    if (ageMax === undefined) return undefined;
    maxBpm = ageMax;
    restingBpm = DEFAULT_RESTING_HEART_RATE_BPM;
  }
  const threshold = profile?.thresholdHeartRateBpm;
  return { maxBpm, restingBpm, ...(isPositiveFinite(threshold) ? { thresholdBpm: threshold } : {}) };
}
