// Decision D-180: the derivations put the arrays they return where the caller says, and give the same numbers.
import { describe, expect, it } from "vitest";
import { dayAggregatesOf, foldActivityDays } from "../../src/derive/dayAggregatesOf.js";
import { foldDayAggregate } from "../../src/derive/foldDayAggregate.js";
import { maxEnvelope } from "../../src/derive/rateEnvelope.js";
import { fuelActivity } from "./storedFixture.js";

const T0 = Date.UTC(2024, 9, 26, 21); // the evening before Paris's 25-hour day

/** An allocator over one dirty slab (contents not zero), recording what it hands out. */
function slabAllocator(): { allocate: (n: number) => Float64Array; given: Float64Array[] } {
  const slab = new Float64Array(100_000).fill(Number.NaN);
  let used = 0;
  const given: Float64Array[] = [];
  return {
    given,
    allocate: (n) => {
      const view = slab.subarray(used, used + n);
      used += n;
      given.push(view);
      return view;
    },
  };
}

const a = fuelActivity("a", T0, [3, 0, 2, 2, 9, 1, 0, 0, 4], { steps: [5, 5, 0, 1, 2, 3, 4, 5, 6], distanceKm: [0, 0.01, 0.02, 0.02, 0.05, 0.06, 0.06, 0.07, 0.09] });
const b = fuelActivity("b", T0 + 20_000, [1, 8, 8, 8, 0, 2], { calories: [0.5, 1, 1, 1, 0, 0.2] });

describe("Float64Allocator", () => {
  it("dayAggregatesOf, foldActivityDays, foldDayAggregate and maxEnvelope give the default's numbers in the allocator's arrays", () => {
    const { allocate, given } = slabAllocator();
    const plainDays = foldActivityDays([a, b], "Europe/Paris");
    const slabDays = foldActivityDays([a, b], "Europe/Paris", allocate);
    expect(slabDays).toEqual(plainDays);
    // each envelope is two views of one array the allocator gave
    const inGiven = (view: Float64Array) => given.some((array) => array.buffer === view.buffer && view.byteOffset >= array.byteOffset && view.byteOffset + view.byteLength <= array.byteOffset + array.byteLength);
    for (const day of slabDays) expect(inGiven(day.boundsMs) && inGiven(day.rates)).toBe(true);
    const [da] = dayAggregatesOf(a, "Europe/Paris", allocate);
    const [db] = dayAggregatesOf(b, "Europe/Paris", allocate);
    expect(da).toEqual(dayAggregatesOf(a, "Europe/Paris")[0]);
    const folded = foldDayAggregate(da, db!, allocate);
    expect(folded).toEqual(foldDayAggregate(da, db!));
    expect(inGiven(folded.rates)).toBe(true);
    const envelope = maxEnvelope(da!, db!, allocate);
    expect(envelope).toEqual(maxEnvelope(da!, db!));
    expect(given.at(-1)!.subarray(envelope.boundsMs.length)).toEqual(envelope.rates);
    expect(inGiven(envelope.rates)).toBe(true);
  });
});
