import { intlZoneOffsetSource, type ZoneOffsetSource } from "./intlZoneOffsetSource.js";

const MS_PER_DAY = 86_400_000;
const HALF_DAY_MS = 43_200_000;
const MS_PER_HOUR = 3_600_000;
/** Zone-days (and zones) kept before the cache starts again: about 60 bytes each, 3 MB in all. */
const MAX_ENTRIES = 50_000;

/**
 * Offsets of one UTC day of one zone: a number when the offset is constant over the day, else
 * `[offset, transition₁, offset₁, transition₂, offset₂, …]` (transitions epoch ms, increasing).
 */
type DayOffsets = number | readonly number[];

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

/** The source used without one given: the runtime's `Intl`, or, without `Intl`, an error that says what to pass. */
function defaultSource(): ZoneOffsetSource {
  if (typeof Intl === "object" && typeof Intl.DateTimeFormat === "function") return intlZoneOffsetSource();
  return (timeZone) => {
    throw new RangeError(`no UTC offsets for the time zone "${timeZone}": this runtime has no Intl`);
  };
}

/**
 * The UTC offsets of IANA time zones, read from `source` and cached per zone and UTC day: a
 * {@link ZoneOffsetSource} that answers `Europe/Paris` at `2024-07-01T00:00Z` with `7_200_000` (local wall time =
 * instant + offset) exactly as the source does, at a fraction of its cost.
 *
 * - Fixed-offset zones (`UTC`, `Etc/GMT-5`, `Etc/Zulu`, … in any case) are computed, without the source.
 * - Other zones are read from the source: the first instant of a UTC day costs three reads (plus about 17 per
 *   transition that day, found to the second), every later instant of that day two `Map` lookups (tens of
 *   nanoseconds). A day's transitions are found when each half of the day holds at most one (every zone of the tz
 *   database since 1970). Memory: about 60 bytes per zone and day touched; once `maxEntries` are kept the cache
 *   starts again, so a long-running process that reads ever new days keeps at most about 3 MB.
 *
 * @example
 * ```ts
 * const offsetOf = createZoneOffsets(); // the runtime's Intl
 * offsetOf("Europe/Paris", Date.UTC(2024, 6, 1)); // 7_200_000
 * // any other source, e.g. one fixed offset
 * const plusTwo = createZoneOffsets(() => 7_200_000);
 * ```
 *
 * @param source - where offsets come from; default the runtime's `Intl` ({@link intlZoneOffsetSource}).
 * @param maxEntries - zone-days and zones kept before the cache is emptied; default 50 000.
 * @returns the cached offsets (ms, whole seconds; whole minutes for every instant after 1972). It throws a
 *   RangeError for a zone the source does not know (a programming error: zones are validated on input, code 180),
 *   and, without a source in a runtime without `Intl`, for every zone that is not fixed-offset.
 */
export function createZoneOffsets(source: ZoneOffsetSource = defaultSource(), maxEntries = MAX_ENTRIES): ZoneOffsetSource {
  /** Per zone: its fixed offset, or per UTC day number (`⌊epochMs / 86 400 000⌋`) the day's offsets. */
  const caches = new Map<string, number | Map<number, DayOffsets>>();
  let lastZone = "";
  let lastCache: Map<number, DayOffsets> | undefined;
  let entries = 0;

  /** The first whole second in `(lo, hi]` (seconds) whose offset is `target`, given offset(lo) ≠ target = offset(hi). */
  const transitionSecond = (timeZone: string, loSecond: number, hiSecond: number, target: number): number => {
    let lo = loSecond;
    let hi = hiSecond;
    while (hi - lo > 1) {
      const mid = Math.floor((lo + hi) / 2);
      if (source(timeZone, mid * 1000) === target) hi = mid;
      else lo = mid;
    }
    return hi;
  };

  /** Probes one UTC day: offsets at its start, its middle and its last second; a changed half is bisected to the second. */
  const probeDay = (timeZone: string, day: number): DayOffsets => {
    const start = day * MS_PER_DAY;
    const points = [start, start + HALF_DAY_MS, start + MS_PER_DAY - 1000];
    const offsets = points.map((t) => source(timeZone, t));
    if (offsets[0] === offsets[1] && offsets[1] === offsets[2]) return offsets[0] as number;
    const out: number[] = [offsets[0] as number];
    for (let p = 0; p < 2; p++) {
      const before = offsets[p] as number;
      const after = offsets[p + 1] as number;
      if (before === after) continue;
      out.push(transitionSecond(timeZone, (points[p] as number) / 1000, (points[p + 1] as number) / 1000, after) * 1000, after);
    }
    return out;
  };

  return (timeZone, epochMs) => {
    if (entries >= maxEntries) {
      caches.clear();
      lastZone = "";
      lastCache = undefined;
      entries = 0;
    }
    let cache: Map<number, DayOffsets> | undefined;
    if (timeZone === lastZone && lastCache !== undefined) cache = lastCache;
    else {
      const cached = caches.get(timeZone);
      if (typeof cached === "number") return cached;
      if (cached === undefined) {
        const fixed = fixedOffsetMs(timeZone);
        if (fixed !== undefined) {
          caches.set(timeZone, fixed);
          entries++;
          return fixed;
        }
        source(timeZone, 0); // an unknown zone throws before anything is cached
        cache = new Map();
        caches.set(timeZone, cache);
        entries++;
      } else cache = cached;
      lastZone = timeZone;
      lastCache = cache;
    }
    const day = Math.floor(epochMs / MS_PER_DAY);
    let offsets = cache.get(day);
    if (offsets === undefined) {
      offsets = probeDay(timeZone, day);
      cache.set(day, offsets);
      entries++;
    }
    if (typeof offsets === "number") return offsets;
    let offset = offsets[0] as number;
    for (let i = 1; i < offsets.length && epochMs >= (offsets[i] as number); i += 2) offset = offsets[i + 1] as number;
    return offset;
  };
}
