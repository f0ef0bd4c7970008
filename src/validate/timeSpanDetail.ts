/**
 * ISO 8601 of an epoch-ms instant for error details, or the number when `Date` cannot represent it (beyond
 * ±8.64e15 ms).
 *
 * @param ms - epoch milliseconds.
 */
export function isoOf(ms: number): string {
  return Math.abs(ms) <= 8.64e15 ? new Date(ms).toISOString() : String(ms);
}

/**
 * Data recorded in the future (code 1082): the detail when the last data point starts at or after
 * `nowMs` (`startTime + (points − 1) × intervalValue s`). The last interval itself may still be running: a device
 * uploads as soon as it has sampled.
 *
 * @param startTime - a valid startTime, epoch ms.
 * @param dataPoints - number of data points (≥ 1).
 * @param intervalValue - seconds (5 or 10).
 * @param nowMs - the current time, epoch ms.
 * @returns the detail, or `undefined` when every data point starts before now.
 */
export function futureDataDetail(startTime: number, dataPoints: number, intervalValue: number, nowMs: number): string | undefined {
  const lastStart = startTime + (dataPoints - 1) * intervalValue * 1000;
  return lastStart < nowMs
    ? undefined
    : `data point ${dataPoints - 1} starts at ${isoOf(lastStart)}, not before now, ${isoOf(nowMs)}`;
}

/**
 * The longest accepted `duration`, ms: 1 000 000 000 ms (11.6 days), the span of the default
 * data-point limit (100 000 points) at the longer interval of 10 s. No recording lasts that long; a value beyond
 * it (1e13 ms is 317 years) is a unit mistake or garbage.
 */
export const MAX_DURATION_MS = 1_000_000_000;

/**
 * A submitted duration that cannot be an activity's (code 1050): longer than
 * {@link MAX_DURATION_MS}, or ending (`startTime + duration`) after `nowMs`.
 *
 * @param durationMs - a non-negative safe integer.
 * @param startTime - a valid startTime, epoch ms, or `undefined` when startTime is itself invalid (then only the
 *   length is checked).
 * @param nowMs - the current time, epoch ms.
 * @returns the detail, or `undefined` when the duration is acceptable.
 */
export function durationBoundDetail(durationMs: number, startTime: number | undefined, nowMs: number): string | undefined {
  if (durationMs > MAX_DURATION_MS) {
    return `duration ${durationMs} ms is over ${MAX_DURATION_MS} ms (11.6 days)`;
  }
  if (startTime !== undefined && startTime + durationMs > nowMs) {
    return `duration ${durationMs} ms ends at ${isoOf(startTime + durationMs)}, after now, ${isoOf(nowMs)}`;
  }
  return undefined;
}
