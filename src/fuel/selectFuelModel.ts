import { compendiumMetModel } from "./compendiumMet.js";
import { FUEL_CALCULATORS } from "./fuelCalculators.js";
import type { FuelInput } from "./fuelInput.js";
import type { FuelModel } from "./fuelModel.js";

/**
 * The model `calculateFuel` uses for an activity: the first model of its family's chain of
 * {@link FUEL_CALCULATORS} that applies (the activity type selects the family, spec 1).
 *
 * @param input - the resolved activity (see `fuelInput`).
 */
export function selectFuelModel(input: FuelInput): FuelModel {
  for (const model of FUEL_CALCULATORS[input.family]) if (model.applies(input)) return model;
  return compendiumMetModel;
}
