/**
 * Whether a duration reaches the last data point (spec 2.2, code 1050): data point `i` starts `i × intervalValue`
 * seconds after startTime, so `durationMs ≥ (dataPoints − 1) × intervalValue × 1000`.
 *
 * @param durationMs - the activity's `duration`, milliseconds (a valid non-negative integer).
 * @param dataPoints - number of data points (rows of `metrics.data`, ≥ 1).
 * @param intervalValue - `metrics.intervalValue`, seconds (5 or 10).
 * @returns `true` when the duration covers every data point's start.
 */
export function durationCoversData(durationMs: number, dataPoints: number, intervalValue: number): boolean {
  return durationMs >= (dataPoints - 1) * (intervalValue * 1000);
}

/**
 * The detail of a code 1050 error for a duration that {@link durationCoversData} rejects, e.g.
 * `duration 5000 ms ends before the last data point at 10000 ms`.
 *
 * @param durationMs - the activity's `duration`, milliseconds.
 * @param dataPoints - number of data points.
 * @param intervalValue - `metrics.intervalValue`, seconds (5 or 10).
 */
export function durationTooShortDetail(durationMs: number, dataPoints: number, intervalValue: number): string {
  return `duration ${durationMs} ms ends before the last data point at ${(dataPoints - 1) * (intervalValue * 1000)} ms`;
}
