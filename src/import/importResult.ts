import type { SubmittedActivity } from "../model/submittedActivity.js";
import type { ImportError } from "./importError.js";

/** Something the importer repaired, dropped or guessed: never silent. */
export interface ImportWarning {
  /** Stable key, e.g. `"GAPS"`, `"DUPLICATE_TIMESTAMPS"`, `"TYPE_FALLBACK"`, `"TIME_ZONE_FROM_LONGITUDE"`. */
  readonly key: string;
  /** What happened, for people. */
  readonly message: string;
}

/** Totals the recording itself states (FIT session, TCX laps); absent fields were not in the file. */
export interface DeviceTotals {
  /** Total distance, metres. */
  readonly distanceM?: number;
  /** Timer (moving) time, seconds. */
  readonly timerS?: number;
  /** Elapsed time, seconds. */
  readonly elapsedS?: number;
  /** Energy, kcal. */
  readonly calories?: number;
}

/** What the importer learnt about one imported activity: the source recording's facts and every warning. */
export interface ImportMetadata {
  /** Format of the source file. */
  readonly format: "fit" | "tcx" | "gpx";
  /** The file's own sport label, e.g. `"cycling/road"` (FIT sport/sub-sport), `"Biking"` (TCX), `"9"` (GPX type). */
  readonly sourceSport?: string;
  /** How `activityType` was chosen: `option`, `file` (mapped sport), `fallback`  or `speed-guess`. */
  readonly activityTypeSource: "option" | "file" | "fallback" | "speed-guess";
  /**
   * How `timeZoneName` was chosen: `option`, `position` (the zone at the first position, from the optional peer
   * `@photostructure/tz-lookup`), `device-local-time` (FIT), `longitude` or `default` (Etc/UTC).
   */
  readonly timeZoneSource: "option" | "position" | "device-local-time" | "longitude" | "default";
  /** Timed samples used after cleaning (duplicates merged, out-of-order samples dropped). */
  readonly sampleCount: number;
  /** Time of the first sample, epoch ms (the submission's startTime). */
  readonly firstSampleMs: number;
  /** Time of the last sample, epoch ms. */
  readonly lastSampleMs: number;
  /** Last minus first sample time, seconds (the elapsed span). */
  readonly sampleSpanS: number;
  /** Where the distance column came from: the file's distance stream, the GPS path, integrated speed, or none. */
  readonly distanceSource: "stream" | "gps" | "speed" | "none";
  /**
   * Distance covered by the samples, metres: the distance stream's last minus first value, or the GPS path length
   * (WGS 84 ellipsoid, 2D) or the integral of speed. The submission's last distance equals it (rounded to 1 cm).
   */
  readonly recordedDistanceM?: number;
  /** GPS path length over the samples, metres (WGS 84 ellipsoid, horizontal), when the file has positions. */
  readonly gpsPathDistanceM?: number;
  /** Totals stated by the file itself (FIT session, sum of TCX laps); GPX has none. */
  readonly deviceTotals: DeviceTotals;
  /** Gaps between samples longer than the pause threshold: how many, the longest and their total, seconds. */
  readonly gaps: { readonly count: number; readonly longestS: number; readonly totalS: number };
  /** Time removed by `pauses: "remove"`, seconds (0 when pauses are kept). */
  readonly removedPauseS: number;
  /** Grid interval, seconds. */
  readonly intervalS: 5 | 10;
  /** Number of data points (rows) of the submission. */
  readonly dataPoints: number;
  /** Everything repaired, dropped or guessed for this activity. */
  readonly warnings: readonly ImportWarning[];
}

/** One imported activity: the submission item and what the importer knows about it. */
export interface ImportedActivity {
  /** The activity in the JSON shape of spec 2.1/2.2, ready for `validateActivities` / Add Activities. */
  readonly activity: SubmittedActivity;
  /** Facts about the source and every warning. */
  readonly meta: ImportMetadata;
}

/**
 * Outcome of an import: the submission (the Add Activities request body: one activity per FIT session or TCX
 * activity, one per GPX file) with metadata, or one {@link ImportError}. Never thrown.
 */
export type ImportResult =
  | {
      readonly ok: true;
      /** The request body: exactly what `validateActivities` and `addActivities` accept. */
      readonly submission: SubmittedActivity[];
      /** The same activities, in the same order, each with its metadata. */
      readonly activities: ImportedActivity[];
      /** File-level warnings (e.g. a skipped session); per-activity warnings are in each `meta.warnings`. */
      readonly warnings: readonly ImportWarning[];
    }
  | {
      readonly ok: false;
      /** Why nothing was imported. */
      readonly error: ImportError;
      /** Warnings gathered before the error. */
      readonly warnings: readonly ImportWarning[];
    };
