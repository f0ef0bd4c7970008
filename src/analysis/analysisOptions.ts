import type { SampleColumn } from "../model/validatedActivity.js";
import type { UserProfile } from "../model/userProfile.js";

/** The bases of heart-rate zones: %HRmax (Edwards), %HRR (Karvonen), %threshold heart rate (Coggan). */
export type HeartRateZoneBasis = "max" | "reserve" | "threshold";

/** What the analyses of an activity may use beyond its samples; every field is optional. */
export interface AnalysisOptions {
  /**
   * The user's profile: age, maximum, resting and threshold heart rate, functional threshold power and sex, for
   * the zones, intensity minutes and TRIMP. Without a maximum heart rate or an age there is no heart-rate analysis;
   * without a functional threshold power there are no power zones.
   */
  readonly profile?: UserProfile;
  /** The activity's fuel per data point (`ActivityDerivation.fuelPerPoint`), for the fuel of each split. */
  readonly fuelPerPoint?: SampleColumn;
  /**
   * Speed above which an interval counts as moving, km/h (default by activity type, as sports-lib: 1.5 for the RUN
   * family, 4 for the CYCLE family, 1.08 = 0.3 m/s for the others).
   */
  readonly movingThresholdKmh?: number;
  /**
   * Basis of the heart-rate zones (default `"max"`, %HRmax; `"threshold"` needs the profile's threshold heart rate
   * and falls back to `"max"` without it).
   */
  readonly heartRateZones?: HeartRateZoneBasis;
}
