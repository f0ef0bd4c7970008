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

const SHARE_KEYS = ["fuel", "steps", "calories", "distanceKm"] as const;

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
  const settled = SHARE_KEYS.map((key, k) => {
    let present = false;
    let largest = 0;
    let sum = 0;
    for (const share of shares) {
      const value = share[key];
      if (value === undefined) continue;
      present = true;
      if (value > largest) largest = value;
      sum += value;
    }
    if (!present) return 0;
    const clamped = Math.min(sum, Math.max(largest, envelopeTotal(envelope, k)));
    return k <= 1 ? roundHalfUp(clamped) : clamped;
  });
  const { boundsMs, rates } = envelope;
  let activeMs = 0;
  for (let i = 0; i + 1 < boundsMs.length; i++) {
    if ((rates[4 * i] as number) > 0) activeMs += (boundsMs[i + 1] as number) - (boundsMs[i] as number);
  }
  return {
    localDate: parts.localDate,
    dayStartMs: parts.dayStartMs,
    dayEndMs: parts.dayEndMs,
    fuel: settled[0] as number,
    steps: settled[1] as number,
    calories: settled[2] as number,
    distanceKm: settled[3] as number,
    activeMs,
    activityIds: Object.freeze(shares.map((share) => share.activityId)),
    boundsMs,
    rates,
    shares,
  };
}
