import type { ActivityFamily } from "../registry/activityTypes.js";
import { caloriesWeightModel } from "./caloriesWeight.js";
import { compendiumMetModel } from "./compendiumMet.js";
import { cyclingPowerModel } from "./cyclingPowerModel.js";
import { cyclingSpeedModel } from "./cyclingSpeedModel.js";
import type { FuelModel } from "./fuelModel.js";
import { gaitModel } from "./gaitModel.js";
import { heartRateReserveModel } from "./heartRateReserve.js";
import { submittedFuelModel } from "./submittedFuel.js";

/**
 * The fuel calculators: for each activity family, its models in order of precedence. The activity
 * type selects the family (registry `family`); `calculateFuel` runs the first model that applies. Each chain ends
 * with the Compendium MET fallback, which always applies.
 *
 * - RUN: submitted > gait-running > calories-weight > heart-rate-reserve > compendium-met
 * - WALK: submitted > gait-walking > calories-weight > heart-rate-reserve > compendium-met
 * - CYCLE: submitted > cycling-power > cycling-speed > calories-weight > heart-rate-reserve > compendium-met
 * - OTHER: submitted > calories-weight > heart-rate-reserve > compendium-met
 */
export const FUEL_CALCULATORS: Readonly<Record<ActivityFamily, readonly FuelModel[]>> = /* @__PURE__ */ (() => {
  const tail = [caloriesWeightModel, heartRateReserveModel, compendiumMetModel];
  return {
    RUN: [submittedFuelModel, gaitModel("running"), ...tail],
    WALK: [submittedFuelModel, gaitModel("walking"), ...tail],
    CYCLE: [submittedFuelModel, cyclingPowerModel, cyclingSpeedModel, ...tail],
    OTHER: [submittedFuelModel, ...tail],
  };
})();
