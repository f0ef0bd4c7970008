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
  private bounds: Float64Array;
  private rates: Float64Array;
  /** Number of segments appended. */
  private segments = 0;

  /** @param capacity - expected number of segments (the arrays grow as needed). */
  constructor(capacity = 16) {
    this.bounds = new Float64Array(Math.max(2, capacity + 1));
    this.rates = new Float64Array(4 * Math.max(1, capacity));
  }

  private grow(): void {
    const bounds = new Float64Array(this.bounds.length * 2);
    bounds.set(this.bounds);
    const rates = new Float64Array(this.rates.length * 2);
    rates.set(this.rates);
    this.bounds = bounds;
    this.rates = rates;
  }

  /**
   * Appends `[fromMs, toMs)` with the given rates; `fromMs` must be ≥ the previous segment's end (a gap between
   * them becomes a zero segment). Empty segments are ignored; rates that are not above 0 are stored as 0.
   */
  push(fromMs: number, toMs: number, fuel: number, steps: number, calories: number, distance: number): void {
    if (!(toMs > fromMs)) return;
    // one zero (never −0, never NaN), so that equal rates compare and serialize alike
    fuel = fuel > 0 ? fuel : 0;
    steps = steps > 0 ? steps : 0;
    calories = calories > 0 ? calories : 0;
    distance = distance > 0 ? distance : 0;
    const n = this.segments;
    if (n === 0) {
      if (!(fuel > 0 || steps > 0 || calories > 0 || distance > 0)) return;
      this.bounds[0] = fromMs;
      this.bounds[1] = toMs;
      this.rates[0] = fuel;
      this.rates[1] = steps;
      this.rates[2] = calories;
      this.rates[3] = distance;
      this.segments = 1;
      return;
    }
    const end = this.bounds[n] as number;
    if (fromMs > end) this.push(end, fromMs, 0, 0, 0, 0);
    const m = this.segments;
    const r = this.rates;
    const last = 4 * (m - 1);
    if (r[last] === fuel && r[last + 1] === steps && r[last + 2] === calories && r[last + 3] === distance) {
      this.bounds[m] = toMs;
      return;
    }
    if (4 * (m + 1) > r.length || m + 2 > this.bounds.length) this.grow();
    this.bounds[m + 1] = toMs;
    const at = 4 * m;
    this.rates[at] = fuel;
    this.rates[at + 1] = steps;
    this.rates[at + 2] = calories;
    this.rates[at + 3] = distance;
    this.segments = m + 1;
  }

  /** The envelope built so far, trailing zero segments removed (new arrays of exactly the needed length). */
  finish(): RateEnvelope {
    const r = this.rates;
    let n = this.segments;
    while (n > 0 && !((r[4 * n - 4] as number) > 0 || (r[4 * n - 3] as number) > 0 || (r[4 * n - 2] as number) > 0 || (r[4 * n - 1] as number) > 0)) n--;
    if (n === 0) return EMPTY;
    return { boundsMs: this.bounds.slice(0, n + 1), rates: r.slice(0, 4 * n) };
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
  const out = new EnvelopeBuilder(a.boundsMs.length + b.boundsMs.length);
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
