import type { ImportWarning } from "../importResult.js";
import type { TrackSample } from "../track.js";
import { recordedDistance } from "./recordedDistance.js";
import { makeSeries, valueAt, type Series } from "./series.js";

/** Below this average speed over a gap (m/s, 1.08 km/h) the gap is a pause, not a dropout while moving. */
const PAUSE_SPEED_MPS = 0.3;

/** How the timeline treats pauses. */
export interface ChannelOptions {
  /** `"keep"`: elapsed time; `"remove"`: each pause shortened to the median sample step. */
  readonly pauses: "keep" | "remove";
  /** Smallest gap between samples, seconds, that counts as a gap. */
  readonly pauseThresholdS: number;
  /** The distance stream continues an earlier session of the same file (no late-start warning). */
  readonly distanceContinues?: boolean;
}

/** A recording as continuous signals over its timeline (seconds from the first sample). */
export interface Channels {
  /** Timeline length, seconds (the elapsed span, less removed pauses). */
  readonly spanS: number;
  /** Elapsed span, seconds (last minus first sample). */
  readonly elapsedS: number;
  /** Cumulative distance, metres, non-decreasing, 0 at the start; absent without a distance source. */
  readonly distance?: Series;
  /** Where {@link distance} comes from. */
  readonly distanceSource: "stream" | "gps" | "speed" | "none";
  /** Total distance, metres (0 without a source). */
  readonly totalDistanceM: number;
  /** GPS path length, metres, when positions exist. */
  readonly gpsPathM?: number;
  /** Heart rate, bpm (samples of 0 and above 300 dropped). */
  readonly heartRate?: Series;
  /** Power, W, 0 through pauses. */
  readonly power?: Series;
  /** Cadence, cycles per minute, 0 through pauses. */
  readonly cadence?: Series;
  /** Elevation, m. */
  readonly elevation?: Series;
  /** Latitude, degrees. */
  readonly latitude?: Series;
  /** Longitude, degrees. */
  readonly longitude?: Series;
  /** Gaps longer than the threshold (pauses and dropouts). */
  readonly gaps: { readonly count: number; readonly longestS: number; readonly totalS: number };
  /** Seconds removed from the timeline (pauses: "remove"). */
  readonly removedPauseS: number;
  /** What was repaired or dropped. */
  readonly warnings: readonly ImportWarning[];
}

type Pick = (s: TrackSample) => number | undefined;

function median(values: Float64Array): number {
  const sorted = values.slice().sort();
  return sorted.length === 0 ? 1 : (sorted[(sorted.length - 1) >> 1] as number);
}

/** The values of `of` at `index` (a distance's sample indexes), as a typed array. */
function at(of: Float64Array, index: readonly number[]): Float64Array {
  const out = new Float64Array(index.length);
  for (let k = 0; k < index.length; k++) out[k] = of[index[k] as number] as number;
  return out;
}

/**
 * Turns cleaned samples into continuous channels over one timeline: the recorded distance
 * ({@link recordedDistance}), heart rate, power, cadence, elevation and position as piecewise-linear signals.
 * A gap longer than `pauseThresholdS` is a pause when the distance advances by less than 0.3 m/s over it (or when
 * there is no distance), else a dropout while moving. Power and cadence are 0 through pauses and interpolated
 * through dropouts; heart rate, elevation and position are interpolated through both. With `pauses: "remove"`
 * each pause is shortened to the median sample step, so the timeline approximates the recording's timer time.
 * A channel whose valid samples are all 0 (no power meter, no heart-rate strap) is left out with a warning.
 *
 * @param samples - cleaned samples (at least two, strictly increasing time).
 * @param options - pause handling.
 */
