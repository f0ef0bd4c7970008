/**
 * Options of the importers (`fromFit`, `fromTcx`, `fromGpx`, `importRecording`). Every field is optional; the
 * defaults are those of docs/import.md.
 */
export interface ImportOptions {
  /**
   * Activity type of every imported activity (one of the 84 names), overriding the file's sport. Without it the
   * sport is mapped  and, where that type's metric options cannot be completed, a fallback type is
   * chosen with a warning.
   */
  readonly activityType?: string;
  /** Device type (e.g. `WATCH`), overriding the one guessed from the file's device or app name. */
  readonly deviceType?: string;
  /** Device name, overriding the file's (at most 256 characters). */
  readonly deviceName?: string;
  /**
   * IANA time zone name of the activity. Wins over the time zone derived from the file: the political zone at the
   * first position (with the optional peer `@photostructure/tz-lookup`), else the FIT device's local-time offset,
   * else the first coordinate's longitude, as an `Etc/GMT±N` name; else `Etc/UTC`.
   */
  readonly timeZoneName?: string;
  /** Grid interval in seconds: 10 (default) or 5; RUN always uses 10 (spec 2.2). */
  readonly intervalS?: 5 | 10;
  /**
   * What to do with pauses, i.e. gaps between samples longer than {@link pauseThresholdS} without movement: `"keep"` (default) keeps the elapsed time (the grid spans first to last sample);
   * `"remove"` closes them, which approximates the recording's own timer time.
   */
  readonly pauses?: "keep" | "remove";
  /** Smallest gap between two samples, in seconds, that counts as a gap or pause. Default 30. */
  readonly pauseThresholdS?: number;
  /**
   * FIT only: when the decoder stops with an error (truncated or corrupt file), import the samples decoded before
   * the error instead of rejecting the file (code 1620), with a warning. The samples still pass every timestamp
   * check. Default false.
   */
  readonly lenient?: boolean;
  /** The import time, epoch ms, for the "timestamps in the past" check (code 1660). Default `Date.now()`. */
  readonly nowMs?: number;
  /** Most data points per activity (code 1670 above it). Default 100,000, the validator's limit (code 1040). */
  readonly maxDataPoints?: number;
}
