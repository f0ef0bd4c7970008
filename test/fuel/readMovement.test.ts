// readMovement by hand : the distance, speed and grade each fuel model reads for interval i.
import { describe, expect, it } from "vitest";
import { emptyMovement, readMovement } from "../../src/fuel/intervalMovement.js";
import { fuelInput } from "../../src/fuel/fuelInput.js";
import type { SubmittedActivity } from "../../src/model/submittedActivity.js";

const activity = (metricTypes: string[], data: number[][], intervalValue = 10): SubmittedActivity =>
  ({
    activityType: "RUN",
    deviceType: "WATCH",
    startTime: Date.UTC(2024, 0, 1),
    timeZoneName: "UTC",
    metrics: { intervalUnit: "sec", intervalValue, metricTypes, data },
  }) as SubmittedActivity;

const movement = (metricTypes: string[], data: number[][], i: number, intervalValue = 10) =>
  ({ ...readMovement(fuelInput(activity(metricTypes, data, intervalValue)), i, emptyMovement()) });

describe("readMovement", () => {
  it("reads speed from the speed column in m/min, distance from the next cumulative value", () => {
    const m = movement(["distance", "speed"], [[0, 12], [0.04, 12], [0.07, 12]], 0);
    expect(m.distanceM).toBeCloseTo(40, 9);
    expect(m.speedMPerMin).toBeCloseTo(200, 9);
    expect(m.gradeFraction).toBe(0);
  });
  it("derives speed from the distance when there is no speed column", () => {
    const m = movement(["distance", "heartrate"], [[0, 120], [0.05, 120], [0.1, 120]], 1, 5);
    expect(m.distanceM).toBeCloseTo(50, 9);
    expect(m.speedMPerMin).toBeCloseTo(50 / (5 / 60), 9);
  });
  it("derives the distance from speed when there is no distance column", () => {
    const m = movement(["speed", "heartrate"], [[18, 120], [18, 120]], 0);
    expect(m.distanceM).toBeCloseTo((18 * 1000) / 60 / 6, 9);
    expect(m.speedMPerMin).toBeCloseTo(300, 9);
  });
  it("reads grade in percent from the grade column", () => {
    expect(movement(["distance", "speed", "grade"], [[0, 12, 5], [0.04, 12, -3]], 1).gradeFraction).toBeCloseTo(-0.03, 12);
  });
  it("derives grade from elevation over the interval's distance, the last interval from the one before", () => {
    const data = [[0, 12, 100], [0.04, 12, 102], [0.08, 12, 101]];
    expect(movement(["distance", "speed", "elevation"], data, 0).gradeFraction).toBeCloseTo(2 / 40, 12);
    expect(movement(["distance", "speed", "elevation"], data, 1).gradeFraction).toBeCloseTo(-1 / 40, 12);
    expect(movement(["distance", "speed", "elevation"], data, 2).gradeFraction).toBeCloseTo(-1 / 40, 12);
  });
  it("starts from a movement of zeros, and reads none without a distance or speed column", () => {
    expect(emptyMovement()).toEqual({ distanceM: 0, speedMPerMin: 0, gradeFraction: 0 });
    expect(movement(["heartrate", "elevation"], [[120, 100], [120, 110]], 0)).toEqual({ distanceM: 0, speedMPerMin: 0, gradeFraction: 0 });
  });
  it("has no grade from elevation for one point, or over no distance", () => {
    expect(movement(["distance", "speed", "elevation"], [[0, 12, 100]], 0).gradeFraction).toBe(0);
    expect(movement(["distance", "heartrate", "elevation"], [[0, 120, 100], [0, 120, 110], [0, 120, 120]], 0).gradeFraction).toBe(0);
  });
});
