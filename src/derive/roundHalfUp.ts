/**
 * Rounds to the nearest integer, halves up (towards +∞): `2.5 → 3`, `-2.5 → -2`, `0.49999999999999994 → 0`.
 * Exact for every finite double (it compares the fractional part instead of adding 0.5, which would round
 * `0.49999999999999994 + 0.5` to 1). Non-finite values are returned unchanged.
 *
 * @param value - any number.
 * @returns the rounded value.
 */
export function roundHalfUp(value: number): number {
  const floor = Math.floor(value);
  return value - floor >= 0.5 ? floor + 1 : floor;
}
