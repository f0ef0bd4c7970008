import type { Limits } from "../registry/limits.js";
import type { UserProfile } from "../model/userProfile.js";

/**
 * Options of the Standard Schema objects (`createAddActivitiesStandardSchema`, `createSubmittedActivityStandardSchema`).
 * Unlike `ValidationContext`, the current time and the profile may be functions, read at every `validate` call, so
 * that one long-lived object (a tRPC input, a Hono validator, a form) stays right as time passes.
 */
export interface StandardSchemaOptions {
  /**
   * Current time, epoch milliseconds (startTime must be before it, code 160): a number, or a function called at
   * every validation. Default: `Date.now()` at every validation.
   */
  readonly nowMs?: number | (() => number);
  /**
   * The user's profile (its weight and age count as metric types, spec 2.8), or a function returning it at every
   * validation. Default: no profile.
   */
  readonly profile?: UserProfile | (() => UserProfile | undefined);
  /** Size limits; each missing field takes its `DEFAULT_LIMITS` value. */
  readonly limits?: Partial<Limits>;
}
