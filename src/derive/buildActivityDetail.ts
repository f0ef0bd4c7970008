import type { ActivityDetail, IntervalMetric } from "../model/activityDetail.js";
import type { StoredActivity } from "../model/storedActivity.js";
import type { SampleColumn } from "../model/validatedActivity.js";
import { getMetricType } from "../registry/metricTypes.js";
import { toActivityListItem } from "./toActivityListItem.js";

/** Options of the resource builders: where links point. */
export interface LinkOptions {
  /** Path prefix of activity resources, default `/v1/me/sport/activities`. */
  readonly basePath?: string;
}

/**
 * The activity detail of a stored activity (GET /me/sport/activities/{activityId}; spec 2.4, 2.5, 2.7, 4.3;
 * decision D-150).
 *
 * - `startTime`: ISO 8601 UTC with milliseconds (`2014-12-31T23:00:00.000Z`); `activityTimeZone`: the submitted
 *   zone name; `status`, `deviceType`, `deviceName` (when submitted) and `tags` as stored.
 * - `links`: `self` and `gps`, for every activity.
 * - `metricSummary`: all five values ({@link toMetricSummary}).
 * - `metrics`: one series per submitted column, in submitted order, metric type upper case, `intervalMetric` the
 *   interval in seconds, `intervalUnit` `"SEC"`, values as strings (`String(number)`: the shortest decimal that
 *   reads back as the submitted number; DISTANCE stays cumulative km). FUEL is always present: the stored
 *   derivation's `fuelPerPoint`, which sums exactly to the summary fuel (when fuel was submitted, the fuel model
 *   returns the submitted values); it takes the submitted fuel column's place, else comes last.
 *
 * @param stored - a stored activity.
 * @param options - link options.
 * @returns the detail resource.
 */
export function buildActivityDetail(stored: StoredActivity, options?: LinkOptions): ActivityDetail {
  const { activity, derived } = stored;
  const { metricTypes, columns, intervalValue } = activity.metrics;
  const series = (metricType: string, values: readonly string[]): IntervalMetric => ({
    intervalMetric: intervalValue,
    intervalUnit: "SEC",
    metricType,
    values,
  });
  const fuelSeries = series("FUEL", toStrings(derived.fuelPerPoint));
  const metrics: IntervalMetric[] = metricTypes.map((name, column) =>
    name === "fuel"
      ? fuelSeries
      : series(getMetricType(name)?.detailName ?? name.toUpperCase(), toStrings(columns[column] ?? [])),
  );
  if (!metricTypes.includes("fuel")) metrics.push(fuelSeries);
  return {
    ...toActivityListItem(stored, options?.basePath),
    ...(activity.deviceName !== undefined ? { deviceName: activity.deviceName } : {}),
    metrics,
  };
}

function toStrings(column: SampleColumn): string[] {
  const out = new Array<string>(column.length);
  for (let i = 0; i < column.length; i++) out[i] = String(column[i]);
  return out;
}
