import type { ActivityDerivation } from "../model/activityDerivation.js";
import type { AddMetricSummary, MetricSummary } from "../model/metricSummary.js";
import { formatDistanceKm } from "./formatDistanceKm.js";
import { formatDuration } from "./formatDuration.js";
import { formatWholeNumber } from "./formatWholeNumber.js";

/**
 * The five-value metricSummary of spec 2.5, every value a string: `calories` kcal and `steps`
 * rounded half-up to integers, `fuel` the integer fuel, `distance` km with at most 6 decimals
 * ({@link formatDistanceKm}), `duration` as `H:MM:SS.mmm` ({@link formatDuration}). A value that was not
 * submitted and cannot be estimated (calories without calories column and weight, steps without steps column,
 * distance without distance column) is `"0"`, the historical service's value for a missing count (`"steps":"0"`).
 *
 * @example
 * ```ts
 * toMetricSummary({ durationMs: 871_000, distanceKm: 3.1318, calories: 257, fuel: 662, fuelModel: "x", fuelPerPoint: [662] });
 * // { calories: "257", fuel: "662", distance: "3.1318", steps: "0", duration: "0:14:31.000" }
 * ```
 * @param derived - an activity's derivation.
 * @returns the detail's summary.
 */
export function toMetricSummary(derived: Omit<ActivityDerivation, "fuelPerPoint">): MetricSummary {
  return {
    calories: derived.calories !== undefined ? formatWholeNumber(derived.calories) : "0",
    fuel: formatWholeNumber(derived.fuel),
    distance: derived.distanceKm !== undefined ? formatDistanceKm(derived.distanceKm) : "0",
    steps: derived.steps !== undefined ? formatWholeNumber(derived.steps) : "0",
    duration: formatDuration(derived.durationMs),
  };
}

/**
 * The Add Activities response's metricSummary (spec 2.3): `fuel`, and `distance` only when distance was
 * submitted (same string formats as {@link toMetricSummary}).
 *
 * @param derived - an activity's derivation.
 * @returns fuel and, when known, distance.
 */
export function toAddMetricSummary(derived: Omit<ActivityDerivation, "fuelPerPoint">): AddMetricSummary {
  return {
    fuel: formatWholeNumber(derived.fuel),
    ...(derived.distanceKm !== undefined ? { distance: formatDistanceKm(derived.distanceKm) } : {}),
  };
}
