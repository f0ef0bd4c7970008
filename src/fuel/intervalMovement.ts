import { distanceIncrementKm } from "./distanceIncrementKm.js";
import type { FuelInput } from "./fuelInput.js";
import { clampGrade } from "./minettiGradeCost.js";

/** The movement of one data point's interval (decision D-20), reused between points to avoid allocation. */
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
 * Reads the movement of data point `i` (decision D-20): the point stands for one interval, and
 * - distance = d_i − d_(i−1) in metres, with d_(−1) = 0 (so a second part re-based as d − d_(k−1) gets the same
 *   increments), or speed × interval when no distance was submitted;
 * - speed = the submitted speed (km/h → m/min), else distance / interval;
 * - grade = the submitted grade (% → fraction), else (h_i − h_(i−1)) / distance from elevation (0 at the first
 *   point and when the distance is 0), else 0; clamped to ±45 %.
 *
 * @param input - the resolved activity.
 * @param i - index of the data point.
 * @param target - object to fill (returned).
 */
export function readMovement(input: FuelInput, i: number, target: IntervalMovement): IntervalMovement {
  const { rows, columns, intervalMinutes } = input;
  const row = rows[i]!;
  let distanceM = 0;
  let speedMPerMin = -1;
  if (columns.speed >= 0) {
    const s = (row[columns.speed]! * 1000) / 60;
    speedMPerMin = s > 0 ? s : 0;
  }
  if (columns.distance >= 0) {
    distanceM = distanceIncrementKm(rows, columns.distance, i) * 1000;
  } else if (speedMPerMin > 0) {
    distanceM = speedMPerMin * intervalMinutes;
  }
  if (speedMPerMin < 0) speedMPerMin = distanceM / intervalMinutes;
  let grade = 0;
  if (columns.grade >= 0) {
    grade = row[columns.grade]! / 100;
  } else if (columns.elevation >= 0 && i > 0 && distanceM > 0) {
    grade = (row[columns.elevation]! - rows[i - 1]![columns.elevation]!) / distanceM;
  }
  target.distanceM = distanceM === Infinity ? Number.MAX_VALUE : distanceM;
  target.speedMPerMin = speedMPerMin;
  target.gradeFraction = clampGrade(grade);
  return target;
}
