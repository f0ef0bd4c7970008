/**
 * SVG charts (`activity-fuel/chart`), with no dependency and no DOM: strings a server, a CLI or a browser can
 * write out or inline. {@link renderActivityChart} draws one activity (speed or pace, heart rate, power, cadence,
 * elevation and fuel per minute on one time axis); {@link renderDayChart} a wristband day (the fuel de-duplicated across
 * activities per slot, each activity's part distinguishable, and the day's total). See docs/charts.md.
 *
 * @module activity-fuel/chart
 */
export { renderActivityChart, type ActivityChartOptions } from "./renderActivityChart.js";
export { renderDayChart, type DayChartInput, type DayChartOptions } from "./renderDayChart.js";
export { renderTimeInZonesChart, type TimeInZonesChartOptions } from "./renderTimeInZonesChart.js";
export { renderMeanMaximalChart, type MeanMaximalChartOptions } from "./renderMeanMaximalChart.js";
export { renderTrainingLoadChart, type TrainingLoadChartOptions } from "./renderTrainingLoadChart.js";

// The root's types this entry's declarations name, so that code compiled with `declaration: true` names them here.
export type { ActivityDetail, IntervalMetric } from "../model/activityDetail.js";
export type { ActivityListItem } from "../model/activityListItem.js";
export type { Link, Tag } from "../model/link.js";
export type { MetricSummary } from "../model/metricSummary.js";
export type { SubmittedActivity, SubmittedMetrics } from "../model/submittedActivity.js";
export type { ActivityTypeName } from "../registry/activityTypes.js";
export type { DeviceTypeName } from "../registry/deviceTypes.js";
export type { SubmittableMetricTypeName } from "../registry/metricTypes.js";
export type { Status } from "../registry/statuses.js";
// The analysis types this entry's declarations name.
export type { CurveMetric, CurvePoint, HeartRateZoneBasis, LoadDay, ZoneTime, ZoneTimes } from "../analysis/index.js";
