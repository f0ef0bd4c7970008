// TEMPORARY STUB (replaced by the GPS work of issue 3). Signature agreed.
import type { GpsData } from "../model/gpsData.js";
import type { StoredActivity } from "../model/storedActivity.js";
import type { LinkOptions } from "./buildActivityDetail.js";

/**
 * GPS data of a stored activity, or `undefined` when it has no latitude/longitude samples (stub).
 *
 * @param _stored - a stored activity.
 * @param _options - link options.
 */
export function buildGpsData(_stored: StoredActivity, _options?: LinkOptions): GpsData | undefined {
  return undefined;
}
