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
 * Where the derivations put the arrays they return (decision D-180): a function giving a `Float64Array` of
 * exactly `length` doubles that the result may keep (its contents need not be zero: the derivations write every
 * element). The default, {@link newFloat64Array},
 * allocates one; a repository passes views into its own arena, the service views into recycled buffers (V8
 * allocates a typed array over 64 bytes outside its heap, about a microsecond each, comparable to folding a short
 * activity's day).
 */
export type Float64Allocator = (length: number) => Float64Array;

/**
 * The default {@link Float64Allocator}: a new `Float64Array`.
 *
 * @param length - doubles, ≥ 0.
 * @returns a new zero-filled array of that length.
 */
export function newFloat64Array(length: number): Float64Array {
  return new Float64Array(length);
}

/**
 * A copy of the envelope held in scratch arrays (segments `0 … kept − 1`), in one array from `allocate` of
 * `5 kept + 1` doubles: `boundsMs` and `rates` are views of it (one allocation per envelope).
 *
 * @param bounds - scratch bounds (≥ kept + 1).
 * @param rates - scratch rates (≥ 4 kept).
 * @param kept - segments to copy; 0 gives the empty envelope.
 * @param allocate - where the copy goes.
 */
export function copyEnvelope(bounds: Float64Array, rates: Float64Array, kept: number, allocate: Float64Allocator): RateEnvelope {
  if (kept === 0) return EMPTY;
  const block = allocate(5 * kept + 1);
  for (let i = 0; i <= kept; i++) block[i] = bounds[i] as number;
  for (let i = 0, at = kept + 1; i < 4 * kept; i++, at++) block[at] = rates[i] as number;
  return { boundsMs: block.subarray(0, kept + 1), rates: block.subarray(kept + 1, 5 * kept + 1) };
}

/**
 * Builds envelopes segment by segment in time order, keeping the canonical form of `DayAggregate` (src/model/dayAggregate.ts): adjacent
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

  /**
   * The envelope built so far, trailing zero segments removed: views of the builder's arrays when they are at
   * least three quarters full, else copies of exactly the needed length (so a stored envelope wastes little).
   */
  finish(): RateEnvelope {
    const r = this.rates;
    const n = lastPositive(r, this.segments);
    if (n === 0) return EMPTY;
    if (4 * n >= 0.75 * r.length) return { boundsMs: this.bounds.subarray(0, n + 1), rates: r.subarray(0, 4 * n) };
    return { boundsMs: this.bounds.slice(0, n + 1), rates: r.slice(0, 4 * n) };
  }
}

/** Scratch arrays of {@link maxEnvelope} and `dayAggregatesOf` (grown as needed, reused: both are synchronous). */
let scratchBounds = /* @__PURE__ */ new Float64Array(1024);
let scratchRates = /* @__PURE__ */ new Float64Array(4096);

/**
 * Scratch arrays with room for `segments` segments (bounds and interleaved rates), reused between calls: the
 * caller copies out what it keeps before any other call of this module. Internal to the derivations.
 *
 * @param segments - segments needed.
 * @returns the scratch bounds (≥ segments + 1) and rates (≥ 4 × segments).
 */
export function envelopeScratch(segments: number): { readonly bounds: Float64Array; readonly rates: Float64Array } {
  if (scratchBounds.length < segments + 1) {
    scratchBounds = new Float64Array(2 * (segments + 1));
    scratchRates = new Float64Array(8 * (segments + 1));
  }
  return { bounds: scratchBounds, rates: scratchRates };
}

