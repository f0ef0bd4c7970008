import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { activityRecords, type ActivityRecords } from "../../src/analysis/activityRecords.js";
import { bestEfforts } from "../../src/analysis/bestEfforts.js";
import { bestOfRecords } from "../../src/analysis/bestOfRecords.js";
import { meanMaximal } from "../../src/analysis/meanMaximal.js";
import { trimp } from "../../src/analysis/trimp.js";
import { arbitraryColumns, columnsActivity, recordingActivities, RECORDING_PROFILE } from "./analysisKit.js";

const record = (r: Partial<ActivityRecords>): ActivityRecords => ({ version: 1, bestEfforts: [], watts: [], speed: [], heartrate: [], ...r });

describe("activityRecords", () => {
  it("holds the best efforts and curve points as [distance or duration, value] pairs, rounded, and the loads", async () => {
    const [ride] = await recordingActivities("ride_garmin-edge810_vector-power_hr.fit");
    const records = activityRecords(ride!, { profile: RECORDING_PROFILE });
    expect(records.version).toBe(1);
    expect(records.bestEfforts).toEqual(bestEfforts(ride!).map((e) => [e.distanceM, Math.round(e.elapsedS * 10) / 10]));
    expect(records.watts).toEqual(meanMaximal(ride!, "watts").map((p) => [p.durationS, Math.round(p.value * 10) / 10]));
    expect(records.speed).toEqual(meanMaximal(ride!, "speed").map((p) => [p.durationS, Math.round(p.value * 100) / 100]));
    expect(records.trimp).toBe(Math.round(trimp(ride!, { profile: RECORDING_PROFILE })!.banister * 10) / 10);
    expect(records.intensityMinutes).toBeGreaterThan(0);
    // small JSON of numbers only
    const json = JSON.stringify(records);
    expect(json.length).toBeLessThan(1200);
    expect(json).not.toMatch(/"[^"]*":\s*"|null|true|false/);
  });

  it("has empty lists for what the activity lacks, and no loads without heart rate and limits", () => {
    const records = activityRecords(columnsActivity({ watts: [100, 200] }));
    expect(records).toEqual({ version: 1, bestEfforts: [], watts: [[10, 200]], speed: [], heartrate: [] });
  });
});

describe("bestOfRecords", () => {
  it("keeps the shortest time per distance and the highest mean per duration, with the record that holds it", () => {
    const bests = bestOfRecords([
      record({ bestEfforts: [[400, 100], [1000, 260]], watts: [[5, 600], [60, 300]] }),
      record({ bestEfforts: [[400, 95]], watts: [[5, 550], [60, 320]], heartrate: [[10, 170]] }),
      record({ bestEfforts: [[400, 95], [1000, 250]] }), // a tie on 400 m: the first keeps it
    ]);
    expect(bests.bestEfforts).toEqual([
      { at: 400, value: 95, record: 1 },
      { at: 1000, value: 250, record: 2 },
    ]);
    expect(bests.watts).toEqual([
      { at: 5, value: 600, record: 0 },
      { at: 60, value: 320, record: 1 },
    ]);
    expect(bests.heartrate).toEqual([{ at: 10, value: 170, record: 1 }]);
    expect(bests.speed).toEqual([]);
  });

  it("never rises with the duration: a mean held longer counts for the shorter durations (10 s and 5 s recordings mixed)", () => {
    const bests = bestOfRecords([record({ watts: [[5, 300], [10, 280]] }), record({ watts: [[10, 350], [20, 330]] })]);
    expect(bests.watts).toEqual([
      { at: 5, value: 350, record: 1 },
      { at: 10, value: 350, record: 1 },
      { at: 20, value: 330, record: 1 },
    ]);
  });

  it("skips records of another version and pairs that are not two finite numbers", () => {
    const odd = [
      { version: 2, bestEfforts: [[400, 1]], watts: [], speed: [], heartrate: [] },
      null,
      record({ bestEfforts: [[400, Number.NaN], ["x", 1] as unknown as [number, number], [1000] as unknown as [number, number], [400, 120]] }),
    ] as unknown as ActivityRecords[];
    expect(bestOfRecords(odd).bestEfforts).toEqual([{ at: 400, value: 120, record: 2 }]);
  });

  it("over real activities' records: each best is the best of the activities' own, and the fold is order-free", () => {
    fc.assert(
      fc.property(fc.array(arbitraryColumns({ minPoints: 20 }), { minLength: 1, maxLength: 6 }), (activities) => {
        const records = activities.map(({ activity }) => activityRecords(activity));
        const bests = bestOfRecords(records);
        const reversed = bestOfRecords([...records].reverse());
        expect(reversed.bestEfforts.map((b) => [b.at, b.value])).toEqual(bests.bestEfforts.map((b) => [b.at, b.value]));
        expect(reversed.watts.map((b) => [b.at, b.value])).toEqual(bests.watts.map((b) => [b.at, b.value]));
        for (const b of bests.bestEfforts) {
          const own = records.flatMap((r) => r.bestEfforts.filter(([at]) => at === b.at).map(([, v]) => v));
          expect(b.value).toBe(Math.min(...own));
          expect(records[b.record]!.bestEfforts).toContainEqual([b.at, b.value]);
        }
        for (const key of ["watts", "speed", "heartrate"] as const) {
          const curve = bests[key];
          for (let k = 1; k < curve.length; k++) expect(curve[k]!.value).toBeLessThanOrEqual(curve[k - 1]!.value);
        }
        for (let k = 1; k < bests.bestEfforts.length; k++) expect(bests.bestEfforts[k]!.value).toBeGreaterThanOrEqual(bests.bestEfforts[k - 1]!.value);
      }),
      { numRuns: 150 },
    );
  });
});
