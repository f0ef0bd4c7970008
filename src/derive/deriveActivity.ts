// TEMPORARY STUB (replaced by the derivation work of issue 3).
import { calculateFuel } from "../fuel/calculateFuel.js";
import type { ActivityDerivation } from "../model/activityDerivation.js";
import type { SubmittedActivity } from "../model/submittedActivity.js";
import type { UserProfile } from "../model/userProfile.js";

/**
 * Derives duration, distance, calories, steps and fuel of a validated activity (stub).
 *
 * @param activity - a validated activity.
 * @param profile - the user's profile.
 */
export function deriveActivity(activity: SubmittedActivity, profile?: UserProfile): ActivityDerivation {
  const { metricTypes, data, intervalValue } = activity.metrics;
  const fuel = calculateFuel(activity, profile);
  const d = metricTypes.indexOf("distance");
  const last = data[data.length - 1];
  return {
    durationMs: activity.duration ?? data.length * intervalValue * 1000,
    ...(d >= 0 && last !== undefined ? { distanceKm: last[d] ?? 0 } : {}),
    fuel: fuel.fuel,
    fuelModel: fuel.model,
    fuelPerPoint: fuel.perPoint,
  };
}
