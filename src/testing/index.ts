/**
 * Test helpers for users of activity-fuel (the `./testing` entry): fast-check arbitraries of valid and invalid
 * Add Activities bodies and user profiles (need the optional peer dependency `fast-check`, version 4), the
 * runner-agnostic repository contract suite that any `ActivityRepository` adapter proves itself with.
 *
 * @module activity-fuel/testing
 */
export { arbitraryUserProfile, type UserProfileOptions, type Presence } from "./arbitraries/arbitraryUserProfile.js";
export { arbitraryValidActivity, type ValidActivityOptions } from "./arbitraries/arbitraryValidActivity.js";
export { arbitraryAddActivitiesBody, type AddActivitiesBodyOptions } from "./arbitraries/arbitraryAddActivitiesBody.js";
export {
  arbitraryInvalidActivity,
  INVALID_ACTIVITY_CODES,
  type InvalidActivityCode,
  type InvalidActivityOptions,
} from "./arbitraries/arbitraryInvalidActivity.js";
export {
  repositoryContractCases,
  runActivityRepositoryContract,
  type RepositoryContractCase,
  type RepositoryContractOptions,
  type ContractRunner,
} from "./repositoryContract.js";

// The root's types this entry's declarations name, so that code compiled with `declaration: true` names them here.
export type { ActivityDerivation } from "../model/activityDerivation.js";
export type { ActivityRecords } from "../model/activityRecords.js";
export type { ActivitySummary } from "../model/activitySummary.js";
export type { AddActivityResponseItem } from "../model/addActivityResponseItem.js";
export type { Link, Tag } from "../model/link.js";
export type { AddMetricSummary } from "../model/metricSummary.js";
export type { StoredActivity } from "../model/storedActivity.js";
export type { SubmittedActivity, SubmittedMetrics } from "../model/submittedActivity.js";
export type { UserProfile } from "../model/userProfile.js";
export type { SampleColumn, ValidatedActivity, ValidatedMetrics } from "../model/validatedActivity.js";
export type { ActivityTypeName } from "../registry/activityTypes.js";
export type { DeviceTypeName } from "../registry/deviceTypes.js";
export type { Limits } from "../registry/limits.js";
export type { SubmittableMetricTypeName } from "../registry/metricTypes.js";
export type { Status } from "../registry/statuses.js";
export type { ActivityFilter, ActivityRepository, AddActivitiesOptions, FuelSliceRequest, IdempotencyRecord, ListPosition, OverlapQuery, PageRequest, StoreOutcome, TimeRange } from "../repository/index.js";
