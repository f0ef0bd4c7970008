import { deriveActivity } from "../../src/derive/deriveActivity.js";
import { describe, expect, it } from "vitest";
import { fromFit, importRecording } from "../../src/import/index.js";
import { validateActivities } from "../../src/validate/validateActivities.js";
import { encodeFit, semicircles } from "./fitFixture.js";

const START = Date.UTC(2021, 3, 10, 7, 0, 0);
const NOW = Date.UTC(2025, 0, 1);

/** 1 Hz run: 3 m/s, HR 150, 85 strides/min, heading north from 45°N 7°E. */
const run = (seconds: number, from = 0, d0 = 0): [number, Record<string, number>][] =>
  Array.from({ length: seconds + 1 }, (_, i) => [
    from + i,
    { distance: d0 + i * 3, heartRate: 150, cadence: 85, positionLat: semicircles(45 + (i * 3) / 111_132), positionLong: semicircles(7), altitude: 300 },
  ]);

describe("fromFit (synthetic files from Garmin's encoder)", () => {
  it("imports a 1 Hz run onto the 10 s grid with steps, device time zone and exact distance", async () => {
    const bytes = encodeFit(START, [{ sport: "running", records: run(599) }], 7200);
    const result = await fromFit(bytes, { nowMs: NOW });
    if (!result.ok) throw new Error(result.error.detail);
    const [imported] = result.activities;
    const activity = imported!.activity;
    expect(activity.activityType).toBe("RUN");
    expect(activity.deviceType).toBe("WATCH");
    expect(activity.startTime).toBe(START);
    expect(activity.duration).toBe(599_000);
    expect(activity.timeZoneName).toBe("Etc/GMT-2");
    expect(imported!.meta.timeZoneSource).toBe("device-local-time");
    expect(activity.metrics.intervalValue).toBe(10);
    expect(activity.metrics.metricTypes).toEqual(["latitude", "longitude", "elevation", "distance", "grade", "speed", "heartrate", "steps"]);
    expect(activity.metrics.data.length).toBe(60);
    const col = (name: string): number[] => activity.metrics.data.map((r) => r[activity.metrics.metricTypes.indexOf(name as never)] as number);
    // 599 s × 3 m/s: 1.77 km at the last interval's start, which gains 27 m over its 10 s (9.72 km/h); 10.8 km/h
    // before; 170 steps/min for 599 s
    expect(col("distance")[0]).toBe(0);
    expect(col("distance").at(-1)).toBe(1.77);
    expect(col("speed").slice(0, -1).every((v) => v === 10.8)).toBe(true);
    expect(col("speed").at(-1)).toBe(9.72);
    // shown as the last submitted value (issue 22.2); only the fuel models cover the last interval's 27 m
    expect(deriveActivity(activity).distanceKm).toBe(1.77);
    expect(col("steps").reduce((a, b) => a + b, 0)).toBe(Math.round((170 * 599) / 60));
    expect(col("grade").every((g) => g === 0)).toBe(true);
    expect(imported!.meta.recordedDistanceM).toBe(1797);
    expect(validateActivities(result.submission, { nowMs: NOW }).ok).toBe(true);
  });

  it("gives one activity per session; a later session's distance counts from its own start", async () => {
    const ride = (from: number, d0: number): [number, Record<string, number>][] =>
      Array.from({ length: 301 }, (_, i) => [from + i, { distance: d0 + i * 8, power: 180, heartRate: 140 }]);
    const bytes = encodeFit(START, [
      { sport: "running", records: run(300) },
      { sport: "cycling", subSport: "road", records: ride(301, 900) },
    ]);
    const result = await fromFit(bytes, { nowMs: NOW });
    if (!result.ok) throw new Error(result.error.detail);
    expect(result.submission.map((a) => a.activityType)).toEqual(["RUN", "CYCLE"]);
    const bike = result.activities[1]!;
    expect(bike.meta.sourceSport).toBe("cycling/road");
    expect(bike.meta.recordedDistanceM).toBe(2400);
    expect(bike.meta.warnings.map((w) => w.key)).not.toContain("LATE_TRACK_START");
    expect(bike.activity.metrics.metricTypes).toEqual(["distance", "speed", "heartrate", "watts"]);
  });

  it("types an indoor ride without distance as STATIONARY_BIKING and says it needs the age", async () => {
    const records: [number, Record<string, number>][] = Array.from({ length: 121 }, (_, i) => [i, { power: 200, heartRate: 130 }]);
    const result = await fromFit(encodeFit(START, [{ sport: "cycling", subSport: "indoorCycling", records }]), { nowMs: NOW });
    if (!result.ok) throw new Error(result.error.detail);
    const { activity, meta } = result.activities[0]!;
    expect(activity.activityType).toBe("STATIONARY_BIKING");
    expect(meta.warnings.map((w) => w.key)).toContain("PROFILE_REQUIRED");
    expect(validateActivities(result.submission, { nowMs: NOW }).ok).toBe(false);
    expect(validateActivities(result.submission, { nowMs: NOW, profile: { ageYears: 40 } }).ok).toBe(true);
  });

  it("refuses a generic recording with neither heart rate nor calories (1680), unless a type is given", async () => {
    const records: [number, Record<string, number>][] = Array.from({ length: 61 }, (_, i) => [i, { distance: i * 4 }]);
    const bytes = encodeFit(START, [{ sport: "generic", records }]);
    const refused = await fromFit(bytes, { nowMs: NOW });
    expect(!refused.ok && refused.error.code).toBe(1680);
    const typed = await fromFit(bytes, { nowMs: NOW, activityType: "RUN" });
    expect(typed.ok && typed.submission[0]!.activityType).toBe("RUN");
  });

  it("refuses a truncated file (1620) and, leniently, imports the records decoded before the cut", async () => {
    const bytes = encodeFit(START, [{ sport: "running", records: run(300) }]);
    const cut = bytes.subarray(0, Math.floor(bytes.length * 0.6));
    const strict = await fromFit(cut, { nowMs: NOW });
    expect(strict.ok).toBe(false);
    if (!strict.ok) {
      expect(strict.error.code).toBe(1620);
      expect(strict.error.key).toBe("FIT_DECODE_FAILED");
    }
    const lenient = await fromFit(cut, { nowMs: NOW, lenient: true });
    if (!lenient.ok) throw new Error(lenient.error.detail);
    const keys = lenient.activities[0]!.meta.warnings.map((w) => w.key);
    expect(keys).toContain("FIT_DECODE_RECOVERED");
    expect(keys).toContain("NO_SESSION");
    expect(lenient.activities[0]!.meta.sampleCount).toBeLessThan(301);
  });

  it("repairs a header whose data size is 0 only when lenient", async () => {
    const bytes = encodeFit(START, [{ sport: "running", records: run(120) }]).slice();
    new DataView(bytes.buffer).setUint32(4, 0, true);
    const strict = await fromFit(bytes, { nowMs: NOW });
    expect(!strict.ok && strict.error.code).toBe(1620);
    const lenient = await fromFit(bytes, { nowMs: NOW, lenient: true });
    if (!lenient.ok) throw new Error(lenient.error.detail);
    expect(lenient.activities[0]!.meta.warnings.map((w) => w.key)).toContain("FIT_HEADER_REPAIRED");
    expect(lenient.activities[0]!.meta.recordedDistanceM).toBe(360);
  });

  it("refuses a device clock that was never set (1660) and bytes that are not FIT (1620, or 1600 undetected)", async () => {
    const old = await fromFit(encodeFit(Date.UTC(1990, 6, 18), [{ sport: "running", records: run(60) }]), { nowMs: NOW });
    expect(!old.ok && old.error.code).toBe(1660);
    const junk = new TextEncoder().encode("this is not a fit file at all");
    const notFit = await fromFit(junk);
    expect(!notFit.ok && notFit.error.code).toBe(1620);
    const unknown = await importRecording(junk, { fileName: "notes.txt" });
    expect(!unknown.ok && unknown.error.code).toBe(1600);
  });

  it("checks options (1690)", async () => {
    const bytes = encodeFit(START, [{ sport: "running", records: run(60) }]);
    for (const options of [{ timeZoneName: "PST" }, { activityType: "JOGGING" }, { intervalS: 7 as never }, { activityType: "RUN", intervalS: 5 as const }]) {
      const result = await fromFit(bytes, { nowMs: NOW, ...options });
      expect(!result.ok && result.error.code).toBe(1690);
    }
  });
});
