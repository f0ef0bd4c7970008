import { intlZoneOffsetSource } from "../timeZone/intlZoneOffsetSource.js";
import { utcMinute } from "./chartText.js";

/** A start time as the activity's own clock read it. */
export interface LocalTime {
  /** `yyyy-mm-dd hh:mm` on the zone's clock. */
  readonly minute: string;
  /** The zone's name, or `UTC` when the zone is unknown here. */
  readonly zone: string;
  /** The offset in force, e.g. `UTC+2`, `UTC−3:30`, `UTC+0` (empty when the zone is unknown). */
  readonly offset: string;
}

const two = (n: number): string => (n < 10 ? `0${n}` : String(n));

/**
 * An instant on the clock of an IANA zone, from the runtime's `Intl` with the zone given explicitly (never the
 * process's zone). A zone `Intl` does not know, or a runtime without `Intl`, gives UTC, named so.
 *
 * @param ms - epoch ms, within the range of `Date`.
 * @param timeZone - an IANA name, or `undefined`.
 */
export function localTime(ms: number, timeZone: string | undefined): LocalTime {
  let offsetMs: number | undefined;
  if (timeZone !== undefined) {
    try {
      offsetMs = intlZoneOffsetSource()(timeZone, ms);
    } catch {
      offsetMs = undefined; // an unknown zone, or no Intl
    }
  }
  if (offsetMs === undefined || !Number.isFinite(offsetMs)) return { minute: utcMinute(ms), zone: "UTC", offset: "" };
  const minutes = Math.round(Math.abs(offsetMs) / 60_000);
  const sign = offsetMs < 0 ? "−" : "+";
  const offset = `UTC${minutes === 0 ? "+" : sign}${Math.floor(minutes / 60)}${minutes % 60 === 0 ? "" : `:${two(minutes % 60)}`}`;
  return { minute: utcMinute(ms + offsetMs), zone: timeZone as string, offset };
}
