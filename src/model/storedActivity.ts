import type { Status } from "../registry/statuses.js";
import type { ActivityDerivation } from "./activityDerivation.js";
import type { Tag } from "./link.js";
import type { ValidatedActivity } from "./validatedActivity.js";

/**
 * An activity as the repository stores it: the validated activity (data as columns), its
 * derivation, and service metadata.
 *
 * Storage shape : the envelope objects are plain data that a repository may freeze; the
 * sample columns (`activity.metrics.columns`) and the FUEL series (`derived.fuelPerPoint`) are array-likes of
 * numbers, typically `Float64Array`s, which cannot be frozen: readers must not write into them. A database adapter
 * stores the envelope fields as columns and each sample column as an array of float8 (or one packed buffer).
 */
export interface StoredActivity {
  /** Identifier assigned by the service (opaque string). */
  readonly activityId: string;
  /** Owner; every repository method is scoped by it. */
  readonly userId: string;
  /** The validated activity, its data as columns. */
  readonly activity: ValidatedActivity;
  /** Values derived when it was added. */
  readonly derived: ActivityDerivation;
  /** Lifecycle status. */
  readonly status: Status;
  /** User-entered tags (none can be submitted through Add Activities; kept for adapters and future endpoints). */
  readonly tags: readonly Tag[];
  /** When the service accepted it, epoch milliseconds. */
  readonly receivedAtMs: number;
}
