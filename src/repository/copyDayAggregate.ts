import { copyEnvelope, type Float64Allocator } from "../derive/rateEnvelope.js";
import type { DayActivityShare, DayAggregate } from "../model/dayAggregate.js";

/**
 * A copy of a day aggregate that shares nothing mutable with it (decision D-181): the envelope's two arrays copied
 * into one array from `allocate` (`boundsMs` and `rates` are views of it), the shares and the id list frozen (frozen
 * ones kept as they are, since they cannot change), the totals taken as they are. What a
 * repository stores for a day it does not hold yet, in place of `foldDayAggregate(undefined, day)`, which gives
 * the same aggregate, bit for bit, when `day` was built by the derivations (`dayAggregatesOf`,
 * `foldActivityDays`, `foldDayAggregate`: canonical envelope, totals from `completeDayAggregate`) but costs two
 * more passes over the envelope.
 *
 * @param day - an aggregate built by the derivations.
 * @param allocate - where the envelope's arrays go.
 * @returns the copy (not frozen: its arrays are typed arrays).
 */
export function copyDayAggregate(day: DayAggregate, allocate: Float64Allocator): DayAggregate {
  // one array for both (copyEnvelope); an aggregate without segments has the shared empty envelope
  const { boundsMs, rates } = copyEnvelope(day.boundsMs, day.rates, Math.max(day.boundsMs.length - 1, 0), allocate);
  const shares = day.shares.map((share): DayActivityShare => (Object.isFrozen(share) ? share : Object.freeze({ ...share })));
  return {
    localDate: day.localDate,
    dayStartMs: day.dayStartMs,
    dayEndMs: day.dayEndMs,
    fuel: day.fuel,
    steps: day.steps,
    calories: day.calories,
    distanceKm: day.distanceKm,
    activeMs: day.activeMs,
    activityIds: Object.isFrozen(day.activityIds) ? day.activityIds : Object.freeze([...day.activityIds]),
    boundsMs,
    rates,
    shares: Object.freeze(shares),
  };
}
