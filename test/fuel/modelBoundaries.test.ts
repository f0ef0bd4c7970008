// Boundaries of each fuel model, written from the formulas of docs/fuel.md and the constants (mutation testing,
// issue 13: each case kills mutants that the calibration and property tests left alive).
import * as fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ACSM_CYCLING_MIN_POWER_W, ACSM_UNLOADED_PEDALLING_ML_PER_KG_MIN, FUEL_PER_ML_O2_PER_KG, J_PER_ML_O2, MAX_ABS_GRADE, MAX_NET_VO2_ML_PER_KG_MIN, MINETTI_RUNNING_J_PER_KG_M, MINETTI_WALKING_J_PER_KG_M, ML_O2_PER_J_CYCLING, OFF_ROAD_CYCLING, REFERENCE_BODY_MASS_KG, RESTING_VO2_ML_PER_KG_MIN, ROAD_CYCLING, STANDARD_GRAVITY_M_PER_S2 } from "../../src/fuel/fuelConstants.js";
import { acsmLegCyclingNetO2 } from "../../src/fuel/acsmLegCycling.js";
import { calculateFuel } from "../../src/fuel/calculateFuel.js";
import { clampGrade, minettiGradeCost } from "../../src/fuel/minettiGradeCost.js";
import { compendiumMetModel, compendiumMetNetO2 } from "../../src/fuel/compendiumMet.js";
import { cyclingResistanceN } from "../../src/fuel/cyclingResistanceN.js";
import { cyclingPowerFromSpeed } from "./cyclingPowerFromSpeed.js";
import { cyclingSpeedModel, cyclingSpeedNetO2 } from "../../src/fuel/cyclingSpeedModel.js";
import { fuelInput, type FuelInput } from "../../src/fuel/fuelInput.js";
import { gaitModel, gaitNetO2 } from "../../src/fuel/gaitModel.js";
import { gaitLevelCost } from "../../src/fuel/gaitLevelCost.js";
import { heartRateParameters, heartRateReserveNetVo2 } from "../../src/fuel/heartRateReserve.js";
import { roundPerPoint } from "../../src/fuel/roundPerPoint.js";
import type { SubmittedActivity } from "../../src/model/submittedActivity.js";
import { largestRemainder } from "./fuelTestKit.js";

const activity = (activityType: string, metricTypes: string[], data: number[][]): SubmittedActivity =>
  ({
    activityType,
    deviceType: "WATCH",
    startTime: Date.UTC(2024, 0, 1),
    timeZoneName: "UTC",
    metrics: { intervalUnit: "sec", intervalValue: 10, metricTypes, data },
  }) as SubmittedActivity;

describe("ACSM leg cycling", () => {
  it("is 0 for no work, negative work, no time or NaN", () => {
    for (const [work, minutes] of [[0, 1], [-100, 1], [100, 0], [100, -1], [Number.NaN, 1], [100, Number.NaN]] as const) {
      expect(acsmLegCyclingNetO2(work, minutes)).toBe(0);
    }
  });
  it("adds unloaded pedalling in proportion to power below 50 W, all of it above", () => {
    const minutes = 2;
    const light = 25 * 60 * minutes; // 25 W for 2 min
    const share = light / (minutes * 60 * ACSM_CYCLING_MIN_POWER_W);
    expect(acsmLegCyclingNetO2(light, minutes)).toBeCloseTo(ACSM_UNLOADED_PEDALLING_ML_PER_KG_MIN * minutes * share + (ML_O2_PER_J_CYCLING * light) / REFERENCE_BODY_MASS_KG, 10);
    const hard = 200 * 60 * minutes;
    expect(acsmLegCyclingNetO2(hard, minutes)).toBeCloseTo(ACSM_UNLOADED_PEDALLING_ML_PER_KG_MIN * minutes + (ML_O2_PER_J_CYCLING * hard) / REFERENCE_BODY_MASS_KG, 10);
  });
});

describe("Compendium MET", () => {
  it("is (MET − 1) × 3.5 × minutes above 1 MET and 0 at or below", () => {
    expect(compendiumMetNetO2(3, 2)).toBeCloseTo(2 * RESTING_VO2_ML_PER_KG_MIN * 2, 12);
    expect(compendiumMetNetO2(0.5, 2)).toBe(0);
  });
  it("applies to every activity (the last model of every chain)", () => {
    expect(compendiumMetModel.applies(fuelInput(activity("GOLF", ["steps"], [[1]])))).toBe(true);
  });
});

