import { utcMidnightMs } from "../derive/localDays.js";
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
/**
 * Bound on |local time − UTC| for any instant and zone: no tzdb offset ever exceeded ±16 h (the largest,
 * Asia/Manila's local mean time before 1845, was −15:56), so 24 h is safe with room to spare.
 */
const MARGIN_MS = DAY_MS;

function and(
  a: ((entry: IndexEntry) => boolean) | undefined,
  b: (entry: IndexEntry) => boolean,
): (entry: IndexEntry) => boolean {
  return a === undefined ? b : (entry) => a(entry) && b(entry);
}

/**
 * Splits an index into segments, most recent first, so that a local-date filter costs O(log n) plus a scan of the
 * activities within 24 h of the range's two ends: only there can an activity's local date differ from what its
 * UTC start time implies. Inside, every entry matches (or matches `typeTest` only).
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
  const dateTest = (entry: IndexEntry): boolean => entry.localDate >= from && entry.localDate <= to;
  const edgeTest = and(typeTest, dateTest);
  const start = utcMidnightMs(from);
  const end = utcMidnightMs(to) + DAY_MS;
  const a = index.lowerBound(start - MARGIN_MS);
  const b = index.lowerBound(start + MARGIN_MS);
  const c = index.lowerBound(end - MARGIN_MS);
  const d = index.lowerBound(end + MARGIN_MS);
  if (b >= c) return [{ lo: a, hi: d, test: edgeTest }];
  const middle: Segment = typeTest === undefined ? { lo: b, hi: c } : { lo: b, hi: c, test: typeTest };
  return [{ lo: c, hi: d, test: edgeTest }, middle, { lo: a, hi: b, test: edgeTest }];
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
