import { isValidTimeZone } from "../timeZone/isValidTimeZone.js";
import type { ImportMetadata } from "./importResult.js";
import type { ZoneAtPosition } from "./loadZoneLookup.js";

/** The chosen time zone name and how it was found. */
export interface TimeZoneChoice {
  /** An IANA name accepted by the validator (`Etc/GMT-2`, `Europe/Paris`, `Etc/UTC`). */
  readonly timeZoneName: string;
  /** How it was found. */
  readonly source: ImportMetadata["timeZoneSource"];
}

/**
 * The `Etc/GMT±N` name of a whole-hour UTC offset. IANA's Etc names invert the sign (POSIX style):
 * UTC+2 is `Etc/GMT-2`; UTC+0 is `Etc/GMT`.
 *
 * @param offsetHours - whole hours east of UTC, −12 to +14.
 */
export function etcZoneForOffset(offsetHours: number): string {
  if (offsetHours === 0) return "Etc/GMT";
  return `Etc/GMT${offsetHours > 0 ? "-" : "+"}${Math.abs(offsetHours)}`;
}

/** The first position of a recording, degrees (WGS 84). */
export interface FirstPosition {
  readonly latitudeDeg: number;
  readonly longitudeDeg: number;
}

/**
 * Chooses the activity's time zone, without a network:
 * 1. the `timeZoneName` option (must be valid, else the caller reports code 1690);
 * 2. the zone at the first position, from `zoneAt` (the optional peer `@photostructure/tz-lookup`): the political
 *    zone with its daylight saving (`Europe/Lisbon`, `America/St_Johns`), or an `Etc/GMT±N` name at sea;
 * 3. the FIT device's local-time offset (activity `local_timestamp` − `timestamp`) when it is a whole number of
 *    hours from −12 to +14: `Etc/GMT∓h` (the offset in force at the recording, daylight saving included);
 * 4. the first position's longitude: the nautical zone `Etc/GMT∓round(lon/15)`;
 * 5. `Etc/UTC`.
 * Etc names never change with daylight saving, and nautical zones can differ from the legal zone by an hour or
 * more (Spain, western China); install the lookup or pass `timeZoneName` when the exact political zone matters.
 *
 * @param option - the `timeZoneName` option.
 * @param localOffsetS - device local time minus UTC, seconds.
 * @param first - the first positioned sample.
 * @param zoneAt - the zone at a position, when the lookup is installed.
 * @returns the choice, or `undefined` when the option is not a valid name.
 */
export function chooseTimeZone(
  option: string | undefined,
  localOffsetS: number | undefined,
  first: FirstPosition | undefined,
  zoneAt?: ZoneAtPosition,
): TimeZoneChoice | undefined {
  if (option !== undefined) return isValidTimeZone(option) ? { timeZoneName: option, source: "option" } : undefined;
  const fromPosition = first !== undefined && zoneAt !== undefined ? zoneAt(first.latitudeDeg, first.longitudeDeg) : undefined;
  if (fromPosition !== undefined) return { timeZoneName: fromPosition, source: "position" };
  if (localOffsetS !== undefined && Number.isFinite(localOffsetS)) {
    const hours = localOffsetS / 3600;
    const whole = Math.round(hours);
    if (Math.abs(hours - whole) < 1 / 60 && whole >= -12 && whole <= 14) {
      return { timeZoneName: etcZoneForOffset(whole), source: "device-local-time" };
    }
  }
  const longitude = first?.longitudeDeg;
  if (longitude !== undefined && Number.isFinite(longitude) && Math.abs(longitude) <= 180) {
    return { timeZoneName: etcZoneForOffset(Math.round(longitude / 15)), source: "longitude" };
  }
  return { timeZoneName: "Etc/UTC", source: "default" };
}
