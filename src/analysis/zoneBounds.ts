/** Edwards' five zones, % of HRmax (50–60, 60–70, 70–80, 80–90, 90–100); also the %HRR zones (Karvonen). */
export const EDWARDS_PERCENT: readonly number[] = [50, 60, 70, 80, 90];

/**
 * Zone bounds in the unit of `reference`: `from + p/100 × (reference − from)` for each percentage (`from` 0 for
 * fractions of the reference itself, HRrest for fractions of the heart-rate reserve).
 *
 * @param percents - ascending percentages.
 * @param reference - the value that is 100 %.
 * @param from - the value that is 0 % (default 0).
 */
export function zoneBounds(percents: readonly number[], reference: number, from = 0): number[] {
  return percents.map((p) => from + (p / 100) * (reference - from));
}

/**
 * The zone index of a value: how many bounds it exceeds (a value on a bound belongs to the lower zone).
 *
 * @param value - the value.
 * @param bounds - ascending bounds.
 */
export function zoneIndex(value: number, bounds: readonly number[]): number {
  let k = 0;
  while (k < bounds.length && value > (bounds[k] as number)) k++;
  return k;
}
