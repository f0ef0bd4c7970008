const FORMATS: Map<string, Intl.DateTimeFormat> = /* @__PURE__ */ new Map();

function formatFor(timeZone: string): Intl.DateTimeFormat {
  let format = FORMATS.get(timeZone);
  if (format === undefined) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
      era: "short",
    });
    FORMATS.set(timeZone, format);
  }
  return format;
}

/**
 * The UTC offset of an IANA time zone at an instant, in milliseconds (local wall time = instant + offset), e.g.
 * `Europe/Paris` at `2024-07-01T00:00Z` → `7_200_000` (decision D-36).
 *
 * Read from `Intl.DateTimeFormat#formatToParts` with the zone given explicitly (one cached formatter per zone),
 * never from the process time zone: `Date`'s local-time methods, and date-fns-tz's `getTimezoneOffset`,
 * `toZonedTime` and `fromZonedTime` (which go through them), give answers that depend on the host's `TZ` around
 * the host's own transitions.
 *
 * @param timeZone - an IANA time zone name (`Europe/Paris`, `Etc/GMT-5`, `UTC`).
 * @param epochMs - the instant, epoch milliseconds.
 * @returns the offset in ms (whole seconds; whole minutes for every instant after 1972).
 * @throws RangeError for a time zone name the runtime's `Intl` does not know (a programming error: zones are
 *   validated on input, code 180).
 */
export function zoneOffsetMs(timeZone: string, epochMs: number): number {
  const fields = { year: 0, month: 1, day: 1, hour: 0, minute: 0, second: 0 };
  let bc = false;
  for (const part of formatFor(timeZone).formatToParts(epochMs)) {
    if (part.type === "era") bc = part.value.startsWith("B");
    else if (part.type in fields) fields[part.type as keyof typeof fields] = Number(part.value);
  }
  const year = bc ? 1 - fields.year : fields.year;
  const wall = new Date(0);
  wall.setUTCFullYear(year, fields.month - 1, fields.day);
  wall.setUTCHours(fields.hour % 24, fields.minute, fields.second, 0);
  const wholeSecond = Math.floor(epochMs / 1000) * 1000;
  return wall.getTime() - wholeSecond;
}
