import type { FuelInput } from "./fuelInput.js";

/** Name of a fuel model, reported in `FuelResult.model` (see docs/fuel.md, "Models"). */
export type FuelModelName =
  | "submitted"
  | "cycling-power"
  | "cycling-speed"
  | "gait-running"
  | "gait-walking"
  | "calories-weight"
  | "heart-rate-reserve"
  | "compendium-met";

/**
 * One fuel model: a test of whether the activity's columns and the profile let it run, and a single pass over the
 * data points that writes one value per point.
 */
export interface FuelModel {
  /** Model name. */
  readonly name: FuelModelName;
  /**
   * What {@link FuelModel.perPoint} writes: `"netO2"` = net (above-rest) oxygen cost in ml O2 per kg, which
   * `calculateFuel` caps and multiplies by K; `"fuel"` = fuel itself (submitted values).
   */
  readonly output: "netO2" | "fuel";
  /**
   * Whether the model can run on this input (its columns are present, the profile values it needs are known).
   *
   * @param input - the resolved activity.
   */
  applies(input: FuelInput): boolean;
  /**
   * Writes one value per data point into `out` (`out.length` = number of rows). Values may be any number; the
   * caller treats negative and non-finite values as 0.
   *
   * @param input - the resolved activity.
   * @param out - destination, one slot per data point, initially 0.
   */
  perPoint(input: FuelInput, out: Float64Array): void;
}
