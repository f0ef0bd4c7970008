// calculateFuel's reused per-point scratch (decision D-92) must grow with the activity: a longer activity after a
// shorter one gets one fuel value per data point (mutation testing, issue 13). The sizes climb to 32 768 points, the
// largest activity the scratch holds, so the test needs no fresh module whatever ran before it in the worker (a
// re-import would also run the fuel modules' top-level code inside a test, D-161).
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
