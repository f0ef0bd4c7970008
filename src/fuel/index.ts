/**
 * Fuel: a body-size-neutral activity-energy score, K × net oxygen cost (ml O2 per kg), by activity type.
 * `calculateFuel` dispatches on the activity family through `FUEL_CALCULATORS`; see docs/fuel.md.
 *
 * @module activity-fuel/fuel
 */
export { calculateFuel, type FuelResult } from "./calculateFuel.js";
export { FUEL_CALCULATORS, FUEL_MODELS_BY_TYPE } from "./fuelCalculators.js";
export { selectFuelModel } from "./selectFuelModel.js";
export { fuelInput, type FuelInput, type FuelColumns } from "./fuelInput.js";
export type { FuelModel, FuelModelName } from "./fuelModel.js";
export * from "./fuelConstants.js";
export { roundPerPoint } from "./roundPerPoint.js";
export { selectKth } from "./selectKth.js";
export { gaitLevelCost, GAIT_COST_CURVE } from "./gaitLevelCost.js";
export { minettiCost, minettiGradeCost, clampGrade, type MinettiGait } from "./minettiGradeCost.js";
export { gaitNetO2, gaitModel } from "./gaitModel.js";
export { readMovement, emptyMovement, type IntervalMovement } from "./intervalMovement.js";
export { cyclingResistanceN, cyclingPowerFromSpeed } from "./cyclingPowerFromSpeed.js";
export { acsmLegCyclingNetO2 } from "./acsmLegCycling.js";
export { cyclingPowerModel } from "./cyclingPowerModel.js";
export { cyclingSpeedModel, cyclingSpeedNetO2, CYCLING_PHYSICS_BY_TYPE } from "./cyclingSpeedModel.js";
export {
  heartRateParameters,
  heartRateReserveNetVo2,
  heartRateReserveModel,
  type HeartRateParameters,
} from "./heartRateReserve.js";
export { caloriesWeightNetO2, caloriesWeightModel } from "./caloriesWeight.js";
export { compendiumMetNetO2, compendiumMetModel } from "./compendiumMet.js";
export { submittedFuelModel } from "./submittedFuel.js";
export { intervalDistanceKm } from "./intervalDistanceKm.js";
