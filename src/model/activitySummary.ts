import type { ActivityDerivation } from "./activityDerivation.js";
import type { StoredActivity } from "./storedActivity.js";
import type { ValidatedActivity, ValidatedMetrics } from "./validatedActivity.js";

/**
 * A stored activity without its samples: everything a list item, a paging link or a wristband day's window needs,
 * and nothing whose size grows with the activity's data points (no `metrics.columns`, no `derived.fuelPerPoint`).
 * Lists and overlap queries of an `ActivityRepository` return summaries, so that a page costs the same whatever the
 * listed activities' length. A {@link StoredActivity} is a summary too (an in-memory adapter returns what it keeps).
 */
export interface ActivitySummary extends Omit<StoredActivity, "activity" | "derived"> {
  /** The validated envelope: type, device, start, zone, and the metric types, interval and point count. */
  readonly activity: Omit<ValidatedActivity, "metrics"> & {
    /** The dataset's shape without its columns. */
    readonly metrics: Omit<ValidatedMetrics, "columns">;
  };
  /** The derived values without the FUEL series. */
  readonly derived: Omit<ActivityDerivation, "fuelPerPoint">;
}
