import { describe, expect, it } from "vitest";
import { ACTIVITY_TYPES, activityTypesOfFamily, type ActivityFamily } from "../../src/registry/activityTypes.js";
import { completesAnOption, METRIC_OPTIONS, satisfiedOptions } from "../../src/registry/metricOptions.js";

describe("activityTypesOfFamily", () => {
  const FAMILIES: ActivityFamily[] = ["RUN", "WALK", "CYCLE", "OTHER"];

  it("partitions the 84 types by family, in registry order", () => {
    expect(activityTypesOfFamily("RUN")).toEqual(["RUN"]);
    expect(activityTypesOfFamily("WALK")).toEqual(["DOG_WALKING", "HIKING", "WALK"]);
    expect(activityTypesOfFamily("OTHER")).toContain("ALL_DAY");
    const all = FAMILIES.flatMap((family) => activityTypesOfFamily(family));
    expect(all).toHaveLength(84);
    expect(new Set(all).size).toBe(84);
    for (const family of FAMILIES) {
      expect(activityTypesOfFamily(family)).toEqual(ACTIVITY_TYPES.filter((t) => t.family === family).map((t) => t.name));
    }
  });

  it("returns the same frozen array on every call; a non-family gives none", () => {
    expect(activityTypesOfFamily("CYCLE")).toBe(activityTypesOfFamily("CYCLE"));
    expect(Object.isFrozen(activityTypesOfFamily("CYCLE"))).toBe(true);
    expect(activityTypesOfFamily("SWIM" as ActivityFamily)).toEqual([]);
  });
});

describe("completesAnOption", () => {
  it("agrees with satisfiedOptions on every mask of the option-relevant metric types, for each row of spec 2.8", () => {
    const relevant = Object.values(METRIC_OPTIONS)
      .flat()
      .reduce((mask, option) => mask | option.mask, 0);
    const bits = [...Array(31).keys()].map((i) => 1 << i).filter((bit) => (relevant & bit) !== 0);
    for (const type of ["CYCLE", "RUN", "WALK", "GOLF", "ALL_DAY"]) {
      for (let subset = 0; subset < 1 << bits.length; subset++) {
        const mask = bits.reduce((m, bit, i) => ((subset >> i) & 1 ? m | bit : m), 0);
        expect(completesAnOption(type, mask)).toBe(satisfiedOptions(type, mask).length > 0);
      }
    }
    expect(completesAnOption("RUN", 0)).toBe(false);
  });
});
