/**
 * Analysis (`activity-fuel/analysis`): the whole analysis of a 6-hour ride at 5 s (4 320 points × 9 metrics,
 * target ≤ 2 ms), the records an add would keep (`activityRecords`) against that add through the service
 * (issue 30's target when kept at add: ≤ 10 % of it), a training load over ten years of days, and the fold of
 * 10 000 activities' records into a user's bests. The entry is bundled by esbuild from the sources (ESM, es2022,
 * platform neutral), as published.
 */
import { seededRandom } from "../../../src/testing/contract/fixtures.js";
import { atMost, compareSideBySide, compareSideBySideAsync, consume, duration, info, loadBundled, percent, type BenchSection } from "../benchKit.js";

type Analysis = typeof import("../../../src/analysis/index.js");

const PROFILE = { weightKg: 72, ageYears: 41, restingHeartRateBpm: 52, functionalThresholdPowerW: 260 };
const NOW_MS = Date.UTC(2030, 0, 1);
const round = (x: number, decimals: number): number => Math.round(x * 10 ** decimals) / 10 ** decimals;

/** A 6-hour ride at 5 s (4 320 points × 9): position, elevation, distance, speed, heart rate, power, grade, calories; stops every 75 min. */
function ride(startTime: number): object {
  const random = seededRandom(31);
  let lat = 45.5;
  let lon = 7.2;
  let ele = 400;
  let km = 0;
  const data: number[][] = [];
  for (let k = 0; k < 4320; k++) {
    const climbing = Math.sin(k / 400) > 0.3;
    const speed = round(Math.max(0, (climbing ? 16 : 30) + 6 * Math.sin(k / 37) + 4 * random() - (k % 900 < 12 ? 30 : 0)), 2);
    const watts = speed === 0 ? 0 : Math.round((climbing ? 250 : 170) + 60 * Math.sin(k / 23) + 40 * random());
    data.push([round(lat, 6), round(lon, 6), round(ele, 1), round(km, 4), speed, Math.round(120 + (climbing ? 35 : 15) + 8 * random()), watts, climbing ? 6 : -1, round(watts * 0.0043, 2)]);
    lat += 0.0002 * random();
    lon += 0.0003 * (random() - 0.3);
    ele += climbing ? 0.4 * random() : -0.2 * random();
    km += (speed * 5) / 3600;
  }
  return {
    activityType: "CYCLE", deviceType: "BIKE", deviceName: "bench", startTime, timeZoneName: "Europe/Paris",
    metrics: { intervalUnit: "sec", intervalValue: 5, metricTypes: ["latitude", "longitude", "elevation", "distance", "speed", "heartrate", "watts", "grade", "calories"], data },
  };
}

/** The analysis rows. */
export const analysisSection: BenchSection = {
  name: "analysis",
  async run({ lib, rounds, log }) {
    const analysis = await loadBundled<Analysis>("src/analysis/index.ts");
    const body = ride(Date.UTC(2025, 5, 1, 6));
    const checked = lib.validateActivities([body], { nowMs: NOW_MS, profile: PROFILE });
    if (!checked.ok) throw new Error(JSON.stringify(checked.errors.slice(0, 2)));
    const activity = checked.activities[0]!;
    const { perPoint } = lib.calculateFuel(activity, PROFILE);
    const options = { profile: PROFILE, fuelPerPoint: perPoint };
    // warmed up as in a service that analyses many activities: the side-by-side calibration's few dozen calls
    // leave these functions at about twice their optimised cost
    for (let i = 0; i < 300; i++) consume([analysis.analyzeActivity(activity, options), analysis.activityRecords(activity, options)]);
    const [analyzeMs, recordsMs] = compareSideBySide([() => analysis.analyzeActivity(activity, options), () => analysis.activityRecords(activity, options)], rounds);
    log(`analyzeActivity of a 6-hour ride ${duration(analyzeMs!)}, activityRecords ${duration(recordsMs!)}`);

    // the add the records would be kept at: validate, derive and store the same ride, a new user's first activity
    let service = lib.createActivityService({ repository: lib.createInMemoryActivityRepository(), clock: () => NOW_MS, getProfile: () => PROFILE });
    let serial = 0;
    const [addMs] = await compareSideBySideAsync(
      [
        async () => {
          if (serial % 100 === 0) service = lib.createActivityService({ repository: lib.createInMemoryActivityRepository(), clock: () => NOW_MS, getProfile: () => PROFILE });
          const outcome = await service.addActivities(`rider-${serial++}`, [body]);
          if (!outcome.ok) throw new Error("the ride was refused");
          return outcome;
        },
      ],
      rounds,
      200,
    );
    log(`the ride's add through the service ${duration(addMs!)}`);

    // ten years of daily loads, and 10 000 activities' records (the ride's, varied)
    const loads: Record<string, number> = {};
    for (let day = 0; day < 3650; day++) loads[new Date(Date.UTC(2015, 0, 1) + day * 86_400_000).toISOString().slice(0, 10)] = day % 7 === 3 ? 0 : 300 + ((day * 37) % 500);
    const records = analysis.activityRecords(activity, options);
    const many = Array.from({ length: 10_000 }, (_, i) => ({
      ...records,
      bestEfforts: records.bestEfforts.map(([d, s]) => [d, round(s * (1 + ((i * 13) % 97) / 500), 1)] as const),
      watts: records.watts.map(([d, w]) => [d, round(w * (1 - ((i * 7) % 89) / 400), 1)] as const),
    }));
    const [loadMs, foldMs] = compareSideBySide([() => analysis.trainingLoad(loads), () => analysis.bestOfRecords(many)], rounds);
    log(`trainingLoad of 3 650 days ${duration(loadMs!)}, bestOfRecords of 10 000 records ${duration(foldMs!)}`);
    return [
      atMost("analysis", "analyzeActivity, 6-hour ride at 5 s (4 320 × 9)", analyzeMs!, 2, duration),
      atMost("analysis", "activityRecords / the ride's add through the service (kept at add)", recordsMs! / addMs!, 0.1, percent),
      info("analysis", "activityRecords, the add of the 6-hour ride", `${duration(recordsMs!)}, ${duration(addMs!)}`),
      info("analysis", "analyzeActivity / the ride's add through the service", percent(analyzeMs! / addMs!)),
      info("analysis", "trainingLoad of 10 years (3 650 days), bestOfRecords of 10 000 records", `${duration(loadMs!)}, ${duration(foldMs!)}`),
    ];
  },
};
