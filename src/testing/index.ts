/**
 * Test helpers for users of activity-fuel (the `./testing` entry): fast-check arbitraries of valid and invalid
 * Add Activities bodies and user profiles. Needs the optional peer dependency `fast-check` (version 4).
 *
 * @packageDocumentation
 */
export * from "./arbitraries/index.js";
export * from "./repositoryContract.js";
