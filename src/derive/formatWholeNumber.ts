import { roundHalfUp } from "./roundHalfUp.js";

/**
 * A count (fuel, steps, kcal) as the integer string of spec 2.5: rounded half-up to an integer, plain decimal
 * digits without exponent even above 1e21 (`"1453"`, `"0"`); `-0` gives `"0"`. A non-finite value
 * (only reachable by summing values near `Number.MAX_VALUE`) gives `"Infinity"` / `"NaN"` rather than a made-up
 * number.
 *
 * @param value - a count, any number.
 * @returns its integer string.
 */
export function formatWholeNumber(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const rounded = roundHalfUp(value);
  if (rounded === 0) return "0";
  return Math.abs(rounded) < 1e21 ? String(rounded) : BigInt(rounded).toString();
}
