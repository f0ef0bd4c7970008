import type { FuelInput } from "./fuelInput.js";
import type { FuelModel } from "./fuelModel.js";
import { gaitLevelCost } from "./gaitLevelCost.js";
import { emptyMovement, readMovement } from "./intervalMovement.js";
import { minettiGradeCost, type MinettiGait } from "./minettiGradeCost.js";

/**
 * Net oxygen cost of walking or running one interval, ml O2 per kg:
 * `distance × (gaitLevelCost(speed) + minettiGradeCost(gait, grade))`, never below 0.
 *
 * @param gait - Minetti polynomial for the grade term (running for the RUN family, walking for WALK).
 * @param distanceM - distance of the interval, metres.
 * @param speedMPerMin - speed, metres per minute.
 * @param gradeFraction - grade as a fraction.
 */
export function gaitNetO2(gait: MinettiGait, distanceM: number, speedMPerMin: number, gradeFraction: number): number {
  if (!(distanceM > 0)) return 0;
  const perMetre = gaitLevelCost(speedMPerMin) + (gradeFraction === 0 ? 0 : minettiGradeCost(gait, gradeFraction));
  return perMetre > 0 ? perMetre * distanceM : 0;
}

/**
 * The walking/running model of the RUN and WALK families (`gait-running`, `gait-walking`): applies when the
 * activity carries distance or speed; uses grade, else elevation, when present.
 *
 * @param gait - `"running"` (RUN family) or `"walking"` (WALK family).
 */
export function gaitModel(gait: MinettiGait): FuelModel {
  return {
    name: gait === "running" ? "gait-running" : "gait-walking",
    output: "netO2",
    applies: (input: FuelInput) => input.columns.distance !== undefined || input.columns.speed !== undefined,
    perPoint(input: FuelInput, out: Float64Array): void {
      const m = emptyMovement();
      for (let i = 0; i < out.length; i++) {
        readMovement(input, i, m);
        out[i] = gaitNetO2(gait, m.distanceM, m.speedMPerMin, m.gradeFraction);
      }
    },
  };
}
