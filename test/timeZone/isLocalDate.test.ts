// isLocalDate reads character by character; it must answer as the regular-expression check it replaced.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isLocalDate } from "../../src/timeZone/isLocalDate.js";

/** The former implementation, the oracle. */
function oracle(value: unknown): boolean {
  if (typeof value !== "string") return false;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (match === null) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return day <= ([31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0);
}

describe("isLocalDate", () => {
  it("examples: leap years, month lengths, format", () => {
    for (const date of ["2020-02-29", "2000-02-29", "2021-12-31", "0001-01-01", "9999-12-31", "2024-04-30"]) expect(isLocalDate(date), date).toBe(true);
    for (const value of ["2021-02-29", "1900-02-29", "2024-04-31", "0000-01-01", "2021-13-01", "2021-00-10", "2021-01-00", "2021-1-01", " 2021-01-01", "2021-01-01\n", "２０２１-01-01", "2021/01/01", 20210101, null, undefined]) {
      expect(isLocalDate(value), String(value)).toBe(false);
    }
  });

  it("answers as the regular expression it replaced, for strings of digits, dashes and look-alikes", () => {
    const char = fc.constantFrom("0", "1", "2", "3", "9", "-", "/", "x", "٣", "\n", " ");
    const nearDate = fc.tuple(fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 0, max: 13 }), fc.integer({ min: 0, max: 32 })).map(([y, m, d]) => `${String(y).padStart(4, "0")}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`);
    fc.assert(
      fc.property(fc.oneof(fc.array(char, { maxLength: 12 }).map((chars) => chars.join("")), nearDate, fc.anything()), (value) => {
        expect(isLocalDate(value)).toBe(oracle(value));
      }),
      { numRuns: 5000 },
    );
  });
});
