/**
 * Test helpers for users of activity-fuel (the `./testing` entry): fast-check arbitraries of valid and invalid
 * Add Activities bodies and user profiles (need the optional peer dependency `fast-check`, version 4), and the
 * runner-agnostic repository contract suite that any `ActivityRepository` adapter proves itself with.
 *
 * @module activity-fuel/testing
 */
export * from "./arbitraries/index.js";
export * from "./repositoryContract.js";
