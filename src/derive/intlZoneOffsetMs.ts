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
 * The UTC offset of an IANA time zone at an instant, read from the runtime's `Intl` (decision D-36): one
 * `Intl.DateTimeFormat#formatToParts` call with the zone given explicitly (one cached formatter per zone), never
 * the process time zone. About 8 µs a call: `zoneOffsetMs` calls it only to fill its per-day cache (decision
 * D-97). The default {@link ZoneOffsetSource}.
 *
 * @param timeZone - an IANA time zone name.
 * @param epochMs - the instant, epoch ms.
 * @returns the offset in ms (local wall time = instant + offset), constant within each whole second.
 * @throws RangeError for a zone the runtime's `Intl` does not know; ReferenceError/TypeError when the runtime has
 *   no `Intl.DateTimeFormat`.
 */
export function intlZoneOffsetMs(timeZone: string, epochMs: number): number {
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

/**
 * Where `zoneOffsetMs` reads a zone's offsets when its per-day cache misses (decision D-97): any function giving
 * the UTC offset (ms, local = instant + offset) of an IANA zone at an instant, constant within each whole second,
 * throwing a `RangeError` for a zone it does not know. The default is {@link intlZoneOffsetMs}; engines without
 * `Intl` (device firmware, QuickJS) install one with `setZoneOffsetSource`, e.g. `zoneOffsetSourceFromTable`
 * over a table made with `zoneTransitions` where `Intl` exists.
 */
export type ZoneOffsetSource = (timeZone: string, epochMs: number) => number;
