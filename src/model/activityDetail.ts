import type { ActivityListItem } from "./activityListItem.js";

/** One interval metric series of the activity detail (spec 2.7). */
export interface IntervalMetric {
  /** Interval length, in {@link intervalUnit}. */
  readonly intervalMetric: number;
  /** Interval unit, upper case: `"SEC"`. */
  readonly intervalUnit: "SEC";
  /** Upper-case metric type, e.g. `"FUEL"`, `"DISTANCE"`. */
  readonly metricType: string;
  /** One value per interval, as strings; DISTANCE cumulative km; FUEL integers summing to the summary fuel. */
  readonly values: readonly string[];
}

/**
 * The activity detail (GET /me/sport/activities/{activityId}, spec 4.3): the list item's fields, plus the device
 * name and the interval metrics.
 */
export interface ActivityDetail extends Omit<ActivityListItem, "metrics"> {
  /** Device or application name, when submitted. */
  readonly deviceName?: string;
  /** Interval metric series, one per submitted metric type plus FUEL. */
  readonly metrics: readonly IntervalMetric[];
}
