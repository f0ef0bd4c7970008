import { compendiumMetModel } from "./compendiumMet.js";
import { FUEL_CALCULATORS, FUEL_MODELS_BY_TYPE } from "./fuelCalculators.js";
import type { FuelInput } from "./fuelInput.js";
import type { FuelModel } from "./fuelModel.js";

/**
 * The model `calculateFuel` uses for an activity: the first model of its type's chain in
 * {@link FUEL_MODELS_BY_TYPE} (its family's chain of {@link FUEL_CALCULATORS}) that applies (decision D-21).
 *
 * @param input - the resolved activity (see `fuelInput`).
 */
export function selectFuelModel(input: FuelInput): FuelModel {
  const chain = FUEL_MODELS_BY_TYPE[input.activityType] ?? FUEL_CALCULATORS[input.family];
  for (const model of chain) if (model.applies(input)) return model;
  return compendiumMetModel;
}
