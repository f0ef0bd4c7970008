import type { ValidatedActivity } from "../model/validatedActivity.js";
import type { AnalysisOptions } from "./analysisOptions.js";
import { activitySeries } from "./activitySeries.js";
import { heartRateLimits, type HeartRateLimits } from "./heartRateLimits.js";
import { EDWARDS_PERCENT, zoneBounds, zoneIndex } from "./zoneBounds.js";

/** Training impulse of an activity, two ways. */
export interface Trimp {
  /** Banister's TRIMP, summed over the samples. */
  readonly banister: number;
  /** Edwards' zonal TRIMP: minutes in the five %HRmax zones weighted 1–5. */
  readonly edwards: number;
  /** Whose coefficients Banister's TRIMP used: the profile's sex, `"male"` when it has none. */
  readonly coefficients: "male" | "female";
}

/** Banister's weighting `a × e^(b·x)`: [a, b] for men and for women (Morton, Fitz-Clarke & Banister 1990). */
const BANISTER = { male: [0.64, 1.92], female: [0.86, 1.67] } as const;

/**
 * Training impulse (TRIMP) from heart rate.
 *
 * - Banister: TRIMP = Σ t × x × a × e^(b·x) over the samples, t the sample's interval in minutes, x its %HRR as a
 *   fraction, (HR − HRrest) / (HRmax − HRrest), clamped to 0–1; a = 0.64, b = 1.92 for men, a = 0.86, b = 1.67 for
 *   women (Banister 1991; Morton, Fitz-Clarke & Banister 1990, J Appl Physiol 69:1171). Without a sex in the profile
 *   the men's coefficients (Banister's original, GoldenCheetah's default). GoldenCheetah's `TRIMPPoints` applies
 *   the same formula once, to the average heart rate over the moving time, and 0.64 for women too; summed per
 *   sample, an activity at a steady heart rate gives the same number, a varied one more (the weighting is convex).
 * - Edwards: minutes in 50–60, 60–70, 70–80, 80–90 and ≥ 90 % of HRmax weighted 1, 2, 3, 4, 5 (Edwards 1993, The
 *   Heart Rate Monitor Book), below 50 % nothing; the zones of `timeInZones` with basis `"max"`.
 *
 * HRmax and HRrest: the profile's, else 208 − 0.7 × age (Tanaka 2001) and 70 bpm. A heart rate of 0 is no reading
 * and counts nothing.
 *
 * @example
 * ```ts
 * const load = trimp(stored.activity, { profile: { ageYears: 40, restingHeartRateBpm: 55, sex: "female" } });
 * load!.banister > 0; // → true
 * ```
 *
 * @param activity - a validated or stored activity.
 * @param options - the profile.
 * @returns both TRIMPs, or `undefined` without heart rate, or without a maximum heart rate or age in the profile.
 */
export function trimp(activity: ValidatedActivity, options: AnalysisOptions = {}): Trimp | undefined {
  return trimpOf(activitySeries(activity).heartRateBpm, activity.metrics.intervalValue, heartRateLimits(options.profile), options.profile?.sex);
}

/**
 * {@link trimp} on a heart-rate series.
 *
 * @param hr - heart rate per interval, bpm, or `undefined`.
 * @param intervalS - the interval, seconds.
 * @param limits - the heart-rate limits, or `undefined`.
 * @param sex - the profile's sex.
 */
export function trimpOf(hr: Float64Array | undefined, intervalS: number, limits: HeartRateLimits | undefined, sex: unknown): Trimp | undefined {
  if (hr === undefined || limits === undefined) return undefined;
  const coefficients = sex === "female" ? "female" : "male";
  const [a, b] = BANISTER[coefficients];
  const { maxBpm, restingBpm } = limits;
  const minutes = intervalS / 60;
  const edwardsBounds = zoneBounds(EDWARDS_PERCENT, maxBpm);
  let banister = 0;
  let edwards = 0;
  for (let i = 0; i < hr.length; i++) {
    const v = hr[i] as number;
    if (!(v > 0)) continue;
    const reserve = (v - restingBpm) / (maxBpm - restingBpm);
    const x = reserve < 0 ? 0 : reserve > 1 ? 1 : reserve;
    banister += minutes * x * a * Math.exp(b * x);
    edwards += minutes * zoneIndex(v, edwardsBounds);
  }
  return { banister, edwards, coefficients };
}
