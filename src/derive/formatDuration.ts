import { formatWholeNumber } from "./formatWholeNumber.js";
import { roundHalfUp } from "./roundHalfUp.js";

const MS_PER_SECOND = 1000;
const MS_PER_MINUTE = 60_000;
const MS_PER_HOUR = 3_600_000;

/**
 * Formats a duration as spec 2.5's `Hours:Minutes:Seconds.Milliseconds`, i.e. `H:MM:SS.mmm`:
 * hours not zero-padded and not capped, minutes and seconds two digits, milliseconds three digits.
 * A fractional millisecond is first rounded half-up to a whole millisecond, then split, so a carry propagates
 * (59 999.6 ms → `"0:01:00.000"`).
 *
 * @example
 * ```ts
 * formatDuration(871_000);     // → "0:14:31.000"
 * formatDuration(798_243_876); // → "221:44:03.876"
 * ```
 * @param durationMs - duration in milliseconds, finite and ≥ 0.
 * @returns the formatted duration.
 * @throws RangeError when `durationMs` is negative, `NaN` or infinite: a programming error (every derived duration
 *   is finite and ≥ 0), never a consequence of request input.
 */
export function formatDuration(durationMs: number): string {
  if (!Number.isFinite(durationMs) || durationMs < 0) {
    throw new RangeError(`formatDuration: ${durationMs} is not a duration in ms`);
  }
  const total = roundHalfUp(durationMs);
  const rest = total % MS_PER_HOUR; // `%` is exact on doubles, so the fields stay in range for any size
  const hours = Math.round((total - rest) / MS_PER_HOUR);
  const minutes = Math.floor(rest / MS_PER_MINUTE);
  const seconds = Math.floor((rest % MS_PER_MINUTE) / MS_PER_SECOND);
  const millis = rest % MS_PER_SECOND;
  return `${formatWholeNumber(hours)}:${minutes < 10 ? "0" : ""}${minutes}:${seconds < 10 ? "0" : ""}${seconds}.${millis < 10 ? "00" : millis < 100 ? "0" : ""}${millis}`;
}
