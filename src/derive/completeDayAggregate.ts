import type { DayActivityShare, DayAggregate } from "../model/dayAggregate.js";
import type { RateEnvelope } from "./rateEnvelope.js";
import { roundHalfUp } from "./roundHalfUp.js";

/** The parts of a {@link DayAggregate} its totals are computed from. */
export interface DayAggregateParts {
  /** Local date `yyyy-mm-dd`. */
  readonly localDate: string;
  /** First instant of the day, epoch ms. */
  readonly dayStartMs: number;
  /** First instant of the next day, epoch ms. */
  readonly dayEndMs: number;
  /** The day's highest-rate envelope (canonical). */
  readonly envelope: RateEnvelope;
  /** Each activity's share, by `(startMs, activityId)`, each id once. */
  readonly shares: readonly DayActivityShare[];
}

/**
 * De-duplicated total of quantity `k` over an envelope, the canonical summation of decision D-95: time is cut
 * into maximal runs where the quantity's highest rate is constant, and `rate × run length` is summed over the
 * runs with a rate above 0, in time order.
 *
 * @param envelope - a canonical envelope.
 * @param k - quantity index (0 fuel, 1 steps, 2 kcal, 3 km).
 */
export function envelopeTotal(envelope: RateEnvelope, k: number): number {
  const { boundsMs, rates } = envelope;
  const segments = boundsMs.length - 1;
  let total = 0;
  let runRate = 0;
  let runMs = 0;
  for (let i = 0; i < segments; i++) {
    const rate = rates[4 * i + k] as number;
    const length = (boundsMs[i + 1] as number) - (boundsMs[i] as number);
    if (rate === runRate) runMs += length;
    else {
      if (runRate > 0) total += runRate * runMs;
      runRate = rate;
      runMs = length;
    }
  }
  if (runRate > 0) total += runRate * runMs;
  return total;
}

/**
 * A {@link DayAggregate} from its envelope and shares, with its totals (decisions D-37, D-95):
 *
 * - `fuel`, `steps`, `calories`, `distanceKm`: {@link envelopeTotal}, clamped to `[largest share, sum of shares]`
 *   (the sum taken in share order, by start then id) and, for fuel and steps, rounded half-up; 0 for a quantity
 *   no share has;
 * - `activeMs`: the length of the segments whose fuel rate is above 0;
 * - `activityIds`: the shares' ids in order.
 *
 * Pure: the same parts give the same aggregate, bit for bit.
 *
 * @param parts - date, bounds, envelope and shares.
 * @returns the aggregate (a new object; the envelope's arrays and the shares are taken as they are).
 */
export function completeDayAggregate(parts: DayAggregateParts): DayAggregate {
  const { envelope, shares } = parts;
  const { boundsMs, rates } = envelope;
  // one pass over the segments: the four run sums of envelopeTotal and the active time
  let fuelTotal = 0;
  let stepsTotal = 0;
  let caloriesTotal = 0;
  let distanceTotal = 0;
  let fuelRate = 0;
  let stepsRate = 0;
  let caloriesRate = 0;
  let distanceRate = 0;
  let fuelMs = 0;
  let stepsMs = 0;
  let caloriesMs = 0;
  let distanceMs = 0;
  let activeMs = 0;
  const segments = boundsMs.length - 1;
  for (let i = 0; i < segments; i++) {
    const length = (boundsMs[i + 1] as number) - (boundsMs[i] as number);
    const at = 4 * i;
    const r0 = rates[at] as number;
    const r1 = rates[at + 1] as number;
    const r2 = rates[at + 2] as number;
    const r3 = rates[at + 3] as number;
    if (r0 > 0) activeMs += length;
    if (r0 === fuelRate) fuelMs += length;
    else {
      if (fuelRate > 0) fuelTotal += fuelRate * fuelMs;
      fuelRate = r0;
      fuelMs = length;
    }
    if (r1 === stepsRate) stepsMs += length;
    else {
      if (stepsRate > 0) stepsTotal += stepsRate * stepsMs;
      stepsRate = r1;
      stepsMs = length;
    }
    if (r2 === caloriesRate) caloriesMs += length;
    else {
      if (caloriesRate > 0) caloriesTotal += caloriesRate * caloriesMs;
      caloriesRate = r2;
      caloriesMs = length;
    }
    if (r3 === distanceRate) distanceMs += length;
    else {
      if (distanceRate > 0) distanceTotal += distanceRate * distanceMs;
      distanceRate = r3;
      distanceMs = length;
    }
  }
  if (fuelRate > 0) fuelTotal += fuelRate * fuelMs;
  if (stepsRate > 0) stepsTotal += stepsRate * stepsMs;
  if (caloriesRate > 0) caloriesTotal += caloriesRate * caloriesMs;
  if (distanceRate > 0) distanceTotal += distanceRate * distanceMs;

  // the shares' largest and sum (in share order), and which quantities any share has
  let fuelLargest = 0;
  let stepsLargest = 0;
  let caloriesLargest = 0;
  let distanceLargest = 0;
  let fuelSum = 0;
  let stepsSum = 0;
  let caloriesSum = 0;
  let distanceSum = 0;
  let hasSteps = false;
  let hasCalories = false;
  let hasDistance = false;
  const activityIds: string[] = new Array<string>(shares.length);
  for (let i = 0; i < shares.length; i++) {
    const share = shares[i] as DayActivityShare;
    activityIds[i] = share.activityId;
    const { fuel, steps, calories, distanceKm } = share;
    if (fuel > fuelLargest) fuelLargest = fuel;
    fuelSum += fuel;
    if (steps !== undefined) {
      hasSteps = true;
      if (steps > stepsLargest) stepsLargest = steps;
      stepsSum += steps;
    }
    if (calories !== undefined) {
      hasCalories = true;
      if (calories > caloriesLargest) caloriesLargest = calories;
      caloriesSum += calories;
    }
    if (distanceKm !== undefined) {
      hasDistance = true;
      if (distanceKm > distanceLargest) distanceLargest = distanceKm;
      distanceSum += distanceKm;
    }
  }
  return {
    localDate: parts.localDate,
    dayStartMs: parts.dayStartMs,
    dayEndMs: parts.dayEndMs,
    fuel: shares.length === 0 ? 0 : roundHalfUp(Math.min(fuelSum, Math.max(fuelLargest, fuelTotal))),
    steps: hasSteps ? roundHalfUp(Math.min(stepsSum, Math.max(stepsLargest, stepsTotal))) : 0,
    calories: hasCalories ? Math.min(caloriesSum, Math.max(caloriesLargest, caloriesTotal)) : 0,
    distanceKm: hasDistance ? Math.min(distanceSum, Math.max(distanceLargest, distanceTotal)) : 0,
    activeMs,
    activityIds: Object.freeze(activityIds),
    boundsMs,
    rates,
    shares,
  };
}
