import type { ImportWarning } from "../importResult.js";
import type { TrackSample } from "../track.js";
import { segmentDistanceM } from "./pathDistance.js";

/** A drop of the recorded distance larger than this (metres) is a counter reset, not jitter. */
const RESET_DROP_M = 50;
/** A first recorded distance larger than this (metres) is reported: the track starts late. */
const LATE_START_M = 100;

/** The cumulative distance of a recording at (some of) its samples, from 0 at the first of them. */
export interface RecordedDistance {
  /** Where it comes from. */
  readonly source: "stream" | "gps" | "speed" | "none";
  /** Indexes of the samples that carry a distance value, ascending. */
  readonly index: readonly number[];
  /** Cumulative distance at those samples, metres, non-decreasing, starting at 0. */
  readonly meters: readonly number[];
  /** GPS path length over all positioned samples, metres, when at least two have a position. */
  readonly gpsPathM?: number;
  /** What was repaired. */
  readonly warnings: readonly ImportWarning[];
}

function hasPosition(s: TrackSample): s is TrackSample & { lat: number; lon: number } {
  return (
    typeof s.lat === "number" &&
    typeof s.lon === "number" &&
    Number.isFinite(s.lat) &&
    Number.isFinite(s.lon) &&
    Math.abs(s.lat) <= 90 &&
    Math.abs(s.lon) <= 180 &&
    !(s.lat === 0 && s.lon === 0)
  );
}

function gpsPath(samples: readonly TrackSample[]): { index: number[]; meters: number[] } {
  const index: number[] = [];
  const meters: number[] = [];
  let total = 0;
  let prev: (TrackSample & { lat: number; lon: number }) | undefined;
  samples.forEach((s, i) => {
    if (!hasPosition(s)) return;
    if (prev !== undefined) total += segmentDistanceM(prev.lat, prev.lon, s.lat, s.lon);
    prev = s;
    index.push(i);
    meters.push(total);
  });
  return { index, meters };
}

/**
 * The distance a recording covers, sample by sample, from the best source it has:
 * 1. the device's own cumulative distance stream (FIT `distance`, TCX `DistanceMeters`): made non-decreasing
 *    (a drop of up to 50 m is held as jitter, a larger drop is a counter reset and counting continues from it)
 *    and rebased to 0 at the track's first sample when that sample carries a distance (the value was covered
 *    before the track starts: a partial track starting at 2.6 km is reported, unless `continued`); when the
 *    first sample has none, the stream counts from 0 at the start (pool swims write distance per length);
 * 2. else the GPS path: the sum of WGS 84 segment lengths ({@link segmentDistanceM}) between positioned samples;
 * 3. else the time integral of the speed stream (trapezoids);
 * 4. else none. A source whose total is 0 (indoor rowing, a trainer) counts as none.
 *
 * @param samples - cleaned samples (strictly increasing time).
 * @param continued - the stream continues a previous session of the same file (no late-start warning).
 */
export function recordedDistance(samples: readonly TrackSample[], continued = false): RecordedDistance {
  const warnings: ImportWarning[] = [];
  const gps = gpsPath(samples);
  const gpsPathM = gps.index.length >= 2 ? gps.meters[gps.meters.length - 1] : undefined;
  const withGps = <T extends object>(value: T): T & { gpsPathM?: number } =>
    gpsPathM === undefined ? value : { ...value, gpsPathM };

  const streamIndex: number[] = [];
  const streamMeters: number[] = [];
  let rawPrev = 0;
  let cum = 0;
  let resets = 0;
  let held = 0;
  let first: number | undefined;
  const validDistance = (d: unknown): d is number => typeof d === "number" && Number.isFinite(d) && d >= 0;
  if (!validDistance(samples[0]?.dist) && samples.some((s) => validDistance(s.dist))) {
    // the track starts before the first distance value: that value was covered since the start
    first = 0;
    streamIndex.push(0);
    streamMeters.push(0);
  }
  samples.forEach((s, i) => {
    const d = s.dist;
    if (!validDistance(d)) return;
    if (first === undefined) {
      first = d;
      rawPrev = d;
    } else if (d >= rawPrev) {
      cum += d - rawPrev;
      rawPrev = d;
    } else if (rawPrev - d > RESET_DROP_M) {
      cum += d;
      rawPrev = d;
      resets++;
    } else {
      held++;
    }
    streamIndex.push(i);
    streamMeters.push(cum);
  });
  if (streamIndex.length >= 2 && cum > 0) {
    if (first !== undefined && first > LATE_START_M && !continued) {
      warnings.push({
        key: "LATE_TRACK_START",
        message: `the distance stream starts at ${first.toFixed(0)} m: distance recorded before the first sample is not part of the activity`,
      });
    }
    if (held > 0) warnings.push({ key: "DISTANCE_DECREASES", message: `${held} small decreases of the recorded distance were held` });
    if (resets > 0) warnings.push({ key: "DISTANCE_RESETS", message: `the recorded distance restarted ${resets} times; counting continued` });
    return withGps({ source: "stream", index: streamIndex, meters: streamMeters, warnings });
  }
  if (gpsPathM !== undefined && gpsPathM > 0) {
    return withGps({ source: "gps", index: gps.index, meters: gps.meters, warnings });
  }
  const speedIndex: number[] = [];
  const speedMeters: number[] = [];
  let total = 0;
  let prev: { t: number; v: number } | undefined;
  samples.forEach((s, i) => {
    const v = s.speed;
    if (typeof v !== "number" || !Number.isFinite(v) || v < 0) return;
    if (prev !== undefined) total += ((prev.v + v) / 2) * ((s.t - prev.t) / 1000);
    prev = { t: s.t, v };
    speedIndex.push(i);
    speedMeters.push(total);
  });
  if (speedIndex.length >= 2 && total > 0) return withGps({ source: "speed", index: speedIndex, meters: speedMeters, warnings });
  if (streamIndex.length >= 2) warnings.push({ key: "DISTANCE_ZERO", message: "the recorded distance stays 0: no distance column" });
  return withGps({ source: "none", index: [], meters: [], warnings });
}
