import { dayNumberOfDate } from "../timeZone/localDays.js";
import type { IndexEntry, SortedActivityIndex } from "./sortedActivityIndex.js";

/** A run of index positions `[lo, hi)`, read from `hi − 1` down; `test` absent means every entry matches. */
export interface Segment {
  /** First position (inclusive). */
  readonly lo: number;
  /** Last position (exclusive). */
  readonly hi: number;
  /** Entry predicate; absent: all match. */
  readonly test?: (entry: IndexEntry) => boolean;
}

const DAY_MS = 86_400_000;

function and(
  a: ((entry: IndexEntry) => boolean) | undefined,
  b: (entry: IndexEntry) => boolean,
): (entry: IndexEntry) => boolean {
  return a === undefined ? b : (entry) => a(entry) && b(entry);
}

/**
 * Splits an index into segments, most recent first, so that a local-date filter costs O(log n) plus a scan of the
 * activities near the range's two ends whose local date cannot be told from the UTC start time alone. An entry's
 * stored local day starts at `startTime + offsetMs` (`offsetMs = localDay × 1 day − startTime`); with every
 * `offsetMs` of the index within `[minOffsetMs, maxOffsetMs]`, an entry starting at or after
 * `dayStart − minOffsetMs` is surely on or after the day, one starting before `dayStart − maxOffsetMs` surely
 * before it. So only the entries within the index's spread of `offsetMs` of each end are tested: about a day's
 * worth for a user in one zone, at most about two and a half days' worth in any case. Inside, every entry matches
 * (or matches `typeTest` only).
 *
 * @param index - the index to read.
 * @param typeTest - extra predicate for every entry (type sets without their own index), or `undefined`.
 * @param from - first local date `yyyy-mm-dd`, or `undefined` for no date filter.
 * @param to - last local date `yyyy-mm-dd` (inclusive), or `undefined`.
 */
export function segmentsOf(
  index: SortedActivityIndex,
  typeTest: ((entry: IndexEntry) => boolean) | undefined,
  from: string | undefined,
  to: string | undefined,
): Segment[] {
  if (from === undefined || to === undefined) {
    return [typeTest === undefined ? { lo: 0, hi: index.length } : { lo: 0, hi: index.length, test: typeTest }];
  }
  if (index.length === 0) return [];
  const fromDay = dayNumberOfDate(from);
  const toDay = dayNumberOfDate(to);
  const dateTest = (entry: IndexEntry): boolean => entry.localDay >= fromDay && entry.localDay <= toDay;
  const edgeTest = and(typeTest, dateTest);
  const start = fromDay * DAY_MS;
  const end = (toDay + 1) * DAY_MS;
  const { minOffsetMs, maxOffsetMs } = index;
  const a = index.lowerBound(start - maxOffsetMs);
  const b = index.lowerBound(start - minOffsetMs);
  const c = index.lowerBound(end - maxOffsetMs);
  const d = index.lowerBound(end - minOffsetMs);
  if (b >= c) return [{ lo: a, hi: d, test: edgeTest }];
  const middle: Segment = typeTest === undefined ? { lo: b, hi: c } : { lo: b, hi: c, test: typeTest };
  return [{ lo: c, hi: d, test: edgeTest }, middle, { lo: a, hi: b, test: edgeTest }];
}

/**
 * The segments cut to the positions below `cut` (the entries after a keyset position, most recent first).
 *
 * @param segments - from {@link segmentsOf}.
 * @param cut - the index position of the keyset position (`lowerBound` of its key).
 */
export function segmentsBefore(segments: readonly Segment[], cut: number): Segment[] {
  const out: Segment[] = [];
  for (const segment of segments) {
    const hi = Math.min(segment.hi, cut);
    if (hi > segment.lo) out.push({ ...segment, hi });
  }
  return out;
}

/**
 * The segments cut to the positions at or above `cut` (the entries before a keyset position, most recent first).
 *
 * @param segments - from {@link segmentsOf}.
 * @param cut - the index position just above the keyset position.
 */
export function segmentsFrom(segments: readonly Segment[], cut: number): Segment[] {
  const out: Segment[] = [];
  for (const segment of segments) {
    const lo = Math.max(segment.lo, cut);
    if (segment.hi > lo) out.push({ ...segment, lo });
  }
  return out;
}

/**
 * The matching entries nearest the lower end of the segments (oldest first from there): `offset` skipped, then at
 * most `limit`, returned most recent first. What a page ending before a keyset position lists.
 *
 * @param index - the index the segments refer to.
 * @param segments - from {@link segmentsFrom}, most recent first.
 * @param offset - matching entries skipped, nearest the lower end first.
 * @param limit - most entries returned.
 */
export function pageSegmentsFromBelow(index: SortedActivityIndex, segments: readonly Segment[], offset: number, limit: number): IndexEntry[] {
  const out: IndexEntry[] = [];
  let skip = offset;
  for (let s = segments.length - 1; s >= 0 && out.length < limit; s--) {
    const { lo, hi, test } = segments[s]!;
    if (test === undefined && skip >= hi - lo) {
      skip -= Math.max(0, hi - lo);
      continue;
    }
    index.visitAscending(test === undefined ? lo + skip : lo, hi, (entry) => {
      if (test !== undefined && !test(entry)) return true;
      if (test !== undefined && skip > 0) {
        skip--;
        return true;
      }
      out.push(entry);
      return out.length < limit;
    });
    if (test === undefined) skip = 0;
  }
  return out.reverse();
}

/**
 * Number of matching entries of the segments.
 *
 * @param index - the index the segments refer to.
 * @param segments - from {@link segmentsOf}.
 */
export function countSegments(index: SortedActivityIndex, segments: readonly Segment[]): number {
  let count = 0;
  for (const { lo, hi, test } of segments) {
    if (test === undefined) {
      count += Math.max(0, hi - lo);
      continue;
    }
    index.visitDescending(lo, hi, (entry) => {
      if (test(entry)) count++;
    });
  }
  return count;
}

/**
 * The matching entries from the `offset`-th (0-based, most recent first), at most `limit`: untested segments are
 * skipped by arithmetic (O(log n) to reach the first entry), tested ones by scanning.
 *
 * @param index - the index the segments refer to.
 * @param segments - from {@link segmentsOf}, most recent first.
 * @param offset - matching entries skipped.
 * @param limit - most entries returned.
 */
export function pageSegments(
  index: SortedActivityIndex,
  segments: readonly Segment[],
  offset: number,
  limit: number,
): IndexEntry[] {
  const out: IndexEntry[] = [];
  let skip = offset;
  for (const { lo, hi, test } of segments) {
    if (out.length >= limit) break;
    if (test === undefined) {
      const size = Math.max(0, hi - lo);
      if (skip >= size) {
        skip -= size;
        continue;
      }
      index.visitDescending(Math.max(lo, hi - skip - (limit - out.length)), hi - skip, (entry) => {
        out.push(entry);
      });
      skip = 0;
      continue;
    }
    index.visitDescending(lo, hi, (entry) => {
      if (!test(entry)) return true;
      if (skip > 0) skip--;
      else out.push(entry);
      return out.length < limit;
    });
  }
  return out;
}
