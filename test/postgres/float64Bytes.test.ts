import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { float64Bytes, float64Values } from "../../src/postgres/float64Bytes.js";

describe("float64 columns as bytes", () => {
  it("round-trip every double bit for bit (−0, NaN, infinities, subnormals)", () => {
    fc.assert(
      fc.property(fc.array(fc.double()), (values) => {
        const back = float64Values(float64Bytes(values));
        expect(back.length).toBe(values.length);
        values.forEach((v, i) => expect(Object.is(back[i], v)).toBe(true));
      }),
    );
  });

  it("are little-endian IEEE 754, 8 bytes per value", () => {
    expect([...float64Bytes([1])]).toEqual([0, 0, 0, 0, 0, 0, 0xf0, 0x3f]);
    expect([...float64Bytes([-2])]).toEqual([0, 0, 0, 0, 0, 0, 0, 0xc0]);
  });

  it("read unaligned buffers (a pg Buffer slice) and refuse a length that is not a multiple of 8", () => {
    const padded = new Uint8Array(17);
    padded.set(float64Bytes([3.5, -0.25]), 1);
    expect([...float64Values(padded.subarray(1))]).toEqual([3.5, -0.25]);
    expect(() => float64Values(new Uint8Array(7))).toThrow(RangeError);
  });
});
