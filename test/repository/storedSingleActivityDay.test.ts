// Decision D-184: a stored one-activity day builds its envelope into one block shared by every such day, and keeps
// it only while no other day has built into the block since; a later read builds it again.
import { describe, expect, it } from "vitest";
import { foldActivityDays } from "../../src/derive/dayAggregatesOf.js";
import { storedSingleActivityDay } from "../../src/repository/storedSingleActivityDay.js";
import { fuelActivity } from "../derive/storedFixture.js";

const ZONE = "Europe/Paris";
const T0 = Date.UTC(2024, 5, 1, 6);
const DAY = 86_400_000;

describe("storedSingleActivityDay", () => {
  it("gives each day its own envelope, whichever day built into the shared block last", () => {
    const activities = [fuelActivity("a", T0, [1, 2, 3, 4], { steps: [3, 1, 4, 1] }), fuelActivity("b", T0 + DAY, [9, 0, 7], { steps: [2, 7, 1] })];
    const expected = activities.map((activity) => foldActivityDays([activity], ZONE)[0]!);
    const days = activities.map((activity, k) => storedSingleActivityDay(expected[k]!, activity));
    const envelopeOf = (k: number) => ({ boundsMs: [...days[k]!.boundsMs], rates: [...days[k]!.rates] });
    const want = (k: number) => ({ boundsMs: [...expected[k]!.boundsMs], rates: [...expected[k]!.rates] });
    expect(envelopeOf(0)).toEqual(want(0));
    expect(envelopeOf(1)).toEqual(want(1));
    // a's envelope again, after b's went into the block
    expect(envelopeOf(0)).toEqual(want(0));
    // read twice in a row (the fold reads bounds and rates), the same arrays
    expect(days[0]!.boundsMs).toBe(days[0]!.boundsMs);
    expect(days[1]!.rates).toEqual(expected[1]!.rates);
    expect(days[0]!.rates).toEqual(expected[0]!.rates);
  });
});
