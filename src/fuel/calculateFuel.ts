// TEMPORARY STUB (replaced by the fuel work of issue 3): Compendium MET fallback only.
import { getActivityType } from "../registry/activityTypes.js";
import type { SubmittedActivity } from "../model/submittedActivity.js";
import type { UserProfile } from "../model/userProfile.js";

/** Result of {@link calculateFuel}. */
export interface FuelResult {
  /** Fuel, a non-negative integer. */
  readonly fuel: number;
  /** Fuel per data point, non-negative integers summing exactly to {@link fuel}. */
  readonly perPoint: readonly number[];
  /** Name of the model used. */
  readonly model: string;
  /** Net (above-rest) oxygen cost of the whole activity, ml O2 per kg. */
  readonly netO2MlPerKg: number;
}

/**
 * Fuel of one validated activity (stub).
 *
 * @param activity - a validated activity.
 * @param _profile - the user's profile.
 */
export function calculateFuel(activity: SubmittedActivity, _profile?: UserProfile): FuelResult {
  const n = activity.metrics.data.length;
  const met = getActivityType(activity.activityType)?.met ?? 4;
  const perMin = (met - 1) * 3.5;
  const per = (perMin * activity.metrics.intervalValue) / 60;
  const perPoint = new Array<number>(n).fill(Math.round(per * 1.3));
  const fuel = perPoint.reduce((a, b) => a + b, 0);
  return { fuel, perPoint, model: "stub", netO2MlPerKg: per * n };
}
