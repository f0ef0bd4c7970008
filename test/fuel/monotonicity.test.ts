// Standing still earns no fuel; faster, steeper, more power, higher heart rate never earn less.
import * as fc from "fast-check";
import { describe, expect, it } from "vitest";
import { calculateFuel } from "../../src/fuel/calculateFuel.js";
import type { ActivityTypeName } from "../../src/registry/activityTypes.js";
import { activity, ageArb, cumulative, paced, profileArb, weightArb } from "./fuelTestKit.js";

const n = 30;
const speedsArb = fc.array(fc.double({ min: 0, max: 30, noNaN: true }), { minLength: n, maxLength: n });
const bumpsArb = fc.array(fc.double({ min: 0, max: 10, noNaN: true }), { minLength: n, maxLength: n });

describe("standing still earns no fuel", () => {
  it("gait and cycling speed: no distance since the start, zero speed, any grade", () => {
    fc.assert(
      fc.property(
        fc.constantFrom<ActivityTypeName>("RUN", "WALK", "HIKING", "CYCLE", "MOUNTAIN_BIKING"),
        fc.double({ min: -30, max: 30, noNaN: true }),
        (type, grade) => {
          const rows = Array.from({ length: n }, () => [0, 0, grade]);
          const r = calculateFuel(activity(type, ["distance", "speed", "grade"], rows));
          expect(r.fuel).toBe(0);
          expect(r.perPoint.every((x) => x === 0)).toBe(true);
        },
      ),
      { numRuns: 50 },
    );
  });

  it("points where the distance does not grow earn 0 in the FUEL series, whatever came before", () => {
    fc.assert(
      fc.property(
        fc.constantFrom<ActivityTypeName>("RUN", "WALK", "CYCLE"),
        speedsArb,
        fc.integer({ min: 1, max: 40 }),
        fc.double({ min: -30, max: 30, noNaN: true }),
        (type, speeds, still, grade) => {
          const moving = paced(type, speeds, 10, { grades: speeds.map(() => grade) }).metrics.data;
          const last = moving[moving.length - 1]![0]!;
          const rows = [...moving, ...Array.from({ length: still }, () => [last, 0, grade])];
          const r = calculateFuel(activity(type, ["distance", "speed", "grade"], rows));
          expect(r.perPoint.slice(moving.length).every((x) => x === 0)).toBe(true);
        },
      ),
      { numRuns: 50 },
    );
  });

  it("measured power: 0 W earns nothing", () => {
    const rows = Array.from({ length: n }, () => [1.2, 0]);
    expect(calculateFuel(activity("CYCLE", ["distance", "watts"], rows, 5)).fuel).toBe(0);
    expect(calculateFuel(activity("STATIONARY_BIKING", ["watts"], rows.map((r) => [r[1]!]), 5)).fuel).toBe(0);
  });

  it("heart rate at or below rest / FLEX-HR earns nothing", () => {
    fc.assert(
      fc.property(fc.integer({ min: 30, max: 89 }), ageArb, (hr, age) => {
        const rows = Array.from({ length: n }, () => [hr]);
        const r = calculateFuel(activity("TENNIS", ["heartrate"], rows), { ageYears: age });
        expect(r.model).toBe("heart-rate-reserve");
        expect(r.fuel).toBe(0);
      }),
      { numRuns: 50 },
    );
  });

  it("calories at or below the resting rate (3.5 ml O2/kg/min) earn nothing", () => {
    fc.assert(
      fc.property(weightArb, fc.double({ min: 0, max: 1, noNaN: true }), (weightKg, share) => {
        // resting kcal per 10 s point = 3.5 ml/kg/min × weight × (1/6) min / 200 ml per kcal
        const restKcal = (3.5 * weightKg) / 6 / 200;
        const rows = Array.from({ length: n }, () => [restKcal * share]);
        expect(calculateFuel(activity("YOGA", ["calories"], rows), { weightKg }).fuel).toBe(0);
      }),
      { numRuns: 50 },
    );
  });

  it("an ALL_DAY record without movement data earns nothing (1 MET)", () => {
    const rows = Array.from({ length: n }, () => [0]);
    expect(calculateFuel(activity("ALL_DAY", ["steps"], rows, 5)).fuel).toBe(0);
  });
});

