import type { GpsData, Waypoint } from "../model/gpsData.js";
import type { StoredActivity } from "../model/storedActivity.js";
import { activityPath } from "./activityLinks.js";
import type { LinkOptions } from "./buildActivityDetail.js";
import { metricColumn } from "./metricColumn.js";

/**
 * GPS data of a stored activity (GET /me/sport/activities/{activityId}/gps; spec 4.3,
 * D-150). An activity without latitude and longitude columns has an empty track: no waypoints, gain and loss 0,
 * max and min `null` (so that following its `gps` link is never an error).
 *
 * - `waypoints`: one per data point, `{latitude, longitude, elevation}` (degrees WGS 84, metres; `elevation`
 *   `null` without an elevation column).
 * - `elevationGain` / `elevationLoss` (m, ≥ 0): sums of the upward / downward steps between consecutive
 *   waypoints, rounded to 6 decimals (1 µm) to drop float noise; 0 without elevation.
 * - `elevationMax` / `elevationMin` (m): the extremes, `null` without elevation.
 * - `intervalMetric`: the interval in seconds, `intervalUnit` `"SEC"`; `links`: `self` (`{activity}/gps`).
 *
 * @param stored - a stored activity.
 * @param options - link options.
 * @returns the GPS resource (an empty track without coordinates).
 */
export function buildGpsData(stored: StoredActivity, options?: LinkOptions): GpsData {
  const { metrics } = stored.activity;
  const latitudes = metricColumn(metrics, "latitude");
  const longitudes = metricColumn(metrics, "longitude");
  const track = latitudes !== undefined && longitudes !== undefined;
  const elevations = track ? metricColumn(metrics, "elevation") : undefined;
  const count = track ? latitudes.length : 0;
  const waypoints = new Array<Waypoint>(count);
  for (let i = 0; i < count; i++) {
    waypoints[i] = { latitude: latitudes![i]!, longitude: longitudes![i] ?? 0, elevation: elevations?.[i] ?? null };
  }
  let gain = 0;
  let loss = 0;
  let max: number | null = null;
  let min: number | null = null;
  if (elevations !== undefined) {
    for (let i = 0; i < elevations.length; i++) {
      const elevation = elevations[i] ?? 0;
      max = max === null || elevation > max ? elevation : max;
      min = min === null || elevation < min ? elevation : min;
      if (i > 0) {
        const step = elevation - (elevations[i - 1] ?? 0);
        if (step > 0) gain += step;
        else loss -= step;
      }
    }
  }
  return {
    links: [{ rel: "self", href: `${activityPath(stored.activityId, options?.basePath)}/gps` }],
    elevationLoss: roundMicro(loss),
    elevationGain: roundMicro(gain),
    elevationMax: max,
    elevationMin: min,
    intervalMetric: metrics.intervalValue,
    intervalUnit: "SEC",
    waypoints,
  };
}

function roundMicro(metres: number): number {
  return Math.round(metres * 1e6) / 1e6 + 0; // + 0 turns -0 into 0
}
