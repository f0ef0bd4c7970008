/** Decimals kept in a distance string: 6 decimals of a kilometre are 1 mm. */
const DISTANCE_DECIMALS = 6;

/**
 * A distance in kilometres as the decimal string of spec 2.3 / 2.5: rounded to
 * {@link DISTANCE_DECIMALS} decimals (1 mm, `Number.prototype.toFixed` of the binary value), trailing zeros and a
 * trailing point removed, never an exponent: `3.1318 → "3.1318"`, `5.584712505340576 → "5.584713"`,
 * `0.1 + 0.2 → "0.3"`, `10 → "10"`, `0 → "0"`. The historical service printed every binary digit
 * (`"5.584712505340576"`); rounding to a millimetre removes float noise from sums without losing anything a GPS
 * or pedometer can measure. A non-finite value gives `"Infinity"` / `"NaN"`.
 *
 * @param distanceKm - distance in km.
 * @returns its decimal string.
 */
export function formatDistanceKm(distanceKm: number): string {
  // Below 1e9 km a double is within 6e-8 of its shortest decimal, so when that decimal has at most 6 decimals and
  // no exponent, toFixed(6) rounds to it and trimming gives it back: the shortest decimal is the answer (a list
  // item's distance, without toFixed and a regular expression)
  if (distanceKm < 1e9 && distanceKm > -1e9) {
    const shortest = String(distanceKm);
    const point = shortest.indexOf(".");
    if ((point < 0 || shortest.length - point <= DISTANCE_DECIMALS + 1) && !shortest.includes("e")) return shortest;
  }
  if (!Number.isFinite(distanceKm)) return String(distanceKm);
  if (Math.abs(distanceKm) >= 1e21) return BigInt(distanceKm).toString();
  const fixed = distanceKm.toFixed(DISTANCE_DECIMALS);
  const trimmed = fixed.replace(/\.?0+$/, "");
  return trimmed === "-0" || trimmed === "" ? "0" : trimmed;
}
