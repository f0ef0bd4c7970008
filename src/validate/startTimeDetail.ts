import { EARLIEST_START_TIME_MS } from "../registry/limits.js";
import { describeValue } from "./describeValue.js";
import { isoOf } from "./timeSpanDetail.js";

/**
 * Whether a startTime is acceptable (code 160): a safe integer of epoch milliseconds, not before
 * 2006-05-24T00:00:00Z (the first instant after 23 May 2006) and strictly before `nowMs`.
 *
 * @param value - any value.
 * @param nowMs - the current time, epoch ms.
 */
export function isValidStartTime(value: unknown, nowMs: number): value is number {
  return Number.isSafeInteger(value) && (value as number) >= EARLIEST_START_TIME_MS && (value as number) < nowMs;
}

/**
 * The detail of a code 160 error, saying which half of the rule failed: missing, not an integer
 * of epoch milliseconds, too early (before 2006-05-24T00:00:00.000Z) or not in the past (at or after `nowMs`).
 *
 * @param value - the activity's `startTime`, any value.
 * @param nowMs - the current time, epoch ms.
 * @returns the detail, or `undefined` when {@link isValidStartTime} accepts the value.
 */
export function startTimeDetail(value: unknown, nowMs: number): string | undefined {
  if (isValidStartTime(value, nowMs)) return undefined;
  if (value === undefined) return "startTime is missing";
  if (!Number.isSafeInteger(value)) return `startTime is ${describeValue(value)}, not an integer of epoch milliseconds`;
  const ms = value as number;
  if (ms < EARLIEST_START_TIME_MS) {
    return `startTime ${ms} is too early: ${isoOf(ms)} is not after 23 May 2006`;
  }
  return `startTime ${ms} is in the future: ${isoOf(ms)} is not before now, ${isoOf(nowMs)}`;
}
