// maxEnvelope against a naive oracle: the pointwise maximum evaluated at every millisecond, built one
// millisecond at a time (EnvelopeBuilder merges equal neighbours, so both are canonical and comparable).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { EnvelopeBuilder, maxEnvelope, type RateEnvelope } from "../../src/derive/rateEnvelope.js";

const envelopeOf = (minLength: number, maxLength: number) => fc
  .array(fc.record({ gap: fc.nat({ max: 6 }), length: fc.integer({ min: 1, max: 9 }), rates: fc.array(fc.constantFrom(0, 0.5, 1, 2), { minLength: 4, maxLength: 4 }) }), { minLength, maxLength })
  .chain((segments) => fc.nat({ max: 20 }).map((start) => ({ start, segments })))
  .map(({ start, segments }) => {
    const builder = new EnvelopeBuilder(2);
    let t = start;
    for (const s of segments) {
      t += s.gap;
      builder.push(t, t + s.length, s.rates[0]!, s.rates[1]!, s.rates[2]!, s.rates[3]!);
      t += s.length;
    }
    return builder.finish();
  });
const envelopeArb = envelopeOf(0, 8);

function rateAt(e: RateEnvelope, t: number, k: number): number {
  for (let i = 0; i + 1 < e.boundsMs.length; i++) if (e.boundsMs[i]! <= t && t < e.boundsMs[i + 1]!) return e.rates[4 * i + k]!;
  return 0;
}

function naiveMax(a: RateEnvelope, b: RateEnvelope): RateEnvelope {
  const builder = new EnvelopeBuilder(1);
  for (let t = 0; t < 500; t++) {
    const r = [0, 1, 2, 3].map((k) => Math.max(rateAt(a, t, k), rateAt(b, t, k)));
    builder.push(t, t + 1, r[0]!, r[1]!, r[2]!, r[3]!);
  }
  return builder.finish();
}

const plain = (e: RateEnvelope) => [[...e.boundsMs], [...e.rates]];

describe("maxEnvelope", () => {
  it("is the pointwise maximum, canonical (against a per-millisecond oracle)", () => {
    fc.assert(fc.property(envelopeArb, envelopeArb, (a, b) => {
        expect(plain(maxEnvelope(a, b))).toEqual(plain(naiveMax(a, b)));
      }), { numRuns: 2000 });
  });

  // the longer envelope's segments outside the shorter one's span are copied, not merged (decision D-180)
  it("a long envelope and a short one inside, before or after it: the pointwise maximum, either way round", () => {
    fc.assert(fc.property(envelopeOf(10, 25), envelopeOf(1, 3), fc.nat({ max: 250 }), (a, short, shift) => {
        const b = { boundsMs: short.boundsMs.map((t) => t + shift), rates: short.rates };
        const expected = plain(naiveMax(a, b));
        expect(plain(maxEnvelope(a, b))).toEqual(expected);
        expect(plain(maxEnvelope(b, a))).toEqual(expected);
      }), { numRuns: 1000 });
  });
});

// An envelope read from memory that was reused (a lifetime error, decisions D-180, D-183) can hold NaN bounds: the
// merge must fail rather than loop forever (t never advances past a NaN bound), which would hang the process
// inside a repository's synchronous fold (decision D-189).
describe("maxEnvelope on a bound that is not a number", () => {
  it.each([
    ["first", [Number.NaN, 10], [1, 0, 0, 0]],
    ["inner", [0, Number.NaN, 20], [1, 0, 0, 0, 2, 0, 0, 0]],
  ])("throws a RangeError, either way round (%s bound NaN)", (_where, bounds, rates) => {
    const broken = { boundsMs: Float64Array.from(bounds), rates: Float64Array.from(rates) };
    const other = { boundsMs: Float64Array.of(5, 15), rates: Float64Array.of(3, 0, 0, 0) };
    expect(() => maxEnvelope(broken, other)).toThrow(RangeError);
    expect(() => maxEnvelope(other, broken)).toThrow(RangeError);
  });
});
