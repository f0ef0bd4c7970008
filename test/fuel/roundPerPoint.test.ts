import * as fc from "fast-check";
import { describe, expect, it } from "vitest";
import { roundPerPoint } from "../../src/fuel/roundPerPoint.js";
import { selectKth } from "../../src/fuel/selectKth.js";
import { largestRemainder } from "./fuelTestKit.js";

/** The rounded integers in a new plain array. */
const rounded = (values: ArrayLike<number>, total?: number): number[] => roundPerPoint(values, total, new Array<number>(values.length));

const valuesArb = fc.array(
  fc.oneof(
    fc.double({ min: 0, max: 40, noNaN: true }),
    fc.constantFrom(0, 0.5, 1.5, 2.25, 7),
    fc.integer({ min: 0, max: 9 }).map((k) => k / 8),
  ),
  { maxLength: 300 },
);

describe("roundPerPoint (largest remainder)", () => {
  it("matches a sort-based reference, ties to the earlier point", () => {
    fc.assert(
      fc.property(valuesArb, (values) => {
        expect(rounded(values)).toEqual(largestRemainder(values));
      }),
      { numRuns: 200 },
    );
  });

  it("into a given array: the same integers, whatever the array held, in that array", () => {
    fc.assert(
      fc.property(valuesArb, fc.double({ noNaN: true }), (values, junk) => {
        const out = new Float64Array(values.length).fill(junk);
        expect(roundPerPoint(values, undefined, out)).toBe(out);
        expect([...out]).toEqual(largestRemainder(values));
      }),
      { numRuns: 200 },
    );
  });

  it("sums to Math.round of the total and moves each value by less than 1", () => {
    fc.assert(
      fc.property(valuesArb, (values) => {
        const out = rounded(Float64Array.from(values));
        expect(out.reduce((a, b) => a + b, 0)).toBe(Math.round(values.reduce((a, b) => a + b, 0)));
        out.forEach((x, i) => {
          expect(Number.isInteger(x)).toBe(true);
          expect(Math.abs(x - values[i]!)).toBeLessThan(1);
        });
      }),
      { numRuns: 200 },
    );
  });

  it("keeps integers as they are", () => {
    fc.assert(
      fc.property(fc.array(fc.nat(1000)), (values) => {
        expect(rounded(values)).toEqual(values);
      }),
    );
  });

  it("hands units to the largest fractions: [0.4, 0.4, 0.7, 0.5] → [0, 0, 1, 1]; equal fractions go to the earliest", () => {
    expect(rounded([0.4, 0.4, 0.7, 0.5])).toEqual([0, 0, 1, 1]);
    expect(rounded([7.8, 7.8, 7.8, 7.8, 7.8, 7.8])).toEqual([8, 8, 8, 8, 8, 7]);
    expect(rounded([0.2, 0.2, 0.2])).toEqual([1, 0, 0]);
    expect(rounded([])).toEqual([]);
  });

  it("gives a tie only as many units as are left once the larger fractions of the same bucket had theirs", () => {
    // fractions 0.5, 0.5 + 2^-11 and 0.5 share one of the 1024 buckets; 2 units: the largest, then the earlier 0.5
    expect(rounded([0.5, 1.5 + 2 ** -11, 2.5], 5)).toEqual([1, 2, 2]);
    expect(rounded([2.5, 0.5, 1.5 + 2 ** -11, 3.5 + 2 ** -11], 9)).toEqual([3, 0, 2, 4]);
  });
});

describe("selectKth", () => {
  it("returns the k-th smallest value, duplicates included", () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.double({ min: -10, max: 10, noNaN: true }), fc.constantFrom(0, 1, 1, 2)), { minLength: 1, maxLength: 300 }),
        fc.nat(),
        (values, r) => {
          const k = r % values.length;
          const sorted = [...values].sort((a, b) => a - b);
          expect(selectKth(Float64Array.from(values), k) === sorted[k]).toBe(true);
        },
      ),
      { numRuns: 200 },
    );
  });
});
