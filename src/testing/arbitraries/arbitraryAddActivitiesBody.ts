import * as fc from "fast-check";
import { DEFAULT_LIMITS } from "../../registry/limits.js";
import type { SubmittedActivity } from "../../model/submittedActivity.js";
import { arbitraryValidActivity, type ValidActivityOptions } from "./arbitraryValidActivity.js";

/** Options of {@link arbitraryAddActivitiesBody}: those of every activity, plus the number of activities. */
export interface AddActivitiesBodyOptions extends ValidActivityOptions {
  /** Fewest activities, at least 1. Default 1. */
  readonly minActivities?: number;
  /** Most activities, at most `DEFAULT_LIMITS.maxActivitiesPerRequest` (100). Default 3. */
  readonly maxActivities?: number;
}

/**
 * Arbitrary valid Add Activities request bodies (spec 4.1): arrays of 1–3 (by default) activities of
 * {@link arbitraryValidActivity}, which `validateActivities` accepts whole with the same `nowMs` and `profile`.
 *
 * @example
 * ```ts
 * import * as fc from "fast-check";
 * import { arbitraryAddActivitiesBody } from "activity-fuel/testing";
 * import { validateActivities } from "activity-fuel";
 *
 * const nowMs = Date.UTC(2030, 0, 1);
 * fc.assert(
 *   fc.property(arbitraryAddActivitiesBody({ nowMs, maxActivities: 5 }), (body) => {
 *     const result = validateActivities(JSON.parse(JSON.stringify(body)), { nowMs });
 *     return result.ok && result.activities.length === body.length;
 *   }),
 * );
 * ```
 *
 * @param options - as {@link arbitraryValidActivity}, plus `minActivities`/`maxActivities`.
 * @returns an arbitrary of non-empty arrays of typed activities.
 * @throws RangeError for bounds outside `1 ≤ minActivities ≤ maxActivities ≤ 100`, and as
 *   {@link arbitraryValidActivity}.
 */
export function arbitraryAddActivitiesBody(options: AddActivitiesBodyOptions): fc.Arbitrary<SubmittedActivity[]> {
  const minLength = options.minActivities ?? 1;
  const maxLength = options.maxActivities ?? Math.max(3, minLength);
  const limit = DEFAULT_LIMITS.maxActivitiesPerRequest;
  if (!Number.isSafeInteger(minLength) || !Number.isSafeInteger(maxLength) || minLength < 1 || maxLength < minLength || maxLength > limit) {
    throw new RangeError(`arbitraryAddActivitiesBody: need integers 1 <= minActivities <= maxActivities <= ${limit}`);
  }
  return fc.array(arbitraryValidActivity(options), { minLength, maxLength });
}
