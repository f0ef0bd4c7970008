// The science functions against published or independently derived numbers.
import * as fc from "fast-check";
import { describe, expect, it } from "vitest";
import { acsmLegCyclingNetO2 } from "../../src/fuel/acsmLegCycling.js";
import { caloriesWeightNetO2 } from "../../src/fuel/caloriesWeight.js";
import { compendiumMetNetO2 } from "../../src/fuel/compendiumMet.js";
import { cyclingPowerFromSpeed } from "./cyclingPowerFromSpeed.js";
import { gaitLevelCost } from "../../src/fuel/gaitLevelCost.js";
import { heartRateParameters, heartRateReserveNetVo2 } from "../../src/fuel/heartRateReserve.js";
import { minettiGradeCost } from "../../src/fuel/minettiGradeCost.js";
import { minettiCost } from "./minettiCost.js";
import { OFF_ROAD_CYCLING, ROAD_CYCLING } from "../../src/fuel/fuelConstants.js";

describe("gait level cost (Compendium walking codes → ACSM running)", () => {
  it("equals (MET − 1) × 3.5 / speed at the Compendium anchors and 0.2 from 5 mph", () => {
    const mph = 26.8224;
    expect(gaitLevelCost(2.5 * mph)).toBeCloseTo((2 * 3.5) / (2.5 * mph), 12);
    expect(gaitLevelCost(3.5 * mph)).toBeCloseTo((3.3 * 3.5) / (3.5 * mph), 12);
    expect(gaitLevelCost(4.0 * mph)).toBeCloseTo((4 * 3.5) / (4 * mph), 12);
    expect(gaitLevelCost(4.5 * mph)).toBeCloseTo((6 * 3.5) / (4.5 * mph), 12);
    expect(gaitLevelCost(5 * mph)).toBe(0.2);
    expect(gaitLevelCost(400)).toBe(0.2);
    expect(gaitLevelCost(0)).toBeCloseTo(7 / 67.056, 12);
    expect(gaitLevelCost(Number.NaN)).toBeCloseTo(7 / 67.056, 12);
    // half-way between 3.0 and 3.5 mph: the mean of the two anchor costs
    expect(gaitLevelCost(3.25 * mph)).toBeCloseTo(((2.5 * 3.5) / (3 * mph) + (3.3 * 3.5) / (3.5 * mph)) / 2, 12);
  });

  it("is non-decreasing in speed", () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 500, noNaN: true }), fc.double({ min: 0, max: 500, noNaN: true }), (a, b) => {
        const [lo, hi] = a < b ? [a, b] : [b, a];
        expect(gaitLevelCost(hi)).toBeGreaterThanOrEqual(gaitLevelCost(lo));
      }),
    );
  });
});

describe("Minetti et al. 2002", () => {
  it("reproduces the measured running costs within 5 % (3.40 level is fit as 3.6; 18.93 at +45 %; 1.73 at −20 %)", () => {
    expect(minettiCost("running", 0)).toBe(3.6);
    expect(minettiCost("walking", 0)).toBe(2.5);
    expect(minettiCost("running", 0.45) / 18.93).toBeCloseTo(1, 1);
    expect(Math.abs(minettiCost("running", -0.2) / 1.73 - 1)).toBeLessThan(0.05);
  });

  it("at +45 % the cost corresponds to a muscular efficiency of 20–30 % for the vertical work (Margaria ≈ 25 %)", () => {
    for (const gait of ["walking", "running"] as const) {
      const efficiency = (9.80665 * 0.45) / minettiCost(gait, 0.45);
      expect(efficiency).toBeGreaterThan(0.2);
      expect(efficiency).toBeLessThan(0.3);
    }
  });

  it("the grade term is 0 on the level, clamps beyond ±45 %, increases from −10 % to +45 % and never outweighs the level cost", () => {
    expect(minettiGradeCost("running", 0)).toBe(0);
    expect(minettiGradeCost("walking", 0.9)).toBe(minettiGradeCost("walking", 0.45));
    expect(minettiGradeCost("running", -2)).toBe(minettiGradeCost("running", -0.45));
    fc.assert(
      fc.property(
        fc.constantFrom("walking" as const, "running" as const),
        fc.double({ min: -0.1, max: 0.45, noNaN: true }),
        fc.double({ min: -0.1, max: 0.45, noNaN: true }),
        fc.double({ min: -1, max: 1, noNaN: true }),
        (gait, a, b, any) => {
          const [lo, hi] = a < b ? [a, b] : [b, a];
          expect(minettiGradeCost(gait, hi)).toBeGreaterThanOrEqual(minettiGradeCost(gait, lo));
          expect(gaitLevelCost(0) + minettiGradeCost(gait, any)).toBeGreaterThan(0);
        },
      ),
    );
  });
});

