import type { StoredActivity } from "../model/storedActivity.js";

/** One entry of a {@link SortedActivityIndex}: the sort key, precomputed filter values and the stored activity. */
export interface IndexEntry {
  /** `activity.startTime`, epoch ms (primary key, ascending). */
  readonly startTime: number;
  /** Activity id (secondary key, ascending). */
  readonly activityId: string;
  /** Activity type name. */
  readonly activityType: string;
  /** Local start date `yyyy-mm-dd` in the activity's own time zone. */
  readonly localDate: string;
  /** End of the activity's time span, epoch ms (see `activityEndMs`). */
  readonly endMs: number;
  /** The stored (frozen) activity. */
  readonly stored: StoredActivity;
}

function compare(a: IndexEntry, b: IndexEntry): number {
  if (a.startTime !== b.startTime) return a.startTime - b.startTime;
  return a.activityId < b.activityId ? -1 : a.activityId > b.activityId ? 1 : 0;
}

/**
 * Entries sorted ascending by `(startTime, activityId)`; lists read it backwards (most recent first). Insertion
 * is a binary search plus one `splice` (a native memory move, O(n) element moves in the worst case, O(1) amortized
 * for the usual case of a newer activity, appended at the end); lookups by time are O(log n).
 */
export class SortedActivityIndex {
  private readonly entries: IndexEntry[] = [];

  /** Number of entries. */
  get length(): number {
    return this.entries.length;
  }

  /**
   * The entry at a position (0 = oldest).
   *
   * @param position - 0 ≤ position < length.
   */
  at(position: number): IndexEntry {
    return this.entries[position] as IndexEntry;
  }

  /**
   * Inserts an entry at its sorted position.
   *
   * @param entry - the new entry (its key must not be present).
   */
  insert(entry: IndexEntry): void {
    const entries = this.entries;
    const last = entries[entries.length - 1];
    if (last === undefined || compare(last, entry) < 0) {
      entries.push(entry);
      return;
    }
    let lo = 0;
    let hi = entries.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (compare(entries[mid] as IndexEntry, entry) < 0) lo = mid + 1;
      else hi = mid;
    }
    entries.splice(lo, 0, entry);
  }

  /**
   * Position of the first entry whose startTime is at least `startTimeMs` (`length` when none is).
   *
   * @param startTimeMs - epoch ms.
   */
  lowerBound(startTimeMs: number): number {
    const entries = this.entries;
    let lo = 0;
    let hi = entries.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((entries[mid] as IndexEntry).startTime < startTimeMs) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}
