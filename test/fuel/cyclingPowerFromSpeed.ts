import { cyclingResistanceN } from "../../src/fuel/cyclingResistanceN.js";
import type { CyclingPhysics } from "../../src/fuel/fuelConstants.js";

/**
 * Power at the pedals, W, for the reference rider at a steady speed and grade: `cyclingResistanceN × v / η`,
 * 0 when the resistance is negative (coasting). Example: 25 km/h on the flat on a road bike ≈ 94 W.
 *
 * @param physics - rolling, aerodynamic, mass and drivetrain parameters.
 * @param speedMPerS - speed in metres per second.
 * @param gradeFraction - grade as a fraction.
 */
export function cyclingPowerFromSpeed(physics: CyclingPhysics, speedMPerS: number, gradeFraction: number): number {
  const force = cyclingResistanceN(physics, speedMPerS, gradeFraction);
  return force > 0 && speedMPerS > 0 ? (force * speedMPerS) / physics.drivetrainEfficiency : 0;
}
