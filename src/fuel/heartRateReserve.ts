import {
  AGE_PREDICTED_PEAK_MET,
  DEFAULT_RESTING_HEART_RATE_BPM,
  FLEX_HEART_RATE_BPM,
  HEART_RATE_AGE_RANGE_YEARS,
  MIN_HEART_RATE_RESERVE_BPM,
  RESTING_VO2_ML_PER_KG_MIN,
  TANAKA_HR_MAX,
} from "./fuelConstants.js";
import type { FuelInput } from "./fuelInput.js";
import type { FuelModel } from "./fuelModel.js";

/** The person-level parameters of the heart-rate model, resolved once per activity. */
export interface HeartRateParameters {
  /** Resting heart rate, bpm. */
  readonly restingBpm: number;
  /** Maximum heart rate, bpm. */
  readonly maxBpm: number;
  /** Heart rate below which no fuel is earned, bpm (the larger of FLEX-HR and the resting rate). */
  readonly floorBpm: number;
  /** Net oxygen reserve VO2max − 3.5, ml O2/kg/min. */
  readonly netVo2ReserveMlPerKgMin: number;
}

/**
 * Heart-rate parameters from age and, when plausible, the profile's resting and maximum heart rate:
 * age clamped to 20–80 years; HRmax = 208 − 0.7·age (Tanaka 2001) unless the profile has one;
 * HRrest = 70 bpm unless the profile has one; a profile pair with less than 20 bpm of reserve is ignored;
 * VO2max = 3.5 × (16.35 − 0.14·age), the sex-neutral mean of the VA (men) and Gulati (women) equations.
 *
 * @param ageYears - age in years (> 0).
 * @param restingBpm - the profile's resting heart rate, if known.
 * @param maxBpm - the profile's maximum heart rate, if known.
 */
export function heartRateParameters(ageYears: number, restingBpm?: number, maxBpm?: number): HeartRateParameters {
  const [minAge, maxAge] = HEART_RATE_AGE_RANGE_YEARS;
  const age = ageYears < minAge ? minAge : ageYears > maxAge ? maxAge : ageYears;
  const ageMax = TANAKA_HR_MAX[0] - TANAKA_HR_MAX[1] * age;
  let rest = restingBpm ?? DEFAULT_RESTING_HEART_RATE_BPM;
  let max = maxBpm ?? ageMax;
  if (!(max - rest >= MIN_HEART_RATE_RESERVE_BPM)) {
    rest = DEFAULT_RESTING_HEART_RATE_BPM;
    max = ageMax;
  }
  const vo2Max = RESTING_VO2_ML_PER_KG_MIN * (AGE_PREDICTED_PEAK_MET[0] - AGE_PREDICTED_PEAK_MET[1] * age);
  return {
    restingBpm: rest,
    maxBpm: max,
    floorBpm: Math.max(FLEX_HEART_RATE_BPM, rest),
    netVo2ReserveMlPerKgMin: vo2Max - RESTING_VO2_ML_PER_KG_MIN,
  };
}

/**
 * Net oxygen uptake at a heart rate, ml O2/kg/min: %HRR × (VO2max − 3.5), since %HRR ≈ %VO2 reserve (Swain &
 * Leutholtz 1997, MSSE 29:410; Swain et al. 1998, MSSE 30:318); 0 below the FLEX-HR floor (Ceesay et al. 1989);
 * %HRR capped at 1. Non-decreasing in heart rate.
 *
 * @param p - parameters from {@link heartRateParameters}.
 * @param heartRateBpm - heart rate, bpm.
 */
export function heartRateReserveNetVo2(p: HeartRateParameters, heartRateBpm: number): number {
  if (!(heartRateBpm >= p.floorBpm)) return 0;
  const reserve = (heartRateBpm - p.restingBpm) / (p.maxBpm - p.restingBpm);
  return (reserve > 1 ? 1 : reserve) * p.netVo2ReserveMlPerKgMin;
}

/**
 * Heart rate (`heart-rate-reserve`, the `heartrate + age` option of the metric-option table, spec 2.8): applies
 * when the activity carries heart rate and the profile an age (`FuelInput.ageYears`), read directly as for
 * `caloriesWeightModel`. Weight and sex are not used.
 */
export const heartRateReserveModel: FuelModel = {
  name: "heart-rate-reserve",
  output: "netO2",
  applies: (input) => input.columns.heartrate !== undefined && input.ageYears !== undefined,
  perPoint(input: FuelInput, out: Float64Array): void {
    const p = heartRateParameters(input.ageYears ?? 0, input.restingHeartRateBpm, input.maxHeartRateBpm);
    const { intervalMinutes } = input;
    const heartRate = input.columns.heartrate!;
    for (let i = 0; i < out.length; i++) {
      out[i] = heartRateReserveNetVo2(p, heartRate[i]!) * intervalMinutes;
    }
  },
};
