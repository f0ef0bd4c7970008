import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { areaPath, columnEnvelope, linePath } from "../../src/chart/columnEnvelope.js";
import { niceTicks } from "../../src/chart/niceTicks.js";

describe("columnEnvelope", () => {
  it("keeps each pixel column's lowest and highest value: a one-point peak survives 17 280 points in 728 columns", () => {
    const values = new Float64Array(17_280).fill(60);
    values[9_001] = 190;
    values[9_002] = 35;
    const envelope = columnEnvelope(values, 728);
    expect(envelope.x.length).toBe(728);
    const column = Math.floor((9_001 * 728) / 17_280);
    expect([envelope.lo[column], envelope.hi[column]]).toEqual([35, 190]);
    expect(Math.max(...envelope.hi)).toBe(190);
    expect(Math.min(...envelope.lo)).toBe(35);
  });

  it("holds every point as its own entry when there are fewer points than columns, at interval centres", () => {
    const envelope = columnEnvelope([1, Number.NaN, 3, 4], 100);
    expect([...envelope.x]).toEqual([12.5, 37.5, 62.5, 87.5]);
    expect([...envelope.hi]).toEqual([1, Number.NaN, 3, 4]);
  });

  it("has, for any series, min ≤ max per column and the series' extremes overall", () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.double({ min: -1e6, max: 1e6, noNaN: true }), fc.constant(Number.NaN)), { minLength: 1, maxLength: 3000 }), fc.integer({ min: 1, max: 900 }), (values, width) => {
        const envelope = columnEnvelope(values, width);
        expect(envelope.x.length).toBe(Math.min(values.length, width));
        const finite = values.filter(Number.isFinite);
        const his = [...envelope.hi].filter(Number.isFinite);
        const los = [...envelope.lo].filter(Number.isFinite);
        for (let i = 0; i < envelope.x.length; i++) expect(Number.isNaN(envelope.lo[i]!) || envelope.lo[i]! <= envelope.hi[i]!).toBe(true);
        if (finite.length > 0) {
          expect(Math.max(...his)).toBe(Math.max(...finite));
          expect(Math.min(...los)).toBe(Math.min(...finite));
        } else expect(his).toEqual([]);
      }),
    );
  });

  it("draws gaps as breaks in the line and as separate areas", () => {
    const envelope = columnEnvelope([1, 2, Number.NaN, 4], 4);
    const y = (v: number): number => 100 - v;
    expect(linePath(envelope, 10, y)).toBe("M10.5 99L11.5 98M13.5 96");
    expect(areaPath(envelope, 10, y, 100)).toBe("M10.5 100L10.5 99L11.5 98L11.5 100ZM13.5 100L13.5 96L13.5 100Z");
  });
});

describe("niceTicks", () => {
  it("picks steps of 1, 2, 2.5 or 5 × 10^k and rounds the domain out to whole steps", () => {
    expect(niceTicks(0, 187)).toMatchObject({ min: 0, max: 200, step: 50, values: [0, 50, 100, 150, 200] });
    expect(niceTicks(97, 172)).toMatchObject({ min: 80, max: 180, step: 20 });
    expect(niceTicks(0, 0.9)).toMatchObject({ step: 0.25, decimals: 2, values: [0, 0.25, 0.5, 0.75, 1] });
    expect(niceTicks(5, 5)).toMatchObject({ min: 4, max: 6 });
  });

  it("covers the range with 2 to 10 ticks for any range", () => {
    fc.assert(
      fc.property(fc.double({ min: -1e5, max: 1e5, noNaN: true }), fc.double({ min: 1e-3, max: 1e5, noNaN: true }), (lo, width) => {
        const ticks = niceTicks(lo, lo + width);
        const slack = 1e-9 * Math.max(Math.abs(lo), width); // invisible on any chart
        expect(ticks.min).toBeLessThanOrEqual(lo + slack);
        expect(ticks.max).toBeGreaterThanOrEqual(lo + width - slack);
        expect(ticks.values.length).toBeGreaterThanOrEqual(2);
        expect(ticks.values.length).toBeLessThanOrEqual(10);
      }),
    );
  });
});
