/**
 * activity-fuel: the Activity Tracking Service as a domain library. The root entry re-exports the core, which
 * has no run-time dependency, and documents each part on its own entry's page:
 * {@link activity-fuel/registry! | registries}, {@link activity-fuel/validate! | the validator},
 * {@link activity-fuel/fuel! | fuel}, {@link activity-fuel/derive! | derivations},
 * {@link activity-fuel/repository! | the repository interface with its in-memory implementation} and
 * {@link activity-fuel/service! | the service}. Here: the resource types of the spec and the Standard Schema objects
 * around the validator. Entries with optional peer dependencies stay separate: {@link activity-fuel/schema!}
 * (zod), {@link activity-fuel/testing!} (fast-check), {@link activity-fuel/import!} (FIT/XML parsers), and
 * {@link activity-fuel/http!} with {@link activity-fuel/http/node!}.
 *
 * @module activity-fuel
 */
export * from "./registry/index.js";
export * from "./model/index.js";
export * from "./validate/index.js";
export * from "./fuel/index.js";
export * from "./derive/index.js";
export * from "./repository/index.js";
export * from "./service/index.js";
export * from "./standardSchema/index.js";
