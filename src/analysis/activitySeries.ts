import { intervalDistanceKm } from "../fuel/intervalDistanceKm.js";
import type { SubmittableMetricTypeName } from "../registry/metricTypes.js";
import type { SampleColumn, ValidatedActivity } from "../model/validatedActivity.js";

/**
 * The columns the analyses read, prepared once per activity. The time model is the fuel models': data point `i`
 * is at `i·Δ` seconds after the start and its values (heart rate, power, speed, fuel) hold over `[i·Δ, (i+1)·Δ)`;
 * the cumulative distance and the elevation are values at the points' instants, linear between them, and constant
 * over the last interval (nothing is known past the last point). The activity spans `count·Δ` seconds.
 */
export interface ActivitySeries {
  /** Number of data points. */
  readonly count: number;
  /** Interval Δ, seconds (5 or 10). */
  readonly intervalS: number;
  /** Sampled span `count·Δ`, seconds. */
  readonly spanS: number;
  /** Cumulative distance in km at each point, never decreasing (a drop or a non-number holds the previous value). */
  readonly distanceKm: Float64Array | undefined;
  /** Speed per interval, km/h: the speed column, else the distance gained per interval (`intervalDistanceKm`). */
  readonly speedKmh: Float64Array | undefined;
  /** Heart rate per interval, bpm (0 = no reading). */
  readonly heartRateBpm: Float64Array | undefined;
  /** Power per interval, W. */
  readonly powerW: Float64Array | undefined;
  /** Elevation at each point, m (a non-number holds the previous value). */
  readonly elevationM: Float64Array | undefined;
  /** Moving-speed threshold that applies by default to the activity type, km/h. */
  readonly movingThresholdKmh: number;
}

/**
 * Default moving-speed thresholds, km/h, as sports-lib sets them (`ActivityTypesMoving`,
 * src/activities/activity.types.ts): running 1.5 km/h, cycling 4 km/h, everything else 0.3 m/s (1.08 km/h).
 */
const MOVING_THRESHOLD_KMH = { RUN: 1.5, CYCLE: 4, OTHER: 1.08 } as const;

/**
 * The activity types of the CYCLE family (`activityTypesOfFamily("CYCLE")`, held equal by a test): named here so
 * that the analyses do not bundle the whole activity type table. The RUN family is RUN alone.
 */
export const CYCLING_TYPES: readonly string[] = ["CYCLE", "CYCLOCROSS", "MOUNTAIN_BIKING", "SPINNING", "STATIONARY_BIKING"];

/** `count` values of a column, each a finite non-negative number (anything else reads 0), or `undefined`. */
function sampleValues(column: SampleColumn | undefined, count: number): Float64Array | undefined {
  if (column === undefined) return undefined;
  const out = new Float64Array(count);
  for (let i = 0; i < count; i++) {
    const v = column[i] as number;
    out[i] = v > 0 && v < Infinity ? v : 0;
  }
  return out;
}

/** `count` point values of a column held over gaps: a non-number repeats the previous value; `rising` holds drops too. */
function heldValues(column: SampleColumn | undefined, count: number, rising: boolean): Float64Array | undefined {
  if (column === undefined) return undefined;
  const out = new Float64Array(count);
  let last = 0;
  for (let i = 0; i < count; i++) {
    const v = column[i] as number;
    if (Number.isFinite(v) && (!rising || v > last)) last = v;
    out[i] = last;
  }
  return out;
}

/**
 * Reads an activity's columns for the analyses (see {@link ActivitySeries}).
 *
 * @param activity - a validated or stored activity (data as columns).
 * @returns the prepared series.
 */
export function activitySeries(activity: ValidatedActivity): ActivitySeries {
  const { metrics } = activity;
  const intervalS = metrics.intervalValue;
  const column = (name: SubmittableMetricTypeName): SampleColumn | undefined => {
    const index = metrics.metricTypes.indexOf(name);
    return index < 0 ? undefined : metrics.columns[index];
  };
  const count = metrics.pointCount;
  const distanceKm = heldValues(column("distance"), count, true);
  let speedKmh = sampleValues(column("speed"), count);
  if (speedKmh === undefined && distanceKm !== undefined) {
    speedKmh = new Float64Array(distanceKm.length);
    for (let i = 0; i < speedKmh.length; i++) speedKmh[i] = (intervalDistanceKm(distanceKm, undefined, intervalS, i) * 3600) / intervalS;
  }
  return {
    count,
    intervalS,
    spanS: count * intervalS,
    distanceKm,
    speedKmh,
    heartRateBpm: sampleValues(column("heartrate"), count),
    powerW: sampleValues(column("watts"), count),
    elevationM: heldValues(column("elevation"), count, false),
    movingThresholdKmh:
      activity.activityType === "RUN" ? MOVING_THRESHOLD_KMH.RUN : CYCLING_TYPES.includes(activity.activityType) ? MOVING_THRESHOLD_KMH.CYCLE : MOVING_THRESHOLD_KMH.OTHER,
  };
}
