import type { SampleColumn } from "./validatedActivity.js";

/**
 * What the service derives from one validated activity (spec 1, 2.3, 2.5): pure data, computed once when the
 * activity is added and stored beside it.
 */
export interface ActivityDerivation {
  /** Duration in milliseconds: the submitted duration, else data points × intervalValue seconds (spec 2.2 rule 3). */
  readonly durationMs: number;
  /** Distance in kilometres (last cumulative distance value); absent when no distance was submitted. */
  readonly distanceKm?: number;
  /** Energy in kcal: submitted calories summed, else estimated from the gross oxygen cost and the weight; absent when neither is possible. */
  readonly calories?: number;
  /** Steps summed from the submitted steps; absent when no steps were submitted. */
  readonly steps?: number;
  /** Fuel, a non-negative integer. */
  readonly fuel: number;
  /** Name of the fuel model that produced {@link fuel} (e.g. `"submitted"`, `"gait-running"`, `"cycling-power"`). */
  readonly fuelModel: string;
  /**
   * Fuel per data point, non-negative integers that sum exactly to {@link fuel} (the detail's FUEL series), one per
   * data point: a `Float64Array` from the service (the submitted fuel column itself when it holds those integers),
   * any array-like of numbers from a repository; read-only.
   */
  readonly fuelPerPoint: SampleColumn;
}
