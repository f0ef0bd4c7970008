import { roundHalfUp } from "./roundHalfUp.js";

/**
 * Share of an interval's value `v` before the offset `x` ms from its start: `v × x / period`, rounded half-up
 * when `v` is an integer. The two parts of an interval cut at a day boundary are then integers that add up to `v`.
 *
 * @example
 * ```ts
 * partBefore(3, 2500, 5000); // 2 (1.5 rounded half-up)
 * ```
 *
 * @param value - the interval's value.
 * @param offsetMs - the cut's offset from the interval's start, ms.
 * @param periodMs - the interval's length, ms.
 * @returns the share before the cut.
 */
export function partBefore(value: number, offsetMs: number, periodMs: number): number {
  if (offsetMs <= 0) return 0;
  if (offsetMs >= periodMs) return value;
  const share = (value * offsetMs) / periodMs;
  return Number.isInteger(value) ? roundHalfUp(share) : share;
}

/**
 * The rate of a piece (value per ms) as the de-duplication compares and sums it: `v / length` for `v > 0`, else 0.
 *
 * @example
 * ```ts
 * pieceRate(10, 5000); // 0.002
 * ```
 *
 * @param value - the piece's value.
 * @param lengthMs - the piece's length, ms (> 0).
 * @returns the rate, value per ms.
 */
export function pieceRate(value: number, lengthMs: number): number {
  return value > 0 ? value / lengthMs : 0;
}