/** Number of bounds of `boundsMs` (increasing) that are at most `t`. */
function boundsAtOrBefore(boundsMs: Float64Array, t: number): number {
  let lo = 0;
  let hi = boundsMs.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((boundsMs[mid] as number) <= t) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Segments up to the last of the first `n` whose rates are not all 0. */
function lastPositive(rates: Float64Array, n: number): number {
  while (n > 0 && !((rates[4 * n - 4] as number) > 0 || (rates[4 * n - 3] as number) > 0 || (rates[4 * n - 2] as number) > 0 || (rates[4 * n - 1] as number) > 0)) n--;
  return n;
}

/**
 * Appends the segments `s … end − 1` of a canonical envelope (segment `s` starts at `t`, where the `n` segments
 * written so far end; `end` defaults to its last segment), merging the first into the last written one when their
 * rates are equal.
 *
 * @returns the segments written.
 */
function appendSegments(bounds: Float64Array, rates: Float64Array, n: number, from: Float64Array, fromRates: Float64Array, s: number, t: number, end = from.length - 1): number {
  if (n === 0) bounds[0] = t;
  else {
    const at = 4 * (n - 1);
    const as = 4 * s;
    if (rates[at] === fromRates[as] && rates[at + 1] === fromRates[as + 1] && rates[at + 2] === fromRates[as + 2] && rates[at + 3] === fromRates[as + 3]) {
      bounds[n] = from[s + 1] as number; // the same rates go on: the last segment grows
      s++;
    }
  }
  for (; s < end; s++) {
    bounds[n + 1] = from[s + 1] as number;
    const at = 4 * n;
    const as = 4 * s;
    rates[at] = fromRates[as] as number;
    rates[at + 1] = fromRates[as + 1] as number;
    rates[at + 2] = fromRates[as + 2] as number;
    rates[at + 3] = fromRates[as + 3] as number;
    n++;
  }
  return n;
}

/**
 * The pointwise maximum of two envelopes, rate by rate, in canonical form (decision D-95). Exact (a maximum of
 * doubles rounds nothing), so it is commutative, associative and idempotent: folding activities into a day in any
 * order and any grouping gives the same envelope, bit for bit. O(a + b) segments, where the longer envelope's
 * segments before the other's time span, and either envelope's segments after the other's, are copied rather
 * than merged (a short activity folded into a long day, or a day's next activity appended after it, costs its
 * own segments plus a copy); the result is built in reused scratch arrays and copied out at its exact length
 * into one array from `allocate` (`boundsMs` and `rates` are views of it).
 *
 * Both envelopes must be canonical, as the derivations build them (`DayAggregate`'s form: increasing bounds,
 * non-negative rates, no two adjacent segments alike, a rate above 0 in the first and last segment); the result
 * is canonical.
 *
 * @param a - a canonical envelope.
 * @param b - another.
 * @param allocate - where the result's array goes (default: a new array).
 * @returns a new envelope (`maxEnvelope(e, EMPTY)` is a copy of `e`).
 * @throws RangeError when it meets a bound that is NaN (not canonical: the merge could not advance past it;
 *   decision D-189).
 */
export function maxEnvelope(a: RateEnvelope, b: RateEnvelope, allocate: Float64Allocator = newFloat64Array): RateEnvelope {
  // the longer one is `a`: its segments outside the other's time span are copied as they are (both envelopes are
  // canonical), so folding a short activity into a long day costs the overlap plus a copy
  if (b.boundsMs.length > a.boundsMs.length) [a, b] = [b, a];
  const ab = a.boundsMs;
  const bb = b.boundsMs;
  const ar = a.rates;
  const br = b.rates;
  const na = ab.length;
  const nb = bb.length;
  if (na === 0 && nb === 0) return EMPTY;
  const { bounds, rates } = envelopeScratch(na + nb);
  let n = 0; // segments written
  let kept = 0; // segments up to the last with a rate above 0
  let i = 0; // index of the next bound of a after t
  let j = 0;
  let t = Math.min(na > 0 ? (ab[0] as number) : Infinity, nb > 0 ? (bb[0] as number) : Infinity);
  // prefix: a's segments that end at or before b starts, copied
  if (nb > 0 && na > 1) {
    const prefix = boundsAtOrBefore(ab, bb[0] as number) - 1; // segments ending by then
    if (prefix > 0) {
      n = appendSegments(bounds, rates, 0, ab, ar, 0, ab[0] as number, prefix);
      kept = lastPositive(rates, n);
      t = ab[prefix] as number;
      i = prefix;
    }
  }
  for (;;) {
    while (i < na && (ab[i] as number) <= t) i++;
    while (j < nb && (bb[j] as number) <= t) j++;
    // suffix: one envelope is behind us and t starts a segment of the other: its remaining segments are copied
    if (j >= nb && i > 0 && i < na && (ab[i - 1] as number) === t) {
      n = appendSegments(bounds, rates, n, ab, ar, i - 1, t);
      kept = lastPositive(rates, n);
      break;
    }
    if (i >= na && j > 0 && j < nb && (bb[j - 1] as number) === t) {
      n = appendSegments(bounds, rates, n, bb, br, j - 1, t);
      kept = lastPositive(rates, n);
      break;
    }
    const next = Math.min(i < na ? (ab[i] as number) : Infinity, j < nb ? (bb[j] as number) : Infinity);
    if (!(next < Infinity)) {
      // a NaN bound (not canonical: e.g. an envelope read from reused memory) would never let t advance
      if (next !== next) throw new RangeError("an envelope bound is NaN");
      break;
    }
    // the segment of a covering t is i − 1 when 0 < i < na (t lies in [bounds[i−1], bounds[i]))
    const sa = i > 0 && i < na ? 4 * (i - 1) : -1;
    const sb = j > 0 && j < nb ? 4 * (j - 1) : -1;
    let r0 = 0;
    let r1 = 0;
    let r2 = 0;
    let r3 = 0;
    if (sa >= 0) {
      r0 = ar[sa] as number;
      r1 = ar[sa + 1] as number;
      r2 = ar[sa + 2] as number;
      r3 = ar[sa + 3] as number;
    }
    if (sb >= 0) {
      r0 = Math.max(r0, br[sb] as number);
      r1 = Math.max(r1, br[sb + 1] as number);
      r2 = Math.max(r2, br[sb + 2] as number);
      r3 = Math.max(r3, br[sb + 3] as number);
    }
    // one zero (never −0, never NaN)
    r0 = r0 > 0 ? r0 : 0;
    r1 = r1 > 0 ? r1 : 0;
    r2 = r2 > 0 ? r2 : 0;
    r3 = r3 > 0 ? r3 : 0;
    const positive = r0 > 0 || r1 > 0 || r2 > 0 || r3 > 0;
    const at = 4 * (n - 1);
    if (n > 0 && rates[at] === r0 && rates[at + 1] === r1 && rates[at + 2] === r2 && rates[at + 3] === r3) {
      bounds[n] = next;
    } else if (n > 0 || positive) {
      bounds[n] = t;
      bounds[n + 1] = next;
      rates[4 * n] = r0;
      rates[4 * n + 1] = r1;
      rates[4 * n + 2] = r2;
      rates[4 * n + 3] = r3;
      n++;
    }
    if (positive) kept = n;
    t = next;
  }
  return copyEnvelope(bounds, rates, kept, allocate);
}
