import type { FuelInput } from "./fuelInput.js";
import type { FuelModel } from "./fuelModel.js";

/**
 * Submitted fuel (`submitted`, decision D-29): when the activity carries a fuel column (a device that computes
 * fuel), its values are the fuel of each point, whatever else was submitted.
 */
export const submittedFuelModel: FuelModel = {
  name: "submitted",
  output: "fuel",
  applies: (input: FuelInput) => input.columns.fuel >= 0,
  perPoint(input: FuelInput, out: Float64Array): void {
    const { rows } = input;
    const f = input.columns.fuel;
    for (let i = 0; i < out.length; i++) out[i] = rows[i]![f]!;
  },
};
