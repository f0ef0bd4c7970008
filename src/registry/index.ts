/**
 * Registries of the spec as data: activity types, metric types, the metric-option table, device, experience and
 * status values, error codes and size limits.
 *
 * @module activity-fuel/registry
 */
export * from "./activityTypes.js";
export * from "./activityTypeCompendium.js";
export * from "./metricTypes.js";
export * from "./metricOptions.js";
export * from "./deviceTypes.js";
export * from "./experienceTypes.js";
export * from "./statuses.js";
export * from "./errorCodes.js";
export * from "./addErrorMessages.js";
export * from "./limits.js";
