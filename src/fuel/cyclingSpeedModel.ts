import { acsmLegCyclingNetO2 } from "./acsmLegCycling.js";
import { cyclingResistanceN } from "./cyclingResistanceN.js";
import { OFF_ROAD_CYCLING, ROAD_CYCLING, type CyclingPhysics } from "./fuelConstants.js";
import type { FuelInput } from "./fuelInput.js";
import type { FuelModel } from "./fuelModel.js";
import { emptyMovement, readMovement } from "./intervalMovement.js";

/**
 * Bike parameters per CYCLE-family activity type. Stationary types (SPINNING, STATIONARY_BIKING)
 * have none: their speed is not a movement through air, so the speed model does not apply to them.
 */
const CYCLING_PHYSICS_BY_TYPE: Readonly<Record<string, CyclingPhysics>> = {
  CYCLE: ROAD_CYCLING,
  MOUNTAIN_BIKING: OFF_ROAD_CYCLING,
  CYCLOCROSS: OFF_ROAD_CYCLING,
};

/**
 * Net oxygen cost of riding one interval without a power meter, ml O2 per kg: pedal work =
 * resistance(speed, grade) × distance / η (Martin et al. 1998), then {@link acsmLegCyclingNetO2}.
 *
 * @param physics - bike parameters.
 * @param distanceM - distance of the interval, metres.
 * @param speedMPerMin - speed, metres per minute (sets the air resistance).
 * @param gradeFraction - grade as a fraction.
 * @param minutes - length of the interval, minutes.
 */
export function cyclingSpeedNetO2(
  physics: CyclingPhysics,
  distanceM: number,
  speedMPerMin: number,
  gradeFraction: number,
  minutes: number,
): number {
  if (!(distanceM > 0)) return 0;
  const force = cyclingResistanceN(physics, speedMPerMin / 60, gradeFraction);
  return acsmLegCyclingNetO2((force * distanceM) / physics.drivetrainEfficiency, minutes);
}

/**
 * Speed physics (`cycling-speed`, CYCLE family, options 3 and 4 of CYCLE): applies to outdoor cycling types with
 * distance or speed; grade, else elevation, else flat.
 */
export const cyclingSpeedModel: FuelModel = {
  name: "cycling-speed",
  output: "netO2",
  applies: (input: FuelInput) =>
    CYCLING_PHYSICS_BY_TYPE[input.activityType] !== undefined &&
    (input.columns.distance !== undefined || input.columns.speed !== undefined),
  perPoint(input: FuelInput, out: Float64Array): void {
    const physics = CYCLING_PHYSICS_BY_TYPE[input.activityType] ?? ROAD_CYCLING;
    const m = emptyMovement();
    for (let i = 0; i < out.length; i++) {
      readMovement(input, i, m);
      out[i] = cyclingSpeedNetO2(physics, m.distanceM, m.speedMPerMin, m.gradeFraction, input.intervalMinutes);
    }
  },
};
