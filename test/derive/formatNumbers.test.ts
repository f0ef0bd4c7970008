import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatDistanceKm } from "../../src/derive/formatDistanceKm.js";
import { formatWholeNumber } from "../../src/derive/formatWholeNumber.js";
import { roundHalfUp } from "../../src/derive/roundHalfUp.js";

describe("roundHalfUp", () => {
  it("rounds halves up and is exact near .5", () => {
    expect(roundHalfUp(2.5)).toBe(3);
    expect(roundHalfUp(-2.5)).toBe(-2);
    expect(roundHalfUp(2.4999)).toBe(2);
    expect(roundHalfUp(0.49999999999999994)).toBe(0); // Math.floor(x + 0.5) would give 1
    expect(roundHalfUp(7)).toBe(7);
  });
});

describe("formatWholeNumber", () => {
  it("writes integer strings", () => {
    expect(formatWholeNumber(1453)).toBe("1453");
    expect(formatWholeNumber(256.5)).toBe("257");
    expect(formatWholeNumber(0.4)).toBe("0");
    expect(formatWholeNumber(-0)).toBe("0");
    expect(formatWholeNumber(-0.4)).toBe("0");
    expect(formatWholeNumber(1e21)).toBe("1000000000000000000000"); // no exponent
  });
});

describe("formatDistanceKm", () => {
  it("keeps at most 6 decimals, trims zeros, never shows float noise", () => {
    expect(formatDistanceKm(3.1318)).toBe("3.1318");
    expect(formatDistanceKm(5.584712505340576)).toBe("5.584713");
    expect(formatDistanceKm(0.1 + 0.2)).toBe("0.3");
    expect(formatDistanceKm(10)).toBe("10");
    expect(formatDistanceKm(0)).toBe("0");
    expect(formatDistanceKm(-0)).toBe("0");
    expect(formatDistanceKm(0.0000004)).toBe("0");
    expect(formatDistanceKm(42.195)).toBe("42.195");
    expect(formatDistanceKm(1234567.0000004)).toBe("1234567");
  });

  it("is toFixed(6) with trailing zeros and point trimmed, for any number (property)", () => {
    const reference = (km: number): string => {
      if (!Number.isFinite(km)) return String(km);
      if (Math.abs(km) >= 1e21) return BigInt(km).toString();
      const trimmed = km.toFixed(6).replace(/\.?0+$/, "");
      return trimmed === "-0" || trimmed === "" ? "0" : trimmed;
    };
    const decimals = fc.tuple(fc.integer({ min: -1e12, max: 1e12 }), fc.integer({ min: 0, max: 7 })).map(([n, d]) => n / 10 ** d);
    fc.assert(
      fc.property(fc.oneof(fc.double(), decimals, fc.double({ min: -1.1e9, max: 1.1e9 }), fc.constantFrom(1e9, -1e9, 999_999_999.9999995, 5e-7, -5e-7, 1e-6)), (km) => {
        expect(formatDistanceKm(km)).toBe(reference(km));
      }),
      { numRuns: 20_000 },
    );
  });

  it("is within half a millimetre of the value and has no exponent (property)", () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e9, noNaN: true }), (km) => {
        const text = formatDistanceKm(km);
        expect(text).toMatch(/^\d+(\.\d{0,5}[1-9])?$/);
        expect(Math.abs(Number(text) - km)).toBeLessThanOrEqual(5e-7 + km * 1e-15);
      }),
      { numRuns: 200 },
    );
  });
});
