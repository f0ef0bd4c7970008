import { J_PER_ML_O2, MAX_ABS_GRADE, MINETTI_RUNNING_J_PER_KG_M, MINETTI_WALKING_J_PER_KG_M } from "./fuelConstants.js";

/** Which of Minetti's two polynomials: walking or running. */
export type MinettiGait = "walking" | "running";

/**
 * Extra net oxygen cost per metre caused by the grade, ml O2 per kg per metre: Minetti's cost at
 * the grade minus his level cost, converted at {@link J_PER_ML_O2}. Negative on descents (at least −0.09, so it
 * never outweighs the level gait cost of ≥ 0.104); increasing from −10 % to +45 %.
 *
 * @param gait - which polynomial.
 * @param gradeFraction - grade as a fraction, clamped to ±{@link MAX_ABS_GRADE}.
 */
export function minettiGradeCost(gait: MinettiGait, gradeFraction: number): number {
  const i = clampGrade(gradeFraction);
  const c = gait === "running" ? MINETTI_RUNNING_J_PER_KG_M : MINETTI_WALKING_J_PER_KG_M;
  return ((((c[0] * i + c[1]) * i + c[2]) * i + c[3]) * i + c[4]) * i / J_PER_ML_O2;
}

/**
 * Clamps a grade fraction to ±{@link MAX_ABS_GRADE}; NaN becomes 0.
 *
 * @param gradeFraction - grade as a fraction.
 */
export function clampGrade(gradeFraction: number): number {
  if (!(gradeFraction === gradeFraction)) return 0;
  return gradeFraction > MAX_ABS_GRADE ? MAX_ABS_GRADE : gradeFraction < -MAX_ABS_GRADE ? -MAX_ABS_GRADE : gradeFraction;
}
