// The activity type selects the fuel algorithm: every option of spec 2.8 (read from METRIC_OPTIONS) is served by
// a real model of the type's family, with the documented precedence.
import { describe, expect, it } from "vitest";
import { calculateFuel } from "../../src/fuel/calculateFuel.js";
import { FUEL_CALCULATORS } from "../../src/fuel/fuelCalculators.js";
import type { FuelModelName } from "../../src/fuel/fuelModel.js";
import { ACTIVITY_TYPES, type ActivityFamily, type ActivityTypeName } from "../../src/registry/activityTypes.js";
import { METRIC_OPTIONS, optionGroupOf } from "../../src/registry/metricOptions.js";
import type { SubmittableMetricTypeName } from "../../src/registry/metricTypes.js";
import { activity } from "./fuelTestKit.js";

/** A moving value for each column: 12 km/h, 2 % grade, 150 bpm, 180 W, 0.25 kcal per 10 s, 5 fuel. */
function movingRows(columns: readonly SubmittableMetricTypeName[], n = 30): number[][] {
  return Array.from({ length: n }, (_, i) =>
    columns.map((c) => {
      switch (c) {
        case "distance":
          return ((i + 1) * 12 * 10) / 3600;
        case "speed":
          return 12;
        case "grade":
          return 2;
        case "heartrate":
          return 150;
        case "watts":
          return 180;
        case "calories":
          return 0.25;
        case "fuel":
          return 5;
        default:
          return 0;
      }
    }),
  );
}

const profile = { weightKg: 70, ageYears: 35 };
const STATIONARY = new Set<string>(["SPINNING", "STATIONARY_BIKING"]);

/** The model the documentation promises for an exact option (docs/fuel.md "Precedence"). */
function expectedModel(type: ActivityTypeName, family: ActivityFamily, option: readonly string[]): FuelModelName {
  const has = (c: string) => option.includes(c);
  if (family === "RUN" && (has("distance") || has("speed"))) return "gait-running";
  if (family === "WALK" && (has("distance") || has("speed"))) return "gait-walking";
  if (family === "CYCLE" && has("watts")) return "cycling-power";
  if (family === "CYCLE" && !STATIONARY.has(type) && (has("distance") || has("speed"))) return "cycling-speed";
  if (has("calories") && has("weight")) return "calories-weight";
  if (has("heartrate") && has("age")) return "heart-rate-reserve";
  return "compendium-met";
}

describe("FUEL_CALCULATORS", () => {
  it("has one chain per family, each starting with submitted fuel and ending with the Compendium fallback", () => {
    for (const family of ["RUN", "WALK", "CYCLE", "OTHER"] as const) {
      const names = FUEL_CALCULATORS[family].map((m) => m.name);
      expect(names[0]).toBe("submitted");
      expect(names[names.length - 1]).toBe("compendium-met");
    }
    expect(FUEL_CALCULATORS.CYCLE.map((m) => m.name)).toEqual([
      "submitted",
      "cycling-power",
      "cycling-speed",
      "calories-weight",
      "heart-rate-reserve",
      "compendium-met",
    ]);
    expect(FUEL_CALCULATORS.OTHER.map((m) => m.name)).toEqual([
      "submitted",
      "calories-weight",
      "heart-rate-reserve",
      "compendium-met",
    ]);
  });

  it("serves every option of every activity type with the documented model, never the MET fallback", () => {
    let checked = 0;
    for (const type of ACTIVITY_TYPES) {
      for (const option of METRIC_OPTIONS[optionGroupOf(type.name)]) {
        const columns = option.metricTypes.filter((c): c is SubmittableMetricTypeName => c !== "weight" && c !== "age");
        const r = calculateFuel(activity(type.name, columns, movingRows(columns)), profile);
        expect(r.model, `${type.name} option ${option.number}`).toBe(expectedModel(type.name, type.family, option.metricTypes));
        expect(r.model).not.toBe("compendium-met");
        expect(r.fuel, `${type.name} option ${option.number}`).toBeGreaterThan(0);
        checked++;
      }
    }
    expect(checked).toBe(4 * 1 + 3 * 2 + 2 * (ACTIVITY_TYPES.length - 3));
  });

  it("uses more columns than the type's own options when its family can (HIKING with distance + speed + grade)", () => {
    const cols = ["distance", "speed", "grade", "calories"] as const;
    expect(calculateFuel(activity("HIKING", cols, movingRows([...cols])), profile).model).toBe("gait-walking");
    expect(calculateFuel(activity("MOUNTAIN_BIKING", ["distance", "speed"], movingRows(["distance", "speed"]))).model).toBe(
      "cycling-speed",
    );
    expect(calculateFuel(activity("STATIONARY_BIKING", ["watts"], movingRows(["watts"]))).model).toBe("cycling-power");
  });

  it("takes submitted fuel as the fuel whatever else is present", () => {
    for (const type of ["RUN", "CYCLE", "HIKING", "ALL_DAY", "YOGA"] as const) {
      const cols = ["distance", "speed", "grade", "heartrate", "watts", "calories", "fuel"] as const;
      const r = calculateFuel(activity(type, cols, movingRows([...cols], 12)), profile);
      expect(r.model).toBe("submitted");
      expect(r.fuel).toBe(12 * 5);
      expect(r.perPoint).toEqual(new Array(12).fill(5));
      expect(r.netO2MlPerKg).toBeCloseTo(60 / 1.3, 9);
    }
  });

  it("prefers calories + weight over heart rate, and falls back to the type's MET without weight and age", () => {
    const cols = ["calories", "heartrate"] as const;
    const rows = movingRows([...cols]);
    expect(calculateFuel(activity("TENNIS", cols, rows), profile).model).toBe("calories-weight");
    expect(calculateFuel(activity("TENNIS", cols, rows), { ageYears: 35 }).model).toBe("heart-rate-reserve");
    expect(calculateFuel(activity("TENNIS", cols, rows), { weightKg: 0, ageYears: Number.NaN }).model).toBe("compendium-met");
    expect(calculateFuel(activity("TENNIS", cols, rows)).model).toBe("compendium-met");
  });
});

describe("the chain of each activity type", () => {
  it("exists for each of the 84 activity types (its family's) and ends with the Compendium MET fallback", () => {
    expect(ACTIVITY_TYPES).toHaveLength(84);
    for (const type of ACTIVITY_TYPES) expect(FUEL_CALCULATORS[type.family]?.at(-1)?.name).toBe("compendium-met");
  });
});
