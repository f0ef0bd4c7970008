/**
 * Distance gained in the interval of data point `index`, km: the one model of time (decision D-140). Point `i`
 * covers `[i·I, (i+1)·I)` after startTime and the cumulative column holds the distance at each point's instant
 * (spec 2.2 rules 3 and 4; the first value is 0), so the gain of interval `i` is
 * - `d[i+1] − d[i]` for every point but the last;
 * - for the last point, which has no later value: `speed × I` when the activity carries a speed column (km/h ×
 *   s / 3600), else the previous interval's gain `d[n−1] − d[n−2]` (the pace held to the end), else 0 (a single
 *   point without speed).
 *
 * A negative or non-finite gain (a decrease, impossible after validation) counts as 0. Summed over every point it
 * gives {@link activityDistanceKm}.
 *
 * @param rows - the data rows (`metrics.data`).
 * @param distanceColumn - index of the cumulative `distance` column in each row (≥ 0).
 * @param speedColumn - index of the `speed` column (km/h), or −1 when the activity has none.
 * @param intervalSeconds - `metrics.intervalValue`, seconds.
 * @param index - index of the data point (0 … rows.length − 1); a missing row or value reads as 0.
 * @returns kilometres, ≥ 0 and finite.
 */
export function intervalDistanceKm(
  rows: readonly (readonly number[])[],
  distanceColumn: number,
  speedColumn: number,
  intervalSeconds: number,
  index: number,
): number {
  let gain: number;
  if (index + 1 < rows.length) {
    gain = (rows[index + 1]?.[distanceColumn] ?? 0) - (rows[index]?.[distanceColumn] ?? 0);
  } else if (speedColumn >= 0) {
    gain = ((rows[index]?.[speedColumn] ?? 0) * intervalSeconds) / 3600;
  } else if (index > 0) {
    gain = (rows[index]?.[distanceColumn] ?? 0) - (rows[index - 1]?.[distanceColumn] ?? 0);
  } else {
    gain = 0;
  }
  return gain > 0 && gain < Infinity ? gain : 0;
}

/**
 * Distance travelled during an activity, km (decision D-140): the cumulative distance at the last point plus the
 * gain of the last interval ({@link intervalDistanceKm}), i.e. the distance at the activity's end
 * `startTime + points × intervalValue`. Equals the sum of every interval's gain for a never-decreasing column.
 *
 * @param rows - the data rows (`metrics.data`, at least one).
 * @param distanceColumn - index of the cumulative `distance` column (≥ 0).
 * @param speedColumn - index of the `speed` column (km/h), or −1.
 * @param intervalSeconds - `metrics.intervalValue`, seconds.
 * @returns kilometres, ≥ 0 (0 without rows).
 */
export function activityDistanceKm(
  rows: readonly (readonly number[])[],
  distanceColumn: number,
  speedColumn: number,
  intervalSeconds: number,
): number {
  const last = rows.length - 1;
  if (last < 0) return 0;
  const atLastPoint = rows[last]?.[distanceColumn] ?? 0;
  return (atLastPoint > 0 ? atLastPoint : 0) + intervalDistanceKm(rows, distanceColumn, speedColumn, intervalSeconds, last);
}
