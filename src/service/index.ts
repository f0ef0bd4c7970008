/**
 * The operations of spec section 4 (add, list by experience type, detail, GPS) and delete/erase,
 * storage-agnostic: plug in an `ActivityRepository` and authenticate outside.
 *
 * @module activity-fuel/service
 */
export type { ActivityService, ServiceResult, ListQuery, ListLinkOptions, AddActivitiesRequestOptions } from "./activityService.js";
export { createActivityService, type ActivityServiceOptions } from "./createActivityService.js";
