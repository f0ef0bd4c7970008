/**
 * Storage of activities: the storage-agnostic {@link ActivityRepository} interface every adapter implements, and
 * an in-memory implementation. Prove an adapter with the contract suite of the `./testing` entry.
 *
 * @module activity-fuel/repository
 */
export type { ActivityRepository, ActivityFilter, AddActivitiesOptions, ListPosition, PageRequest, TimeRange, StoreOutcome } from "./activityRepository.js";
export type { IdempotencyRecord } from "./idempotencyRecord.js";
export { createInMemoryActivityRepository } from "./createInMemoryActivityRepository.js";
