import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  activityRecords,
  analyzeActivity,
  bestEfforts,
  intensityMinutes,
  meanMaximal,
  splits,
  timeInZones,
  trimp,
} from "../../src/analysis/index.js";
import { deriveActivity } from "../../src/derive/deriveActivity.js";
import { FIXTURE_RECORDINGS } from "../fixtures/recordings.js";
import { readdirSync } from "node:fs";
import { arbitraryColumns, columnsActivity, recordingActivities, RECORDING_PROFILE } from "./analysisKit.js";

describe("analyzeActivity", () => {
  it("gives, for every shipped recording, what each analysis gives on its own", async () => {
    for (const file of readdirSync(FIXTURE_RECORDINGS)) {
      for (const activity of await recordingActivities(file)) {
        const { fuelPerPoint } = deriveActivity(activity, RECORDING_PROFILE);
        const options = { profile: RECORDING_PROFILE, fuelPerPoint, heartRateZones: "reserve" as const };
        const analysis = analyzeActivity(activity, options);
        expect(analysis.splits.km, file).toEqual(splits(activity, 1000, options));
        expect(analysis.splits.mile).toEqual(splits(activity, 1609.344, options));
        expect(analysis.bestEfforts).toEqual(bestEfforts(activity));
        for (const metric of ["watts", "speed", "heartrate"] as const) expect(analysis.meanMaximal[metric]).toEqual(meanMaximal(activity, metric));
        expect(analysis.zones).toEqual(timeInZones(activity, options));
        expect(analysis.intensityMinutes).toEqual(intensityMinutes(activity, options));
        expect(analysis.trimp).toEqual(trimp(activity, options));
        expect(analysis.records).toEqual(activityRecords(activity, options));
        expect(analysis.elapsedS).toBe(activity.metrics.pointCount * activity.metrics.intervalValue);
        if (analysis.movingS !== undefined) expect(analysis.splits.km.reduce((t, s) => t + s.movingS, 0)).toBeCloseTo(analysis.movingS, 6);
      }
    }
  });

  it("leaves out what the activity and the profile lack, and never throws on arbitrary columns", () => {
    const bare = analyzeActivity(columnsActivity({ calories: [1, 2, 3] }));
    expect(bare).toEqual({
      elapsedS: 30,
      splits: { km: [], mile: [] },
      bestEfforts: [],
      meanMaximal: { watts: [], speed: [], heartrate: [] },
      zones: {},
      records: { version: 1, bestEfforts: [], watts: [], speed: [], heartrate: [] },
    });
    fc.assert(
      fc.property(arbitraryColumns(), ({ activity, fuelPerPoint }) => {
        const analysis = analyzeActivity(activity, { profile: { ageYears: 30 }, fuelPerPoint });
        expect(JSON.parse(JSON.stringify(analysis))).toEqual(analysis); // plain data
      }),
      { numRuns: 100 },
    );
  });
});
