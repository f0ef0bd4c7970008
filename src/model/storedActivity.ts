import type { Status } from "../registry/statuses.js";
import type { ActivityDerivation } from "./activityDerivation.js";
import type { Tag } from "./link.js";
import type { SubmittedActivity } from "./submittedActivity.js";

/** An activity as the repository stores it: the validated submission, its derivation, and service metadata. */
export interface StoredActivity {
  /** Identifier assigned by the service (opaque string). */
  readonly activityId: string;
  /** Owner; every repository method is scoped by it. */
  readonly userId: string;
  /** The validated submission. */
  readonly activity: SubmittedActivity;
  /** Values derived when it was added. */
  readonly derived: ActivityDerivation;
  /** Lifecycle status (decision D-9). */
  readonly status: Status;
  /** User-entered tags (none can be submitted through Add Activities; kept for adapters and future endpoints). */
  readonly tags: readonly Tag[];
  /** When the service accepted it, epoch milliseconds. */
  readonly receivedAtMs: number;
}
