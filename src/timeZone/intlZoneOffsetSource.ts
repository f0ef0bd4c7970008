/**
 * Where the UTC offsets of IANA time zones come from: any function giving the offset in ms (local wall time =
 * instant + offset) of a zone at an instant, constant within each whole second, throwing a `RangeError` for a zone
 * it does not know. The library reads the runtime's `Intl` ({@link intlZoneOffsetSource}); the tests also read a
 * table of transitions made where `Intl` exists.
 */
export type ZoneOffsetSource = (timeZone: string, epochMs: number) => number;

/**
 * A {@link ZoneOffsetSource} reading the runtime's `Intl`: one `Intl.DateTimeFormat#formatToParts` call with the
 * zone given explicitly (never the process time zone), about 8 µs a call. Each source keeps one formatter per zone
 * it has read.
 *
 * @example
 * ```ts
 * const offsetOf = intlZoneOffsetSource();
 * offsetOf("Europe/Paris", Date.UTC(2024, 6, 1)); // 7_200_000
 * ```
 *
 * @returns the source; it throws a RangeError for a zone the runtime's `Intl` does not know, and a
 *   ReferenceError/TypeError when the runtime has no `Intl.DateTimeFormat`.
 */
export function intlZoneOffsetSource(): ZoneOffsetSource {
  const formats = new Map<string, Intl.DateTimeFormat>();
  const formatFor = (timeZone: string): Intl.DateTimeFormat => {
    let format = formats.get(timeZone);
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
      formats.set(timeZone, format);
    }
    return format;
  };
  return (timeZone, epochMs) => {
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
  };
}
