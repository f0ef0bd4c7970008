// The fold trusts a share list it merged before as canonical (sorted, one share per id); the list is frozen so that
// no caller can change it behind the fold's back (found in the review of the add path).
import { describe, expect, it } from "vitest";
import { foldActivityDays } from "../../src/derive/dayAggregatesOf.js";
import { foldDayAggregate } from "../../src/derive/foldDayAggregate.js";
import { fuelActivity } from "./storedFixture.js";

const ZONE = "Europe/Paris";
const T0 = Date.UTC(2024, 5, 1, 6);
const HOUR = 3_600_000;

describe("foldDayAggregate", () => {
  it("returns a frozen share list, which a caller cannot reorder or extend", () => {
    const [a] = foldActivityDays([fuelActivity("a", T0, [1, 2, 3])], ZONE);
    const [b] = foldActivityDays([fuelActivity("b", T0 + HOUR, [4, 5])], ZONE);
    const [c] = foldActivityDays([fuelActivity("c", T0 + 2 * HOUR, [6])], ZONE);
    const folded = foldDayAggregate(a, b!);
    expect(Object.isFrozen(folded.shares)).toBe(true);
    expect(() => (folded.shares as unknown as unknown[]).reverse()).toThrow(TypeError);
    const again = foldDayAggregate(folded, c!);
    expect(again.shares.map((share) => share.activityId)).toEqual(["a", "b", "c"]);
    expect(again.activityIds).toEqual(["a", "b", "c"]);
  });
});
