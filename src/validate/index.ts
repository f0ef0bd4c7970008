/**
 * The Add Activities validator: one hand-written pass over envelope and data points, every rule mapped to its
 * error code.
 *
 * @module activity-fuel/validate
 */
export { validateActivities, type ValidationResult } from "./validateActivities.js";
export { validateActivity, isValidStartTime } from "./validateActivity.js";
export { scanRows } from "./scanRows.js";
export { isValidTimeZone, timeZoneNames, TIME_ZONE_DATABASE_VERSION } from "./isValidTimeZone.js";
export { canonicalTimeZone } from "./canonicalTimeZone.js";
export { describeValue } from "./describeValue.js";
export type { ValidationContext } from "./validationContext.js";
export { validationError, toJsonPointer, type ValidationError, type JsonPath } from "./validationError.js";
export { errorForCode } from "./errorForCode.js";
