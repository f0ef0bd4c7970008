import type { SubmittedActivity } from "../model/submittedActivity.js";
import type { ValidatedActivity } from "../model/validatedActivity.js";

/**
 * Whether an activity has GPS data: both a `latitude` and a `longitude` column (decision D-35).
 *
 * @param activity - a validated activity.
 * @returns `true` when both columns were submitted.
 */
export function hasGps(activity: SubmittedActivity | ValidatedActivity): boolean {
  const types = activity.metrics.metricTypes;
  return types.includes("latitude") && types.includes("longitude");
}
