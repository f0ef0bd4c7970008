/**
 * activity-fuel: the Activity Tracking Service as a domain library. The root entry re-exports the core:
 * registries, models, the validator. Optional-dependency entries (`./import`) stay separate.
 *
 * @packageDocumentation
 */
export * from "./registry/index.js";
export * from "./model/index.js";
export * from "./validate/index.js";
