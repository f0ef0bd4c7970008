import type * as fc from "fast-check";

/** One entry that takes outside data, fuzzed with fast-check. */
export interface FuzzTarget<C> {
  /** Name in reports, e.g. `"validateActivities"`. */
  readonly name: string;
  /** Cases. */
  readonly arbitrary: fc.Arbitrary<C>;
  /** Input size of a case, bytes (for the time-per-byte budget and the report). */
  readonly bytes: (c: C) => number;
  /** Runs one case; throws (rejects) on a violated invariant. */
  readonly check: (c: C) => Promise<void>;
}
