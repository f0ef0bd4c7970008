// maxEnvelope against a naive oracle: the pointwise maximum evaluated at every millisecond, built one
// millisecond at a time (EnvelopeBuilder merges equal neighbours, so both are canonical and comparable).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { EnvelopeBuilder, maxEnvelope, type RateEnvelope } from "../../src/derive/rateEnvelope.js";

const envelopeArb = fc
  .array(fc.record({ gap: fc.nat({ max: 6 }), length: fc.integer({ min: 1, max: 9 }), rates: fc.array(fc.constantFrom(0, 0.5, 1, 2), { minLength: 4, maxLength: 4 }) }), { maxLength: 8 })
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

function rateAt(e: RateEnvelope, t: number, k: number): number {
  for (let i = 0; i + 1 < e.boundsMs.length; i++) if (e.boundsMs[i]! <= t && t < e.boundsMs[i + 1]!) return e.rates[4 * i + k]!;
  return 0;
}

function naiveMax(a: RateEnvelope, b: RateEnvelope): RateEnvelope {
  const builder = new EnvelopeBuilder(1);
  for (let t = 0; t < 200; t++) {
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
});
