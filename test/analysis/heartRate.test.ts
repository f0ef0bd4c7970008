// Zones, intensity minutes and TRIMP: the analyses relative to the profile's heart rates and power.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { heartRateLimits } from "../../src/analysis/heartRateLimits.js";
import { intensityMinutes } from "../../src/analysis/intensityMinutes.js";
import { timeInZones } from "../../src/analysis/timeInZones.js";
import { trimp } from "../../src/analysis/trimp.js";
import { heartRateParameters } from "../../src/fuel/heartRateReserve.js";
import { arbitraryColumns, columnsActivity, recordingActivities, RECORDING_PROFILE } from "./analysisKit.js";

const seconds = (zones: { zones: readonly { seconds: number }[] } | undefined) => zones?.zones.map((z) => z.seconds);

describe("heartRateLimits", () => {
  it("takes the profile's rates, else 208 − 0.7 × age (Tanaka) with the age clamped to 20–80, and 70 bpm at rest", () => {
    expect(heartRateLimits({ ageYears: 40 })).toEqual({ maxBpm: 180, restingBpm: 70 });
    expect(heartRateLimits({ ageYears: 90 })).toEqual({ maxBpm: 208 - 0.7 * 80, restingBpm: 70 });
    expect(heartRateLimits({ ageYears: 10 })).toEqual({ maxBpm: 208 - 0.7 * 20, restingBpm: 70 });
    expect(heartRateLimits({ maxHeartRateBpm: 190, restingHeartRateBpm: 48, thresholdHeartRateBpm: 170 })).toEqual({ maxBpm: 190, restingBpm: 48, thresholdBpm: 170 });
    expect(heartRateLimits({ restingHeartRateBpm: 50 })).toBeUndefined();
    expect(heartRateLimits(undefined)).toBeUndefined();
  });

  it("reads a profile as the fuel models' heart-rate model does (a reserve under 20 bpm falls back to the age's)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 13, max: 95 }), fc.option(fc.integer({ min: 30, max: 120 }), { nil: undefined }), fc.option(fc.integer({ min: 100, max: 220 }), { nil: undefined }), (age, rest, max) => {
        const fuel = heartRateParameters(age, rest, max);
        const limits = heartRateLimits({ ageYears: age, ...(rest !== undefined ? { restingHeartRateBpm: rest } : {}), ...(max !== undefined ? { maxHeartRateBpm: max } : {}) });
        expect(limits).toEqual({ maxBpm: fuel.maxBpm, restingBpm: fuel.restingBpm });
      }),
    );
  });
});

