import type { SubmittableMetricTypeName } from "../../registry/metricTypes.js";
import type { Channels } from "./buildChannels.js";
import { averageOver, integralTo, valueAt, type Series } from "./series.js";

/** Largest grade written, percent: beyond Minetti's measured ±45 % a GPS/barometer grade is noise. */
const MAX_GRADE_PCT = 45;
/** Grade is measured over at least this much distance, metres, centred on the data point's interval. */
const GRADE_WINDOW_M = 50;
/** Largest speed the validator accepts, km/h (metric type range). */
const MAX_SPEED_KMH = 1000;

/** What to write. */
export interface GridOptions {
  /** Grid interval, seconds. */
  readonly intervalS: 5 | 10;
  /** Write a `steps` column from cadence (foot sports: strides per minute × 2). */
  readonly steps: boolean;
}

/** The uniform grid: `metricTypes` and `data` of spec 2.2, plus what was capped. */
export interface Grid {
  /** Column names, in registry order. */
  readonly metricTypes: SubmittableMetricTypeName[];
  /** One row per interval. */
  readonly data: number[][];
  /** Rows whose speed was capped at 1000 km/h. */
  readonly cappedSpeeds: number;
}

const round = (value: number, decimals: number): number => {
  const f = 10 ** decimals;
  return Math.round(value * f) / f;
};

/** Time at which a non-decreasing series first reaches `x` (linear inside the segment). */
function timeAtValue(s: Series, x: number): number {
  const n = s.v.length;
  if (x <= (s.v[0] as number)) return s.t[0] as number;
  if (x >= (s.v[n - 1] as number)) {
    let i = n - 1;
    while (i > 0 && (s.v[i - 1] as number) >= x) i--;
    return s.t[i] as number;
  }
  let lo = 0;
  let hi = n - 1;
  while (hi - lo > 1) {
    const mid = (lo + hi) >>> 1;
    if ((s.v[mid] as number) < x) lo = mid;
    else hi = mid;
  }
  const v0 = s.v[lo] as number;
  const v1 = s.v[hi] as number;
  const t0 = s.t[lo] as number;
  return v1 === v0 ? t0 : t0 + (((s.t[hi] as number) - t0) * (x - v0)) / (v1 - v0);
}

/**
 * Number of data points of the grid over a timeline: ⌈span / interval⌉, at least 1.
 *
 * @param spanS - timeline length, seconds.
 * @param intervalS - grid interval, seconds.
 */
export function gridLength(spanS: number, intervalS: number): number {
  return Math.max(1, Math.ceil(spanS / intervalS - 1e-9));
}

/**
 * Resamples channels onto the uniform grid of spec 2.2. Data point k stands for the interval
 * [k·I, (k+1)·I) after startTime (the last one ends at the end of the recording), so that n points cover a
 * duration of n·I (spec 2.2 rule 3):
 * - `distance`: cumulative km at the interval's start (0 at the first point, never decreasing; decision D-140:
 *   the last interval's gain is its speed × I, so the activity's distance is the recorded total);
 * - `speed`: distance gained over the interval / I, km/h (consistent with `distance`; a last interval that the
 *   recording ends in counts as stopped for its rest);
 * - `heartrate`, `watts`: time averages of the signal over the interval, rounded to integers;
 * - `steps`: strides/min × 2 integrated over the interval, the running total rounded so the column sums to it;
 * - `latitude`, `longitude`, `elevation`: values at the interval's start (the instant of its distance);
 * - `grade`: elevation change over distance around the interval (at least 50 m), percent, clamped to ±45.
 *
 * @param channels - the recording's signals.
 * @param options - interval and whether to write steps.
 */
export function resampleChannels(channels: Channels, options: GridOptions): Grid {
  const I = options.intervalS;
  const span = channels.spanS;
  const n = gridLength(span, I);
  const { distance, elevation, latitude, longitude, heartRate, power, cadence } = channels;
  const total = channels.totalDistanceM;
  const columns: SubmittableMetricTypeName[] = [];
  const writers: ((a: number, b: number) => number)[] = [];
  let capped = 0;
  const add = (name: SubmittableMetricTypeName, write: (a: number, b: number) => number): void => {
    columns.push(name);
    writers.push(write);
  };

  if (latitude !== undefined && longitude !== undefined) {
    add("latitude", (a) => round(valueAt(latitude, a), 6));
    add("longitude", (a) => round(valueAt(longitude, a), 6));
  }
  if (elevation !== undefined) add("elevation", (a) => round(valueAt(elevation, a), 1));
  if (distance !== undefined) {
    add("distance", (a) => round(valueAt(distance, a) / 1000, 5));
    if (elevation !== undefined) {
      add("grade", (a, b) => {
        const da = valueAt(distance, a);
        const db = valueAt(distance, b);
        const mid = (da + db) / 2;
        const half = Math.max((db - da) / 2, GRADE_WINDOW_M / 2);
        const lo = Math.max(0, mid - half);
        const hi = Math.min(total, mid + half);
        if (hi - lo < 10) return 0;
        const rise = valueAt(elevation, timeAtValue(distance, hi)) - valueAt(elevation, timeAtValue(distance, lo));
        const grade = (100 * rise) / (hi - lo);
        return round(Math.max(-MAX_GRADE_PCT, Math.min(MAX_GRADE_PCT, grade)), 1);
      });
    }
    // over the data point's whole interval I, also for a last interval the recording ends in, so that the
    // distance at its start plus speed × I is the recorded total 
    add("speed", (a, b) => {
      const kmh = ((valueAt(distance, b) - valueAt(distance, a)) / I) * 3.6;
      if (kmh > MAX_SPEED_KMH) {
        capped++;
        return MAX_SPEED_KMH;
      }
      return round(kmh, 2);
    });
  }
  if (heartRate !== undefined) add("heartrate", (a, b) => Math.max(1, Math.round(averageOver(heartRate, a, b))));
  if (power !== undefined) add("watts", (a, b) => Math.round(averageOver(power, a, b)));
  if (options.steps && cadence !== undefined) {
    const origin = integralTo(cadence, 0);
    const stepsTo = (x: number): number => Math.round(((integralTo(cadence, x) - origin) * 2) / 60);
    add("steps", (a, b) => stepsTo(b) - stepsTo(a));
  }

  const data: number[][] = new Array<number[]>(n);
  for (let k = 0; k < n; k++) {
    const a = k * I;
    const b = k === n - 1 ? span : Math.min((k + 1) * I, span);
    const row = new Array<number>(writers.length);
    for (let c = 0; c < writers.length; c++) row[c] = (writers[c] as (a: number, b: number) => number)(a, b);
    data[k] = row;
  }
  return { metricTypes: columns, data, cappedSpeeds: capped };
}