describe("cycling physics", () => {
  it("resistance on a 10 % grade resolves weight along and across the slope", () => {
    const grade = 0.1;
    const cos = 1 / Math.sqrt(1 + grade * grade);
    const sin = grade * cos;
    const weight = (REFERENCE_BODY_MASS_KG + ROAD_CYCLING.bikeMassKg) * STANDARD_GRAVITY_M_PER_S2;
    const v = 8;
    const expected = weight * (sin + ROAD_CYCLING.crr * cos) + 0.5 * ROAD_CYCLING.airDensityKgPerM3 * ROAD_CYCLING.cdaM2 * v * v;
    expect(cyclingResistanceN(ROAD_CYCLING, v, grade)).toBeCloseTo(expected, 9);
    expect(cyclingPowerFromSpeed(ROAD_CYCLING, v, grade)).toBeCloseTo((expected * v) / ROAD_CYCLING.drivetrainEfficiency, 9);
  });
  it("needs no power downhill when gravity exceeds resistance, nor standing still", () => {
    expect(cyclingResistanceN(ROAD_CYCLING, 2, -0.2)).toBeLessThan(0);
    expect(cyclingPowerFromSpeed(ROAD_CYCLING, 2, -0.2)).toBe(0);
    expect(cyclingPowerFromSpeed(ROAD_CYCLING, 0, 0.05)).toBe(0);
  });
  it("speed model: work over the distance through ACSM, 0 without distance", () => {
    const force = cyclingResistanceN(OFF_ROAD_CYCLING, 300 / 60, 0.02);
    expect(cyclingSpeedNetO2(OFF_ROAD_CYCLING, 50, 300, 0.02, 1 / 6)).toBeCloseTo(acsmLegCyclingNetO2((force * 50) / OFF_ROAD_CYCLING.drivetrainEfficiency, 1 / 6), 12);
    expect(cyclingSpeedNetO2(ROAD_CYCLING, 0, 300, 0, 1 / 6)).toBe(0);
  });
  it("speed model applies to cycling types with distance or speed, and uses off-road physics for mountain biking", () => {
    const cases: [string, string[], boolean][] = [
      ["CYCLE", ["distance", "heartrate"], true],
      ["CYCLE", ["speed", "heartrate"], true],
      ["CYCLE", ["heartrate"], false],
      ["RUN", ["distance", "speed"], false],
    ];
    for (const [type, metrics, applies] of cases) {
      expect(cyclingSpeedModel.applies(fuelInput(activity(type, metrics, [metrics.map(() => 1)]))), `${type} ${metrics.join("+")}`).toBe(applies);
    }
    const data = [[0, 18], [0.05, 18], [0.1, 18]];
    const offRoad = new Float64Array(3);
    const road = new Float64Array(3);
    cyclingSpeedModel.perPoint(fuelInput(activity("MOUNTAIN_BIKING", ["distance", "speed"], data)), offRoad);
    cyclingSpeedModel.perPoint(fuelInput(activity("CYCLE", ["distance", "speed"], data)), road);
    const expectedOffRoad = cyclingSpeedNetO2(OFF_ROAD_CYCLING, 50, 300, 0, 1 / 6);
    expect(offRoad[0]).toBeCloseTo(expectedOffRoad, 12);
    expect(road[0]).toBeCloseTo(cyclingSpeedNetO2(ROAD_CYCLING, 50, 300, 0, 1 / 6), 12);
    expect(offRoad[0]).not.toBeCloseTo(road[0]!, 6);
  });
});

