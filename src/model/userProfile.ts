/**
 * The user's profile, looked up by the service (never submitted with an activity). Weight and age make the
 * `weight` and `age` metric types present for the metric-option rule (spec 2.7, 2.8); the rest refines the
 * heart-rate fuel model. A field that is absent, non-finite or not positive counts as unknown.
 */
export interface UserProfile {
  /** Body mass in kilograms. */
  readonly weightKg?: number;
  /** Age in whole or fractional years. */
  readonly ageYears?: number;
  /** Sex: selects the coefficients of Banister's TRIMP (`activity-fuel/analysis`); no fuel or calorie model reads it. */
  readonly sex?: "male" | "female";
  /** Resting heart rate in beats per minute (for %HRR); derived from age when absent. */
  readonly restingHeartRateBpm?: number;
  /** The user's home IANA time zone, whose calendar days the ALL_DAY records use. */
  readonly timeZoneName?: string;
  /** Maximum heart rate in beats per minute (HRmax); 208 − 0.7 × age (Tanaka 2001) when absent. */
  readonly maxHeartRateBpm?: number;
  /** Threshold (lactate threshold) heart rate in beats per minute, for heart-rate zones by %threshold; no default. */
  readonly thresholdHeartRateBpm?: number;
  /** Functional threshold power in watts, for power zones; no default (power zones need it). */
  readonly functionalThresholdPowerW?: number;
}

/**
 * Whether a profile value counts as present: a finite number greater than zero.
 *
 * @param value - a profile field.
 */
export function isPositiveFinite(value: number | undefined): value is number {
  return typeof value === "number" && Number.isFinite(value) && value > 0;
}
