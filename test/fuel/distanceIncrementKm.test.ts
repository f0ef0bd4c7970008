import * as fc from "fast-check";
import { toValidatedActivity } from "../../src/model/columnsFromRows.js";
import { describe, expect, it } from "vitest";
import { deriveActivity } from "../../src/derive/deriveActivity.js";
import { intervalSeries, readSeries } from "../../src/derive/intervalSeries.js";
import { distanceIncrementKm } from "../../src/fuel/distanceIncrementKm.js";
import { emptyMovement, readMovement } from "../../src/fuel/intervalMovement.js";
import { fuelInput } from "../../src/fuel/fuelInput.js";
import type { StoredActivity } from "../../src/model/storedActivity.js";
import type { SubmittedActivity } from "../../src/model/submittedActivity.js";

describe("distanceIncrementKm", () => {
  it("is d_i − d_(i−1) with d_(−1) = 0, a decrease counting as 0 (by hand)", () => {
    // columns: heart rate, cumulative km
    const rows = [[120, 0.5], [121, 0.75], [122, 0.7], [123, 1.25]];
    expect([0, 1, 2].map((i) => distanceIncrementKm(rows, 1, i))).toEqual([0.5, 0.25, 0]);
    expect(distanceIncrementKm(rows, 1, 3)).toBeCloseTo(0.55, 12);
    expect(distanceIncrementKm([[Number.NaN]], 0, 0)).toBe(0);
  });

  it("sums to the last value of a never-decreasing column (property)", () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: 0, max: 5, noNaN: true }), { minLength: 1, maxLength: 50 }), (steps) => {
        let d = 0;
        const rows = steps.map((step) => [(d += step)]);
        let sum = 0;
        for (let i = 0; i < rows.length; i++) sum += distanceIncrementKm(rows, 0, i);
        expect(sum).toBeCloseTo(d, 9);
      }),
      { numRuns: 100 },
    );
  });

  it("gives the fuel models and the daily series the same interval distances", () => {
    const data = [[0.02, 120], [0.05, 121], [0.05, 122], [0.09, 123]];
    const activity: SubmittedActivity = {
      activityType: "RUN",
      deviceType: "WATCH",
      startTime: Date.UTC(2024, 0, 1),
      timeZoneName: "UTC",
      metrics: { intervalUnit: "sec", intervalValue: 10, metricTypes: ["distance", "heartrate"], data },
    };
    const stored: StoredActivity = {
      activityId: "a",
      userId: "u",
      activity: toValidatedActivity(activity),
      derived: deriveActivity(activity),
      status: "COMPLETE",
      tags: [],
      receivedAtMs: Date.UTC(2024, 0, 2),
    };
    const input = fuelInput(activity);
    const metres = data.map((_, i) => readMovement(input, i, emptyMovement()).distanceM);
    const km = [...readSeries(intervalSeries(stored), "distanceKm", 0, 3)!];
    // by hand: 20 m, 30 m, 0 m, 40 m
    [20, 30, 0, 40].forEach((m, i) => {
      expect(metres[i]).toBeCloseTo(m, 9);
      expect(km[i]! * 1000).toBeCloseTo(m, 9);
    });
  });
});
