import type { ValidatedActivity } from "../model/validatedActivity.js";
import { activitySeries, type ActivitySeries } from "./activitySeries.js";

/** The metric types with a mean-maximal curve: power (W), speed (km/h) and heart rate (bpm). */
export type CurveMetric = "watts" | "speed" | "heartrate";

/** One point of a mean-maximal curve. */
export interface CurvePoint {
  /** The duration, seconds. */
  readonly durationS: number;
  /** The highest mean held for at least that duration, in the metric's unit (W, km/h, bpm). */
  readonly value: number;
  /** Where the stretch that holds it starts, seconds from the activity's start. */
  readonly startS: number;
  /** That stretch's length, seconds: `durationS`, or a longer standard duration whose mean is higher. */
  readonly windowS: number;
}

/**
 * The standard durations of the mean-maximal curves, seconds: 5, 10, 30 s; 1, 2, 3, 5, 10, 15, 20, 30 min; 1, 2,
 * 3, 5 h (GoldenCheetah and intervals.icu draw every second; these are the points people quote, e.g. Coggan's
 * power profile at 5 s, 1, 5 and 20 min and 1 h).
 */
export const MEAN_MAXIMAL_DURATIONS_S: readonly number[] = [5, 10, 30, 60, 120, 180, 300, 600, 900, 1200, 1800, 3600, 7200, 10_800, 18_000];

/**
 * A mean-maximal curve (the power–duration curve of GoldenCheetah's `RideFileCache`, and its speed and heart-rate
 * twins): for each duration the highest mean of the metric held over a stretch of at least that duration. Exact
 * over the samples, each held over its interval: a duration of `k` intervals is a window of `k` consecutive
 * samples, whose sums come from prefix sums (GoldenCheetah's `integrate_series`), one pass per duration. Only
 * durations that are whole multiples of the interval and no longer than the activity are given (a 5 s point needs
 * 5 s samples).
 *
 * The curve never rises with the duration. The highest mean over windows of exactly `k` samples can: 10, 0, 10 has
 * 5 over two samples and 6.7 over three. A stretch held for longer is also held for at least the shorter duration,
 * so a point takes a longer standard duration's value when that is higher (`windowS` says so); each point is
 * otherwise the exact window maximum. (Real rides do it: one shipped recording averages 311.6 W over its best 15
 * minutes and 312.2 W over its best 20.)
 *
 * Speed is the speed column, else the distance gained per interval; a heart rate of 0 (no reading) counts as 0.
 *
 * @example
 * ```ts
 * // `stored`: a ride at 200 W with a minute at 400 W every ten minutes, one point per 10 s
 * const power = meanMaximal(stored.activity, "watts");
 * power.find((point) => point.durationS === 60)?.value; // → 400
 * power.find((point) => point.durationS === 120)?.value; // → 300
 * ```
 *
 * `startS` is where the first stretch that holds the value starts.
 *
 * @param activity - a validated or stored activity.
 * @param metric - `"watts"`, `"speed"` or `"heartrate"`.
 * @param durationsS - durations, seconds (default 5, 10, 30 s; 1, 2, 3, 5, 10, 15, 20, 30 min; 1, 2, 3, 5 h).
 * @returns the curve by increasing duration, empty when the activity lacks the metric.
 */
export function meanMaximal(activity: ValidatedActivity, metric: CurveMetric, durationsS: readonly number[] = MEAN_MAXIMAL_DURATIONS_S): CurvePoint[] {
  return meanMaximalOf(curveValues(activitySeries(activity), metric), activity.metrics.intervalValue, durationsS);
}

/**
 * The per-interval values of a curve metric, or `undefined` when the activity lacks it.
 *
 * @param series - the prepared series.
 * @param metric - the metric.
 */
export function curveValues(series: ActivitySeries, metric: CurveMetric): Float64Array | undefined {
  return metric === "watts" ? series.powerW : metric === "speed" ? series.speedKmh : series.heartRateBpm;
}

/**
 * {@link meanMaximal} on per-interval values.
 *
 * @param values - one value per interval, or `undefined`.
 * @param intervalS - the interval, seconds.
 * @param durationsS - the durations, seconds.
 */
export function meanMaximalOf(values: Float64Array | undefined, intervalS: number, durationsS: readonly number[]): CurvePoint[] {
  if (values === undefined || values.length === 0) return [];
  const n = values.length;
  const prefix = new Float64Array(n + 1);
  for (let i = 0; i < n; i++) prefix[i + 1] = (prefix[i] as number) + (values[i] as number);
  const sorted = [...new Set(durationsS)].sort((a, b) => a - b);
  const out: CurvePoint[] = [];
  for (const durationS of sorted) {
    const k = durationS / intervalS;
    if (!(Number.isInteger(k) && k >= 1 && k <= n)) continue;
    let best = -Infinity;
    let at = 0;
    for (let i = 0; i + k <= n; i++) {
      const sum = (prefix[i + k] as number) - (prefix[i] as number);
      if (sum > best) {
        best = sum;
        at = i;
      }
    }
    out.push({ durationS, value: best / k, startS: at * intervalS, windowS: durationS });
  }
  // from the longest down: a longer stretch with a higher mean holds it for the shorter duration too
  for (let j = out.length - 2; j >= 0; j--) {
    const longer = out[j + 1] as CurvePoint;
    if (longer.value > (out[j] as CurvePoint).value) out[j] = { ...longer, durationS: (out[j] as CurvePoint).durationS };
  }
  return out;
}
