/**
 * fast-check arbitraries for Add Activities bodies: valid activities for a validation context, activities that
 * fail with one chosen error code, user profiles and metric data. Needs the optional peer dependency `fast-check`.
 *
 * @packageDocumentation
 */
export { arbitraryUserProfile, type Presence, type UserProfileOptions } from "./arbitraryUserProfile.js";
export { arbitraryMetricData, type MetricDataOptions } from "./arbitraryMetricData.js";
export { arbitraryValidActivity, type ValidActivityOptions } from "./arbitraryValidActivity.js";
export { arbitraryAddActivitiesBody, type AddActivitiesBodyOptions } from "./arbitraryAddActivitiesBody.js";
export {
  arbitraryInvalidActivity,
  INVALID_ACTIVITY_CODES,
  type InvalidActivityCode,
  type InvalidActivityOptions,
} from "./arbitraryInvalidActivity.js";
export { SAMPLE_TIME_ZONE_NAMES } from "./sampleTimeZoneNames.js";
