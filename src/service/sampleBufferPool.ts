/**
 * Recycled `Float64Array`s for the validator's columns (decision D-92), the FUEL series (D-186) and the day fold's
 * envelopes (D-180). A typed array over 64 bytes lives outside
 * V8's heap: allocating one costs microseconds, and writing a fresh one of a long activity costs page faults, both
 * comparable to the rest of an add. The service lends buffers for one add and takes them back once the repository
 * has copied the batch (the repository contract makes stored data independent of the caller's objects), so
 * steady traffic validates into memory that is already mapped.
 *
 * Bounded: at most `maxBuffers` idle buffers and `maxIdleDoubles` doubles in all; buffers over `maxIdleDoubles / 4`
 * are never kept.
 */
export class SampleBufferPool {
  private readonly idle: Float64Array[] = [];
  private idleDoubles = 0;

  /**
   * @param maxBuffers - most idle buffers kept (default 16).
   * @param maxIdleDoubles - most doubles kept idle in all (default 2 097 152, 16 MiB).
   */
  constructor(
    private readonly maxBuffers = 16,
    private readonly maxIdleDoubles = 2_097_152,
  ) {}

  /**
   * A buffer of at least `length` doubles (the smallest idle one that fits, else a new one of exactly `length`).
   *
   * @param length - doubles needed.
   */
  take(length: number): Float64Array {
    let best = -1;
    for (let i = 0; i < this.idle.length; i++) {
      const size = this.idle[i]!.length;
      if (size >= length && (best < 0 || size < this.idle[best]!.length)) best = i;
    }
    if (best < 0) return new Float64Array(length);
    const buffer = this.idle[best]!;
    this.idle[best] = this.idle[this.idle.length - 1]!;
    this.idle.pop();
    this.idleDoubles -= buffer.length;
    return buffer;
  }

  /**
   * Takes buffers back for later use (the caller no longer reads or writes them).
   *
   * @param buffers - buffers from {@link take}.
   */
  give(buffers: readonly Float64Array[]): void {
    for (const buffer of buffers) {
      if (buffer.length * 4 > this.maxIdleDoubles) continue;
      if (this.idle.length >= this.maxBuffers || this.idleDoubles + buffer.length > this.maxIdleDoubles) continue;
      this.idle.push(buffer);
      this.idleDoubles += buffer.length;
    }
  }

  /**
   * A bump allocator over buffers of this pool (decision D-180): each call returns a view of exactly `length`
   * doubles (contents unspecified) carved from the current buffer, taking another of at least `chunk` doubles when
   * it is full. Every buffer it takes is pushed onto `lent`, to be given back with {@link give} once nothing reads
   * the views any more.
   *
   * @param lent - where the taken buffers are recorded.
   * @param chunk - least doubles taken at a time (default 1 024, 8 KiB: many adds in flight each hold theirs).
   */
  allocator(lent: Float64Array[], chunk = 1_024): (length: number) => Float64Array {
    let current: Float64Array | undefined;
    let used = 0;
    return (length) => {
      if (current === undefined || used + length > current.length) {
        current = this.take(Math.max(length, chunk));
        lent.push(current);
        used = 0;
      }
      const view = current.subarray(used, used + length);
      used += length;
      return view;
    };
  }
}
