// The worked examples of docs/fuel.md §6: each recomputed here by hand arithmetic (independent of the library),
// run through calculateFuel, and checked to be stated identically in the documentation.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { calculateFuel, type FuelResult } from "../../src/fuel/calculateFuel.js";
import { activity, paced } from "./fuelTestKit.js";

const DOC = readFileSync(new URL("../../docs/fuel.md", import.meta.url), "utf8");
const K = 1.3;
const MPH = 26.8224; // m/min
/** Net cost per metre of a Compendium walking code: (MET − 1) × 3.5 / speed. */
const anchor = (mph: number, met: number) => ((met - 1) * 3.5) / (mph * MPH);
const between = (s: number, mphLo: number, metLo: number, mphHi: number, metHi: number) =>
  anchor(mphLo, metLo) + ((s - mphLo * MPH) / ((mphHi - mphLo) * MPH)) * (anchor(mphHi, metHi) - anchor(mphLo, metLo));

/** The example's section of the documentation. */
function section(n: number): string {
  const start = DOC.indexOf(`### Example ${n}:`);
  expect(start, `docs/fuel.md has Example ${n}`).toBeGreaterThanOrEqual(0);
  const end = DOC.indexOf("### Example", start + 10);
  return DOC.slice(start, end < 0 ? DOC.indexOf("\n## ", start) : end);
}

function check(n: number, r: FuelResult, expectedFuel: number, model: string, series?: readonly number[]) {
  expect(r.model).toBe(model);
  expect(r.fuel).toBe(expectedFuel);
  const text = section(n);
  expect(text).toContain(`**${expectedFuel} fuel**`);
  expect(text).toContain(`\`${model}\``);
  if (series !== undefined) {
    expect(r.perPoint).toEqual(series);
    expect(text).toContain(`[${series.join(", ")}]`);
  }
}

describe("worked examples (docs/fuel.md §6)", () => {
  it("Example 1: RUN at an ordinary pace", () => {
    const rows = [0, 1, 2, 3, 4, 5].map((k) => [0.03 * k, 10.8]);
    const r = calculateFuel(activity("RUN", ["distance", "speed"], rows));
    const exact = K * 0.2 * 180; // 46.8
    check(1, r, Math.round(exact), "gait-running", [8, 8, 8, 8, 8, 7]);
    expect(r.netO2MlPerKg).toBeCloseTo(36, 9);
    expect(r.grossO2MlPerKg).toBeCloseTo(36 + 3.5, 9);
  });

  it("Example 2: RUN at 9 min/km", () => {
    const r = calculateFuel(paced("RUN", new Array<number>(54).fill(60 / 9)));
    const c = between(1000 / 9, 4.0, 5.0, 4.5, 7.0);
    check(2, r, Math.round(1000 * c * K), "gait-running");
  });

  it("Example 3: RUN uphill at 5 %", () => {
    const rows = [0, 1, 2, 3, 4, 5].map((k) => [0.03 * k, 10.8, 5]);
    const r = calculateFuel(activity("RUN", ["distance", "speed", "grade"], rows));
    const i = 0.05;
    const increment = (155.4 * i ** 5 - 30.4 * i ** 4 - 43.3 * i ** 3 + 46.3 * i ** 2 + 19.5 * i) / 20.92;
    check(3, r, Math.round(180 * (0.2 + increment) * K), "gait-running");
  });

  it("Example 4: WALK at 5 km/h", () => {
    const r = calculateFuel(paced("WALK", new Array<number>(60).fill(5)));
    const c = between(5000 / 60, 3.0, 3.5, 3.5, 4.3);
    check(4, r, Math.round((5000 / 6) * c * K), "gait-walking");
  });

  it("Example 5: CYCLE with a power meter", () => {
    const rows = Array.from({ length: 12 }, (_, k) => [0.1 * k, 200]);
    const r = calculateFuel(activity("CYCLE", ["distance", "watts"], rows, 5));
    const netPerMin = 3.5 + (1.8 * ((200 * 60) / 9.80665)) / 70;
    check(5, r, Math.round(netPerMin * K), "cycling-power", [4, 4, 4, 4, 4, 4, 4, 4, 4, 3, 3, 3]);
  });

  it("Example 6: CYCLE from speed on the flat", () => {
    const rows = Array.from({ length: 12 }, (_, k) => [((k + 1) * 25 * 5) / 3600, 0, 25]);
    const r = calculateFuel(activity("CYCLE", ["distance", "grade", "speed"], rows, 5));
    const v = 25 / 3.6;
    const force = 79 * 9.80665 * 0.005 + 0.5 * 1.225 * 0.32 * v * v;
    const work = (force * (25000 / 60)) / 0.98;
    check(6, r, Math.round((3.5 + (1.8 / 9.80665) * (work / 70)) * K), "cycling-speed");
  });

  it("Example 7: TENNIS with calories and weight (and the same with both doubled)", () => {
    const perPoint = (200 * 1) / 70 - 3.5 / 6;
    const expected = Math.round(perPoint * 60 * K);
    const r = calculateFuel(activity("TENNIS", ["calories"], Array.from({ length: 60 }, () => [1])), { weightKg: 70 });
    check(7, r, expected, "calories-weight");
    const doubled = calculateFuel(activity("TENNIS", ["calories"], Array.from({ length: 60 }, () => [2])), { weightKg: 140 });
    expect(doubled.fuel).toBe(expected);
  });

  it("Example 8: YOGA with heart rate and age", () => {
    const hrMax = 208 - 0.7 * 40;
    const vo2Max = 3.5 * (16.35 - 0.14 * 40);
    const net = ((125 - 70) / (hrMax - 70)) * (vo2Max - 3.5);
    const r = calculateFuel(activity("YOGA", ["heartrate"], Array.from({ length: 60 }, () => [125])), { ageYears: 40 });
    check(8, r, Math.round(net * 10 * K), "heart-rate-reserve");
    expect(calculateFuel(activity("YOGA", ["heartrate"], Array.from({ length: 60 }, () => [85])), { ageYears: 40 }).fuel).toBe(0);
  });

  it("Example 9: MET fallback", () => {
    const r = calculateFuel(activity("TENNIS", ["heartrate"], Array.from({ length: 180 }, () => [140])));
    check(9, r, Math.round((7.3 - 1) * 3.5 * 30 * K), "compendium-met");
  });

  it("Example 10: submitted fuel", () => {
    const r = calculateFuel(activity("ALL_DAY", ["steps", "fuel"], [[12, 3], [0, 0], [30, 5], [8, 2]], 5));
    check(10, r, 3 + 0 + 5 + 2, "submitted", [3, 0, 5, 2]);
    expect(r.netO2MlPerKg).toBeCloseTo(10 / K, 12);
  });

  it("the calculateFuel docstring example (= Example 1)", () => {
    const src = readFileSync(new URL("../../src/fuel/calculateFuel.ts", import.meta.url), "utf8");
    expect(src).toContain("fuel: 47, perPoint: [8, 8, 8, 8, 8, 7]");
  });
});
