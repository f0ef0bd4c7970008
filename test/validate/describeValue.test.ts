// describeValue: how any value is named in an error detail (mutation testing, issue 13, found every branch untested).
import { describe, expect, it } from "vitest";
import { describeValue } from "../../src/validate/describeValue.js";

describe("describeValue names any value safely", () => {
  it("gives numbers verbatim and strings of at most 40 characters JSON-escaped", () => {
    expect(describeValue(-2.5)).toBe("-2.5");
    expect(describeValue(Number.NaN)).toBe("NaN");
    expect(describeValue("PST")).toBe('"PST"');
    expect(describeValue("")).toBe('""');
    expect(describeValue("a\nb\u0000")).toBe('"a\\nb\\u0000"');
    const forty = "x".repeat(40);
    expect(describeValue(forty)).toBe(`"${forty}"`);
  });

  it("gives a longer string by its length, never its text", () => {
    expect(describeValue("x".repeat(41))).toBe("a string of 41 characters");
    expect(describeValue("\n".repeat(5000))).toBe("a string of 5000 characters");
  });

  it("names undefined missing, and every other value by its kind", () => {
    expect(describeValue(undefined)).toBe("missing");
    expect(describeValue(null)).toBe("null");
    expect(describeValue([1, 2])).toBe("an array");
    expect(describeValue([])).toBe("an array");
    expect(describeValue({ a: 1 })).toBe("an object");
    expect(describeValue(new Date(0))).toBe("an object");
    expect(describeValue(true)).toBe("a boolean");
    expect(describeValue(10n)).toBe("a bigint");
    expect(describeValue(() => 1)).toBe("a function");
    expect(describeValue(Symbol("s"))).toBe("a symbol");
  });

  it("does not throw on values JSON.stringify refuses", () => {
    const cyclic: Record<string, unknown> = {};
    cyclic["self"] = cyclic;
    expect(describeValue(cyclic)).toBe("an object");
    expect(describeValue([10n])).toBe("an array");
  });
});
