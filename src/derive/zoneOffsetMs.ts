import { intlZoneOffsetMs, type ZoneOffsetSource } from "./intlZoneOffsetMs.js";

const MS_PER_DAY = 86_400_000;
const HALF_DAY_MS = 43_200_000;
const MS_PER_HOUR = 3_600_000;

/**
 * Offsets of one UTC day of one zone: a number when the offset is constant over the day, else
 * `[offset, transition₁, offset₁, transition₂, offset₂, …]` (transitions epoch ms, increasing).
 */
type DayOffsets = number | readonly number[];

/** Per zone: its fixed offset, or per UTC day number (`⌊epochMs / 86 400 000⌋`) the day's offsets. */
let caches: Map<string, number | Map<number, DayOffsets>> = /* @__PURE__ */ new Map();
let source: ZoneOffsetSource | undefined;
let lastZone = "";
let lastCache: Map<number, DayOffsets> | undefined;

/** Zones whose offset never changed, without `Intl` (names of the tz database's `etcetera` and `backward` files, any case). */
const FIXED_ZONES: ReadonlySet<string> = /* @__PURE__ */ new Set(
  ["UTC", "UCT", "GMT", "GMT0", "GMT+0", "GMT-0", "Greenwich", "Universal", "Zulu"].flatMap((name) => [name.toLowerCase(), `etc/${name.toLowerCase()}`]),
);
const ETC_GMT = /^etc\/gmt([+-])(\d{1,2})$/;

/** The offset of a fixed-offset zone name, or `undefined` when the zone is not one. */
function fixedOffsetMs(timeZone: string): number | undefined {
  const name = timeZone.toLowerCase();
  if (FIXED_ZONES.has(name)) return 0;
  const match = ETC_GMT.exec(name);
  if (match === null) return undefined;
  const hours = Number(match[2]);
  // POSIX sign: Etc/GMT+5 is five hours behind UTC; the database has Etc/GMT-14 … Etc/GMT+12
  if (match[1] === "+" ? hours > 12 : hours > 14) return undefined;
  return (match[1] === "+" ? -hours : hours) * MS_PER_HOUR || 0;
}

function read(timeZone: string, epochMs: number): number {
  if (source !== undefined) return source(timeZone, epochMs);
  if (typeof Intl !== "object" || typeof Intl.DateTimeFormat !== "function") {
    throw new RangeError(`no UTC offsets for the time zone "${timeZone}": this runtime has no Intl; install a source with setZoneOffsetSource (decision D-97)`);
  }
  return intlZoneOffsetMs(timeZone, epochMs);
}

/** The first whole second in `(lo, hi]` (seconds) whose offset is `target`, given offset(lo) ≠ target = offset(hi). */
function transitionSecond(timeZone: string, loSecond: number, hiSecond: number, target: number): number {
  let lo = loSecond;
  let hi = hiSecond;
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (read(timeZone, mid * 1000) === target) hi = mid;
    else lo = mid;
  }
  return hi;
}

/** Probes one UTC day: offsets at its start, its middle and its last second; a changed half is bisected to the second. */
function probeDay(timeZone: string, day: number): DayOffsets {
  const start = day * MS_PER_DAY;
  const points = [start, start + HALF_DAY_MS, start + MS_PER_DAY - 1000];
  const offsets = points.map((t) => read(timeZone, t));
  if (offsets[0] === offsets[1] && offsets[1] === offsets[2]) return offsets[0] as number;
  const out: number[] = [offsets[0] as number];
  for (let p = 0; p < 2; p++) {
    const before = offsets[p] as number;
    const after = offsets[p + 1] as number;
    if (before === after) continue;
    out.push(transitionSecond(timeZone, (points[p] as number) / 1000, (points[p + 1] as number) / 1000, after) * 1000, after);
  }
  return out;
}

/**
 * The UTC offset of an IANA time zone at an instant, in milliseconds (local wall time = instant + offset), e.g.
 * `Europe/Paris` at `2024-07-01T00:00Z` → `7_200_000` (decisions D-36, D-97).
 *
 * - Fixed-offset zones (`UTC`, `Etc/GMT-5`, `Etc/Zulu`, … in any case) are computed, without `Intl`.
 * - Other zones are read from the {@link ZoneOffsetSource} (default: the runtime's `Intl`, never the process time
 *   zone) and cached per zone and UTC day: the first instant of a day costs three reads of the source (plus about
 *   17 per transition that day, found to the second), every later instant of that day two `Map` lookups (tens of
 *   nanoseconds). A day's transitions are found when each half of the day holds at most one (every zone of the tz
 *   database since 1970). Memory: about 60 bytes per zone and day touched.
 *
 * Results are those of the source exactly (offsets are constant within each whole second).
 *
 * @param timeZone - an IANA time zone name (`Europe/Paris`, `Etc/GMT-5`, `UTC`).
 * @param epochMs - the instant, epoch milliseconds.
 * @returns the offset in ms (whole seconds; whole minutes for every instant after 1972).
 * @throws RangeError for a time zone the source does not know (a programming error: zones are validated on
 *   input, code 180), or for a zone that is not fixed-offset when the runtime has no `Intl` and no source is set.
 */
export function zoneOffsetMs(timeZone: string, epochMs: number): number {
  let cache: Map<number, DayOffsets> | undefined;
  if (timeZone === lastZone && lastCache !== undefined) cache = lastCache;
  else {
    const cached = caches.get(timeZone);
    if (typeof cached === "number") return cached;
    if (cached === undefined) {
      const fixed = fixedOffsetMs(timeZone);
      if (fixed !== undefined) {
        caches.set(timeZone, fixed);
        return fixed;
      }
      read(timeZone, 0); // an unknown zone throws before anything is cached
      cache = new Map();
      caches.set(timeZone, cache);
    } else cache = cached;
    lastZone = timeZone;
    lastCache = cache;
  }
  const day = Math.floor(epochMs / MS_PER_DAY);
  let offsets = cache.get(day);
  if (offsets === undefined) {
    offsets = probeDay(timeZone, day);
    cache.set(day, offsets);
  }
  if (typeof offsets === "number") return offsets;
  let offset = offsets[0] as number;
  for (let i = 1; i < offsets.length && epochMs >= (offsets[i] as number); i += 2) offset = offsets[i + 1] as number;
  return offset;
}

/**
 * An object that changes whenever the offset caches are emptied ({@link setZoneOffsetSource}): caches of values
 * derived from offsets (the local days' starts) compare it to know that they are stale. Internal.
 */
export function zoneOffsetCacheEpoch(): object {
  return caches;
}

/**
 * Sets where {@link zoneOffsetMs} reads the offsets of zones that are not fixed-offset (decision D-97), and
 * empties its cache. `undefined` restores the default, the runtime's `Intl`. Needed only in engines without
 * `Intl` that list wristband days or filter lists by local date in political zones.
 *
 * @param next - the new source, or `undefined` for `Intl`.
 */
export function setZoneOffsetSource(next: ZoneOffsetSource | undefined): void {
  source = next;
  caches = new Map();
  lastZone = "";
  lastCache = undefined;
}
