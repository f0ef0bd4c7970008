import type { Limits } from "../registry/limits.js";
import type { UserProfile } from "../model/userProfile.js";

/** What validation needs besides the body. Pure: the current time is passed in, never read. */
export interface ValidationContext {
  /** Current time, epoch milliseconds; startTime must be before it (code 160). */
  readonly nowMs: number;
  /** The user's profile; its weight and age count as the `weight` and `age` metric types (spec 2.8). */
  readonly profile?: UserProfile;
  /** Size limits; each missing field takes its `DEFAULT_LIMITS` value. */
  readonly limits?: Partial<Limits>;
  /**
   * Where the validated columns of an activity are written: an array of at least `length`
   * doubles whose first `length` the validator overwrites (their previous content does not matter). Default
   * `new Float64Array(length)`. The service lends recycled buffers here and takes them back once the repository
   * has copied the batch, which spares a fresh allocation (and its page faults) per add.
   */
  readonly allocateSamples?: (length: number) => Float64Array;
}
