import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatDuration } from "../../src/derive/formatDuration.js";

const H = 3_600_000;
const M = 60_000;
const S = 1000;

describe("formatDuration", () => {
  it("formats the spec and historical examples", () => {
    expect(formatDuration(14 * M + 31 * S)).toBe("0:14:31.000"); // the Nike sample run, 14 min 31 s
    expect(formatDuration(32 * M + 5 * S + 321)).toBe("0:32:05.321");
    expect(formatDuration(221 * H + 44 * M + 3 * S + 876)).toBe("221:44:03.876"); // hours not capped
    expect(formatDuration(340 * M)).toBe("5:40:00.000"); // 340 minutes with fuel
    expect(formatDuration(0)).toBe("0:00:00.000");
    expect(formatDuration(20_000)).toBe("0:00:20.000");
    expect(formatDuration(24 * H)).toBe("24:00:00.000");
    expect(formatDuration(100 * H + 1)).toBe("100:00:00.001");
  });

  it("rounds a fractional millisecond half-up before splitting, so carries propagate", () => {
    expect(formatDuration(59_999.6)).toBe("0:01:00.000");
    expect(formatDuration(59_999.5)).toBe("0:01:00.000");
    expect(formatDuration(59_999.4999)).toBe("0:00:59.999");
    expect(formatDuration(H - 0.5)).toBe("1:00:00.000");
    expect(formatDuration(0.4)).toBe("0:00:00.000");
  });

  it("throws RangeError for negative or non-finite input", () => {
    for (const bad of [-1, -0.0001, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY]) {
      expect(() => formatDuration(bad)).toThrow(RangeError);
    }
  });

  it("is read back to the rounded milliseconds, with fields in range (property)", () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e13, noNaN: true }), (ms) => {
        const match = /^(\d+):(\d{2}):(\d{2})\.(\d{3})$/.exec(formatDuration(ms));
        expect(match).not.toBeNull();
        const [, h, m, s, milli] = match!.map(Number) as [number, number, number, number, number];
        expect(m).toBeLessThan(60);
        expect(s).toBeLessThan(60);
        expect(h * H + m * M + s * S + milli).toBe(Math.round(ms)); // Math.round is half-up for ms ≥ 0
        expect(String(h)).toBe(match![1]); // hours not zero-padded
      }),
      { numRuns: 200 },
    );
  });
});
