import { compendiumMetModel } from "./compendiumMet.js";
import { FUEL_CALCULATORS } from "./fuelCalculators.js";
import type { FuelInput } from "./fuelInput.js";
import type { FuelModel } from "./fuelModel.js";

/**
 * The model `calculateFuel` uses for an activity: the first model of its type's chain (`FUEL_MODELS_BY_TYPE`,
 * which is its family's chain of {@link FUEL_CALCULATORS}) that applies.
 *
 * @param input - the resolved activity (see `fuelInput`).
 */
export function selectFuelModel(input: FuelInput): FuelModel {
  // FUEL_MODELS_BY_TYPE[type] is FUEL_CALCULATORS[family of type] by construction: reading the family's chain
  // directly keeps that 84-entry map out of bundles that only calculate fuel.
  for (const model of FUEL_CALCULATORS[input.family]) if (model.applies(input)) return model;
  return compendiumMetModel;
}
