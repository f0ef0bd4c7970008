// The one model of time: point i covers [i·I, (i+1)·I) and gains d[i+1] − d[i].
import * as fc from "fast-check";
import { describe, expect, it } from "vitest";
import { deriveActivity } from "../../src/derive/deriveActivity.js";
import { intervalSeries, readSeries } from "../derive/intervalSeries.js";
import { storedFields } from "../derive/storedFixture.js";
import { intervalDistanceKm } from "../../src/fuel/intervalDistanceKm.js";
import { emptyMovement, readMovement } from "../../src/fuel/intervalMovement.js";
import { fuelInput } from "../../src/fuel/fuelInput.js";
import type { StoredActivity } from "../../src/model/storedActivity.js";
import type { SubmittedActivity } from "../../src/model/submittedActivity.js";
import { toValidatedActivity } from "../../src/model/columnsFromRows.js";


/** Row-major adapters of the column functions (they read columns). */
const columnOf = (rows: readonly (readonly number[])[], c: number): number[] => rows.map((row) => row[c] as number);
const gainOfRows = (rows: readonly (readonly number[])[], d: number, s: number, seconds: number, i: number): number =>
  intervalDistanceKm(columnOf(rows, d), s < 0 ? undefined : columnOf(rows, s), seconds, i);
/** The distance the fuel models cover: the last cumulative value plus the last interval's modelled gain. */
const distanceOfRows = (rows: readonly (readonly number[])[], d: number, s: number, seconds: number): number =>
  (rows.at(-1)?.[d] ?? 0) + gainOfRows(rows, d, s, seconds, rows.length - 1);

function stored(activity: SubmittedActivity): StoredActivity {
  const validated = toValidatedActivity(activity);
  const derived = deriveActivity(activity);
  return {
    ...storedFields(validated, derived),
    activityId: "a",
    userId: "u",
    activity: validated,
    derived,
    status: "COMPLETE",
    tags: [],
    receivedAtMs: Date.UTC(2024, 0, 2),
  };
}

describe("intervalDistanceKm", () => {
  it("is d[i+1] − d[i], a decrease counting as 0, and the last interval holds the previous gain (by hand)", () => {
    // columns: heart rate, cumulative km
    const rows = [[120, 0], [121, 0.25], [122, 0.2], [123, 0.75]];
    expect([0, 1].map((i) => gainOfRows(rows, 1, -1, 10, i))).toEqual([0.25, 0]);
    expect(gainOfRows(rows, 1, -1, 10, 2)).toBeCloseTo(0.55, 12);
    expect(gainOfRows(rows, 1, -1, 10, 3)).toBeCloseTo(0.55, 12);
    expect(gainOfRows([[0]], 0, -1, 10, 0)).toBe(0);
    expect(gainOfRows([[0], [Number.NaN]], 0, -1, 10, 0)).toBe(0);
  });

  it("gives a single point without speed no gain, and a non-finite gain 0 (mutation testing, issue 13)", () => {
    // the rule for a single point is 0 whatever its value; a gain of Infinity or NaN counts as 0 (docstring)
    expect(intervalDistanceKm([0.5], undefined, 10, 0)).toBe(0);
    expect(intervalDistanceKm([0, Number.POSITIVE_INFINITY], undefined, 10, 0)).toBe(0);
    expect(intervalDistanceKm([0, 1], [Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY], 10, 1)).toBe(0);
    expect(intervalDistanceKm([0, 1e300], undefined, 10, 0)).toBe(1e300);
  });

  it("takes the last interval's gain from speed when there is a speed column", () => {
    // columns: cumulative km, km/h; 36 km/h for 10 s = 0.1 km
    const rows = [[0, 18], [0.05, 36]];
    expect(gainOfRows(rows, 0, 1, 10, 0)).toBeCloseTo(0.05, 12);
    expect(gainOfRows(rows, 0, 1, 10, 1)).toBeCloseTo(0.1, 12);
    expect(gainOfRows([[0, 36]], 0, 1, 5, 0)).toBeCloseTo(0.05, 12);
    expect(distanceOfRows(rows, 0, 1, 10)).toBeCloseTo(0.15, 12);
  });

  it("sums to the last value plus the last gain: the distance the fuel models cover (property)", () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.double({ min: 0, max: 5, noNaN: true }), fc.double({ min: 0, max: 60, noNaN: true })), {
          minLength: 1,
          maxLength: 50,
        }),
        fc.boolean(),
        fc.constantFrom(5, 10),
        (cells, withSpeed, seconds) => {
          let d = 0;
          const rows = cells.map(([step, speed]) => {
            const row = [d, speed];
            d += step;
            return row;
          });
          const speedColumn = withSpeed ? 1 : -1;
          let sum = 0;
          for (let i = 0; i < rows.length; i++) sum += gainOfRows(rows, 0, speedColumn, seconds, i);
          const last = rows.length - 1;
          expect(sum).toBeCloseTo(distanceOfRows(rows, 0, speedColumn, seconds), 9);
          // the distance shown is the device's own total, never more
          const shown = deriveActivity({
            activityType: "WALK",
            deviceType: "WATCH",
            startTime: Date.UTC(2024, 0, 1),
            timeZoneName: "Etc/UTC",
            metrics: { intervalUnit: "sec", intervalValue: seconds, metricTypes: ["distance", "speed"], data: rows },
          }).distanceKm;
          expect(shown).toBe(rows[last]![0]!);
        },
      ),
      { numRuns: 100 },
    );
  });

  it("gives the fuel models, the daily series and the summary the same interval distances", () => {
    const data = [[0, 120], [0.02, 121], [0.05, 122], [0.05, 123], [0.09, 124]];
    const activity: SubmittedActivity = {
      activityType: "RUN",
      deviceType: "WATCH",
      startTime: Date.UTC(2024, 0, 1),
      timeZoneName: "UTC",
      metrics: { intervalUnit: "sec", intervalValue: 10, metricTypes: ["distance", "heartrate"], data },
    };
    const input = fuelInput(activity);
    const metres = data.map((_, i) => readMovement(input, i, emptyMovement()).distanceM);
    const km = [...readSeries(intervalSeries(stored(activity)), "distanceKm", 0, 4)!];
    // by hand: 20 m, 30 m, 0 m, 40 m, then 40 m held for the last interval
    [20, 30, 0, 40, 40].forEach((m, i) => {
      expect(metres[i]).toBeCloseTo(m, 9);
      expect(km[i]! * 1000).toBeCloseTo(m, 9);
    });
    // the summary is the last submitted value, not 0.13 with the held pace
    expect(deriveActivity(activity).distanceKm).toBe(0.09);
  });

  it("gives the last interval the grade of the one before it (elevation without grade)", () => {
    // 100 m per interval, climbing 5 m per interval: 5 % throughout
    const data = [[0, 100], [0.1, 105], [0.2, 110]];
    const activity: SubmittedActivity = {
      activityType: "WALK",
      deviceType: "WATCH",
      startTime: Date.UTC(2024, 0, 1),
      timeZoneName: "UTC",
      metrics: { intervalUnit: "sec", intervalValue: 10, metricTypes: ["distance", "elevation"], data },
    };
    const input = fuelInput(activity);
    for (let i = 0; i < 3; i++) expect(readMovement(input, i, emptyMovement()).gradeFraction).toBeCloseTo(0.05, 12);
  });
});
