import { selectKth } from "./selectKth.js";

/** Most buckets of the fractions: a power of two, so that the bucket of a fraction is one multiply and a truncation. */
const MAX_BUCKETS = 1024;

/**
 * Rounds non-negative per-point values to integers that sum exactly to `total`, by the largest-remainder
 * (Hamilton) method, into `out`: every value is floored, then the remaining units go to the largest fractional
 * parts, ties to the earlier point. With `total = Math.round(Σ values)` every integer differs from its value by
 * less than 1. `out` may be a `Float64Array` (`deriveActivity` stores the fuel per point as one).
 *
 * Cost: O(n), with nothing allocated beyond the result in proportion to anything but n. One pass floors; when
 * units are left to distribute (never for integer inputs) one pass buckets the fractions (the power of two at or
 * above n buckets, at most 1024: about one fraction per bucket), the bucket holding the threshold fraction is
 * resolved by quickselect, and one pass hands the units out.
 *
 * @param values - finite values ≥ 0, one per data point.
 * @param total - the integer the result must sum to; `undefined` for `Math.round` of the sum. Must lie between the
 *   sum of the floors and that sum plus the number of values (the default always does); outside, it is clamped.
 * @param out - where the integers go, `values.length` long (its contents are overwritten).
 * @returns `out`, one integer per value, summing to `total` (after the clamp).
 */
export function roundPerPoint<T extends number[] | Float64Array>(values: ArrayLike<number>, total: number | undefined, out: T): T {
  const n = values.length;
  let floorSum = 0;
  let sum = 0;
  for (let i = 0; i < n; i++) {
    const v = values[i]!;
    const f = Math.floor(v);
    out[i] = f;
    floorSum += f;
    sum += v;
  }
  let remaining = (total ?? Math.round(sum)) - floorSum;
  // Stryker disable next-line LogicalOperator: equivalent, with no unit left the steps below hand out none (the threshold is then past every fraction) and return the floors
  if (!(remaining > 0) || n === 0) return out;
  if (remaining > n) remaining = n;
  // Bucket the fractions, then find the bucket that holds the remaining-th largest fraction. Plain arrays: a
  // typed array past 64 bytes gets its own backing store, which cost a RUN add more than the rounding itself.
  let buckets = 1;
  while (buckets < n && buckets < MAX_BUCKETS) buckets *= 2;
  const counts: number[] = new Array<number>(buckets).fill(0);
  for (let i = 0; i < n; i++) counts[((values[i]! - out[i]!) * buckets) | 0]!++;
  let bucket = buckets - 1;
  let above = 0;
  while (above + counts[bucket]! < remaining) above += counts[bucket--]!;
  const inBucket: number[] = new Array<number>(counts[bucket]!);
  for (let i = 0, j = 0; i < n; i++) {
    const fraction = values[i]! - out[i]!;
    if (((fraction * buckets) | 0) === bucket) inBucket[j++] = fraction;
  }
  const threshold = selectKth(inBucket, inBucket.length - (remaining - above));
  // Units for every fraction above the threshold; the rest go to the earliest fractions equal to it.
  for (let j = 0; j < inBucket.length; j++) if (inBucket[j]! > threshold) above++;
  let ties = remaining - above;
  for (let i = 0; i < n; i++) {
    const fraction = values[i]! - out[i]!;
    if (fraction > threshold) out[i]! += 1;
    else if (fraction === threshold && ties > 0) {
      out[i]! += 1;
      ties--;
    }
  }
  return out;
}
