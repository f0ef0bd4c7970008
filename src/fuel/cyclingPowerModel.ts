import { acsmLegCyclingNetO2 } from "./acsmLegCycling.js";
import type { FuelInput } from "./fuelInput.js";
import type { FuelModel } from "./fuelModel.js";

/**
 * Measured power (`cycling-power`, CYCLE family, options 1 and 2 of CYCLE): per point, the submitted watts for
 * the interval through the ACSM leg-cycling equation ({@link acsmLegCyclingNetO2}); 0 W (coasting) earns nothing.
 */
export const cyclingPowerModel: FuelModel = {
  name: "cycling-power",
  output: "netO2",
  applies: (input: FuelInput) => input.columns.watts !== undefined,
  perPoint(input: FuelInput, out: Float64Array): void {
    const { intervalMinutes } = input;
    const watts = input.columns.watts!;
    const seconds = intervalMinutes * 60;
    for (let i = 0; i < out.length; i++) {
      out[i] = acsmLegCyclingNetO2(watts[i]! * seconds, intervalMinutes);
    }
  },
};
