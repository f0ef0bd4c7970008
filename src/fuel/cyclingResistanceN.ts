import { REFERENCE_BODY_MASS_KG, STANDARD_GRAVITY_M_PER_S2, type CyclingPhysics } from "./fuelConstants.js";

/**
 * Force the rider must overcome at a steady speed on a grade, newtons, for the reference rider (70 kg) plus the
 * bike (Martin, Milliken, Cobb, McFadden & Coggan 1998, J Appl Biomech 14:276; still air, no acceleration term):
 * `m·g·sin θ + Crr·m·g·cos θ + ½·ρ·CdA·v²` with θ = atan(grade). Negative when gravity pulls harder than the
 * resistances (coasting downhill).
 *
 * @param physics - rolling, aerodynamic and mass parameters.
 * @param speedMPerS - speed in metres per second.
 * @param gradeFraction - grade as a fraction (0.05 = 5 %).
 */
export function cyclingResistanceN(physics: CyclingPhysics, speedMPerS: number, gradeFraction: number): number {
  const massKg = REFERENCE_BODY_MASS_KG + physics.bikeMassKg;
  const cos = 1 / Math.sqrt(1 + gradeFraction * gradeFraction);
  const sin = gradeFraction * cos;
  const weightN = massKg * STANDARD_GRAVITY_M_PER_S2;
  return weightN * (sin + physics.crr * cos) + 0.5 * physics.airDensityKgPerM3 * physics.cdaM2 * speedMPerS * speedMPerS;
}
