/** The values of a series an axis spans, and what the description states. */
export interface AxisRange {
  /** Lowest and highest finite value. */
  readonly lo: number;
  readonly hi: number;
  /** Mean of the finite values. */
  readonly mean: number;
  /** Number of finite values. */
  readonly count: number;
  /** What the axis spans: the full range, or less when outliers would flatten the rest (see {@link axisRange}). */
  readonly axisLo: number;
  readonly axisHi: number;
}

/**
 * The range of a series' finite values and the span of its axis. With `robust`, an axis from the 2nd to the 98th
 * percentile, widened to the full range when that adds at most half as much again, and with `highestOverMedian`
 * at most that multiple of the median: a GPS jump or a stretch of walking on a run (a pace of 15 min/km on a 7 min/km run)
 * then leaves the rest of the line readable, its points beyond the axis drawn at its edge. O(n log n) with
 * `robust`, O(n) without.
 *
 * @param values - the series (non-finite values are gaps).
 * @param robust - whether outliers may fall outside the axis.
 * @param highestOverMedian - with `robust`, the axis' top is at most this multiple of the median (for pace: 1.5).
 */
export function axisRange(values: Float64Array, robust: boolean, highestOverMedian = Infinity): AxisRange {
  let lo = Infinity;
  let hi = -Infinity;
  let sum = 0;
  let count = 0;
  for (let i = 0; i < values.length; i++) {
    const v = values[i] as number;
    if (!Number.isFinite(v)) continue;
    if (v < lo) lo = v;
    if (v > hi) hi = v;
    sum += v;
    count++;
  }
  let axisLo = lo;
  let axisHi = hi;
  if (robust && count > 0) {
    const sorted = values.filter(Number.isFinite).sort();
    const at = (q: number): number => sorted[Math.round(q * (count - 1))] as number;
    const low = at(0.02);
    const high = Math.min(at(0.98), Math.max(low, at(0.5) * highestOverMedian));
    const slack = (high - low) / 2;
    if (low - lo > slack) axisLo = low;
    if (hi - high > slack) axisHi = high;
  }
  return { lo, hi, mean: count === 0 ? NaN : sum / count, count, axisLo, axisHi };
}
