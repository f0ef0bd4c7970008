/**
 * Test helpers for users of activity-fuel (the `./testing` entry): fast-check arbitraries of valid and invalid
 * Add Activities bodies and user profiles (need the optional peer dependency `fast-check`, version 4), the
 * runner-agnostic repository contract suite that any `ActivityRepository` adapter proves itself with.
 *
 * @module activity-fuel/testing
 */
export { arbitraryUserProfile } from "./arbitraries/arbitraryUserProfile.js";
export { arbitraryValidActivity } from "./arbitraries/arbitraryValidActivity.js";
export { arbitraryAddActivitiesBody } from "./arbitraries/arbitraryAddActivitiesBody.js";
export { arbitraryInvalidActivity, INVALID_ACTIVITY_CODES } from "./arbitraries/arbitraryInvalidActivity.js";
export { repositoryContractCases, runActivityRepositoryContract } from "./repositoryContract.js";
