import type { FuelInput } from "./fuelInput.js";
import type { FuelModel } from "./fuelModel.js";

/**
 * Submitted fuel (`submitted`): when the activity carries a fuel column (a device that computes
 * fuel), its values are the fuel of each point, whatever else was submitted.
 */
export const submittedFuelModel: FuelModel = {
  name: "submitted",
  output: "fuel",
  applies: (input: FuelInput) => input.columns.fuel !== undefined,
  perPoint(input: FuelInput, out: Float64Array): void {
    const fuel = input.columns.fuel!;
    for (let i = 0; i < out.length; i++) out[i] = fuel[i]!;
  },
};