export function buildChannels(samples: readonly TrackSample[], options: ChannelOptions): Channels {
  // every per-sample array is a typed array of its final size: a long recording's arrays live outside the young
  // generation, where each grown-and-dropped copy stayed until a full collection
  const warnings: ImportWarning[] = [];
  const n = samples.length;
  const t0 = (samples[0] as TrackSample).t;
  const elapsed = new Float64Array(n);
  for (let i = 0; i < n; i++) elapsed[i] = ((samples[i] as TrackSample).t - t0) / 1000;
  const dist = recordedDistance(samples, options.distanceContinues === true);
  for (const warning of dist.warnings) warnings.push(warning);
  const elapsedDistance = dist.source === "none" ? undefined : makeSeries(at(elapsed, dist.index), dist.meters);

  // gaps, pauses and the timeline
  const steps = new Float64Array(Math.max(0, n - 1));
  for (let i = 1; i < n; i++) steps[i - 1] = (elapsed[i] as number) - (elapsed[i - 1] as number);
  const typicalStep = median(steps);
  const isPause = new Uint8Array(steps.length);
  let count = 0;
  let longestS = 0;
  let totalS = 0;
  let pauses = 0;
  for (let i = 0; i < steps.length; i++) {
    const dt = steps[i] as number;
    if (!(dt > options.pauseThresholdS)) continue;
    count++;
    totalS += dt;
    longestS = Math.max(longestS, dt);
    const a = elapsed[i] as number;
    const b = elapsed[i + 1] as number;
    const moved = elapsedDistance === undefined ? 0 : valueAt(elapsedDistance, b) - valueAt(elapsedDistance, a);
    if (moved < PAUSE_SPEED_MPS * dt) {
      isPause[i] = 1;
      pauses++;
    }
  }
  const pausesBefore = new Float64Array(n);
  for (let i = 0; i < steps.length; i++) pausesBefore[i + 1] = (pausesBefore[i] as number) + (isPause[i] as number);
  const shift = Math.min(typicalStep, options.pauseThresholdS);
  const time = new Float64Array(n);
  let removed = 0;
  for (let i = 0; i < steps.length; i++) {
    const dt = steps[i] as number;
    const keep = options.pauses === "remove" && isPause[i] === 1 ? shift : dt;
    removed += dt - keep;
    time[i + 1] = (time[i] as number) + keep;
  }
  if (count > 0) {
    warnings.push({
      key: "GAPS",
      message:
        `${count} gaps over ${options.pauseThresholdS} s between samples (longest ${longestS.toFixed(0)} s, ` +
        `${pauses} of them pauses without movement)` +
        (options.pauses === "remove" && pauses > 0 ? `; ${removed.toFixed(0)} s of pauses removed` : "; kept as elapsed time"),
    });
  }

  // a series has at most one value per sample and two zeros per pause
  const capacity = n + 2 * pauses;
  const ts = new Float64Array(capacity);
  const vs = new Float64Array(capacity);
  const series = (pick: Pick, valid: (v: number) => boolean, zeroInPauses: boolean): Series | undefined => {
    let m = 0;
    let prevIndex = -1;
    for (let i = 0; i < n; i++) {
      const v = pick(samples[i] as TrackSample);
      if (v === undefined || !Number.isFinite(v) || !valid(v)) continue;
      const ti = time[i] as number;
      if (zeroInPauses && prevIndex >= 0) {
        const paused = (pausesBefore[i] as number) > (pausesBefore[prevIndex] as number);
        const tp = time[prevIndex] as number;
        if (paused && ti - tp > 2) {
          ts[m] = tp + 1;
          vs[m++] = 0;
          ts[m] = ti - 1;
          vs[m++] = 0;
        }
      }
      ts[m] = ti;
      vs[m++] = v;
      prevIndex = i;
    }
    return m === 0 ? undefined : makeSeries(ts.subarray(0, m), vs.subarray(0, m));
  };
  const allZero = (s: Series | undefined): boolean => s !== undefined && s.v.every((v) => v === 0);

  let heartRate = series((s) => s.hr, (v) => v > 0 && v <= 300, false);
  let power = series((s) => s.power, (v) => v >= 0 && v <= 5000, true);
  let cadence = series((s) => s.cadence, (v) => v >= 0 && v < 255, true);
  if (allZero(power)) {
    warnings.push({ key: "POWER_ALL_ZERO", message: "every power sample is 0 (no power meter): no watts column" });
    power = undefined;
  }
  if (allZero(cadence)) cadence = undefined;
  if (heartRate !== undefined && heartRate.t.length < 2) heartRate = undefined;
  const elevation = series((s) => s.ele, (v) => v >= -1000 && v <= 10000, false);
  const positioned = (s: TrackSample): boolean =>
    typeof s.lat === "number" && typeof s.lon === "number" && !(s.lat === 0 && s.lon === 0);
  const latitude = series((s) => (positioned(s) ? s.lat : undefined), (v) => Math.abs(v) <= 90, false);
  const longitude = series((s) => (positioned(s) ? s.lon : undefined), (v) => Math.abs(v) <= 180, false);
  const distance = dist.source === "none" ? undefined : makeSeries(at(time, dist.index), dist.meters);
  const totalDistanceM = dist.meters.length === 0 ? 0 : (dist.meters[dist.meters.length - 1] as number);

  return {
    spanS: time[time.length - 1] as number,
    elapsedS: elapsed[elapsed.length - 1] as number,
    ...(distance !== undefined ? { distance } : {}),
    distanceSource: dist.source,
    totalDistanceM,
    ...(dist.gpsPathM !== undefined ? { gpsPathM: dist.gpsPathM } : {}),
    ...(heartRate !== undefined ? { heartRate } : {}),
    ...(power !== undefined ? { power } : {}),
    ...(cadence !== undefined ? { cadence } : {}),
    ...(elevation !== undefined && elevation.t.length >= 2 ? { elevation } : {}),
    ...(latitude !== undefined && longitude !== undefined && latitude.t.length >= 2 ? { latitude, longitude } : {}),
    gaps: { count, longestS, totalS },
    removedPauseS: removed,
    warnings,
  };
}
