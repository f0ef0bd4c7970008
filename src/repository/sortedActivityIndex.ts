import type { StoredActivity } from "../model/storedActivity.js";

/** One entry of a {@link SortedActivityIndex}: the sort key, precomputed filter values and the stored activity. */
export interface IndexEntry {
  /** `activity.startTime`, epoch ms (primary key, ascending). */
  readonly startTime: number;
  /** Activity id (secondary key, ascending). */
  readonly activityId: string;
  /** Activity type name. */
  readonly activityType: string;
  /** Offset of the activity's own time zone at its start, ms (local wall time − UTC). */
  readonly offsetMs: number;
  /** Local start day in the activity's own time zone: days since 1970-01-01, `⌊(startTime + offsetMs) / 1 day⌋`. */
  readonly localDay: number;
  /** End of the activity's time span, epoch ms (see `activityEndMs`). */
  readonly endMs: number;
  /** The stored (frozen) activity. */
  readonly stored: StoredActivity;
}

/** Most entries of a leaf; a full leaf splits in two. */
const LEAF_CAPACITY = 64;
/** Most children of an inner node; a full node splits in two. */
const NODE_CAPACITY = 32;

interface Leaf {
  readonly leaf: true;
  /** Entries, ascending. */
  entries: IndexEntry[];
  /** The leaf before (older entries), for backward walks. */
  prev: Leaf | undefined;
  /** The leaf after (newer entries). */
  next: Leaf | undefined;
}

interface Inner {
  readonly leaf: false;
  /** Children, ascending. */
  children: Node[];
  /** Entries under each child. */
  sizes: number[];
  /** Greatest entry under each child (the routing key). */
  maxes: IndexEntry[];
  /** Entries under this node. */
  size: number;
}

type Node = Leaf | Inner;

function compare(a: IndexEntry, b: IndexEntry): number {
  if (a.startTime !== b.startTime) return a.startTime - b.startTime;
  return a.activityId < b.activityId ? -1 : a.activityId > b.activityId ? 1 : 0;
}

const sizeOf = (node: Node): number => (node.leaf ? node.entries.length : node.size);
const maxOf = (node: Node): IndexEntry => (node.leaf ? node.entries[node.entries.length - 1]! : node.maxes[node.maxes.length - 1]!);

/** Index of the first child whose greatest entry is ≥ `entry`, or the last child (a new maximum goes there). */
function childFor(node: Inner, entry: IndexEntry): number {
  const { maxes } = node;
  let lo = 0;
  let hi = maxes.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (compare(maxes[mid]!, entry) < 0) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Inserts into the subtree; returns the new right sibling when the node split. */
function insertInto(node: Node, entry: IndexEntry): Node | undefined {
  if (node.leaf) {
    const { entries } = node;
    let lo = 0;
    let hi = entries.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (compare(entries[mid]!, entry) < 0) lo = mid + 1;
      else hi = mid;
    }
    entries.splice(lo, 0, entry);
    if (entries.length <= LEAF_CAPACITY) return undefined;
    // appending (the usual case: a newer activity) keeps the left leaf full; otherwise split in the middle
    const at = lo === entries.length - 1 ? LEAF_CAPACITY : entries.length >> 1;
    const right: Leaf = { leaf: true, entries: entries.splice(at), prev: node, next: node.next };
    if (node.next !== undefined) node.next.prev = right;
    node.next = right;
    return right;
  }
  const i = childFor(node, entry);
  const child = node.children[i]!;
  const split = insertInto(child, entry);
  node.size++;
  if (split === undefined) {
    node.sizes[i]!++;
    if (compare(entry, node.maxes[i]!) > 0) node.maxes[i] = entry;
    return undefined;
  }
  node.sizes[i] = sizeOf(child);
  node.maxes[i] = maxOf(child);
  node.children.splice(i + 1, 0, split);
  node.sizes.splice(i + 1, 0, sizeOf(split));
  node.maxes.splice(i + 1, 0, maxOf(split));
  if (node.children.length <= NODE_CAPACITY) return undefined;
  const at = i + 1 === node.children.length - 1 ? NODE_CAPACITY : node.children.length >> 1;
  const right: Inner = {
    leaf: false,
    children: node.children.splice(at),
    sizes: node.sizes.splice(at),
    maxes: node.maxes.splice(at),
    size: 0,
  };
  for (const size of right.sizes) right.size += size;
  node.size -= right.size;
  return right;
}

