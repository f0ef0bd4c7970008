/**
 * Derivations over validated activities: duration, summary formatting, metric summaries, detail metrics, GPS
 * data and de-duplicated daily (ALL_DAY) records. Pure and total.
 *
 * @packageDocumentation
 */
export { deriveActivity } from "./deriveActivity.js";
export { toMetricSummary, toAddMetricSummary } from "./toMetricSummary.js";
export { buildActivityDetail, type LinkOptions } from "./buildActivityDetail.js";
export { buildGpsData } from "./buildGpsData.js";
export { buildDailyRecords, type DailyRecord, type DailyOptions } from "./buildDailyRecords.js";
