/** A region handed out by {@link SampleArena.allocate}: `length` doubles of `array` from `offset`. */
export interface ArenaRegion {
  /** The array holding the region (shared with other regions of the same arena). */
  readonly array: Float64Array;
  /** First index of the region in {@link array}. */
  readonly offset: number;
}

/**
 * Hands out regions of shared `Float64Array` slabs (decision D-89): one arena per user of the in-memory
 * repository, so that storing an activity costs views into a slab instead of a new `ArrayBuffer` each time (V8
 * allocates typed arrays over 64 bytes outside its heap, a few microseconds each), and so that a slab only ever
 * holds one user's data (a view's `buffer` reveals nothing of another user).
 *
 * Slabs grow geometrically: the first is exactly the first request, each next one twice the previous (at least the
 * request), up to `maxSlabLength` doubles; a request of half that or more gets a buffer of its own. The repository
 * never frees a region (activities are never deleted), so the only waste is the unused tail of the current slab:
 * less than the data stored before it.
 */
export class SampleArena {
  private slab: Float64Array | undefined;
  private used = 0;

  /** @param maxSlabLength - most doubles in one slab (default 65 536, 512 KiB). */
  constructor(private readonly maxSlabLength = 65_536) {}

  /**
   * A region of `length` doubles, zero-filled.
   *
   * @param length - doubles needed (≥ 0).
   */
  allocate(length: number): ArenaRegion {
    const slab = this.slab;
    if (slab !== undefined && this.used + length <= slab.length) {
      const offset = this.used;
      this.used += length;
      return { array: slab, offset };
    }
    if (length * 2 >= this.maxSlabLength) return { array: new Float64Array(length), offset: 0 };
    const size = Math.min(this.maxSlabLength, Math.max(length, (slab?.length ?? 0) * 2));
    this.slab = new Float64Array(size);
    this.used = length;
    return { array: this.slab, offset: 0 };
  }

  /**
   * A zero-filled view of `length` doubles: {@link allocate} as a `Float64Array` of exactly that length (a
   * `Float64Allocator` of the derivations, decision D-180).
   *
   * @param length - doubles needed (≥ 0).
   */
  view(length: number): Float64Array {
    const { array, offset } = this.allocate(length);
    return offset === 0 && array.length === length ? array : array.subarray(offset, offset + length);
  }
}
