import { zoneOffsetMs } from "./zoneOffsetMs.js";

/** Milliseconds per day of 24 hours. */
export const MS_PER_DAY = 86_400_000;
const MS_PER_HOUR = 3_600_000;
/** Every UTC offset in use lies within −15 h … +15 h, so a local midnight is within this distance of its wall time. */
const OFFSET_BOUND_MS = 15 * MS_PER_HOUR;
const LOCAL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The day number of a proleptic Gregorian date: days since 1970-01-01 (`(1970, 1, 1)` → 0, `(1969, 12, 31)` →
 * −1), in integer arithmetic (H. Hinnant's `days_from_civil`). No `Date`, no `Intl`.
 *
 * @param year - the year (astronomical: 0 is 1 BC).
 * @param month - 1–12.
 * @param day - 1–31 (not checked against the month).
 * @returns days since 1970-01-01.
 */
export function dayNumberOfCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146_097 + doe - 719_468;
}

/**
 * The day number (days since 1970-01-01) of a date written `yyyy-mm-dd`, or NaN when the text is not in that form
 * (the month and day ranges are the caller's to check, e.g. with `isLocalDate`).
 *
 * @param localDate - a date `yyyy-mm-dd`.
 * @returns the day number.
 */
export function dayNumberOfDate(localDate: string): number {
  const match = LOCAL_DATE.exec(localDate);
  if (match === null) return Number.NaN;
  return dayNumberOfCivil(Number(match[1]), Number(match[2]), Number(match[3]));
}

/**
 * The date `yyyy-mm-dd` of a day number (days since 1970-01-01), in integer arithmetic (`civil_from_days`):
 * `0` → `"1970-01-01"`, `19_723` → `"2024-01-01"`. Outside years 0000–9999 the text is that of
 * `Date#toISOString` (`+010000-01-01`) cut to 10 characters.
 *
 * @param dayNumber - an integer day number.
 * @returns the date.
 * @throws RangeError when `dayNumber` is not finite.
 */
export function dateOfDayNumber(dayNumber: number): string {
  if (!Number.isFinite(dayNumber)) throw new RangeError(`not a day number: ${dayNumber}`);
  const z = dayNumber + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yoe + era * 400 + (month <= 2 ? 1 : 0);
  if (year < 0 || year > 9999) return new Date(dayNumber * MS_PER_DAY).toISOString().slice(0, 10);
  return `${String(year).padStart(4, "0")}-${month < 10 ? "0" : ""}${month}-${day < 10 ? "0" : ""}${day}`;
}

/**
 * The local day number (days since 1970-01-01) of an instant in a time zone: `⌊(instant + offset) / 1 day⌋`, the
 * offset read from the shared cache of `zoneOffsetMs` (tens of nanoseconds once the zone's UTC day is cached).
 *
 * @param epochMs - the instant, epoch ms.
 * @param timeZone - an IANA time zone name.
 * @returns the local day number.
 */
export function localDayNumber(epochMs: number, timeZone: string): number {
  return Math.floor((epochMs + zoneOffsetMs(timeZone, epochMs)) / MS_PER_DAY);
}

/**
 * The local calendar date `yyyy-mm-dd` of an instant in a time zone (wall time = instant + offset).
 *
 * @param epochMs - the instant, epoch ms.
 * @param timeZone - an IANA time zone name.
 * @returns the local date.
 */
export function localDateOf(epochMs: number, timeZone: string): string {
  return dateOfDayNumber(localDayNumber(epochMs, timeZone));
}

/**
 * The UTC midnight that starts a calendar date (proleptic Gregorian, ISO 8601 parse): `"2024-03-01"` →
 * `Date.parse("2024-03-01T00:00:00.000Z")`. Years 0001–0099 stay in the first century (unlike `Date.UTC`, which
 * maps them to 1900–1999).
 *
 * @param localDate - a date `yyyy-mm-dd`.
 * @returns epoch ms of `localDate`T00:00:00Z, or NaN when `localDate` is not a date.
 */
export function utcMidnightMs(localDate: string): number {
  return Date.parse(`${localDate}T00:00:00.000Z`);
}

/**
 * A calendar date moved by whole days (proleptic Gregorian, no time zone involved, integer arithmetic):
 * `("2024-02-28", 2)` → `"2024-03-01"`.
 *
 * @param localDate - a date `yyyy-mm-dd`.
 * @param days - days to add (negative to go back).
 * @returns the date `yyyy-mm-dd`.
 */
export function addDays(localDate: string, days: number): string {
  return dateOfDayNumber(dayNumberOfDate(localDate) + days);
}

/**
 * The instant the local day with a given day number starts in a time zone: {@link localDayStartMs} on numbers.
 *
 * @param dayNumber - the local day number (days since 1970-01-01).
 * @param timeZone - an IANA time zone name.
 * @returns epoch ms of the day's first instant.
 */
export function dayStartMsOfDayNumber(dayNumber: number, timeZone: string): number {
  const wall = dayNumber * MS_PER_DAY;
  const offsetBefore = zoneOffsetMs(timeZone, wall - OFFSET_BOUND_MS);
  const offsetAfter = zoneOffsetMs(timeZone, wall + OFFSET_BOUND_MS);
  let first = Number.POSITIVE_INFINITY;
  for (let pass = 0; pass < (offsetBefore === offsetAfter ? 1 : 2); pass++) {
    const offset = pass === 0 ? offsetBefore : offsetAfter;
    const candidate = wall - offset;
    if (zoneOffsetMs(timeZone, candidate) === offset && candidate < first) first = candidate;
  }
  if (first !== Number.POSITIVE_INFINITY) return first;
  // 00:00 does not exist: binary search for the first instant whose wall time is at or after it.
  let lo = wall - OFFSET_BOUND_MS; // wall time there is < 00:00
  let hi = wall + OFFSET_BOUND_MS; // wall time there is > 00:00
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (mid + zoneOffsetMs(timeZone, mid) >= wall) hi = mid;
    else lo = mid;
  }
  return hi;
}

/**
 * The instant a local calendar day starts in a time zone: the first instant whose local wall time
 * is at or after that date's 00:00. Usually local midnight in UTC (`2015-01-01` in Europe/Paris →
 * `2014-12-31T23:00:00.000Z`); when 00:00 occurs twice (clocks set back across midnight) the first one; when it
 * does not exist (clocks set forward at midnight, e.g. America/Santiago 2024-09-08) the transition instant (01:00
 * local); a skipped date (Pacific/Apia 2011-12-30) starts where the next one does, so it has zero length.
 *
 * Exact to the millisecond for every zone that changes its offset at most once within ±15 h of a local midnight
 * (all zones, for all dates this service accepts).
 *
 * @param localDate - a date `yyyy-mm-dd`.
 * @param timeZone - an IANA time zone name.
 * @returns epoch ms of the day's first instant.
 */
export function localDayStartMs(localDate: string, timeZone: string): number {
  return dayStartMsOfDayNumber(dayNumberOfDate(localDate), timeZone);
}
