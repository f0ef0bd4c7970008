import { intervalDistanceKm } from "./intervalDistanceKm.js";
import type { FuelInput } from "./fuelInput.js";
import { clampGrade } from "./minettiGradeCost.js";

/** The movement of one data point's interval, reused between points to avoid allocation. */
export interface IntervalMovement {
  /** Distance covered, metres (≥ 0). */
  distanceM: number;
  /** Speed, metres per minute (≥ 0). */
  speedMPerMin: number;
  /** Grade as a fraction, clamped to ±0.45. */
  gradeFraction: number;
}

/** A fresh {@link IntervalMovement} of zeros, to be filled by {@link readMovement}. */
export function emptyMovement(): IntervalMovement {
  return { distanceM: 0, speedMPerMin: 0, gradeFraction: 0 };
}

/**
 * Reads the movement of data point `i`, which covers the interval `[i·I, (i+1)·I)`:
 * - distance = the gain of the interval (`intervalDistanceKm`: `d[i+1] − d[i]`, for the last point speed ×
 *   interval or the previous gain held), in metres, or speed × interval when no distance was submitted;
 * - speed = the submitted speed of the point (km/h → m/min), else distance / interval;
 * - grade = the submitted grade (% → fraction), else from elevation `(h[i+1] − h[i]) / distance` (the last point
 *   keeps the previous interval's grade; 0 for a single point and when the distance is 0), else 0; clamped to
 *   ±45 %.
 *
 * @param input - the resolved activity.
 * @param i - index of the data point.
 * @param target - object to fill (returned).
 */
export function readMovement(input: FuelInput, i: number, target: IntervalMovement): IntervalMovement {
  target.distanceM = intervalDistanceM(input, i);
  const { columns, intervalMinutes, pointCount } = input;
  const { speed, grade: gradeColumn, elevation } = columns;
  let speedMPerMin: number;
  if (speed !== undefined) {
    const s = (speed[i]! * 1000) / 60;
    speedMPerMin = s > 0 ? s : 0;
  } else {
    speedMPerMin = target.distanceM / intervalMinutes;
  }
  let grade = 0;
  if (gradeColumn !== undefined) {
    grade = gradeColumn[i]! / 100;
  } else if (elevation !== undefined && pointCount > 1) {
    // the interval that gives the grade: this one, or the one before for the last point
    const k = i + 1 < pointCount ? i : i - 1;
    const distanceM = k === i ? target.distanceM : intervalDistanceM(input, k);
    if (distanceM > 0) grade = (elevation[k + 1]! - elevation[k]!) / distanceM;
  }
  target.speedMPerMin = speedMPerMin;
  target.gradeFraction = clampGrade(grade);
  return target;
}

/** Distance of interval `i` in metres (finite, ≥ 0): from the distance column, else from speed, else 0. */
function intervalDistanceM(input: FuelInput, i: number): number {
  const { columns, intervalMinutes } = input;
  let metres = 0;
  if (columns.distance !== undefined) {
    metres = intervalDistanceKm(columns.distance, columns.speed, intervalMinutes * 60, i) * 1000;
  } else if (columns.speed !== undefined) {
    metres = ((columns.speed[i]! * 1000) / 60) * intervalMinutes;
    if (!(metres > 0)) metres = 0;
  }
  return metres === Infinity ? Number.MAX_VALUE : metres;
}
