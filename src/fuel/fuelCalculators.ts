import { ACTIVITY_TYPES, type ActivityFamily, type ActivityTypeName } from "../registry/activityTypes.js";
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

/**
 * The fuel calculators keyed by activity type (spec 1: "the activity type selects which fuel algorithm the service
 * applies"): each of the 84 types maps to its family's chain of {@link FUEL_CALCULATORS}; within a chain, the
 * cycling speed physics further depends on the type (road or off-road rolling resistance, `CYCLING_PHYSICS_BY_TYPE`)
 * and the MET fallback on the type's Compendium value. Derived from the registry, so a new type cannot lack one.
 */
export const FUEL_MODELS_BY_TYPE: Readonly<Record<ActivityTypeName, readonly FuelModel[]>> = /* @__PURE__ */ Object.fromEntries(
  /* @__PURE__ */ ACTIVITY_TYPES.map((type) => [type.name, FUEL_CALCULATORS[type.family]]),
) as Record<ActivityTypeName, readonly FuelModel[]>;
