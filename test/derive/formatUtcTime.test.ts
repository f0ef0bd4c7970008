import * as fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatUtcTime } from "../../src/derive/formatUtcTime.js";

describe("formatUtcTime", () => {
  it("writes what Date#toISOString writes, for every time a Date holds (property)", () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: -8.64e15, max: 8.64e15 }), fc.integer({ min: 1.1e12, max: 2.1e12 }), fc.double({ min: -8.64e15, max: 8.64e15, noNaN: true })), (ms) => {
        expect(formatUtcTime(ms)).toBe(new Date(ms).toISOString());
      }),
      { numRuns: 5000 },
    );
  });

  it("writes the edges of the four-digit years and of a day exactly", () => {
    for (const ms of [0, -1, 1, 999, 86_399_999, -62_167_219_200_000, -62_167_219_200_001, 253_402_300_799_999, 253_402_300_800_000, Date.UTC(2024, 1, 29, 23, 59, 59, 7)]) {
      expect(formatUtcTime(ms), String(ms)).toBe(new Date(ms).toISOString());
    }
    expect(formatUtcTime(1_420_066_800_000)).toBe("2014-12-31T23:00:00.000Z");
  });

  it("throws RangeError where toISOString does", () => {
    for (const ms of [Number.NaN, Infinity, 8.64e15 + 1]) expect(() => formatUtcTime(ms)).toThrow(RangeError);
  });
});
