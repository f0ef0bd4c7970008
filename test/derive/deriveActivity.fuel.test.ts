// deriveActivity with the real fuel models: only what any correct model must satisfy is asserted here.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { buildActivityDetail } from "../../src/derive/buildActivityDetail.js";
import { deriveActivity } from "../../src/derive/deriveActivity.js";
import { metricColumn } from "../../src/derive/metricColumn.js";
import { toValidatedActivity } from "../../src/model/columnsFromRows.js";
import { activityOf, storedOf } from "./storedFixture.js";

const START = Date.UTC(2024, 5, 1, 7);

describe("deriveActivity with calculateFuel", () => {
  it("has integer per-point fuel summing to the fuel, and a FUEL series that sums to the summary", () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.double({ min: 0, max: 25, noNaN: true }), fc.integer({ min: 60, max: 190 })), { minLength: 1, maxLength: 50 }),
        (rows) => {
          // distance at each point's start; interval i gains speed_i × 10 s 
          let distance = 0;
          let lastSubmitted = 0;
          const data = rows.map(([speed, hr]) => {
            const row = [distance, speed, hr];
            lastSubmitted = distance;
            distance += (speed * 10) / 3600;
            return row;
          });
          const activity = activityOf({ startTime: START, activityType: "RUN", intervalValue: 10, metricTypes: ["distance", "speed", "heartrate"], data });
          const d = deriveActivity(activity, { weightKg: 70, ageYears: 35 });
          expect(d.fuelPerPoint).toHaveLength(rows.length);
          for (const f of Array.from(d.fuelPerPoint)) expect(Number.isInteger(f) && f >= 0).toBe(true);
          expect(Array.from(d.fuelPerPoint).reduce((a, b) => a + b, 0)).toBe(d.fuel);
          expect(d.durationMs).toBe(rows.length * 10_000);
          expect(d.distanceKm).toBe(lastSubmitted); // the device's total, not extrapolated
          const detail = buildActivityDetail(storedOf("r", activity, {}, { weightKg: 70, ageYears: 35 }));
          const series = detail.metrics.find((m) => m.metricType === "FUEL")!;
          expect(series.values.map(Number).reduce((a, b) => a + b, 0)).toBe(Number(detail.metricSummary.fuel));
        },
      ),
      { numRuns: 50 },
    );
  });

  it("keeps submitted fuel as the FUEL series", () => {
    const activity = activityOf({ startTime: START, metricTypes: ["fuel", "heartrate"], data: [[4, 100], [0, 101], [9, 120]] });
    const d = deriveActivity(activity);
    expect(Array.from(d.fuelPerPoint)).toEqual([4, 0, 9]);
    expect(d.fuel).toBe(13);
  });

  it("estimates gross calories when the profile has a weight: more than the net cost alone", () => {
    const activity = activityOf({ startTime: START, activityType: "RUN", intervalValue: 10, metricTypes: ["distance", "speed"], data: [[0, 10.8], [0.03, 10.8], [0.06, 10.8]] });
    const withWeight = deriveActivity(activity, { weightKg: 70 });
    expect(withWeight.calories).toBeGreaterThan(0);
    expect(deriveActivity(activity)).not.toHaveProperty("calories");
    // the resting part alone: 3.5 ml/kg/min × 0.5 min × 70 kg / 1000 × 5 kcal/L
    expect(withWeight.calories).toBeGreaterThan(3.5 * 0.5 * 70 / 1000 * 5);
  });

  it("keeps a submitted fuel column of whole numbers as the FUEL series itself, and rounds any other", () => {
    const whole = toValidatedActivity(activityOf({ startTime: START, metricTypes: ["heartrate", "fuel"], data: [[120, 2], [121, 0], [122, 5]] }));
    const d = deriveActivity(whole);
    expect(d.fuelPerPoint).toBe(metricColumn(whole.metrics, "fuel"));
    expect([d.fuel, d.fuelModel]).toEqual([7, "submitted"]);
    const fractional = toValidatedActivity(activityOf({ startTime: START, metricTypes: ["fuel"], data: [[2.5], [0], [4.5]] }));
    const rounded = deriveActivity(fractional);
    expect(rounded.fuelPerPoint).not.toBe(metricColumn(fractional.metrics, "fuel"));
    expect(Array.from(rounded.fuelPerPoint)).toEqual([3, 0, 4]);
    // −0 is not the 0 the rounding gives: that column is copied
    const negativeZero = toValidatedActivity(activityOf({ startTime: START, metricTypes: ["fuel"], data: [[-0], [1]] }));
    expect(Object.is(deriveActivity(negativeZero).fuelPerPoint[0], 0)).toBe(true);
  });
});
