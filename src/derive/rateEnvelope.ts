/** Number of quantities of a rate envelope: fuel, steps, kcal, km (the order of `SERIES_KEYS`). */
export const ENVELOPE_QUANTITIES = 4;

/**
 * A piecewise-constant function of time with four rates per segment (decision D-95): segment `i` covers
 * `[boundsMs[i], boundsMs[i + 1])` with rates `rates[4i … 4i + 3]` (fuel, steps, kcal, km per ms); 0 outside.
 */
export interface RateEnvelope {
  /** `n + 1` increasing instants, epoch ms, or none. */
  readonly boundsMs: Float64Array;
  /** `4 n` non-negative rates. */
  readonly rates: Float64Array;
}

const EMPTY: RateEnvelope = /* @__PURE__ */ Object.freeze({ boundsMs: new Float64Array(0), rates: new Float64Array(0) });

/**
 * Builds envelopes segment by segment in time order, keeping the canonical form of {@link DayAggregate}: adjacent
 * segments with four equal rates are merged, segments with four zero rates are dropped at both ends.
 */
export class EnvelopeBuilder {
  private bounds: number[] = [];
  private rates: number[] = [];
  /** End of the last segment appended (the last bound), or NaN before the first. */
  private end = Number.NaN;

  /**
   * Appends `[fromMs, toMs)` with the given rates; `fromMs` must be ≥ the previous segment's end (a gap between
   * them becomes a zero segment). Empty segments are ignored.
   */
  push(fromMs: number, toMs: number, fuel: number, steps: number, calories: number, distance: number): void {
    if (!(toMs > fromMs)) return;
    // one zero (never −0, never NaN), so that equal rates compare and serialize alike
    fuel = fuel > 0 ? fuel : 0;
    steps = steps > 0 ? steps : 0;
    calories = calories > 0 ? calories : 0;
    distance = distance > 0 ? distance : 0;
    const zero = !(fuel > 0 || steps > 0 || calories > 0 || distance > 0);
    const n = this.bounds.length;
    if (n === 0) {
      if (zero) return;
      this.bounds.push(fromMs, toMs);
      this.rates.push(fuel, steps, calories, distance);
      this.end = toMs;
      return;
    }
    if (fromMs > this.end) this.push(this.end, fromMs, 0, 0, 0, 0);
    const r = this.rates;
    const last = r.length - 4;
    if (r[last] === fuel && r[last + 1] === steps && r[last + 2] === calories && r[last + 3] === distance) {
      this.bounds[n - 1] = toMs;
    } else {
      this.bounds.push(toMs);
      r.push(fuel, steps, calories, distance);
    }
    this.end = toMs;
  }

  /** The envelope built so far, trailing zero segments removed. */
  finish(): RateEnvelope {
    const r = this.rates;
    let segments = r.length / 4;
    while (segments > 0 && !((r[4 * segments - 4] as number) > 0 || (r[4 * segments - 3] as number) > 0 || (r[4 * segments - 2] as number) > 0 || (r[4 * segments - 1] as number) > 0)) {
      segments--;
    }
    if (segments === 0) return EMPTY;
    return { boundsMs: Float64Array.from(this.bounds.slice(0, segments + 1)), rates: Float64Array.from(r.slice(0, 4 * segments)) };
  }
}

/**
 * The pointwise maximum of two envelopes, rate by rate, in canonical form (decision D-95). Exact (a maximum of
 * doubles rounds nothing), so it is commutative, associative and idempotent: folding activities into a day in any
 * order and any grouping gives the same envelope, bit for bit. O(a + b) segments.
 *
 * @param a - an envelope.
 * @param b - another envelope.
 * @returns a new envelope.
 */
export function maxEnvelope(a: RateEnvelope, b: RateEnvelope): RateEnvelope {
  const out = new EnvelopeBuilder();
  const na = a.boundsMs.length;
  const nb = b.boundsMs.length;
  let i = 0; // index of the next bound of a at or after t
  let j = 0;
  let t = Math.min(na > 0 ? (a.boundsMs[0] as number) : Infinity, nb > 0 ? (b.boundsMs[0] as number) : Infinity);
  if (t === Infinity) return EMPTY;
  for (;;) {
    while (i < na && (a.boundsMs[i] as number) <= t) i++;
    while (j < nb && (b.boundsMs[j] as number) <= t) j++;
    const next = Math.min(i < na ? (a.boundsMs[i] as number) : Infinity, j < nb ? (b.boundsMs[j] as number) : Infinity);
    if (next === Infinity) break;
    // segment of a covering t is i − 1 when 0 < i < na (t lies in [bounds[i−1], bounds[i]))
    const sa = i > 0 && i < na ? 4 * (i - 1) : -1;
    const sb = j > 0 && j < nb ? 4 * (j - 1) : -1;
    const rate = (k: number): number =>
      Math.max(sa < 0 ? 0 : (a.rates[sa + k] as number), sb < 0 ? 0 : (b.rates[sb + k] as number));
    out.push(t, next, rate(0), rate(1), rate(2), rate(3));
    t = next;
  }
  return out.finish();
}
