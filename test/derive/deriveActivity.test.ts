import { describe, expect, it, vi } from "vitest";
import type { ValidatedActivity } from "../../src/model/validatedActivity.js";
import type { SubmittedActivity } from "../../src/model/submittedActivity.js";

// The fuel model is another module's concern: a fixed fake lets every expected value be computed by hand here.
vi.mock("../../src/fuel/calculateFuel.js", () => ({
  fuelOf: (activity: SubmittedActivity | ValidatedActivity, _profile: unknown, perPointArray: (n: number) => number[] | Float64Array) => {
    const n = "data" in activity.metrics ? activity.metrics.data.length : activity.metrics.pointCount;
    return { fuel: 3 * n, perPoint: perPointArray(n).fill(3), model: "fake", netO2MlPerKg: 100, grossO2MlPerKg: 150 };
  },
}));

const { deriveActivity } = await import("../../src/derive/deriveActivity.js");
const { deriveDurationMs, sampledDurationMs } = await import("../../src/derive/deriveDurationMs.js");
const { activityOf } = await import("./storedFixture.js");

const START = Date.UTC(2024, 0, 5, 8);

describe("deriveDurationMs", () => {
  it("derives n × interval × 1000 from the samples (spec 2.2 rule 3: four points at 5 s are 20 s)", () => {
    const a = activityOf({ startTime: START, intervalValue: 5, metricTypes: ["heartrate"], data: [[90], [95], [99], [100]] });
    expect(sampledDurationMs(a)).toBe(20_000);
    expect(deriveDurationMs(a)).toBe(20_000);
    const b = activityOf({ startTime: START, intervalValue: 10, metricTypes: ["heartrate"], data: [[90]] });
    expect(deriveDurationMs(b)).toBe(10_000);
  });

  it("keeps a submitted duration, longer (pauses) or between (n−1) and n intervals", () => {
    const data = [[90], [95], [99], [100]];
    expect(deriveDurationMs(activityOf({ startTime: START, metricTypes: ["heartrate"], data, duration: 3_600_000 }))).toBe(3_600_000);
    expect(deriveDurationMs(activityOf({ startTime: START, metricTypes: ["heartrate"], data, duration: 15_000 }))).toBe(15_000);
  });
});

describe("deriveActivity", () => {
  it("takes the last submitted cumulative distance (no gain modelled past it) and sums calories and steps", () => {
    const a = activityOf({
      startTime: START,
      activityType: "RUN",
      intervalValue: 10,
      metricTypes: ["distance", "speed", "calories", "steps"],
      data: [
        [0, 10.8, 1.5, 28],
        [0.03, 11.2, 1.75, 29],
        [0.061, 9, 1.25, 27],
      ],
    });
    const d = deriveActivity(a, { weightKg: 70 });
    expect(d).toEqual({
      durationMs: 30_000,
      distanceKm: 0.061, // what the device measured: not 0.086 with 9 km/h for the last 10 s
      calories: 4.5, // submitted calories win over the estimate
      steps: 84,
      fuel: 9,
      fuelModel: "fake",
      fuelPerPoint: Float64Array.of(3, 3, 3),
    });
  });

  it("estimates calories from the gross O2 cost and the weight when none were submitted", () => {
    const a = activityOf({ startTime: START, metricTypes: ["heartrate"], data: [[120], [130]] });
    // 150 ml/kg × 80 kg = 12 L O2 × 5 kcal/L = 60 kcal
    expect(deriveActivity(a, { weightKg: 80, ageYears: 40 }).calories).toBe(60);
  });

  it("leaves calories, steps and distance absent when they cannot be known", () => {
    const a = activityOf({ startTime: START, metricTypes: ["heartrate"], data: [[120]] });
    for (const profile of [undefined, {}, { weightKg: 0 }, { weightKg: Number.NaN }, { ageYears: 30 }]) {
      const d = deriveActivity(a, profile);
      expect(d).not.toHaveProperty("calories");
      expect(d).not.toHaveProperty("steps");
      expect(d).not.toHaveProperty("distanceKm");
    }
  });

  it("uses the submitted duration but fuel from the samples", () => {
    const a = activityOf({ startTime: START, metricTypes: ["heartrate"], data: [[120], [121]], duration: 600_000 });
    const d = deriveActivity(a);
    expect(d.durationMs).toBe(600_000);
    expect(d.fuelPerPoint).toHaveLength(2);
  });

  it("stores the FUEL series as a Float64Array of one value per point", () => {
    const a = activityOf({ startTime: START, metricTypes: ["heartrate"], data: [[120], [121], [122]] });
    const d = deriveActivity(a);
    expect(d.fuelPerPoint).toBeInstanceOf(Float64Array);
    expect(Array.from(d.fuelPerPoint)).toEqual([3, 3, 3]);
  });
});
