/**
 * The longest activity span, ms, that every overlap query allows for without looking: 2 days (an ALL_DAY record is
 * 23–25 hours). An add writes the user's `max_span_ms` only when its batch holds a longer activity, so the common
 * add writes nothing but its rows; an overlap query reads from its range's start minus the larger of the two.
 *
 * @example
 * ```ts
 * const readFromMs = fromMs - Math.max(USUAL_SPAN_MS, longestStoredSpanMs);
 * ```
 */
export const USUAL_SPAN_MS = 2 * 86_400_000;
