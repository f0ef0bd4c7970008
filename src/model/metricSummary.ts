/**
 * Summary values of an activity (spec 2.5); every value is a string. Returned with all five fields by the detail
 * and list endpoints.
 */
export interface MetricSummary {
  /** Energy in kcal, integer string: submitted calories summed, else estimated from oxygen cost and weight, else "0". */
  readonly calories: string;
  /** Fuel, non-negative integer string (for ALL_DAY: de-duplicated across activities). */
  readonly fuel: string;
  /** Distance in kilometres, decimal string; "0" when no distance was submitted. */
  readonly distance: string;
  /** Steps, integer string; "0" when no steps were submitted. */
  readonly steps: string;
  /** Duration formatted `H:MM:SS.mmm`, e.g. `"0:32:05.321"`. */
  readonly duration: string;
}

/** The summary of an Add Activities response item (spec 2.3): fuel, and distance when distance was submitted. */
export interface AddMetricSummary {
  /** Fuel, non-negative integer string. */
  readonly fuel: string;
  /** Distance in kilometres, decimal string; absent when no distance was submitted. */
  readonly distance?: string;
}
