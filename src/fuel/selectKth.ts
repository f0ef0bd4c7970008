/**
 * The k-th smallest value (0-based) of an array of numbers, by quickselect with three-way partitioning and
 * pseudo-random pivots: expected O(n) for any input, duplicates included. Reorders `values`.
 *
 * @param values - the values (reordered in place); must not contain NaN.
 * @param k - rank, 0 ≤ k < values.length.
 * @returns the value of rank k.
 */
export function selectKth(values: number[] | Float64Array, k: number): number {
  let lo = 0;
  let hi = values.length - 1;
  let seed = 0x2545f491;
  while (hi > lo) {
    // Stryker disable next-line ArithmeticOperator: equivalent, another pseudo-random pivot sequence selects the same k-th value
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    const pivot = values[lo + (seed % (hi - lo + 1))]!;
    let lt = lo;
    let i = lo;
    let gt = hi;
    while (i <= gt) {
      const v = values[i]!;
      if (v < pivot) {
        values[i] = values[lt]!;
        values[lt] = v;
        lt++;
        i++;
      } else if (v > pivot) {
        values[i] = values[gt]!;
        values[gt] = v;
        gt--;
      } else {
        i++;
      }
    }
    if (k < lt) hi = lt - 1;
    else if (k > gt) lo = gt + 1;
    else return pivot;
  }
  return values[lo]!;
}
