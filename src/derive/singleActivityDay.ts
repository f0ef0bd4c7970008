import type { DayActivityShare, DayAggregate } from "../model/dayAggregate.js";
import type { RateEnvelope } from "./rateEnvelope.js";
import { roundHalfUp } from "./roundHalfUp.js";

/** What {@link singleActivityDay} builds a day from. */
export interface SingleActivityDayParts {
  /** Local date `yyyy-mm-dd`. */
  readonly localDate: string;
  /** First instant of the day, epoch ms. */
  readonly dayStartMs: number;
  /** First instant of the next day, epoch ms. */
  readonly dayEndMs: number;
  /** The one activity's share of the day. */
  readonly share: DayActivityShare;
  /** Length of the activity's pieces in the day whose fuel is above 0, ms. */
  readonly activeMs: number;
}

/**
 * The aggregate of a local day that holds one activity, with its envelope built only when first read (decision
 * D-183). Its totals are `completeDayAggregate`'s, bit for bit, without the envelope: with one share the clamp
 * `[largest share, sum of shares]` is the share itself, whatever the envelope's total, and the active time is the
 * length of the activity's pieces whose fuel is above 0 (`activityDayOf`).
 *
 * `boundsMs` and `rates` are getters that call `envelopeOf` on every read (keeping a built envelope, or refusing
 * to, is the caller's choice); it must give the activity's canonical envelope of that day (what `dayAggregatesOf`
 * gives), or throw.
 *
 * @param parts - date, bounds, share and active time.
 * @param envelopeOf - builds the envelope.
 * @returns the aggregate (the share, shares and ids frozen).
 */
export function singleActivityDay(parts: SingleActivityDayParts, envelopeOf: () => RateEnvelope): DayAggregate {
  const { share } = parts;
  // completeDayAggregate with one share of values v ≥ 0: sum 0 + v, largest v (or 0 when v is 0), and
  // min(sum, max(largest, total)) = sum for any total ≥ 0
  const fuel = roundHalfUp(0 + share.fuel);
  const stepsSum = share.steps === undefined ? undefined : 0 + share.steps;
  const caloriesSum = share.calories === undefined ? undefined : 0 + share.calories;
  const distanceSum = share.distanceKm === undefined ? undefined : 0 + share.distanceKm;
  return {
    localDate: parts.localDate,
    dayStartMs: parts.dayStartMs,
    dayEndMs: parts.dayEndMs,
    fuel,
    steps: stepsSum === undefined ? 0 : roundHalfUp(stepsSum),
    calories: caloriesSum ?? 0,
    distanceKm: distanceSum ?? 0,
    activeMs: parts.activeMs,
    activityIds: Object.freeze([share.activityId]),
    shares: Object.freeze([share]),
    get boundsMs(): Float64Array {
      return envelopeOf().boundsMs;
    },
    get rates(): Float64Array {
      return envelopeOf().rates;
    },
  };
}
