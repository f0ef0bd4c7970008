import type { StoredActivity } from "../model/storedActivity.js";

/** One entry of a {@link SortedActivityIndex}: the sort key, precomputed filter values and the stored activity. */
export interface IndexEntry {
  /** `activity.startTime`, epoch ms (primary key, ascending). */
  readonly startTime: number;
  /** Activity id (secondary key, ascending). */
  readonly activityId: string;
  /** Activity type name. */
  readonly activityType: string;
  /**
   * `localDay × 1 day − startTime`, ms: where the local date starts relative to the start, so that
   * `startTime + offsetMs` is the local date's first instant in UTC terms (within a day of the zone's offset).
   */
  readonly offsetMs: number;
  /** The stored `localDate` as a day number (days since 1970-01-01). */
  readonly localDay: number;
  /** End of the activity's time span, epoch ms (see `activityEndMs`). */
  readonly endMs: number;
  /** The stored activity. */
  readonly stored: StoredActivity;
}

/** Most entries of a chunk; a fuller chunk splits in two (a memmove of at most this many pointers per insert). */
const CHUNK = 512;

/** Order of `(startTime, activityId)`, ascending. */
function compareKey(startTime: number, activityId: string, entry: IndexEntry): number {
  if (startTime !== entry.startTime) return startTime - entry.startTime;
  return activityId < entry.activityId ? -1 : activityId > entry.activityId ? 1 : 0;
}

/** Position in `entries` of the first entry whose key is not below `(startTime, activityId)`. */
function search(entries: readonly IndexEntry[], startTime: number, activityId: string): number {
  let lo = 0;
  let hi = entries.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (compareKey(startTime, activityId, entries[mid]!) > 0) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Entries sorted ascending by `(startTime, activityId)`; lists read it backwards (most recent first). A sorted
 * list of chunks of at most 512 entries: an insertion or removal anywhere (a back-filled old activity as well as
 * a new one) moves at most one chunk's pointers, and a position is found by a binary search over the chunks and a
 * walk over their sizes (a few hundred numbers at 200 000 entries).
 */
export class SortedActivityIndex {
  private readonly chunks: IndexEntry[][] = [];
  private size = 0;
  /** Smallest `offsetMs` ever inserted (+∞ when none): bounds where a local date can start. */
  minOffsetMs = Number.POSITIVE_INFINITY;
  /** Greatest `offsetMs` ever inserted (−∞ when none). */
  maxOffsetMs = Number.NEGATIVE_INFINITY;

  /** Number of entries. */
  get length(): number {
    return this.size;
  }

  /**
   * Inserts an entry at its sorted position.
   *
   * @param entry - the new entry (its key must not be present).
   */
  insert(entry: IndexEntry): void {
    if (entry.offsetMs < this.minOffsetMs) this.minOffsetMs = entry.offsetMs;
    if (entry.offsetMs > this.maxOffsetMs) this.maxOffsetMs = entry.offsetMs;
    this.size++;
    const { chunks } = this;
    if (chunks.length === 0) {
      chunks.push([entry]);
      return;
    }
    const c = Math.min(this.chunkFor(entry.startTime, entry.activityId), chunks.length - 1);
    const chunk = chunks[c]!;
    const at = search(chunk, entry.startTime, entry.activityId);
    chunk.splice(at, 0, entry);
    // a history appended in order keeps full chunks; elsewhere a chunk splits in halves
    if (chunk.length > CHUNK) chunks.splice(c + 1, 0, chunk.splice(c === chunks.length - 1 && at === CHUNK ? CHUNK : CHUNK >> 1));
  }

  /**
   * Removes the entry with this key, if present.
   *
   * @param startTime - its start time, epoch ms.
   * @param activityId - its id.
   * @returns whether an entry was removed.
   */
  remove(startTime: number, activityId: string): boolean {
    const { chunks } = this;
    const c = this.chunkFor(startTime, activityId);
    const chunk = chunks[c];
    if (chunk === undefined) return false;
    const i = search(chunk, startTime, activityId);
    const found = chunk[i];
    if (found === undefined || found.startTime !== startTime || found.activityId !== activityId) return false;
    chunk.splice(i, 1);
    if (chunk.length === 0) chunks.splice(c, 1);
    this.size--;
    return true;
  }

  /**
   * Position of the first entry whose key is at least `(startTime, activityId)` (`length` when none is); with
   * the default id, the first entry starting at or after `startTime`.
   *
   * @param startTime - epoch ms.
   * @param activityId - the id tie-break; default `""` (below every id).
   */
  lowerBound(startTime: number, activityId = ""): number {
    const { chunks } = this;
    const c = this.chunkFor(startTime, activityId);
    const chunk = chunks[c];
    return chunk === undefined ? this.size : this.chunkStart(c) + search(chunk, startTime, activityId);
  }

  /**
   * Visits the entries at positions `hi − 1` down to `lo` (most recent first) until `visit` returns `false`.
   *
   * @param lo - first position (inclusive), ≥ 0.
   * @param hi - last position (exclusive), ≤ length.
   * @param visit - called with each entry; returning `false` stops the walk.
   */
  visitDescending(lo: number, hi: number, visit: (entry: IndexEntry) => boolean | void): void {
    if (hi <= lo) return;
    const { chunks } = this;
    let [c, rest] = this.locate(hi - 1);
    for (let left = hi - lo; left > 0; left--) {
      if (visit(chunks[c]![rest]!) === false) return;
      if (--rest < 0) {
        if (--c < 0) return;
        rest = chunks[c]!.length - 1;
      }
    }
  }

  /**
   * Visits the entries at positions `lo` up to `hi − 1` (oldest first) until `visit` returns `false`.
   *
   * @param lo - first position (inclusive), ≥ 0.
   * @param hi - last position (exclusive), ≤ length.
   * @param visit - called with each entry; returning `false` stops the walk.
   */
  visitAscending(lo: number, hi: number, visit: (entry: IndexEntry) => boolean | void): void {
    if (hi <= lo) return;
    const { chunks } = this;
    let [c, rest] = this.locate(lo);
    for (let left = hi - lo; left > 0; left--) {
      if (visit(chunks[c]![rest]!) === false) return;
      if (++rest >= chunks[c]!.length) {
        if (++c >= chunks.length) return;
        rest = 0;
      }
    }
  }

  /** Position of chunk `c`'s first entry, summing chunk sizes from the nearer end (pages are mostly near the end). */
  private chunkStart(c: number): number {
    const { chunks } = this;
    if (c <= chunks.length >> 1) {
      let position = 0;
      for (let k = 0; k < c; k++) position += chunks[k]!.length;
      return position;
    }
    let position = this.size;
    for (let k = chunks.length - 1; k >= c; k--) position -= chunks[k]!.length;
    return position;
  }

  /** The chunk holding a position (`0 ≤ position < length`) and the offset in it, walked from the nearer end. */
  private locate(position: number): [chunk: number, offset: number] {
    const { chunks } = this;
    if (position < this.size >> 1) {
      let c = 0;
      let rest = position;
      while (rest >= chunks[c]!.length) rest -= chunks[c++]!.length;
      return [c, rest];
    }
    let c = chunks.length - 1;
    let start = this.size - chunks[c]!.length;
    while (start > position) start -= chunks[--c]!.length;
    return [c, position - start];
  }

  /** The first chunk whose last key is at least the given key (`chunks.length` when none is). */
  private chunkFor(startTime: number, activityId: string): number {
    const { chunks } = this;
    let lo = 0;
    let hi = chunks.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const chunk = chunks[mid]!;
      if (compareKey(startTime, activityId, chunk[chunk.length - 1]!) > 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}
