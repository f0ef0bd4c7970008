import { EARLIEST_START_TIME_MS } from "../../registry/limits.js";
import { importError, type ImportError } from "../importError.js";
import type { ImportWarning } from "../importResult.js";
import type { TrackSample } from "../track.js";

/** Samples in strictly increasing time order, ready for resampling. */
export interface CleanSamples {
  /** At least two samples, strictly increasing `t`, first ≥ 2006-05-24 and last before the import time. */
  readonly samples: readonly TrackSample[];
  /** What was merged or dropped. */
  readonly warnings: readonly ImportWarning[];
}

/** Share of out-of-order samples above which a recording is rejected (code 1665) instead of repaired. */
const MAX_DISORDERED_SHARE = 0.1;

function merge(into: TrackSample, from: TrackSample): void {
  for (const key of Object.keys(from) as (keyof TrackSample)[]) {
    const value = from[key];
    if (value !== undefined) into[key] = value;
  }
}

/**
 * Puts a recording's samples in order: samples without a finite time are dropped, a sample earlier
 * than the one before it is dropped (more than 10 % of them: code 1665), samples with the same time are merged
 * (later fields win), and the time range is checked against spec 2.1's startTime rule (code 1660: before
 * 2006-05-24T00:00:00Z, e.g. a clock that was never set, or not before `nowMs`), the start first: a file whose
 * every time is 1901-12-13 is out of range even though its span is 0. Fewer than two distinct sample times give
 * code 1650. Pure: the input is not changed (its samples are shared with the result, which must not change them).
 *
 * @param input - samples in file order.
 * @param nowMs - the import time, epoch ms.
 * @returns the cleaned samples with warnings, or an {@link ImportError}.
 */
export function cleanSamples(input: readonly TrackSample[], nowMs: number): CleanSamples | ImportError {
  const warnings: ImportWarning[] = [];
  const out: TrackSample[] = [];
  let untimed = 0;
  let disordered = 0;
  let duplicates = 0;
  // the input's samples are kept, not copied (a copy of each doubled the memory of a long file); one is copied
  // only when a sample of the same time is merged into it
  let lastIsCopy = false;
  for (const sample of input) {
    if (!Number.isFinite(sample.t)) {
      untimed++;
      continue;
    }
    const last = out[out.length - 1];
    if (last === undefined || sample.t > last.t) {
      out.push(sample);
      lastIsCopy = false;
    } else if (sample.t === last.t) {
      const into = lastIsCopy ? last : (out[out.length - 1] = { ...last });
      lastIsCopy = true;
      merge(into, sample);
      duplicates++;
    } else {
      disordered++;
    }
  }
  const first = out[0];
  if (first !== undefined && first.t < EARLIEST_START_TIME_MS) {
    const detail = `the first sample is at ${isoOrRaw(first.t)}, before 2006-05-24T00:00:00Z (is the device clock set?)`;
    return importError("TIMESTAMPS_OUT_OF_RANGE", detail);
  }
  const lastSample = out[out.length - 1];
  if (first === undefined || lastSample === undefined || out.length < 2) {
    const timed = input.length - untimed;
    const detail =
      input.length === 0 ? "the recording holds no samples" : `${timed} of ${input.length} samples carry a valid time`;
    return importError("NO_TIMED_SAMPLES", detail);
  }
  if (disordered > MAX_DISORDERED_SHARE * input.length) {
    const detail = `${disordered} of ${input.length} samples are earlier than the sample before them`;
    return importError("TIMESTAMPS_DISORDERED", detail);
  }
  if (lastSample.t >= nowMs) {
    const detail = `the last sample is at ${isoOrRaw(lastSample.t)}, not before the import time ${isoOrRaw(nowMs)}`;
    return importError("TIMESTAMPS_OUT_OF_RANGE", detail);
  }
  if (untimed > 0) warnings.push({ key: "UNTIMED_SAMPLES", message: `${untimed} samples without a time were dropped` });
  if (duplicates > 0) {
    warnings.push({ key: "DUPLICATE_TIMESTAMPS", message: `${duplicates} samples repeating the time before them were merged into it` });
  }
  if (disordered > 0) {
    warnings.push({ key: "DISORDERED_SAMPLES", message: `${disordered} samples earlier than the sample before them were dropped` });
  }
  return { samples: out, warnings };
}

function isoOrRaw(ms: number): string {
  const date = new Date(ms);
  return Number.isNaN(date.getTime()) ? String(ms) : date.toISOString();
}
