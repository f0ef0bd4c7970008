import type { ValidatedActivity } from "../model/validatedActivity.js";
import { isPositiveFinite } from "../model/userProfile.js";
import type { AnalysisOptions, HeartRateZoneBasis } from "./analysisOptions.js";
import { activitySeries, type ActivitySeries } from "./activitySeries.js";
import { heartRateLimits, type HeartRateLimits } from "./heartRateLimits.js";
import { EDWARDS_PERCENT, zoneBounds, zoneIndex } from "./zoneBounds.js";

/** One zone and the time spent in it. */
export interface ZoneTime {
  /** Zone number: from 0 (below zone 1) for the %HRmax and %HRR zones, from 1 for the others. */
  readonly zone: number;
  /** Lower bound (exclusive; 0 for the first zone), bpm or W. */
  readonly lower: number;
  /** Upper bound (inclusive), bpm or W; absent for the top zone. */
  readonly upper?: number;
  /** Time in the zone, seconds. */
  readonly seconds: number;
}

/** Time in each zone of one series, with the zones' basis. */
export interface ZoneTimes {
  /** What the bounds are fractions of: HRmax, heart-rate reserve, threshold heart rate, or functional threshold power. */
  readonly basis: HeartRateZoneBasis | "ftp";
  /** Unit of the bounds: `"bpm"` or `"W"`. */
  readonly unit: "bpm" | "W";
  /** The zones, lowest first; their seconds and {@link noReadingS} add up to the activity's sampled span. */
  readonly zones: readonly ZoneTime[];
  /** Time without a reading (a heart rate of 0), seconds; 0 for power, where 0 W is coasting. */
  readonly noReadingS: number;
}

/** Coggan's heart-rate zones, % of threshold heart rate: ≤ 68, 69–83, 84–94, 95–105, ≥ 106. */
const COGGAN_HEART_RATE_PERCENT = [68, 83, 94, 105];
/** Coggan's power levels, % of functional threshold power: ≤ 55, 56–75, 76–90, 91–105, 106–120, 121–150, > 150. */
const COGGAN_POWER_PERCENT = [55, 75, 90, 105, 120, 150];

/**
 * Time in zones: heart-rate zones from the profile's heart rates and power zones from its functional threshold
 * power. Each sample counts its interval to one zone; a value on a bound belongs to the lower zone.
 *
 * - Heart rate, `options.heartRateZones`:
 *   - `"max"` (default): Edwards' zones, 50–60, 60–70, 70–80, 80–90 and ≥ 90 % of HRmax (Edwards 1993, The Heart
 *     Rate Monitor Book), zone 0 below 50 %;
 *   - `"reserve"`: the same fractions of the heart-rate reserve, HRrest + p × (HRmax − HRrest) (Karvonen, Kentala &
 *     Mustala 1957, Ann Med Exp Biol Fenn 35:307);
 *   - `"threshold"`: Coggan's zones, ≤ 68, 69–83, 84–94, 95–105 and ≥ 106 % of the threshold heart rate (Allen &
 *     Coggan, Training and Racing with a Power Meter, 2nd ed. 2010); without a threshold heart rate, `"max"`.
 *
 *   HRmax and HRrest: the profile's, else 208 − 0.7 × age (Tanaka 2001) and 70 bpm, as the fuel models read them;
 *   no heart-rate zones without a maximum heart rate or an age. A heart rate of 0 is no reading (`noReadingS`).
 * - Power: Coggan's seven levels, ≤ 55, 56–75, 76–90, 91–105, 106–120, 121–150 and > 150 % of functional
 *   threshold power (Allen & Coggan 2010); none without `profile.functionalThresholdPowerW`.
 *
 * @example
 * ```ts
 * // `stored`: heart rate climbing from 120 to 179 bpm every ten minutes
 * const { heartRate } = timeInZones(stored.activity, { profile: { ageYears: 40, restingHeartRateBpm: 55 }, heartRateZones: "reserve" });
 * heartRate!.zones.reduce((sum, zone) => sum + zone.seconds, 0); // → 3600
 * ```
 *
 * @param activity - a validated or stored activity.
 * @param options - the profile and the heart-rate basis.
 * @returns the heart-rate and power zones, each absent when the activity or the profile lacks what it needs.
 */
export function timeInZones(activity: ValidatedActivity, options: AnalysisOptions = {}): { heartRate?: ZoneTimes; power?: ZoneTimes } {
  return timeInZonesOf(activitySeries(activity), options, heartRateLimits(options.profile));
}

/**
 * {@link timeInZones} on prepared series and limits.
 *
 * @param series - the prepared series.
 * @param options - the profile and the heart-rate basis.
 * @param limits - the profile's heart-rate limits.
 */
export function timeInZonesOf(series: ActivitySeries, options: AnalysisOptions, limits: HeartRateLimits | undefined): { heartRate?: ZoneTimes; power?: ZoneTimes } {
  const ftp = options.profile?.functionalThresholdPowerW;
  const heartRate = series.heartRateBpm !== undefined && limits !== undefined ? heartRateZones(series, limits, options.heartRateZones) : undefined;
  const power =
    series.powerW !== undefined && isPositiveFinite(ftp)
      ? zoneTimes(series.powerW, series.intervalS, zoneBounds(COGGAN_POWER_PERCENT, ftp), 1, "ftp", "W", false)
      : undefined;
  return { ...(heartRate !== undefined ? { heartRate } : {}), ...(power !== undefined ? { power } : {}) };
}

function heartRateZones(series: ActivitySeries, limits: HeartRateLimits, wanted: HeartRateZoneBasis | undefined): ZoneTimes {
  const { maxBpm, restingBpm, thresholdBpm } = limits;
  const hr = series.heartRateBpm as Float64Array;
  if (wanted === "threshold" && thresholdBpm !== undefined) {
    return zoneTimes(hr, series.intervalS, zoneBounds(COGGAN_HEART_RATE_PERCENT, thresholdBpm), 1, "threshold", "bpm", true);
  }
  const bounds = wanted === "reserve" ? zoneBounds(EDWARDS_PERCENT, maxBpm, restingBpm) : zoneBounds(EDWARDS_PERCENT, maxBpm);
  return zoneTimes(hr, series.intervalS, bounds, 0, wanted === "reserve" ? "reserve" : "max", "bpm", true);
}

/**
 * The time of each zone of ascending `bounds` (zone `first + k` holds the values above `bounds[k − 1]` up to
 * `bounds[k]`).
 */
function zoneTimes(
  values: Float64Array,
  intervalS: number,
  bounds: readonly number[],
  first: number,
  basis: ZoneTimes["basis"],
  unit: ZoneTimes["unit"],
  zeroIsNoReading: boolean,
): ZoneTimes {
  const counts = new Float64Array(bounds.length + 1);
  let noReading = 0;
  for (let i = 0; i < values.length; i++) {
    const v = values[i] as number;
    if (zeroIsNoReading && v === 0) {
      noReading++;
      continue;
    }
    counts[zoneIndex(v, bounds)]! += 1;
  }
  const zones: ZoneTime[] = [];
  for (let k = 0; k <= bounds.length; k++) {
    zones.push({
      zone: first + k,
      lower: k === 0 ? 0 : (bounds[k - 1] as number),
      ...(k < bounds.length ? { upper: bounds[k] as number } : {}),
      seconds: (counts[k] as number) * intervalS,
    });
  }
  return { basis, unit, zones, noReadingS: noReading * intervalS };
}