describe("gait", () => {
  it("costs level cost plus Minetti's grade cost per metre, 0 without distance", () => {
    expect(gaitNetO2("running", 100, 200, 0)).toBeCloseTo(gaitLevelCost(200) * 100, 12);
    expect(gaitNetO2("running", 100, 200, 0.1)).toBeCloseTo((gaitLevelCost(200) + minettiGradeCost("running", 0.1)) * 100, 12);
    expect(gaitNetO2("walking", 0, 80, 0.1)).toBe(0);
    expect(gaitNetO2("walking", -5, 80, 0.1)).toBe(0);
  });
  it("is named after its gait and gives net oxygen cost", () => {
    expect([gaitModel("running").name, gaitModel("walking").name]).toEqual(["gait-running", "gait-walking"]);
    expect([gaitModel("running").output, gaitModel("walking").output]).toEqual(["netO2", "netO2"]);
  });
  it("applies with distance or speed, not without", () => {
    const model = gaitModel("running");
    expect(model.applies(fuelInput(activity("RUN", ["distance", "heartrate"], [[0, 120]])))).toBe(true);
    expect(model.applies(fuelInput(activity("RUN", ["speed", "heartrate"], [[10, 120]])))).toBe(true);
    expect(model.applies(fuelInput(activity("RUN", ["heartrate", "calories"], [[120, 1]])))).toBe(false);
  });
  it("Minetti's grade cost is the polynomial without its level term, per gait, clamped to ±45 %", () => {
    const poly = (c: readonly number[], i: number) => ((((c[0]! * i + c[1]!) * i + c[2]!) * i + c[3]!) * i + c[4]!) * i;
    expect(minettiGradeCost("running", 0.1)).toBeCloseTo(poly(MINETTI_RUNNING_J_PER_KG_M, 0.1) / J_PER_ML_O2, 12);
    expect(minettiGradeCost("walking", 0.1)).toBeCloseTo(poly(MINETTI_WALKING_J_PER_KG_M, 0.1) / J_PER_ML_O2, 12);
    expect(minettiGradeCost("walking", 0.1)).not.toBeCloseTo(minettiGradeCost("running", 0.1), 6);
    expect(clampGrade(Number.NaN)).toBe(0);
    expect(clampGrade(0.1)).toBe(0.1);
    expect(clampGrade(-0.2)).toBe(-0.2);
    expect(clampGrade(0.9)).toBe(MAX_ABS_GRADE);
    expect(clampGrade(-0.9)).toBe(-MAX_ABS_GRADE);
  });
});

describe("heart-rate reserve", () => {
  it("keeps given resting and maximum rates 20 bpm apart, replaces them when closer", () => {
    expect(heartRateParameters(35, 70, 90)).toMatchObject({ restingBpm: 70, maxBpm: 90 });
    expect(heartRateParameters(35, 75, 90).maxBpm).toBeCloseTo(208 - 0.7 * 35, 12);
  });
  it("earns from the floor rate on, in proportion to the reserve, capped at VO2max", () => {
    const p = heartRateParameters(40);
    expect(p.floorBpm).toBe(90);
    const atFloor = ((90 - p.restingBpm) / (p.maxBpm - p.restingBpm)) * p.netVo2ReserveMlPerKgMin;
    expect(atFloor).toBeGreaterThan(0);
    expect(heartRateReserveNetVo2(p, 90)).toBeCloseTo(atFloor, 12);
    expect(heartRateReserveNetVo2(p, 89.9)).toBe(0);
    expect(heartRateReserveNetVo2(p, 250)).toBeCloseTo(p.netVo2ReserveMlPerKgMin, 12);
  });
});

describe("calculateFuel", () => {
  it("caps each interval at VO2max − rest (96.5 ml/kg/min)", () => {
    const result = calculateFuel(activity("CYCLE", ["distance", "watts"], [[0, 2000], [0.1, 2000], [0.2, 2000]]));
    const cap = MAX_NET_VO2_ML_PER_KG_MIN / 6;
    expect(result.model).toBe("cycling-power");
    expect(result.netO2MlPerKg).toBeCloseTo(3 * cap, 9);
    expect(result.fuel).toBe(Math.round(3 * cap * FUEL_PER_ML_O2_PER_KG));
  });
});

describe("roundPerPoint with a given total", () => {
  it("matches the reference for fractions spread over many buckets and ties", () => {
    const value = fc.tuple(fc.integer({ min: 0, max: 5 }), fc.constantFrom(0, 0.0004, 0.1, 0.5, 0.5, 0.9, 0.9996, 0.25)).map(([i, f]) => i + f);
    fc.assert(
      fc.property(fc.array(value, { maxLength: 60 }), fc.integer({ min: -3, max: 70 }), (values, extra) => {
        const floors = values.reduce((a, v) => a + Math.floor(v), 0);
        const total = floors + extra;
        expect(roundPerPoint(values, total, new Array<number>(values.length))).toEqual(largestRemainder(values, total));
      }),
      { numRuns: 500 },
    );
  });
});
