/**
 * Analysis of an activity's samples (`activity-fuel/analysis`), pure and without dependency: splits per km and per
 * mile with moving time, best efforts over the standard distances, mean-maximal curves of power, speed and heart
 * rate, time in heart-rate and power zones, intensity minutes, TRIMP, and fitness, fatigue and form over days;
 * {@link activityRecords} is the compact summary to keep with each activity, {@link bestOfRecords} folds many into
 * a user's bests. The input is a validated or stored activity (data as columns) and, for zones and loads, the
 * user's profile. See docs/analysis.md for every formula and its source.
 *
 * @module activity-fuel/analysis
 */
export { analyzeActivity, type ActivityAnalysis } from "./analyzeActivity.js";
export { splits } from "./splits.js";
export { bestEfforts } from "./bestEfforts.js";
export { meanMaximal } from "./meanMaximal.js";
export { timeInZones } from "./timeInZones.js";
export { intensityMinutes } from "./intensityMinutes.js";
export { trimp } from "./trimp.js";
export { trainingLoad } from "./trainingLoad.js";
export { activityRecords, type ActivityRecords } from "./activityRecords.js";
export { bestOfRecords } from "./bestOfRecords.js";
export type { AnalysisOptions } from "./analysisOptions.js";