describe("cycling physics (Martin et al. 1998)", () => {
  // energy-science.md §4.1 examples: 75 kg rider + 9 kg bike = 84 kg (here 70 kg reference + 14 kg), CdA 0.32,
  // Crr 0.005, η 0.98, still air: 25 km/h 96 W, 30 km/h 151 W, 35 km/h 225 W, 15 km/h at 5 % 207 W, 12 km/h at 8 % 245 W.
  const physics84 = { ...ROAD_CYCLING, bikeMassKg: 14 };
  const cases: readonly [kmh: number, grade: number, watts: number][] = [
    [25, 0, 96],
    [30, 0, 151],
    [35, 0, 225],
    [15, 0.05, 207],
    [12, 0.08, 245],
  ];
  for (const [kmh, grade, watts] of cases) {
    it(`${kmh} km/h at ${grade * 100} % needs ${watts} W ± 1 %`, () => {
      expect(Math.abs(cyclingPowerFromSpeed(physics84, kmh / 3.6, grade) / watts - 1)).toBeLessThan(0.01);
    });
  }

  it("needs no power when coasting down a steep hill or standing, and more off-road", () => {
    expect(cyclingPowerFromSpeed(ROAD_CYCLING, 30 / 3.6, -0.08)).toBe(0);
    expect(cyclingPowerFromSpeed(ROAD_CYCLING, 0, 0.1)).toBe(0);
    expect(cyclingPowerFromSpeed(OFF_ROAD_CYCLING, 15 / 3.6, 0)).toBeGreaterThan(cyclingPowerFromSpeed(ROAD_CYCLING, 15 / 3.6, 0));
  });
});

describe("ACSM leg cycling", () => {
  it("100 W for 1 min: 3.5 + 1.8 × 611.8 kg·m/min / 70 kg ml/kg; delta efficiency ≈ 26 %", () => {
    const workRate = (100 * 60) / 9.80665; // kg·m per min
    expect(acsmLegCyclingNetO2(100 * 60, 1)).toBeCloseTo(3.5 + (1.8 * workRate) / 70, 9);
    const extraO2PerW = (acsmLegCyclingNetO2(200 * 60, 1) - acsmLegCyclingNetO2(100 * 60, 1)) * 70 / 100; // ml per W·min
    const efficiency = 60 / (extraO2PerW * 20.92);
    expect(efficiency).toBeGreaterThan(0.25);
    expect(efficiency).toBeLessThan(0.27);
  });

  it("ramps the unloaded-pedalling cost in below 50 W: 25 W pays half of it, 0 W nothing", () => {
    expect(acsmLegCyclingNetO2(0, 1)).toBe(0);
    expect(acsmLegCyclingNetO2(25 * 60, 1)).toBeCloseTo(1.75 + (1.8 * (25 * 60)) / 9.80665 / 70, 9);
  });
});

describe("heart rate reserve", () => {
  it("age 35 without profile values: HRmax 183.5, HRrest 70, VO2max 3.5 × (16.35 − 4.9)", () => {
    const p = heartRateParameters(35);
    expect(p.maxBpm).toBeCloseTo(183.5, 12);
    expect(p.restingBpm).toBe(70);
    expect(p.netVo2ReserveMlPerKgMin).toBeCloseTo(3.5 * (16.35 - 4.9) - 3.5, 12);
    // energy-science §5.4 example: HR 150 with HRrest 65 → %HRR = 85 / 118.5 = 0.717
    const q = heartRateParameters(35, 65);
    expect(heartRateReserveNetVo2(q, 150)).toBeCloseTo((85 / 118.5) * (3.5 * 11.45 - 3.5), 9);
  });

  it("clamps age to 20–80, ignores a profile pair with less than 20 bpm of reserve, caps %HRR at 1", () => {
    expect(heartRateParameters(8)).toEqual(heartRateParameters(20));
    expect(heartRateParameters(101)).toEqual(heartRateParameters(80));
    expect(heartRateParameters(40, 100, 110)).toEqual(heartRateParameters(40));
    const p = heartRateParameters(40, 60, 190);
    expect(heartRateReserveNetVo2(p, 230)).toBe(p.netVo2ReserveMlPerKgMin);
    expect(heartRateReserveNetVo2(p, 89)).toBe(0);
    expect(heartRateReserveNetVo2(heartRateParameters(40, 95), 94)).toBe(0);
  });
});

describe("calories + weight and the MET fallback", () => {
  it("200 ml O2 per kcal per kg minus rest", () => {
    expect(caloriesWeightNetO2(1, 70, 1 / 6)).toBeCloseTo(200 / 70 - 3.5 / 6, 12);
    expect(caloriesWeightNetO2(0.01, 70, 1 / 6)).toBe(0);
  });

  it("(MET − 1) × 3.5 per minute, nothing at 1 MET", () => {
    expect(compendiumMetNetO2(7.3, 2)).toBeCloseTo(6.3 * 3.5 * 2, 12);
    expect(compendiumMetNetO2(1, 5)).toBe(0);
  });
});
