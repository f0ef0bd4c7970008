import type { ActivitySeries } from "./activitySeries.js";

/**
 * Which intervals count as moving: those whose speed (km/h, the speed column, else the distance gained per
 * interval) exceeds the threshold, as sports-lib counts moving time (`speed > threshold`). `undefined` when the
 * activity has neither speed nor distance: nothing tells a pause then.
 *
 * @param series - the prepared series.
 * @param thresholdKmh - the caller's threshold, km/h; a value that is not a finite number ≥ 0 gives the activity
 *   type's default (`ActivitySeries.movingThresholdKmh`).
 * @returns one flag per interval (1 moving, 0 paused), or `undefined`.
 */
export function movingIntervals(series: ActivitySeries, thresholdKmh: number | undefined): Uint8Array | undefined {
  const speed = series.speedKmh;
  if (speed === undefined) return undefined;
  const threshold = thresholdKmh !== undefined && thresholdKmh >= 0 && thresholdKmh < Infinity ? thresholdKmh : series.movingThresholdKmh;
  const moving = new Uint8Array(series.count);
  for (let i = 0; i < moving.length; i++) moving[i] = (speed[i] as number) > threshold ? 1 : 0;
  return moving;
}
