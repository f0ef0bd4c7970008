/**
 * A piecewise-linear signal through samples (times strictly increasing), held constant before the first and
 * after the last sample, with its running integral: O(log n) value and integral at any time.
 */
export interface Series {
  /** Sample times, seconds, strictly increasing. */
  readonly t: Float64Array;
  /** Sample values. */
  readonly v: Float64Array;
  /** Integral of the signal from `t[0]` to `t[i]` (trapezoids). */
  readonly cum: Float64Array;
}

/**
 * Builds a {@link Series}; pairs with a non-increasing time are skipped. Exactly sized typed arrays, no growth: a
 * long recording's channels never leave grown-and-dropped copies behind.
 *
 * @param times - sample times, seconds, ascending.
 * @param values - sample values, same length.
 */
export function makeSeries(times: ArrayLike<number>, values: ArrayLike<number>): Series {
  let kept = 0;
  let last = 0;
  for (let i = 0; i < times.length; i++) {
    const ti = times[i] as number;
    if (kept > 0 && ti <= last) continue;
    kept++;
    last = ti;
  }
  const t = new Float64Array(kept);
  const v = new Float64Array(kept);
  for (let i = 0, k = 0; i < times.length; i++) {
    const ti = times[i] as number;
    if (k > 0 && ti <= (t[k - 1] as number)) continue;
    t[k] = ti;
    v[k] = values[i] as number;
    k++;
  }
  const cum = new Float64Array(kept);
  for (let i = 1; i < kept; i++) {
    cum[i] = (cum[i - 1] as number) + (((v[i - 1] as number) + (v[i] as number)) / 2) * ((t[i] as number) - (t[i - 1] as number));
  }
  return { t, v, cum };
}

/** Index of the last sample at or before `x` (−1 when `x` is before the first). */
function segmentOf(s: Series, x: number): number {
  let lo = 0;
  let hi = s.t.length - 1;
  if (hi < 0 || x < (s.t[0] as number)) return -1;
  if (x >= (s.t[hi] as number)) return hi;
  while (hi - lo > 1) {
    const mid = (lo + hi) >>> 1;
    if ((s.t[mid] as number) <= x) lo = mid;
    else hi = mid;
  }
  return lo;
}

/**
 * The signal's value at time `x`: linear between samples, the first/last value outside.
 *
 * @param s - the series (at least one sample).
 * @param x - time, seconds.
 */
export function valueAt(s: Series, x: number): number {
  const i = segmentOf(s, x);
  if (i < 0) return s.v[0] as number;
  if (i >= s.t.length - 1) return s.v[s.t.length - 1] as number;
  const t0 = s.t[i] as number;
  const t1 = s.t[i + 1] as number;
  const v0 = s.v[i] as number;
  return v0 + (((s.v[i + 1] as number) - v0) * (x - t0)) / (t1 - t0);
}

/**
 * Integral of the signal from the first sample time to `x` (negative for `x` before it).
 *
 * @param s - the series (at least one sample).
 * @param x - time, seconds.
 */
export function integralTo(s: Series, x: number): number {
  const i = segmentOf(s, x);
  if (i < 0) return (s.v[0] as number) * (x - (s.t[0] as number));
  const last = s.t.length - 1;
  if (i >= last) return (s.cum[last] as number) + (s.v[last] as number) * (x - (s.t[last] as number));
  const vx = valueAt(s, x);
  return (s.cum[i] as number) + (((s.v[i] as number) + vx) / 2) * (x - (s.t[i] as number));
}

/**
 * Time average of the signal over `[a, b]` (the value at `a` when the span is empty).
 *
 * @param s - the series (at least one sample).
 * @param a - start, seconds.
 * @param b - end, seconds, not before `a`.
 */
export function averageOver(s: Series, a: number, b: number): number {
  return b > a ? (integralTo(s, b) - integralTo(s, a)) / (b - a) : valueAt(s, a);
}
