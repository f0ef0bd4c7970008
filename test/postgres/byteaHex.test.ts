import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { byteaFromHex, byteaToHex } from "../../src/postgres/byteaHex.js";

describe("bytea in hex text form (PGlite's parameters and results)", () => {
  it("is \\x and two lower-case digits per byte, as PostgreSQL writes it", () => {
    expect(byteaToHex(new Uint8Array([0, 1, 0x7f, 0x80, 0xab, 0xff]))).toBe("\\x00017f80abff");
    expect(byteaToHex(new Uint8Array(0))).toBe("\\x");
  });

  it("round-trips every byte string; upper-case digits read too", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
        expect([...byteaFromHex(byteaToHex(bytes))]).toEqual([...bytes]);
        expect([...byteaFromHex(byteaToHex(bytes).toUpperCase().replace("\\X", "\\x"))]).toEqual([...bytes]);
      }),
    );
  });

  it("refuses text that is not hex form", () => {
    expect(() => byteaFromHex("00ff")).toThrow(RangeError);
    expect(() => byteaFromHex("\\x0")).toThrow(RangeError);
    expect(() => byteaFromHex("\\x0g")).toThrow(RangeError);
    expect(() => byteaFromHex("\\x\u00e9\u00e9")).toThrow(RangeError);
  });
});
