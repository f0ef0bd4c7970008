import type { Link } from "./link.js";

/** One GPS sample (the historical GPS body). */
export interface Waypoint {
  /** Latitude, degrees WGS 84. */
  readonly latitude: number;
  /** Longitude, degrees WGS 84. */
  readonly longitude: number;
  /** Elevation in metres, `null` when no elevation was submitted. */
  readonly elevation: number | null;
}

/** GPS data of one activity (GET /me/sport/activities/{activityId}/gps). */
export interface GpsData {
  /** `self` link of the GPS resource. */
  readonly links: readonly Link[];
  /** Sum of the downward steps between consecutive waypoints, metres, ≥ 0. */
  readonly elevationLoss: number;
  /** Sum of the upward steps between consecutive waypoints, metres, ≥ 0. */
  readonly elevationGain: number;
  /** Highest elevation, metres (`null` without elevation data). */
  readonly elevationMax: number | null;
  /** Lowest elevation, metres (`null` without elevation data). */
  readonly elevationMin: number | null;
  /** Interval between waypoints, in {@link intervalUnit}. */
  readonly intervalMetric: number;
  /** `"SEC"`. */
  readonly intervalUnit: "SEC";
  /** One waypoint per data point that has coordinates. */
  readonly waypoints: readonly Waypoint[];
}
