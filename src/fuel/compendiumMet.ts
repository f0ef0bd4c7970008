import { RESTING_VO2_ML_PER_KG_MIN } from "./fuelConstants.js";
import type { FuelInput } from "./fuelInput.js";
import type { FuelModel } from "./fuelModel.js";

/**
 * Net oxygen cost of an interval at a gross MET, ml O2 per kg: `(MET − 1) × 3.5 × minutes` (Compendium of
 * Physical Activities 2011; net MET = MET − 1), never below 0.
 *
 * @param met - gross MET.
 * @param minutes - length of the interval, minutes.
 */
export function compendiumMetNetO2(met: number, minutes: number): number {
  return met > 1 ? (met - 1) * RESTING_VO2_ML_PER_KG_MIN * minutes : 0;
}

/**
 * Fallback (`compendium-met`): every point earns the activity type's Compendium MET (registry `met`); always
 * applies. ALL_DAY has 1 MET, so it earns nothing this way.
 */
export const compendiumMetModel: FuelModel = {
  name: "compendium-met",
  output: "netO2",
  applies: () => true,
  perPoint(input: FuelInput, out: Float64Array): void {
    out.fill(compendiumMetNetO2(input.met, input.intervalMinutes));
  },
};
