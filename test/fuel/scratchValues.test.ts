// A longer activity after a shorter one gets one fuel value per data point, the same as alone (a reused per-point
// buffer once had to grow with the activity; calculateFuel keeps no state between calls now).
import { describe, expect, it } from "vitest";
import { calculateFuel } from "../../src/fuel/calculateFuel.js";
import { activity } from "./fuelTestKit.js";

/** A steady run of `points` data points at 10.8 km/h (30 m per 10 s interval). */
function steadyRun(points: number) {
  return activity("RUN", ["distance", "speed"], Array.from({ length: points }, (_, i) => [i * 0.03, 10.8]));
}

describe("calculateFuel on activities of growing length", () => {
  it("gives every data point its fuel, the same as alone", () => {
    const alone = calculateFuel(steadyRun(3000));
    for (const points of [10, 2000, 3000, 32_768, 40_000, 3000]) {
      const result = calculateFuel(steadyRun(points));
      expect(result.perPoint).toHaveLength(points);
      expect(result.perPoint.reduce((a, b) => a + b, 0)).toBe(result.fuel);
      // 30 m × 0.2 ml/kg/m × 1.3 = 7.8 fuel per point
      expect(result.fuel).toBe(Math.round(7.8 * points));
    }
    expect(calculateFuel(steadyRun(3000))).toEqual(alone);
  });
});
