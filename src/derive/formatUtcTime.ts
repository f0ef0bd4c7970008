import { dateOfDayNumber, MS_PER_DAY } from "../timeZone/localDays.js";

/** `"00"` … `"59"`. */
const TWO_DIGITS: readonly string[] = /* @__PURE__ */ Array.from({ length: 60 }, (_, i) => (i < 10 ? `0${i}` : String(i)));

/**
 * Epoch milliseconds as ISO 8601 UTC with milliseconds, exactly as `new Date(ms).toISOString()` writes it
 * (`2014-12-31T23:00:00.000Z`), by arithmetic: about a quarter of the cost of building a `Date` for each list item.
 * Outside years 0000–9999 (and for a fractional ms) it is `toISOString` itself.
 *
 * @example
 * ```ts
 * formatUtcTime(1_420_066_800_000); // "2014-12-31T23:00:00.000Z"
 * ```
 * @param ms - epoch milliseconds, finite.
 * @returns the time.
 * @throws RangeError when `ms` is not a time `Date` can hold (as `toISOString` does).
 */
export function formatUtcTime(ms: number): string {
  if (!Number.isInteger(ms) || ms < -62_167_219_200_000 || ms >= 253_402_300_800_000) return new Date(ms).toISOString();
  const day = Math.floor(ms / MS_PER_DAY);
  let rest = ms - day * MS_PER_DAY;
  const hours = Math.floor(rest / 3_600_000);
  rest -= hours * 3_600_000;
  const minutes = Math.floor(rest / 60_000);
  rest -= minutes * 60_000;
  const seconds = Math.floor(rest / 1000);
  const millis = rest - seconds * 1000;
  return `${dateOfDayNumber(day)}T${TWO_DIGITS[hours]!}:${TWO_DIGITS[minutes]!}:${TWO_DIGITS[seconds]!}.${millis < 10 ? "00" : millis < 100 ? "0" : ""}${millis}Z`;
}
