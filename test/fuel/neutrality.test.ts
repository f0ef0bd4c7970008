// Body-size neutrality: the same movement gives the same fuel for any body weight, age or sex where
// the model does not use them; for calories + weight, scaling calories and weight together changes nothing.
import * as fc from "fast-check";
import { describe, expect, it } from "vitest";
import { calculateFuel } from "../../src/fuel/calculateFuel.js";
import type { UserProfile } from "../../src/model/userProfile.js";
import { activity, ageArb, anyActivityArb, profileArb, rowsArb, weightArb } from "./fuelTestKit.js";

describe("body-size neutrality", () => {
  it("changing weight (unless calories + weight is used), age and heart-rate profile (unless heart rate is used) and sex never changes fuel", () => {
    fc.assert(
      fc.property(anyActivityArb, profileArb, ({ activity: a, profile }, other) => {
        const base = calculateFuel(a, profile);
        const changed: UserProfile = {
          ...profile,
          ...(other.sex !== undefined ? { sex: other.sex } : { sex: profile.sex === "male" ? "female" : "male" }),
          ...(base.model === "calories-weight" ? {} : { weightKg: other.weightKg }),
          ...(base.model === "heart-rate-reserve"
            ? {}
            : {
                ageYears: other.ageYears,
                ...(other.restingHeartRateBpm !== undefined ? { restingHeartRateBpm: other.restingHeartRateBpm } : {}),
                ...(other.maxHeartRateBpm !== undefined ? { maxHeartRateBpm: other.maxHeartRateBpm } : {}),
              }),
        };
        const again = calculateFuel(a, changed);
        expect(again.model).toBe(base.model);
        expect(again.fuel).toBe(base.fuel);
        expect(again.perPoint).toEqual(base.perPoint);
      }),
      { numRuns: 200 },
    );
  });

  it("the movement models (gait, cycling power and speed) read no profile value at all", () => {
    fc.assert(
      fc.property(anyActivityArb, ({ activity: a, profile }) => {
        const base = calculateFuel(a, profile);
        fc.pre(["gait-running", "gait-walking", "cycling-power", "cycling-speed", "submitted"].includes(base.model));
        expect(calculateFuel(a).fuel).toBe(base.fuel);
      }),
      { numRuns: 100 },
    );
  });

  it("calories + weight: scaling calories and weight by the same factor leaves fuel unchanged", () => {
    fc.assert(
      fc.property(
        rowsArb(["calories"], 1, 120),
        weightArb,
        fc.double({ min: 0.25, max: 4, noNaN: true }),
        fc.constantFrom("TENNIS" as const, "YOGA" as const, "ALL_DAY" as const),
        (rows, weightKg, factor, type) => {
          const base = calculateFuel(activity(type, ["calories"], rows, 5), { weightKg });
          const scaled = calculateFuel(
            activity(type, ["calories"], rows.map((r) => [r[0]! * factor]), 5),
            { weightKg: weightKg * factor },
          );
          expect(base.model).toBe("calories-weight");
          expect(scaled.fuel).toBe(base.fuel);
        },
      ),
      { numRuns: 150 },
    );
  });

  it("heart rate + age: weight and sex do not matter, age does (older → lower HRmax → more fuel at the same HR)", () => {
    fc.assert(
      fc.property(rowsArb(["heartrate"], 10, 60), ageArb, weightArb, weightArb, (rows, age, w1, w2) => {
        const a = activity("YOGA", ["heartrate"], rows);
        const r1 = calculateFuel(a, { ageYears: age, weightKg: w1, sex: "male" });
        const r2 = calculateFuel(a, { ageYears: age, weightKg: w2, sex: "female" });
        expect(r1.model).toBe("heart-rate-reserve");
        expect(r2.fuel).toBe(r1.fuel);
      }),
      { numRuns: 100 },
    );
  });
});
