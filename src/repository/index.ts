// Storage: the interface every adapter implements, and the in-memory implementation.
export type {
  ActivityRepository,
  ActivityFilter,
  AddActivitiesOptions,
  FuelSliceRequest,
  ListPosition,
  OverlapQuery,
  PageRequest,
  TimeRange,
  StoreOutcome,
} from "./activityRepository.js";
export type { IdempotencyRecord } from "./idempotencyRecord.js";
export { createInMemoryActivityRepository } from "./createInMemoryActivityRepository.js";
