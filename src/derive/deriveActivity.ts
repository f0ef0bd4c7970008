import { fuelOf } from "../fuel/calculateFuel.js";
import type { ActivityDerivation } from "../model/activityDerivation.js";
import { toValidatedActivity } from "../model/columnsFromRows.js";
import type { SubmittedActivity } from "../model/submittedActivity.js";
import type { SampleColumn, ValidatedActivity } from "../model/validatedActivity.js";
import { isPositiveFinite, type UserProfile } from "../model/userProfile.js";
import { deriveDurationMs } from "./deriveDurationMs.js";
import { estimateCaloriesKcal } from "./estimateCaloriesKcal.js";
import { metricColumn } from "./metricColumn.js";

/**
 * Derives what the service returns for a validated activity (spec 1, 2.3, 2.5). Pure and total: no I/O, no clock,
 * no throw for a validated activity.
 *
 * - `durationMs`: {@link deriveDurationMs}.
 * - `distanceKm`: the distance the device measured, the last value of the cumulative `distance` column (spec 2.2
 *   rule 4, 2.5 "distance travelled"), never extrapolated past it; absent without a distance column. (The fuel
 *   models still give the last interval a modelled gain, see `intervalDistanceKm`.)
 * - `calories` (kcal): the sum of the `calories` column (kcal per interval) when submitted; otherwise, when the
 *   profile has a weight, {@link estimateCaloriesKcal} of the fuel model's gross oxygen cost;
 *   otherwise absent.
 * - `steps`: the sum of the `steps` column; absent without it.
 * - `fuel`, `fuelModel`, `fuelPerPoint`: from `calculateFuel(activity, profile)` (the fuel models, decisions
 *   D-20 to D-26), whose per-point integers sum exactly to the fuel. When the submitted `fuel` column already holds
 *   those integers, `fuelPerPoint` is that column (the same array, not a copy).
 *
 * @param submitted - a validated activity (output of `validateActivities`, data as columns), or a valid activity
 *   with row-major `metrics.data` (converted with `toValidatedActivity` first).
 * @param profile - the user's profile (weight, age, ...), when known.
 * @returns the activity's derivation, to be stored beside it.
 */
export function deriveActivity(submitted: SubmittedActivity | ValidatedActivity, profile?: UserProfile): ActivityDerivation {
  const activity = toValidatedActivity(submitted);
  const { metrics } = activity;
  const fuel = fuelOf(activity, profile, (n) => new Float64Array(n));
  // submitted whole numbers are their own per-point integers: the FUEL series is then that column, stored once
  const submittedFuel = fuel.model === "submitted" ? metricColumn(metrics, "fuel") : undefined;
  const fuelPerPoint = submittedFuel !== undefined && sameValues(submittedFuel, fuel.perPoint) ? submittedFuel : fuel.perPoint;
  const distance = metricColumn(metrics, "distance");
  const distanceKm = distance === undefined ? undefined : lastDistanceKm(distance);
  const submittedCalories = metricColumn(metrics, "calories");
  const weightKg = profile?.weightKg;
  const calories =
    submittedCalories !== undefined
      ? sum(submittedCalories)
      : isPositiveFinite(weightKg)
        ? estimateCaloriesKcal(fuel.grossO2MlPerKg, weightKg)
        : undefined;
  const steps = metricColumn(metrics, "steps");
  return {
    durationMs: deriveDurationMs(activity),
    ...(distanceKm !== undefined ? { distanceKm } : {}),
    ...(calories !== undefined ? { calories } : {}),
    ...(steps !== undefined ? { steps: sum(steps) } : {}),
    fuel: fuel.fuel,
    fuelModel: fuel.model,
    fuelPerPoint,
  };
}

function sameValues(a: SampleColumn, b: SampleColumn): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (!Object.is(a[i], b[i])) return false;
  return true;
}

/** The last submitted cumulative distance, km (0 for an empty or unusable column; validated data never is). */
function lastDistanceKm(distance: SampleColumn): number {
  const last = distance.length === 0 ? 0 : distance[distance.length - 1]!;
  return last > 0 && last < Infinity ? last : 0;
}

function sum(values: SampleColumn): number {
  let total = 0;
  for (let i = 0; i < values.length; i++) total += values[i]!;
  return total;
}
