// TEMPORARY STUB (replaced by the detail work of issue 3). Signature agreed.
import type { ActivityDetail } from "../model/activityDetail.js";
import type { StoredActivity } from "../model/storedActivity.js";

/** Options of the resource builders: where links point. */
export interface LinkOptions {
  /** Path prefix of activity resources, default `/v1/me/sport/activities`. */
  readonly basePath?: string;
}

/**
 * The activity detail of a stored activity (spec 2.5, 2.7) (stub).
 *
 * @param stored - a stored activity.
 * @param _options - link options.
 */
export function buildActivityDetail(stored: StoredActivity, _options?: LinkOptions): ActivityDetail {
  throw new Error(`not implemented: ${stored.activityId}`);
}
