import * as fc from "fast-check";
import { describe, expect, it } from "vitest";
import { redactEchoedValue } from "../../src/http/redactEchoedValue.js";

describe("redactEchoedValue", () => {
  it("cuts from the first access_token= text to the end, whatever its case and encoding", () => {
    expect(redactEchoedValue("5;access_token=abc;x=1")).toBe("5;access_token=REDACTED");
    expect(redactEchoedValue("5;Access%5FToken%3Dabc")).toBe("5;access_token=REDACTED");
    expect(redactEchoedValue("access_token=a access_token=b")).toBe("access_token=REDACTED");
  });

  it("leaves values without it unchanged, access_token without = included", () => {
    for (const value of ["25", "2024-01-01", "", "access_token", "my access token"]) expect(redactEchoedValue(value)).toBe(value);
  });

  it("keeps nothing written after the key", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), fc.constantFrom("access_token=", "ACCESS_TOKEN=", "access%5ftoken%3D"), fc.string({ minLength: 1, maxLength: 40 }), (before, key, after) => {
        const out = redactEchoedValue(before + key + after);
        expect(out.endsWith("access_token=REDACTED")).toBe(true);
        expect(out.length).toBeLessThanOrEqual(before.length + "access_token=REDACTED".length);
      }),
    );
  });
});
