import { ML_O2_PER_KCAL, RESTING_VO2_ML_PER_KG_MIN } from "./fuelConstants.js";
import type { FuelInput } from "./fuelInput.js";
import type { FuelModel } from "./fuelModel.js";

/**
 * Net oxygen cost of one interval from the energy a device reports, ml O2 per kg:
 * `200 × kcal / weight − 3.5 × minutes` (200 ml O2 per kcal at 5 kcal/L; the kcal taken as gross, resting
 * included), never below 0. Depends on kcal / weight only, so scaling both leaves it unchanged.
 *
 * @param kcal - energy of the interval, kcal.
 * @param weightKg - body mass, kg (> 0).
 * @param minutes - length of the interval, minutes.
 */
export function caloriesWeightNetO2(kcal: number, weightKg: number, minutes: number): number {
  const net = (ML_O2_PER_KCAL * kcal) / weightKg - RESTING_VO2_ML_PER_KG_MIN * minutes;
  return net > 0 ? net : 0;
}

/**
 * Calories + weight (`calories-weight`, the `calories + weight` option of the metric-option table, spec 2.8):
 * applies when the activity carries calories and the profile a weight (`FuelInput.weightKg`). The condition reads
 * the columns and the profile directly, which keeps the option table and the metric-type bitmasks out of bundles
 * that only calculate fuel; `fuelCalculators.test.ts` checks that every option of `METRIC_OPTIONS` is served by
 * its documented model.
 */
export const caloriesWeightModel: FuelModel = {
  name: "calories-weight",
  output: "netO2",
  applies: (input) => input.columns.calories !== undefined && input.weightKg !== undefined,
  perPoint(input: FuelInput, out: Float64Array): void {
    const { intervalMinutes } = input;
    const calories = input.columns.calories!;
    const weightKg = input.weightKg ?? Number.NaN;
    for (let i = 0; i < out.length; i++) {
      out[i] = caloriesWeightNetO2(calories[i]!, weightKg, intervalMinutes);
    }
  },
};
