// How many cases the heavy randomized tests run. `npm test` (a contributor's quick run) runs a fifth of the full
// counts; CI runs the full counts (`.ci/run` sets FULL=1), so nothing CI asserts is weakened.

/** Whether the full counts are wanted: the environment variable `FULL` is set to anything but "" or "0". */
const FULL = (process.env["FULL"] ?? "") !== "" && process.env["FULL"] !== "0";

/**
 * A run count: `full` when {@link FULL}, else `quick` (default a fifth of `full`, at least 1).
 *
 * @example
 * ```ts
 * fc.assert(property, { numRuns: runCount(500) }); // 500 in CI, 100 in `npm test`
 * ```
 */
export function runCount(full: number, quick: number = Math.max(1, Math.ceil(full / 5))): number {
  return FULL ? full : quick;
}
