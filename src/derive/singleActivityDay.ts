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
 * `boundsMs` and `rates` are getters (on the prototype, so not copied by a spread) that call `envelopeOf` on every
 * read (keeping a built envelope, or refusing to, is the caller's choice); it must give the activity's canonical
 * envelope of that day (what `dayAggregatesOf` gives), or throw.
 *
 * @param parts - date, bounds, share and active time.
 * @param envelopeOf - builds the envelope.
 * @returns the aggregate (the share, shares and ids frozen).
 */
export function singleActivityDay(parts: SingleActivityDayParts, envelopeOf: () => RateEnvelope): DayAggregate {
  return new SingleActivityDay(parts, envelopeOf);
}

/** The fields of a {@link SingleActivityDay} besides the envelope, set once by its constructor. */
type SingleActivityDayFields = { -readonly [K in Exclude<keyof DayAggregate, "boundsMs" | "rates">]: DayAggregate[K] };
// declaration merging: the class below has these fields, declared once (by DayAggregate)
interface SingleActivityDay extends SingleActivityDayFields {}

/**
 * The object {@link singleActivityDay} returns: the envelope getters live on the prototype, because V8 builds an
 * object literal with accessors through the runtime (about 0.5 µs and a dictionary-mode object each, measured),
 * and an add builds one or two of these per day it touches.
 */
class SingleActivityDay implements DayAggregate {
  readonly #envelopeOf: () => RateEnvelope;

  constructor(parts: SingleActivityDayParts, envelopeOf: () => RateEnvelope) {
    const { share } = parts;
    // completeDayAggregate with one share of values v ≥ 0: sum 0 + v, largest v (or 0 when v is 0), and
    // min(sum, max(largest, total)) = sum for any total ≥ 0
    const stepsSum = share.steps === undefined ? undefined : 0 + share.steps;
    const caloriesSum = share.calories === undefined ? undefined : 0 + share.calories;
    const distanceSum = share.distanceKm === undefined ? undefined : 0 + share.distanceKm;
    this.localDate = parts.localDate;
    this.dayStartMs = parts.dayStartMs;
    this.dayEndMs = parts.dayEndMs;
    this.fuel = roundHalfUp(0 + share.fuel);
    this.steps = stepsSum === undefined ? 0 : roundHalfUp(stepsSum);
    this.calories = caloriesSum ?? 0;
    this.distanceKm = distanceSum ?? 0;
    this.activeMs = parts.activeMs;
    this.activityIds = Object.freeze([share.activityId]);
    this.shares = Object.freeze([share]);
    this.#envelopeOf = envelopeOf;
  }

  get boundsMs(): Float64Array {
    return this.#envelopeOf().boundsMs;
  }

  get rates(): Float64Array {
    return this.#envelopeOf().rates;
  }
}
