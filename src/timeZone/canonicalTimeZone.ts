import { isValidTimeZone, timeZoneNames } from "./isValidTimeZone.js";
import { PACKED_TIME_ZONE_LINKS } from "./timeZoneNames.js";

/** The names of Universal Time: no `/` (`UTC`, `GMT`, `Zulu`, ...), or in `Etc/` but not `Etc/GMT±N`. */
const UNIVERSAL_TIME = /^[^/]*$|^Etc\/(?!GMT[-+][1-9])/;

let links: ReadonlyMap<string, string> | undefined;

/**
 * Unpacks the links once, in base-26 digits `a`–`z`: per name the gap from the previous name's index (`z` adds 25 and
 * goes on), then target − index + 500 in two digits.
 */
function unpack(): ReadonlyMap<string, string> {
  const names = timeZoneNames();
  const map = new Map<string, string>();
  const packed = PACKED_TIME_ZONE_LINKS;
  let k = 0;
  const digit = (): number => packed.charCodeAt(k++) - 97;
  for (let index = 0, gap = 0; k < packed.length; ) {
    index += gap = digit();
    if (gap < 25) map.set(names[index]!, names[index + digit() * 26 + digit() - 500]!);
  }
  return map;
}

/**
 * The canonical spelling of an accepted time zone name, the one the validator writes back (spec 2.4: "an IANA
 * political zone or an Etc/GMT offset name"), or `undefined` for a value {@link isValidTimeZone} refuses (code 180).
 * From the shipped tz database release, with no `Intl`:
 * - every name of Universal Time is `Etc/GMT`, the Etc/GMT offset name of offset zero: `UTC`, `GMT`, `UCT`, `Zulu`,
 *   `Universal`, `Greenwich`, `GMT0`, `Etc/GMT+0`, `Etc/GMT-0`, `Etc/GMT0`, `Etc/UTC`, `Etc/UCT`, `Etc/Zulu`, ...
 *   (`Etc/UTC` is neither a political zone nor an Etc/GMT offset name, so it is not written back);
 * - a link that no country's zone in the tz database's `zone.tab` is becomes the zone of its place: `Asia/Calcutta`
 *   → `Asia/Kolkata`, `US/Pacific` → `America/Los_Angeles`, `Europe/Kiev` → `Europe/Kyiv`, `Pacific/Truk` →
 *   `Pacific/Chuuk`;
 * - every other name is its own canonical name: zones (`Europe/Paris`, `Etc/GMT+5`) and the links that `zone.tab`
 *   lists for a country (`Europe/Oslo`, `Africa/Accra`), whose rules merged with another zone's but whose name is
 *   still the political name of the place.
 *
 * Cost: a `Set` and a `Map` lookup; the first call unpacks the table (about 120 links).
 *
 * @example
 * ```ts
 * canonicalTimeZone("Asia/Calcutta"); // "Asia/Kolkata"
 * canonicalTimeZone("Zulu");          // "Etc/GMT"
 * canonicalTimeZone("Europe/Oslo");   // "Europe/Oslo"
 * canonicalTimeZone("PST");           // undefined
 * ```
 *
 * @param value - any value.
 * @returns the canonical name, or `undefined` when the value is not an accepted name.
 */
export function canonicalTimeZone(value: unknown): string | undefined {
  if (!isValidTimeZone(value)) return undefined;
  if (UNIVERSAL_TIME.test(value)) return "Etc/GMT";
  return (links ??= unpack()).get(value) ?? value;
}