/**
 * Entries sorted ascending by `(startTime, activityId)`; lists read it backwards (most recent first). A B+ tree
 * whose inner nodes count the entries below each child (decision D-91): insertion anywhere (a back-filled old
 * activity as well as a new one) is O(log n) with at most 64 entry moves in a leaf, never a move of the whole
 * index; the entry at a position and the position of a start time are O(log n); walking k entries from a position
 * is O(log n + k) along the linked leaves.
 */
export class SortedActivityIndex {
  private root: Node = { leaf: true, entries: [], prev: undefined, next: undefined };
  /** Smallest `offsetMs` of the entries (+∞ when empty): bounds where a local date can start (decision D-91). */
  minOffsetMs = Number.POSITIVE_INFINITY;
  /** Greatest `offsetMs` of the entries (−∞ when empty). */
  maxOffsetMs = Number.NEGATIVE_INFINITY;

  /** Number of entries. */
  get length(): number {
    return sizeOf(this.root);
  }

  /**
   * The entry at a position (0 = oldest).
   *
   * @param position - 0 ≤ position < length.
   */
  at(position: number): IndexEntry {
    const [leaf, index] = this.locate(position);
    return leaf.entries[index] as IndexEntry;
  }

  /**
   * Inserts an entry at its sorted position.
   *
   * @param entry - the new entry (its key must not be present).
   */
  insert(entry: IndexEntry): void {
    if (entry.offsetMs < this.minOffsetMs) this.minOffsetMs = entry.offsetMs;
    if (entry.offsetMs > this.maxOffsetMs) this.maxOffsetMs = entry.offsetMs;
    const split = insertInto(this.root, entry);
    if (split === undefined) return;
    const left = this.root;
    this.root = {
      leaf: false,
      children: [left, split],
      sizes: [sizeOf(left), sizeOf(split)],
      maxes: [maxOf(left), maxOf(split)],
      size: sizeOf(left) + sizeOf(split),
    };
  }

  /**
   * Position of the first entry whose startTime is at least `startTimeMs` (`length` when none is).
   *
   * @param startTimeMs - epoch ms.
   */
  lowerBound(startTimeMs: number): number {
    let node = this.root;
    let position = 0;
    while (!node.leaf) {
      const { maxes, sizes } = node;
      let lo = 0;
      let hi = maxes.length;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (maxes[mid]!.startTime < startTimeMs) lo = mid + 1;
        else hi = mid;
      }
      if (lo === maxes.length) return position + node.size;
      for (let i = 0; i < lo; i++) position += sizes[i]!;
      node = node.children[lo]!;
    }
    const { entries } = node;
    let lo = 0;
    let hi = entries.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (entries[mid]!.startTime < startTimeMs) lo = mid + 1;
      else hi = mid;
    }
    return position + lo;
  }

  /**
   * Visits the entries at positions `hi − 1` down to `lo` (most recent first) until `visit` returns `false`.
   * O(log n + visited entries).
   *
   * @param lo - first position (inclusive), ≥ 0.
   * @param hi - last position (exclusive), ≤ length.
   * @param visit - called with each entry; returning `false` stops the walk.
   */
  visitDescending(lo: number, hi: number, visit: (entry: IndexEntry) => boolean | void): void {
    if (hi <= lo) return;
    let [leaf, index] = this.locate(hi - 1);
    for (let left = hi - lo; left > 0; left--) {
      if (visit(leaf.entries[index]!) === false) return;
      if (--index < 0) {
        if (leaf.prev === undefined) return;
        leaf = leaf.prev;
        index = leaf.entries.length - 1;
      }
    }
  }

  /** The leaf and index of a position (0 ≤ position < length). */
  private locate(position: number): [Leaf, number] {
    let node = this.root;
    let rest = position;
    while (!node.leaf) {
      const { sizes } = node;
      let i = 0;
      while (i < sizes.length - 1 && rest >= sizes[i]!) rest -= sizes[i++]!;
      node = node.children[i]!;
    }
    return [node, rest];
  }
}
