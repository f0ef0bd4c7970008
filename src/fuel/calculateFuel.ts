import type { SubmittedActivity } from "../model/submittedActivity.js";
import type { ValidatedActivity } from "../model/validatedActivity.js";
import type { UserProfile } from "../model/userProfile.js";
import { FUEL_PER_ML_O2_PER_KG, MAX_NET_VO2_ML_PER_KG_MIN, RESTING_VO2_ML_PER_KG_MIN } from "./fuelConstants.js";
import { fuelInput } from "./fuelInput.js";
import type { FuelModelName } from "./fuelModel.js";
import { roundPerPoint } from "./roundPerPoint.js";
import { selectFuelModel } from "./selectFuelModel.js";

/** Result of {@link calculateFuel}. */
export interface FuelResult {
  /** Fuel of the activity: a finite integer ≥ 0, `Math.round` of the sum of the per-point real values. */
  readonly fuel: number;
  /**
   * Fuel per data point (the detail's FUEL series): one integer ≥ 0 per data point, summing exactly to
   * {@link FuelResult.fuel} (largest-remainder rounding of the per-point real values).
   */
  readonly perPoint: readonly number[];
  /** Name of the model used, e.g. `"gait-running"`, `"cycling-power"`, `"submitted"`. */
  readonly model: FuelModelName;
  /**
   * Net (above-rest) oxygen cost of the whole activity, ml O2 per kg; for submitted fuel, fuel / K (the cost the
   * fuel stands for).
   */
  readonly netO2MlPerKg: number;
  /**
   * Gross oxygen cost, ml O2 per kg: net + 3.5 ml/kg/min × the data points' duration (points × interval). Energy
   * in kcal ≈ grossO2MlPerKg × weightKg / 1000 × 5 kcal/L.
   */
  readonly grossO2MlPerKg: number;
}

/**
 * Fuel of one validated activity (spec 1: "the activity type selects which fuel algorithm the service applies"):
 * `fuel = K × Σ net O2 cost per data point` (ml O2 per kg, K = 1.30; point i covers the interval
 * [i·I, (i+1)·I) and gains the distance d[i+1] − d[i]), by the first model of the
 * activity family's chain that the submitted metrics and the profile allow:
 * submitted fuel, measured power, walking/running or cycling physics from distance, speed and grade or elevation,
 * calories + weight, heart rate + age, or the Compendium MET of the type. Body-size neutral: weight is read only
 * by the calories + weight model, age only by the heart-rate model, sex never.
 *
 * Each computed point is capped at 96.5 ml O2/kg/min; submitted fuel is taken as is (saturating
 * at `Number.MAX_SAFE_INTEGER`). One pass of the model over the columns, one to cap and sum, one to round into
 * the output array.
 * Never throws on a validated activity; `startTime`, `timeZoneName` and the device do not matter.
 *
 * @param activity - a validated activity (see `validateActivities`: data as columns), or a valid activity with
 *   row-major `metrics.data` (as submitted).
 * @param profile - the user's profile (weight, age, resting and maximum heart rate); optional.
 * @returns fuel, per-point fuel, the model name and the oxygen costs.
 * @example
 * ```ts
 * // 6 points at 10 s, running at 10.8 km/h (30 m per interval, the last from its speed): 180 m × 0.2 ml/kg/m
 * // × 1.3 = 46.8 → 47 fuel.
 * calculateFuel({ activityType: "RUN", deviceType: "WATCH", startTime: 1.5e12, timeZoneName: "UTC",
 *   metrics: { intervalUnit: "sec", intervalValue: 10, metricTypes: ["distance", "speed"],
 *     data: [[0, 10.8], [0.03, 10.8], [0.06, 10.8], [0.09, 10.8], [0.12, 10.8], [0.15, 10.8]] } });
 * // → { fuel: 47, perPoint: [8, 8, 8, 8, 8, 7], model: "gait-running", netO2MlPerKg: 36, grossO2MlPerKg: 39.5 }
 * ```
 */
export function calculateFuel(activity: SubmittedActivity | ValidatedActivity, profile?: UserProfile): FuelResult {
  return fuelOf(activity, profile, (n) => new Array<number>(n));
}

/**
 * {@link calculateFuel} with the per-point integers in an array from `perPointArray` (`deriveActivity` stores them
 * as a `Float64Array`).
 *
 * @param activity - as for {@link calculateFuel}.
 * @param profile - as for {@link calculateFuel}.
 * @param perPointArray - an array of `n` elements for the per-point fuel.
 */
export function fuelOf<T extends number[] | Float64Array>(
  activity: SubmittedActivity | ValidatedActivity,
  profile: UserProfile | undefined,
  perPointArray: (n: number) => T,
): Omit<FuelResult, "perPoint"> & { readonly perPoint: T } {
  const input = fuelInput(activity, profile);
  const model = selectFuelModel(input);
  const n = input.pointCount;
  const values = new Float64Array(n);
  model.perPoint(input, values);
  let total = 0;
  let netO2 = 0;
  if (model.output === "netO2") {
    const cap = MAX_NET_VO2_ML_PER_KG_MIN * input.intervalMinutes;
    for (let i = 0; i < n; i++) {
      const raw = values[i]!;
      const o2 = raw > 0 ? (raw < cap ? raw : cap) : 0;
      netO2 += o2;
      const fuel = o2 * FUEL_PER_ML_O2_PER_KG;
      values[i] = fuel;
      total += fuel;
    }
  } else {
    for (let i = 0; i < n; i++) {
      const raw = values[i]!;
      let fuel = raw > 0 ? raw : 0;
      if (fuel > Number.MAX_SAFE_INTEGER - total) fuel = Number.MAX_SAFE_INTEGER - total;
      values[i] = fuel;
      total += fuel;
    }
    netO2 = total / FUEL_PER_ML_O2_PER_KG;
  }
  const fuel = Math.round(total);
  return {
    fuel,
    perPoint: roundPerPoint(values, fuel, perPointArray(n)),
    model: model.name,
    netO2MlPerKg: netO2,
    grossO2MlPerKg: netO2 + RESTING_VO2_ML_PER_KG_MIN * n * input.intervalMinutes,
  };
}

