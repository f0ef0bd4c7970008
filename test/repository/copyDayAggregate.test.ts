// Decision D-181: the in-memory repository stores a day it does not hold yet as a copy of the given aggregate,
// which must equal foldDayAggregate(undefined, day) bit for bit and share nothing mutable with it.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { dayAggregatesOf } from "../../src/derive/dayAggregatesOf.js";
import { foldDayAggregate } from "../../src/derive/foldDayAggregate.js";
import type { DayAggregate } from "../../src/model/dayAggregate.js";
import { copyDayAggregate } from "../../src/repository/copyDayAggregate.js";
import { fuelActivity, fuelActivityArb } from "../derive/storedFixture.js";

const T0 = Date.UTC(2024, 2, 30, 20); // the evening before Paris's 23-hour day

/** Every field, the typed arrays as number arrays with −0 told apart from 0. */
function plain(day: DayAggregate): unknown {
  const bits = (values: Float64Array) => Array.from(values, (v) => (Object.is(v, -0) ? "-0" : v));
  return { ...day, boundsMs: bits(day.boundsMs), rates: bits(day.rates), shares: day.shares.map((share) => ({ ...share })), activityIds: [...day.activityIds] };
}

const activityArb = fuelActivityArb("a1", T0, { maxPoints: 300, maxFuelLevel: 9 });

describe("copyDayAggregate", () => {
  it("equals foldDayAggregate(undefined, day), bit for bit, for every day an activity builds", () => {
    fc.assert(
      fc.property(activityArb, (activity) => {
        for (const day of dayAggregatesOf(activity, "Europe/Paris")) {
          expect(plain(copyDayAggregate(day, (n) => new Float64Array(n)))).toEqual(plain(foldDayAggregate(undefined, day)));
        }
      }),
      { numRuns: 200 },
    );
  });

  it("puts the envelope in the allocator's arrays and shares nothing mutable with the given day", () => {
    const [day] = dayAggregatesOf(fuelActivity("a1", T0, [1, 2, 3, 0, 5], { steps: [1, 1, 1, 1, 1] }), "Europe/Paris");
    const given: Float64Array[] = [];
    const copy = copyDayAggregate(day!, (n) => {
      const array = new Float64Array(n);
      given.push(array);
      return array;
    });
    expect(given).toHaveLength(1);
    expect([copy.boundsMs.buffer, copy.rates.buffer]).toEqual([given[0]!.buffer, given[0]!.buffer]);
    expect(copy.boundsMs.length + copy.rates.length).toBe(given[0]!.length);
    const before = plain(copy);
    day!.boundsMs.fill(0);
    day!.rates.fill(7);
    expect(plain(copy)).toEqual(before);
    expect(Object.isFrozen(copy.shares) && copy.shares.every((share) => Object.isFrozen(share)) && Object.isFrozen(copy.activityIds)).toBe(true);
  });
});
