import type { DeviceTotals, ImportWarning } from "./importResult.js";

/**
 * One sample of a recording, in SI units, every field but the time optional (a sample carries what the device
 * wrote at that instant).
 */
export interface TrackSample {
  /** Time, epoch milliseconds (UTC). */
  t: number;
  /** Latitude, degrees (WGS 84). */
  lat?: number;
  /** Longitude, degrees (WGS 84). */
  lon?: number;
  /** Elevation, metres. */
  ele?: number;
  /** Cumulative distance as recorded by the device, metres. */
  dist?: number;
  /** Speed, metres per second. */
  speed?: number;
  /** Heart rate, beats per minute. */
  hr?: number;
  /** Power, watts. */
  power?: number;
  /** Cadence, cycles per minute (strides for foot sports, pedal or stroke revolutions otherwise). */
  cadence?: number;
}

/**
 * The one sample every point without a valid time becomes (time `NaN`, nothing else): such points are only
 * counted and dropped, so a file of millions of them costs one array slot each, not one object each. Frozen.
 */
export const UNTIMED_SAMPLE: Readonly<TrackSample> = /* @__PURE__ */ Object.freeze({ t: Number.NaN });

/** A recording reduced to what the importer needs, independent of the file format. */
export interface Track {
  /** Source format. */
  readonly format: "fit" | "tcx" | "gpx";
  /** The file's sport label, as written (e.g. `"cycling/road"`, `"Biking"`, `"9"`). */
  readonly sourceSport?: string;
  /** The file names no sport the importer knows (GPX without or with an unknown `type`, FIT without sport). */
  readonly sportUnknown?: boolean;
  /** Activity type mapped from the sport, when the sport says something. */
  readonly mappedType?: string;
  /** Whether the sport is indoor (trainer, treadmill, indoor rowing): no GPS distance expected. */
  readonly indoor?: boolean;
  /** Device or application name from the file. */
  readonly deviceName?: string;
  /** Device type guessed from the file (`WATCH`, `BIKE`, `PHONE`, `OTHER`). */
  readonly deviceType?: string;
  /** Device local time minus UTC, seconds (FIT activity message), when known. */
  readonly localOffsetS?: number;
  /** The distance stream continues an earlier session of the same file (FIT multisport). */
  readonly distanceContinues?: boolean;
  /** Totals stated by the file. */
  readonly totals: DeviceTotals;
  /** Samples in file order (the cleaner sorts out duplicates and disorder). */
  readonly samples: TrackSample[];
  /** Warnings found while reading the file. */
  readonly warnings: ImportWarning[];
}
