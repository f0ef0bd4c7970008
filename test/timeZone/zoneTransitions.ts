import { createZoneOffsets } from "../../src/timeZone/createZoneOffsets.js";
import type { ZoneOffsetSource } from "../../src/timeZone/intlZoneOffsetSource.js";

const MS_PER_DAY = 86_400_000;
const HALF_DAY_MS = 43_200_000;

/**
 * A compact table of UTC offsets per IANA zone: for each zone name, `[offset₀, t₁, offset₁, t₂,
 * offset₂, …]` in ms — `offset₀` before the first transition `t₁` (epoch ms), `offsetᵢ` from `tᵢ` on. Plain JSON
 * (about 16 bytes per transition, two a year for a zone with daylight saving time), made where `Intl` exists with
 * {@link zoneTransitions} and shipped to engines without it.
 */
export type ZoneTransitionTable = { readonly [timeZone: string]: readonly number[] };

/**
 * The offsets of a zone over `[fromMs, toMs)` as one row of a {@link ZoneTransitionTable}, read from `source`
 * (default the runtime's `Intl`): the offset at `fromMs`, then every transition in the range with the offset after
 * it, to the second.
 *
 * @example
 * ```ts
 * // at build time, in Node: the table of the zones a device may see, 2006–2040
 * const table = { "Europe/Paris": zoneTransitions("Europe/Paris", Date.UTC(2006, 0), Date.UTC(2040, 0)) };
 * // in the device's engine (no Intl): offsets from the table
 * const offsetOf = zoneOffsetSourceFromTable(table);
 * ```
 *
 * @param timeZone - an IANA time zone name.
 * @param fromMs - range start, epoch ms.
 * @param toMs - range end, epoch ms (exclusive).
 * @param source - where offsets come from; default the runtime's `Intl`.
 * @returns `[offset₀, t₁, offset₁, …]`.
 * @throws RangeError for a zone the source does not know.
 */
export function zoneTransitions(timeZone: string, fromMs: number, toMs: number, source?: ZoneOffsetSource): number[] {
  const offsetOf = createZoneOffsets(source);
  const firstSecondWith = (loSecond: number, hiSecond: number, target: number): number => {
    let lo = loSecond;
    let hi = hiSecond;
    while (hi - lo > 1) {
      const mid = Math.floor((lo + hi) / 2);
      if (offsetOf(timeZone, mid * 1000) === target) hi = mid;
      else lo = mid;
    }
    return hi;
  };
  let current = offsetOf(timeZone, fromMs);
  const row = [current];
  for (let day = Math.floor(fromMs / MS_PER_DAY); day * MS_PER_DAY < toMs; day++) {
    const start = day * MS_PER_DAY;
    for (const probe of [start + HALF_DAY_MS, start + MS_PER_DAY]) {
      const offset = offsetOf(timeZone, probe);
      if (offset === current) continue;
      const at = firstSecondWith(Math.floor((probe - HALF_DAY_MS) / 1000), probe / 1000, offset) * 1000;
      if (at > fromMs && at < toMs) row.push(at, offset);
      else if (at <= fromMs) row[0] = offset;
      current = offset;
    }
  }
  return row;
}

/**
 * A {@link ZoneOffsetSource} over a {@link ZoneTransitionTable}, for engines without `Intl`: a binary search per
 * read (wrap it in `createZoneOffsets` to cache per day). Instants outside the range the table was made for get the
 * nearest known offset.
 *
 * @example
 * ```ts
 * const offsetOf = createZoneOffsets(zoneOffsetSourceFromTable(table));
 * offsetOf("Europe/Paris", Date.UTC(2024, 6, 1)); // 7_200_000 when the table covers 2024
 * ```
 *
 * @param table - rows made by {@link zoneTransitions}.
 * @returns the source; it throws a RangeError for a zone the table lacks.
 */
export function zoneOffsetSourceFromTable(table: ZoneTransitionTable): ZoneOffsetSource {
  return (timeZone, epochMs) => {
    const row = Object.prototype.hasOwnProperty.call(table, timeZone) ? table[timeZone] : undefined;
    if (row === undefined || row.length === 0) throw new RangeError(`the time zone table has no row for "${timeZone}"`);
    // transitions at odd indices 1, 3, …: find the last one ≤ epochMs
    let lo = 0; // transition count known ≤ epochMs
    let hi = (row.length - 1) / 2;
    while (lo < hi) {
      const mid = (lo + hi + 1) >>> 1;
      if ((row[2 * mid - 1] as number) <= epochMs) lo = mid;
      else hi = mid - 1;
    }
    return row[2 * lo] as number;
  };
}
