import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { plainDecimal } from "../../src/export/plainDecimal.js";
import { kilometreTextAsMetres } from "../../src/export/toTcx.js";
import { toTcx } from "../../src/export/toTcx.js";
import { SMALL_RUN } from "./fixtures.js";

describe("plainDecimal", () => {
  it("reads what String(number) writes for numbers without an exponent, within one ulp of Number", () => {
    fc.assert(
      fc.property(fc.double({ min: -1e15, max: 1e15, noNaN: true }).filter((x) => !String(x).includes("e")), (x) => {
        const text = String(x);
        const read = plainDecimal(text);
        expect(Math.abs(read - x)).toBeLessThanOrEqual(Math.abs(x) * 4 * Number.EPSILON);
      }),
    );
  });

  it.each(["", "-", ".5", "5.", "1e5", "+1", " 1", "1 ", "0x10", "1.2.3", "--1", "Infinity", "١٢"])("refuses %j", (text) => {
    expect(plainDecimal(text)).toBeNaN();
  });
});

describe("kilometreTextAsMetres", () => {
  it.each([
    ["12.3456", "12345.6"],
    ["0.0005", "0.5"],
    ["3", "3000"],
    ["0", "0"],
    ["0.1", "100"],
    ["-0.25", "-250"],
    ["41.337467", "41337.467"],
  ])("%s km is %s m", (km, metres) => {
    expect(kilometreTextAsMetres(km)).toBe(metres);
  });

  it("moves the decimal point exactly: the metres read back as 1000 × the kilometres", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 7 }), (units, decimals) => {
        const km = (units / 10 ** decimals).toFixed(decimals);
        expect(Number(kilometreTextAsMetres(km))).toBeCloseTo(Number(km) * 1000, 6);
        expect(kilometreTextAsMetres(km)).toMatch(/^(0|[1-9]\d*)(\.\d+)?$/);
      }),
    );
  });
});

describe("strict reading of numbers", () => {
  it("refuses an infinite heart rate and a distance written as text that is no number, with their paths", () => {
    const infinite = { ...SMALL_RUN, metrics: { ...SMALL_RUN.metrics, data: SMALL_RUN.metrics.data.map((row, k) => (k === 1 ? [...row.slice(0, 5), Infinity, row[6]!] : row)) } };
    const result = toTcx(infinite);
    expect(result.ok ? undefined : [result.error.code, result.error.path, result.error.detail]).toEqual([1710, ["metrics", "data", 1, 5], "Infinity is not a number"]);
  });
});
