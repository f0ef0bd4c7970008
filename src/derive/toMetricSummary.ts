// TEMPORARY STUB (replaced by the summary work of issue 3). Signatures agreed.
import type { ActivityDerivation } from "../model/activityDerivation.js";
import type { AddMetricSummary, MetricSummary } from "../model/metricSummary.js";

/**
 * The five-value metricSummary of spec 2.5 (stub).
 *
 * @param derived - an activity's derivation.
 */
export function toMetricSummary(derived: ActivityDerivation): MetricSummary {
  return {
    calories: String(Math.round(derived.calories ?? 0)),
    fuel: String(derived.fuel),
    distance: String(derived.distanceKm ?? 0),
    steps: String(derived.steps ?? 0),
    duration: String(derived.durationMs),
  };
}

/**
 * The add response's metricSummary, fuel and distance only (spec 2.3) (stub).
 *
 * @param derived - an activity's derivation.
 */
export function toAddMetricSummary(derived: ActivityDerivation): AddMetricSummary {
  return { fuel: String(derived.fuel), ...(derived.distanceKm !== undefined ? { distance: String(derived.distanceKm) } : {}) };
}
