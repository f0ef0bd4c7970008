import { zoneOffsetMs } from "./zoneOffsetMs.js";

const MS_PER_DAY = 86_400_000;
const MS_PER_HOUR = 3_600_000;
/** Every UTC offset in use lies within −15 h … +15 h, so a local midnight is within this distance of its wall time. */
const OFFSET_BOUND_MS = 15 * MS_PER_HOUR;

/**
 * The local calendar date `yyyy-mm-dd` of an instant in a time zone (wall time = instant + offset).
 *
 * @param epochMs - the instant, epoch ms.
 * @param timeZone - an IANA time zone name.
 * @returns the local date.
 */
export function localDateOf(epochMs: number, timeZone: string): string {
  return new Date(epochMs + zoneOffsetMs(timeZone, epochMs)).toISOString().slice(0, 10);
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
 * A calendar date moved by whole days (proleptic Gregorian, no time zone involved): `("2024-02-28", 2)` →
 * `"2024-03-01"`.
 *
 * @param localDate - a date `yyyy-mm-dd`.
 * @param days - days to add (negative to go back).
 * @returns the date `yyyy-mm-dd`.
 */
export function addDays(localDate: string, days: number): string {
  return new Date(utcMidnightMs(localDate) + days * MS_PER_DAY).toISOString().slice(0, 10);
}

/**
 * The instant a local calendar day starts in a time zone (decision D-36): the first instant whose local wall time
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
  const wall = utcMidnightMs(localDate);
  const offsetBefore = zoneOffsetMs(timeZone, wall - OFFSET_BOUND_MS);
  const offsetAfter = zoneOffsetMs(timeZone, wall + OFFSET_BOUND_MS);
  let first = Number.POSITIVE_INFINITY;
  for (const offset of offsetBefore === offsetAfter ? [offsetBefore] : [offsetBefore, offsetAfter]) {
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
