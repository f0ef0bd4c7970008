/**
 * The operations of spec section 4 (add, list by experience type, detail, GPS), storage-agnostic: plug in an
 * `ActivityRepository` and authenticate outside.
 *
 * @module activity-fuel/service
 */
export type { ActivityService, ServiceResult, ListQuery, ListLinkOptions, AddActivitiesRequestOptions } from "./activityService.js";
export { createActivityService, DEFAULT_IDEMPOTENCY_TTL_MS, type ActivityServiceOptions } from "./createActivityService.js";
export { bodyFingerprint } from "./idempotency/bodyFingerprint.js";
export { canonicalJson } from "./idempotency/canonicalJson.js";
export { idempotencyKeyProblem, MAX_IDEMPOTENCY_KEY_LENGTH } from "./idempotency/idempotencyKeyProblem.js";
export { parseListQuery, DEFAULT_LIST_COUNT, MAX_LIST_COUNT, type ParsedListQuery } from "./parseListQuery.js";
export { pagingLinks } from "./pagingLinks.js";
export { toAddResponseItem } from "./toAddResponseItem.js";
export { dailyTimeZone } from "./dailyTimeZone.js";
export { listDailyRecords, type DailyPage } from "./listDailyRecords.js";
export { currentDayZone, listStoredDays } from "./storedDays.js";
export { allDayFuel } from "./allDayFuel.js";
