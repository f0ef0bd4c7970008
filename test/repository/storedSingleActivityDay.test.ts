// Decision D-184: a stored one-activity day builds its envelope into one block shared by every such day, and keeps
// it only while no other day has built into the block since; a later read builds it again.
import { describe, expect, it } from "vitest";
import { foldActivityDays } from "../../src/derive/dayAggregatesOf.js";
import type { StoredActivity } from "../../src/model/storedActivity.js";
import { createInMemoryActivityRepository } from "../../src/repository/createInMemoryActivityRepository.js";
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

// Failure atomicity: an add that throws after it folded into a stored one-activity day (its envelope then sits in
// the shared block, and is overwritten by the next day built there) stores nothing, and the day folds right later.
describe("the in-memory repository's one-activity days after a rejected add", () => {
  it("stay unchanged, and fold right after other days have built into the shared block", async () => {
    const repository = createInMemoryActivityRepository();
    const user = "user-1";
    const a = fuelActivity("a", T0, [5, 1, 5, 1, 5, 1], { steps: [9, 0, 9, 0, 9, 0] });
    const b = fuelActivity("b", T0 + DAY, [2, 8, 2, 8], { steps: [1, 2, 3, 4] });
    const c = fuelActivity("c", T0 + 7_500, [3, 3, 3, 3, 3], { steps: [4, 4, 4, 4, 4] });
    const d = fuelActivity("d", T0 + DAY + 2_500, [4, 4, 4], { steps: [2, 2, 2] });
    const add = (activities: StoredActivity[], days = foldActivityDays(activities, ZONE)) =>
      repository.addActivities(user, activities, { days: { timeZone: ZONE, days } });
    expect(await add([a])).toEqual({ ok: true, stored: 1 });
    expect(await add([b])).toEqual({ ok: true, stored: 1 });
    const before = await repository.listDays(user, ZONE, {}, { offset: 0, limit: 10 });
    // c's day folds into a's (building a's envelope into the shared block), then a malformed date throws
    const malformed = { ...foldActivityDays([d], ZONE)[0]!, localDate: "2024-13-01" };
    await expect(add([c], [...foldActivityDays([c], ZONE), malformed])).rejects.toThrow(RangeError);
    expect(await repository.getActivity(user, "c")).toBeUndefined();
    expect(await repository.listDays(user, ZONE, {}, { offset: 0, limit: 10 })).toEqual(before);
    // d folds into b's day (b's envelope overwrites the block), then c into a's again
    expect(await add([d])).toEqual({ ok: true, stored: 1 });
    expect(await add([c])).toEqual({ ok: true, stored: 1 });
    const expected = foldActivityDays([a, b, c, d], ZONE).map(({ localDate, fuel, steps, activeMs, activityIds }) => ({ localDate, fuel, steps, activeMs, activityIds: [...activityIds] }));
    const listed = (await repository.listDays(user, ZONE, {}, { offset: 0, limit: 10 }))!.map(({ localDate, fuel, steps, activeMs, activityIds }) => ({ localDate, fuel, steps, activeMs, activityIds: [...activityIds] }));
    expect(listed.reverse()).toEqual(expected);
  });
});