describe("timeInZones", () => {
  // 10 s samples; HRmax 200: Edwards' bounds 100, 120, 140, 160, 180 bpm
  const hr = [95, 100, 101, 121, 150, 181, 0];
  const activity = columnsActivity({ heartrate: hr });

  it("%HRmax (default): Edwards' zones, zone 0 below 50 %, a value on a bound in the lower zone, 0 bpm no reading", () => {
    const { heartRate } = timeInZones(activity, { profile: { maxHeartRateBpm: 200 } });
    expect(heartRate?.basis).toBe("max");
    expect(heartRate?.zones.map((z) => [z.zone, z.lower, z.upper])).toEqual([
      [0, 0, 100],
      [1, 100, 120],
      [2, 120, 140],
      [3, 140, 160],
      [4, 160, 180],
      [5, 180, undefined],
    ]);
    expect(seconds(heartRate)).toEqual([20, 10, 10, 10, 0, 10]);
    expect(heartRate?.noReadingS).toBe(10);
  });

  it("%HRR (Karvonen): HRrest + p × (HRmax − HRrest)", () => {
    const { heartRate } = timeInZones(activity, { profile: { maxHeartRateBpm: 200, restingHeartRateBpm: 50 }, heartRateZones: "reserve" });
    expect(heartRate?.zones.map((z) => z.lower)).toEqual([0, 125, 140, 155, 170, 185]);
    expect(seconds(heartRate)).toEqual([40, 0, 10, 0, 10, 0]);
  });

  it("%threshold (Coggan): ≤ 68, 69–83, 84–94, 95–105, ≥ 106 %; without a threshold, %HRmax", () => {
    const profile = { maxHeartRateBpm: 200, thresholdHeartRateBpm: 170 };
    const { heartRate } = timeInZones(activity, { profile, heartRateZones: "threshold" });
    expect(heartRate?.basis).toBe("threshold");
    expect(heartRate?.zones.map((z) => z.upper)).toEqual([0.68 * 170, 0.83 * 170, 0.94 * 170, 1.05 * 170, undefined].map((x) => (x === undefined ? x : expect.closeTo(x, 9))));
    expect(seconds(heartRate)).toEqual([30, 10, 10, 0, 10]);
    expect(timeInZones(activity, { profile: { maxHeartRateBpm: 200 }, heartRateZones: "threshold" }).heartRate?.basis).toBe("max");
  });

  it("power: Coggan's seven levels of FTP (≤ 55, 56–75, 76–90, 91–105, 106–120, 121–150, > 150 %); none without FTP", () => {
    const watts = columnsActivity({ watts: [0, 110, 111, 150, 180, 210, 240, 300, 301] }, { intervalValue: 5 });
    const { power } = timeInZones(watts, { profile: { functionalThresholdPowerW: 200 } });
    expect(power?.zones.map((z) => z.upper)).toEqual([110, 150, 180, 210, 240, 300, undefined].map((x) => (x === undefined ? x : expect.closeTo(x, 9))));
    expect(seconds(power)).toEqual([10, 10, 5, 5, 5, 5, 5]);
    expect(power?.noReadingS).toBe(0); // 0 W is coasting, in zone 1
    expect(timeInZones(watts, { profile: { ageYears: 30 } })).toEqual({});
  });

  it("the zones and the time without a reading add up to the activity", () => {
    fc.assert(
      fc.property(arbitraryColumns(), fc.constantFrom("max" as const, "reserve" as const, "threshold" as const), ({ activity }, basis) => {
        const out = timeInZones(activity, { profile: { ageYears: 35, thresholdHeartRateBpm: 165, functionalThresholdPowerW: 240 }, heartRateZones: basis });
        const span = activity.metrics.pointCount * activity.metrics.intervalValue;
        for (const zones of [out.heartRate!, out.power!]) expect(zones.zones.reduce((t, z) => t + z.seconds, zones.noReadingS)).toBe(span);
      }),
    );
  });
});

describe("intensityMinutes", () => {
  it("40–59 % HRR moderate, ≥ 60 % vigorous and counted twice, against 150 a week", () => {
    // HRR 60 → 180: moderate from 108, vigorous from 132 bpm; 6 samples of 10 s each
    const activity = columnsActivity({ heartrate: [100, 108, 131, 132, 190, 0] });
    const minutes = intensityMinutes(activity, { profile: { restingHeartRateBpm: 60, maxHeartRateBpm: 180 } });
    expect(minutes).toEqual({ moderateMin: 20 / 60, vigorousMin: 20 / 60, totalMin: 1, weeklyShare: 1 / 150 });
    expect(intensityMinutes(activity, { profile: {} })).toBeUndefined();
    expect(intensityMinutes(columnsActivity({ watts: [100] }), { profile: { ageYears: 40 } })).toBeUndefined();
  });
});

