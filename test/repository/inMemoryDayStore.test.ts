// Decision D-180: the in-memory day store puts only a day's first envelope into the user's arena; a day folded
// again gets arrays of its own, so that the envelopes it replaces are collected (folding into the arena too left
// every replaced envelope there: 154 bytes per stored value instead of 21 for 24 runs a day, in the memory bench).
import { describe, expect, it } from "vitest";
import { foldActivityDays } from "../../src/derive/dayAggregatesOf.js";
import { createInMemoryDayStore } from "../../src/repository/inMemoryDayStore.js";
import { fuelActivity } from "../derive/storedFixture.js";

const ZONE = "Europe/Paris";
const T0 = Date.UTC(2024, 5, 1, 6);
const HOUR = 3_600_000;

describe("createInMemoryDayStore: where envelopes go", () => {
  it("a new day's envelope goes to the given allocator; folds into it do not (D-180)", () => {
    const store = createInMemoryDayStore();
    const allocated: number[] = [];
    const allocate = (length: number) => {
      allocated.push(length);
      return new Float64Array(length);
    };
    for (let k = 0; k < 5; k++) {
      const activity = fuelActivity(`a${k}`, T0 + k * HOUR, [1, 2, 3, 4]);
      // no activity to build a day from: a new day is the given one, copied (D-181)
      store.prepareAdd("u1", k, 1, { timeZone: ZONE, days: foldActivityDays([activity], ZONE) }, allocate, () => undefined)();
    }
    const [first] = foldActivityDays([fuelActivity("a0", T0, [1, 2, 3, 4])], ZONE);
    expect(allocated).toEqual([first!.boundsMs.length + first!.rates.length]);
    const [day] = store.list("u1", ZONE, {}, { offset: 0, limit: 10 })!;
    expect(day!.activityIds).toEqual(["a0", "a1", "a2", "a3", "a4"]);
    expect(day!.fuel).toBe(50);
  });

  it("a new day of one activity keeps no envelope; a fold builds it from the activity (D-183)", () => {
    const store = createInMemoryDayStore();
    const activities = [0, 1, 2].map((k) => fuelActivity(`a${k}`, T0 + k * HOUR, [1, 2, 3, 4 + k], { steps: [3, 3, 3, 3] }));
    const read: string[] = [];
    const activityOf = (id: string) => {
      read.push(id);
      return activities.find((a) => a.activityId === id);
    };
    const allocated: number[] = [];
    const allocate = (length: number) => {
      allocated.push(length);
      return new Float64Array(length);
    };
    store.prepareAdd("u1", 0, 1, { timeZone: ZONE, days: foldActivityDays([activities[0]!], ZONE) }, allocate, activityOf)();
    expect(allocated).toEqual([]);
    expect(read).toEqual(["a0"]);
    for (const k of [1, 2]) store.prepareAdd("u1", k, 1, { timeZone: ZONE, days: foldActivityDays([activities[k]!], ZONE) }, allocate, activityOf)();
    expect(allocated).toEqual([]);
    const [day] = store.list("u1", ZONE, {}, { offset: 0, limit: 10 })!;
    const [expected] = foldActivityDays(activities, ZONE);
    expect({ ...day }).toEqual({ localDate: expected!.localDate, dayStartMs: expected!.dayStartMs, dayEndMs: expected!.dayEndMs, fuel: expected!.fuel, steps: expected!.steps, calories: 0, distanceKm: 0, activeMs: expected!.activeMs, activityIds: ["a0", "a1", "a2"] });
  });
});
