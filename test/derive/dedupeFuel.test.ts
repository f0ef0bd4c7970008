import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { dedupeFuel } from "../../src/derive/dedupeFuel.js";
import { dedupeInterval } from "./dedupeInterval.js";
import { intervalSeries } from "./intervalSeries.js";
import { fuelActivity, fuelActivityArb } from "./storedFixture.js";

const T = Date.UTC(2024, 0, 5, 10);
const DAY_MS = 86_400_000;

describe("dedupeFuel", () => {
  it("equals dedupeInterval's fuel for any activities and window (overlaps, gaps, edge cuts, misaligned grids)", () => {
    const activities = fc.array(fc.nat(5), { minLength: 0, maxLength: 6 }).chain((ids) =>
      fc.tuple(...ids.map((_, k) => fuelActivityArb(`a${k}`, T, { maxPoints: 300, maxFuelLevel: 12 }))),
    );
    const window = fc.record({ fromOffsetMs: fc.integer({ min: -36, max: 36 }).map((h) => h * 3_600_000 + 1_250), lengthMs: fc.constantFrom(DAY_MS, 23 * 3_600_000, 25 * 3_600_000, 7_777) });
    fc.assert(
      fc.property(activities, window, (stored, { fromOffsetMs, lengthMs }) => {
        const series = stored.map(intervalSeries).sort((a, b) => a.startMs - b.startMs || (a.activityId < b.activityId ? -1 : 1));
        const from = T + fromOffsetMs;
        expect(dedupeFuel(series, from, from + lengthMs)).toBe(dedupeInterval(series, from, from + lengthMs).fuel);
      }),
      { numRuns: 300 },
    );
  });

  it("counts an overlap once at the highest rate, cuts edge intervals in integers, and gives 0 outside", () => {
    const a = intervalSeries(fuelActivity("a", T, [1, 1]));
    const b = intervalSeries(fuelActivity("b", T + 5000, [3, 3]));
    // slots [0, 5 s): a; [5, 10 s): b's 3 beats a's 1; [10, 15 s): b
    expect(dedupeFuel([a, b], T, T + DAY_MS)).toBe(7);
    // [T + 2 s, T + 12 s) of 10 per 5 s: 6 + 10 + 4
    expect(dedupeFuel([intervalSeries(fuelActivity("c", T, [10, 10, 10, 10]))], T + 2000, T + 12_000)).toBe(20);
    expect(dedupeFuel([a], T + 60_000, T + DAY_MS)).toBe(0);
    expect(dedupeFuel([], T, T + DAY_MS)).toBe(0);
  });
});