describe("more movement never earns less", () => {
  it("faster (speed and distance together) never earns less: RUN, WALK, HIKING, CYCLE", () => {
    fc.assert(
      fc.property(
        fc.constantFrom<ActivityTypeName>("RUN", "WALK", "HIKING", "CYCLE", "MOUNTAIN_BIKING"),
        speedsArb,
        bumpsArb,
        fc.array(fc.double({ min: -30, max: 30, noNaN: true }), { minLength: n, maxLength: n }),
        (type, speeds, bumps, grades) => {
          const base = calculateFuel(paced(type, speeds, 10, { grades }));
          const faster = calculateFuel(paced(type, speeds.map((s, i) => s + bumps[i]!), 10, { grades }));
          expect(faster.netO2MlPerKg).toBeGreaterThanOrEqual(base.netO2MlPerKg - 1e-9);
          expect(faster.fuel).toBeGreaterThanOrEqual(base.fuel);
        },
      ),
      { numRuns: 150 },
    );
  });

  it("a higher speed reading over the same distance never earns less (gait, cycling)", () => {
    fc.assert(
      fc.property(
        fc.constantFrom<ActivityTypeName>("RUN", "WALK", "CYCLE"),
        fc.array(fc.double({ min: 0, max: 0.08, noNaN: true }), { minLength: n, maxLength: n }),
        speedsArb,
        bumpsArb,
        (type, increments, speeds, bumps) => {
          const d = cumulative(increments);
          const rowsOf = (s: readonly number[]) => d.map((x, i) => [x, s[i]!, 2]);
          const cols = ["distance", "speed", "grade"] as const;
          const base = calculateFuel(activity(type, cols, rowsOf(speeds)));
          const faster = calculateFuel(activity(type, cols, rowsOf(speeds.map((s, i) => s + bumps[i]!))));
          expect(faster.fuel).toBeGreaterThanOrEqual(base.fuel);
        },
      ),
      { numRuns: 100 },
    );
  });

  it("steeper never earns less: gait from −10 % to +45 %, cycling at any grade", () => {
    fc.assert(
      fc.property(
        fc.constantFrom<ActivityTypeName>("RUN", "WALK", "HIKING", "CYCLE", "MOUNTAIN_BIKING"),
        fc.array(fc.double({ min: 0.5, max: 30, noNaN: true }), { minLength: n, maxLength: n }),
        fc.array(fc.double({ min: -10, max: 45, noNaN: true }), { minLength: n, maxLength: n }),
        fc.array(fc.double({ min: 0, max: 20, noNaN: true }), { minLength: n, maxLength: n }),
        (type, speeds, grades, raise) => {
          const isGait = type !== "CYCLE" && type !== "MOUNTAIN_BIKING";
          const from = isGait ? grades : grades.map((g) => g * 2 - 50);
          const base = calculateFuel(paced(type, speeds, 10, { grades: from }));
          const steeper = calculateFuel(paced(type, speeds, 10, { grades: from.map((g, i) => Math.min(g + raise[i]!, isGait ? 45 : 100)) }));
          expect(steeper.netO2MlPerKg).toBeGreaterThanOrEqual(base.netO2MlPerKg - 1e-9);
          expect(steeper.fuel).toBeGreaterThanOrEqual(base.fuel);
        },
      ),
      { numRuns: 150 },
    );
  });

  it("more power never earns less", () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0, max: 800, noNaN: true }), { minLength: n, maxLength: n }),
        fc.array(fc.double({ min: 0, max: 100, noNaN: true }), { minLength: n, maxLength: n }),
        fc.constantFrom<ActivityTypeName>("CYCLE", "SPINNING", "STATIONARY_BIKING"),
        (watts, extra, type) => {
          const rows = (w: readonly number[]) => w.map((x, i) => [i * 0.03, x]);
          const base = calculateFuel(activity(type, ["distance", "watts"], rows(watts), 5));
          const more = calculateFuel(activity(type, ["distance", "watts"], rows(watts.map((w, i) => w + extra[i]!)), 5));
          expect(base.model).toBe("cycling-power");
          expect(more.fuel).toBeGreaterThanOrEqual(base.fuel);
        },
      ),
      { numRuns: 100 },
    );
  });

  it("a higher heart rate never earns less", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 40, max: 210 }), { minLength: n, maxLength: n }),
        fc.array(fc.integer({ min: 0, max: 40 }), { minLength: n, maxLength: n }),
        profileArb,
        (hr, extra, profile) => {
          const base = calculateFuel(activity("SOCCER", ["heartrate"], hr.map((h) => [h])), profile);
          const higher = calculateFuel(activity("SOCCER", ["heartrate"], hr.map((h, i) => [h + extra[i]!])), profile);
          expect(base.model).toBe("heart-rate-reserve");
          expect(higher.fuel).toBeGreaterThanOrEqual(base.fuel);
        },
      ),
      { numRuns: 100 },
    );
  });

  it("more calories never earn less", () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0, max: 3, noNaN: true }), { minLength: n, maxLength: n }),
        fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: n, maxLength: n }),
        weightArb,
        (kcal, extra, weightKg) => {
          const base = calculateFuel(activity("BASKETBALL", ["calories"], kcal.map((k) => [k])), { weightKg });
          const more = calculateFuel(activity("BASKETBALL", ["calories"], kcal.map((k, i) => [k + extra[i]!])), { weightKg });
          expect(more.fuel).toBeGreaterThanOrEqual(base.fuel);
        },
      ),
      { numRuns: 100 },
    );
  });
});
