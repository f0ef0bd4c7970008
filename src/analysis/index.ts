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
export { splits, type Split } from "./splits.js";
export { bestEfforts, type BestEffort } from "./bestEfforts.js";
export { meanMaximal, type CurveMetric, type CurvePoint } from "./meanMaximal.js";
export { timeInZones, type ZoneTime, type ZoneTimes } from "./timeInZones.js";
export { intensityMinutes, type IntensityMinutes } from "./intensityMinutes.js";
export { trimp, type Trimp } from "./trimp.js";
export { trainingLoad, type LoadDay, type TrainingLoadOptions } from "./trainingLoad.js";
export { activityRecords, type ActivityRecords } from "./activityRecords.js";
export { bestOfRecords, type UserBest, type UserBests } from "./bestOfRecords.js";
export type { AnalysisOptions, HeartRateZoneBasis } from "./analysisOptions.js";

// The root's types this entry's declarations name, so that code compiled with `declaration: true` names them here.
export type { UserProfile } from "../model/userProfile.js";
export type { SampleColumn, ValidatedActivity, ValidatedMetrics } from "../model/validatedActivity.js";
export type { SubmittedActivity, SubmittedMetrics } from "../model/submittedActivity.js";
export type { ActivityTypeName } from "../registry/activityTypes.js";
export type { DeviceTypeName } from "../registry/deviceTypes.js";
export type { SubmittableMetricTypeName } from "../registry/metricTypes.js";
export type { Status } from "../registry/statuses.js";
