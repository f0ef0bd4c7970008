import { describe, expect, it } from "vitest";
import { toAddMetricSummary, toMetricSummary } from "../../src/derive/toMetricSummary.js";
import type { ActivityDerivation } from "../../src/model/activityDerivation.js";

const base: ActivityDerivation = { durationMs: 871_000, fuel: 662, fuelModel: "x", fuelPerPoint: [662] };

describe("toMetricSummary", () => {
  it("gives all five values as strings (the Nike sample run: 3.1318 km in 14:31, 662 fuel, 257 kcal)", () => {
    expect(toMetricSummary({ ...base, distanceKm: 3.1318, calories: 256.6, steps: 2941 })).toEqual({
      calories: "257",
      fuel: "662",
      distance: "3.1318",
      steps: "2941",
      duration: "0:14:31.000",
    });
  });

  it('shows "0" for unknown calories, steps and distance', () => {
    expect(toMetricSummary(base)).toEqual({ calories: "0", fuel: "662", distance: "0", steps: "0", duration: "0:14:31.000" });
  });

  it("rounds calories and steps half-up and trims the distance to 6 decimals", () => {
    const s = toMetricSummary({ ...base, distanceKm: 5.584712505340576, calories: 0.5, steps: 10.49 });
    expect(s.calories).toBe("1");
    expect(s.steps).toBe("10");
    expect(s.distance).toBe("5.584713");
  });
});

describe("toAddMetricSummary", () => {
  it("has fuel, and distance only when it was submitted (spec 2.3)", () => {
    expect(toAddMetricSummary({ ...base, distanceKm: 3.1318, calories: 257 })).toEqual({ fuel: "662", distance: "3.1318" });
    const noDistance = toAddMetricSummary(base);
    expect(noDistance).toEqual({ fuel: "662" });
    expect(Object.keys(noDistance)).toEqual(["fuel"]);
    expect(toAddMetricSummary({ ...base, distanceKm: 0 })).toEqual({ fuel: "662", distance: "0" });
  });
});
