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
export { renderTimeInZonesChart } from "./renderTimeInZonesChart.js";
export { renderMeanMaximalChart } from "./renderMeanMaximalChart.js";
export { renderTrainingLoadChart } from "./renderTrainingLoadChart.js";
