import { describe, expect, it } from "vitest";
import { estimateCaloriesKcal } from "../../src/derive/estimateCaloriesKcal.js";
import { KCAL_PER_LITRE_O2 } from "../../src/fuel/fuelConstants.js";

describe("estimateCaloriesKcal", () => {
  it("is gross O2 (ml/kg) × kg / 1000 × 5 kcal/L", () => {
    expect(KCAL_PER_LITRE_O2).toBe(5);
    // Nike sample run: 14.517 min at 46.65 ml/kg/min gross ≈ 677.2 ml/kg; a 75.9 kg runner → ≈ 257 kcal
    expect(estimateCaloriesKcal(677.2, 75.9)).toBeCloseTo(257, 0);
    expect(estimateCaloriesKcal(200, 50)).toBe(50);
    expect(estimateCaloriesKcal(0, 70)).toBe(0);
  });

  it("gives undefined for unusable inputs", () => {
    expect(estimateCaloriesKcal(100, 0)).toBeUndefined();
    expect(estimateCaloriesKcal(100, -70)).toBeUndefined();
    expect(estimateCaloriesKcal(Number.NaN, 70)).toBeUndefined();
    expect(estimateCaloriesKcal(-1, 70)).toBeUndefined();
    expect(estimateCaloriesKcal(100, Number.POSITIVE_INFINITY)).toBeUndefined();
  });

  it("gives undefined, never Infinity, when the kcal overflow a double (an absurd profile weight)", () => {
    // 677.2 ml/kg × 1e308 kg / 1000 × 5 kcal/L = 3.386e308 kcal > Number.MAX_VALUE (≈ 1.798e308)
    expect(estimateCaloriesKcal(677.2, 1e308)).toBeUndefined();
    expect(estimateCaloriesKcal(Number.MAX_VALUE, 2)).toBeUndefined();
    // the limit is the result, not the weight: 1 ml/kg × 1e308 kg / 1000 × 5 = 5e305 kcal is finite
    expect(estimateCaloriesKcal(1, 1e308)! / 5e305).toBeCloseTo(1, 12);
  });
});
