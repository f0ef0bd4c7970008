import { J_PER_ML_O2, MINETTI_RUNNING_J_PER_KG_M, MINETTI_WALKING_J_PER_KG_M } from "../../src/fuel/fuelConstants.js";
import { minettiGradeCost, type MinettiGait } from "../../src/fuel/minettiGradeCost.js";

/**
 * Net metabolic cost of walking or running per metre on a grade, J per kg per metre (Minetti et al. 2002,
 * J Appl Physiol 93:1039): the library's grade cost plus the polynomial's level term, so that the tests compare
 * the whole polynomial with the paper's figures (level running 3.6, level walking 2.5).
 *
 * @param gait - which polynomial.
 * @param gradeFraction - grade as a fraction (0.05 = 5 %), clamped to ±45 % as the library does.
 */
export function minettiCost(gait: MinettiGait, gradeFraction: number): number {
  const level = (gait === "running" ? MINETTI_RUNNING_J_PER_KG_M : MINETTI_WALKING_J_PER_KG_M)[5];
  return minettiGradeCost(gait, gradeFraction) * J_PER_ML_O2 + level;
}
