import { KCAL_PER_LITRE_O2 } from "../fuel/fuelConstants.js";

/**
 * Energy of an activity in kcal estimated from its gross oxygen cost:
 * `kcal = grossO2MlPerKg × weightKg / 1000 × 5 kcal/L`.
 *
 * Source: ACSM's Guidelines for Exercise Testing and Prescription (metabolic equations; 1 L O2 ≈ 5 kcal), the
 * rounding of Weir (1949, J Physiol 109:1), `EE = 3.941·VO2 + 1.106·VCO2`, which gives 4.7–5.05 kcal/L across
 * RER 0.7–1.0. Gross (resting part included) because "calories burned" of devices and of the Compendium
 * (`kcal = MET × kg × h`) are gross, so estimated and submitted calories mean the same thing.
 *
 * @param grossO2MlPerKg - gross oxygen cost of the whole activity, ml O2 per kg body mass.
 * @param weightKg - body mass, kg.
 * @returns kcal, or `undefined` when either input is not a finite number ≥ 0 (weight must be > 0) or the product
 *   is not finite (an absurd profile weight never turns into an `"Infinity"` summary).
 */
export function estimateCaloriesKcal(grossO2MlPerKg: number, weightKg: number): number | undefined {
  if (!Number.isFinite(grossO2MlPerKg) || grossO2MlPerKg < 0) return undefined;
  if (!Number.isFinite(weightKg) || weightKg <= 0) return undefined;
  const kcal = ((grossO2MlPerKg * weightKg) / 1000) * KCAL_PER_LITRE_O2;
  return Number.isFinite(kcal) ? kcal : undefined;
}
