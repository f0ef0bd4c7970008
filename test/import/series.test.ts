import * as fc from "fast-check";
import { describe, expect, it } from "vitest";
import { averageOver, integralTo, makeSeries, valueAt } from "../../src/import/resample/series.js";

describe("series", () => {
  it("interpolates linearly and holds the end values outside", () => {
    const s = makeSeries([0, 10, 20], [100, 200, 100]);
    expect(valueAt(s, -5)).toBe(100);
    expect(valueAt(s, 5)).toBe(150);
    expect(valueAt(s, 15)).toBe(150);
    expect(valueAt(s, 25)).toBe(100);
  });

  it("integrates trapezoids and averages over any span (by hand)", () => {
    const s = makeSeries([0, 10, 20], [100, 200, 100]);
    // 0..10: mean 150 × 10; 10..20: mean 150 × 10
    expect(integralTo(s, 20)).toBe(3000);
    // 5..15: 5 s from 150 up to 200 (mean 175) then 5 s down to 150 (mean 175)
    expect(averageOver(s, 5, 15)).toBeCloseTo(175, 12);
    // beyond the last sample the value is held: 20..30 at 100
    expect(averageOver(s, 20, 30)).toBe(100);
    expect(averageOver(s, -10, 0)).toBe(100);
  });

  it("skips repeated or decreasing times", () => {
    const s = makeSeries([0, 10, 10, 5, 20], [1, 2, 3, 4, 5]);
    expect(Array.from(s.t)).toEqual([0, 10, 20]);
  });

  it("the average of a signal lies between its extremes and matches a Riemann sum", () => {
    const points = fc.array(fc.tuple(fc.double({ min: 0.1, max: 30, noNaN: true }), fc.double({ min: 0, max: 250, noNaN: true })), {
      minLength: 2,
      maxLength: 40,
    });
    fc.assert(
      fc.property(points, fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true }), (pts, u, w) => {
        const times: number[] = [];
        let t = 0;
        for (const [dt] of pts) times.push((t += dt));
        const values = pts.map(([, v]) => v);
        const s = makeSeries(times, values);
        const first = times[0] as number;
        const last = times[times.length - 1] as number;
        const a = first + u * (last - first);
        const b = a + w * (last - a);
        const avg = averageOver(s, a, b);
        // averageOver differences two prefix integrals: its rounding error is about ε·|∫₀ᵇ| / (b − a), which
        // grows as the span shrinks, so the tolerance follows that bound (ε = 2⁻⁵², with a safety factor)
        const tolerance = 1e-9 + (64 * Number.EPSILON * Math.max(...values) * last) / Math.max(b - a, Number.MIN_VALUE);
        expect(avg).toBeGreaterThanOrEqual(Math.min(...values) - tolerance);
        expect(avg).toBeLessThanOrEqual(Math.max(...values) + tolerance);
        if (b - a > 1e-3) {
          // midpoint Riemann sum of valueAt, independent of the prefix integrals
          const steps = 2000;
          let sum = 0;
          for (let i = 0; i < steps; i++) sum += valueAt(s, a + ((i + 0.5) * (b - a)) / steps);
          expect(Math.abs(avg - sum / steps)).toBeLessThan(0.5);
        }
      }),
      { numRuns: 150 },
    );
  });
});
