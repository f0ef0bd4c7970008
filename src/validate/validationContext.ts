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
}
