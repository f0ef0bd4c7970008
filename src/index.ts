/**
 * activity-fuel: the Activity Tracking Service as a domain library. The root entry re-exports the core, which
 * has no run-time dependency: registries, models, the validator, fuel, derivations, the repository interface with
 * its in-memory implementation, and the service. Entries with optional peer dependencies stay separate:
 * `./schema` (zod), `./testing` (fast-check), `./import` (FIT/XML parsers), and `./http`.
 *
 * @packageDocumentation
 */
export * from "./registry/index.js";
export * from "./model/index.js";
export * from "./validate/index.js";
export * from "./fuel/index.js";
export * from "./derive/index.js";
export * from "./repository/index.js";
export * from "./service/index.js";
export * from "./standardSchema/index.js";