describe("trimp", () => {
  it("Banister at a steady heart rate equals GoldenCheetah's TRIMPPoints formula applied to the average, by hand", () => {
    // GoldenCheetah: secs/60 × (hr − rest)/(max − rest) × 0.64 × exp(ksex × (hr − rest)/(max − rest)), ksex 1.92 men
    const rest = 60;
    const max = 190;
    const hr = 150;
    const activity = columnsActivity({ heartrate: Array.from({ length: 360 }, () => hr) }); // 1 hour at 10 s
    const x = (hr - rest) / (max - rest);
    const load = trimp(activity, { profile: { restingHeartRateBpm: rest, maxHeartRateBpm: max } });
    expect(load?.coefficients).toBe("male");
    expect(load?.banister).toBeCloseTo((3600 / 60) * x * 0.64 * Math.exp(1.92 * x), 9);
  });

  it("women: 0.86 × e^(1.67 x) (Morton et al. 1990; GoldenCheetah keeps 0.64): 60 min at 0.5 HRR", () => {
    const activity = columnsActivity({ heartrate: Array.from({ length: 360 }, () => 125) });
    const load = trimp(activity, { profile: { restingHeartRateBpm: 60, maxHeartRateBpm: 190, sex: "female" } });
    expect(load?.coefficients).toBe("female");
    expect(load?.banister).toBeCloseTo(60 * 0.5 * 0.86 * Math.exp(1.67 * 0.5), 9);
    // the worked value of 60 minutes at half the reserve for a man: 50.14
    const male = trimp(activity, { profile: { restingHeartRateBpm: 60, maxHeartRateBpm: 190 } });
    expect(male?.banister).toBeCloseTo(50.14, 2);
  });

  it("summed per sample: a varied heart rate weighs more than its average (the weighting is convex); x clamped to 0–1", () => {
    const profile = { restingHeartRateBpm: 60, maxHeartRateBpm: 180 };
    const steady = trimp(columnsActivity({ heartrate: [120, 120] }), { profile })!.banister;
    const varied = trimp(columnsActivity({ heartrate: [90, 150] }), { profile })!.banister;
    expect(varied).toBeGreaterThan(steady);
    const clamped = trimp(columnsActivity({ heartrate: [40, 250] }), { profile })!.banister;
    expect(clamped).toBeCloseTo((10 / 60) * 1 * 0.64 * Math.exp(1.92), 12);
  });

  it("Edwards: minutes in 50–60 … 90–100 % HRmax weighted 1–5", () => {
    // HRmax 200: 10 min at 150 bpm (75 %, weight 3), 5 min at 185 (92.5 %, weight 5), 5 min at 90 (45 %, 0)
    const heartrate = [...Array.from({ length: 60 }, () => 150), ...Array.from({ length: 30 }, () => 185), ...Array.from({ length: 30 }, () => 90)];
    const load = trimp(columnsActivity({ heartrate }), { profile: { maxHeartRateBpm: 200 } });
    expect(load?.edwards).toBeCloseTo(10 * 3 + 5 * 5, 9);
  });

  it("equals the zone minutes of timeInZones weighted by zone number", () => {
    fc.assert(
      fc.property(arbitraryColumns(), ({ activity }) => {
        const profile = { ageYears: 45 };
        const zones = timeInZones(activity, { profile }).heartRate!;
        const load = trimp(activity, { profile })!;
        expect(load.edwards).toBeCloseTo(zones.zones.reduce((t, z) => t + (z.zone * z.seconds) / 60, 0), 9);
      }),
    );
  });
});

describe("on a real recording", () => {
  it("the Forerunner 110 run: TRIMP as the per-sample formula over its samples, by hand; zones add up", async () => {
    const [run] = await recordingActivities("run_garmin-fr110_hr_smart-recording.fit");
    const hr = run!.metrics.columns[run!.metrics.metricTypes.indexOf("heartrate")]!;
    const max = 208 - 0.7 * 41;
    const rest = 52;
    let expected = 0;
    for (let i = 0; i < hr.length; i++) {
      if (!(hr[i]! > 0)) continue;
      const x = Math.min(1, Math.max(0, (hr[i]! - rest) / (max - rest)));
      expected += (10 / 60) * x * 0.64 * Math.exp(1.92 * x);
    }
    expect(trimp(run!, { profile: RECORDING_PROFILE })!.banister).toBeCloseTo(expected, 9);
    const zones = timeInZones(run!, { profile: RECORDING_PROFILE }).heartRate!;
    expect(zones.zones.reduce((t, z) => t + z.seconds, zones.noReadingS)).toBe(run!.metrics.pointCount * 10);
  });
});
