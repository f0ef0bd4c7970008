import { PACKED_TIME_ZONE_NAMES } from "./timeZoneNames.js";

/**
 * Delimiters of {@link PACKED_TIME_ZONE_NAMES}: the index of one is the length of the prefix a location shares with
 * the previous location of its area.
 */
const DELIMITERS = " ,=().;";

let names: readonly string[] | undefined;
let nameSet: ReadonlySet<unknown> | undefined;

/**
 * Unpacks the list once: groups of `|`, an area, then its locations, each a delimiter (the length
 * of the prefix shared with the previous location of the area) and the rest, the capitals that start words written
 * in lower case; sorted at the end, since the groups are not in the order of the names (`America/Argentina/` sorts
 * inside `America/`).
 */
function unpack(): readonly string[] {
  const out: string[] = [];
  // a lower-case letter that starts a word is a capital, unless marked with `'`
  const text = PACKED_TIME_ZONE_NAMES.replace(/[| /_-][a-z]/g, (pair) => pair.toUpperCase()).replaceAll("'", "");
  for (const group of text.split("|")) {
    // [area, delimiter, rest, delimiter, rest, ...]
    const parts = group.split(/([ ,=().;])/);
    // Stryker disable next-line StringLiteral: equivalent, the first location's delimiter says it shares 0 characters with `location`
    let location = "";
    for (let k = 1; k < parts.length; k += 2) {
      location = location.slice(0, DELIMITERS.indexOf(parts[k]!)) + parts[k + 1];
      out.push(parts[0] + location);
    }
  }
  return Object.freeze(out.sort());
}

/**
 * Every time zone name that {@link isValidTimeZone} accepts, sorted by UTF-16 code unit (frozen, the same array on
 * every call): the names of the IANA tz database release the library ships (2026d, in `timeZoneNames.ts`) that
 * have the form Area/Location or name Universal Time, 562 names.
 *
 * @example
 * ```ts
 * timeZoneNames().includes("Europe/Paris"); // true
 * timeZoneNames().includes("EST");          // false: an abbreviation
 * ```
 */
export function timeZoneNames(): readonly string[] {
  return (names ??= unpack());
}

/**
 * Whether a value is an acceptable `timeZoneName` (code 180 otherwise), decided by the list of names shipped with
 * the library, with no `Intl` and the same answer in every JavaScript engine: a name of the IANA
 * tz database (the release the library ships), zone or link, exact spelling, that
 * - has the form Area/Location: political zones (`Europe/Paris`, `America/Argentina/Buenos_Aires`), backward links
 *   (`Asia/Calcutta`, `US/Pacific`, `Europe/Kiev`) and the Etc area (`Etc/GMT+5`, `Etc/UTC`, `Etc/Zulu`), or
 * - is the short spelling of a name of the Etc area, all of them Universal Time: `UTC`, `UCT`, `GMT`, `GMT0`,
 *   `GMT+0`, `GMT-0`, `Greenwich`, `Universal`, `Zulu`.
 *
 * Rejected: abbreviations, whether the tz database has them (`EST`, `MST`, `HST`, `CET`, `EET`, `MET`, `WET`) or
 * not (`PST`, `IST`, `ART`, `EDT`), POSIX-style names (`EST5EDT`), the tz database's old country names (`Japan`,
 * `GB`, `PRC`), `Factory`, offsets (`GMT-04:00`, `+05:00`), `SystemV/*`, every spelling in another case
 * (`europe/paris`, `AMERICA/PHOENIX`: `Intl` would accept them), names with spaces, unknown names, non-strings.
 *
 * Cost: one `Set` lookup, known or unknown name alike (20–50 ns); the first call unpacks the list (about 0.4 ms
 * cold on a loaded machine).
 *
 * @param value - any value.
 */
export function isValidTimeZone(value: unknown): value is string {
  return (nameSet ??= new Set(timeZoneNames())).has(value);
}
