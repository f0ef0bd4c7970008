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
  it("imports a 1 Hz run onto the 10 s grid with steps, the time zone of its place and exact distance", async () => {
    const bytes = encodeFit(START, [{ sport: "running", records: run(599) }], 7200);
    const result = await fromFit(bytes, { nowMs: NOW });
    if (!result.ok) throw new Error(result.error.detail);
    const [imported] = result.activities;
    const activity = imported!.activity;
    expect(activity.activityType).toBe("RUN");
    expect(activity.deviceType).toBe("WATCH");
    expect(activity.startTime).toBe(START);
    expect(activity.duration).toBe(599_000);
    // 45°N 7°E is Piedmont: the zone at the first position wins over the device's UTC offset (Etc/GMT-2)
    expect(activity.timeZoneName).toBe("Europe/Rome");
    expect(imported!.meta.timeZoneSource).toBe("position");
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
    // shown as the last submitted value; only the fuel models cover the last interval's 27 m
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

describe("chained FIT files and the decoder's words", () => {
  const concat = (...parts: Uint8Array[]): Uint8Array => {
    const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
    let at = 0;
    for (const p of parts) {
      out.set(p, at);
      at += p.length;
    }
    return out;
  };

  it("imports every file of a chain: two copies of one file give two activities with all its samples", async () => {
    const one = encodeFit(START, [{ sport: "running", records: run(600) }]);
    const single = await fromFit(one, { nowMs: NOW });
    const chained = await fromFit(concat(one, one), { nowMs: NOW });
    if (!single.ok || !chained.ok) throw new Error(`${single.ok ? "" : single.error.detail} ${chained.ok ? "" : chained.error.detail}`);
    expect(chained.submission).toHaveLength(2);
    expect(chained.submission[0]).toEqual(single.submission[0]);
    expect(chained.submission[1]).toEqual(single.submission[0]);
    expect(chained.activities.map((a) => a.meta.sampleCount)).toEqual([601, 601]);
  });

  it("gives each file of a chain its own records: a run then a later ride", async () => {
    const ride = (from: number): [number, Record<string, number>][] =>
      Array.from({ length: 301 }, (_, i) => [from + i, { distance: i * 8, power: 180, heartRate: 140 }]);
    const first = encodeFit(START, [{ sport: "running", records: run(300) }]);
    const second = encodeFit(START + 3_600_000, [{ sport: "cycling", records: ride(0) }]);
    const result = await fromFit(concat(first, second), { nowMs: NOW });
    if (!result.ok) throw new Error(result.error.detail);
    expect(result.submission.map((a) => [a.activityType, a.startTime])).toEqual([["RUN", START], ["CYCLE", START + 3_600_000]]);
    expect(result.activities.map((a) => a.meta.recordedDistanceM)).toEqual([900, 2400]);
  });

  it("a chain whose second file is cut short is 1620 at that file's byte, and lenient keeps both files' records", async () => {
    const one = encodeFit(START, [{ sport: "running", records: run(300) }]);
    const two = encodeFit(START + 3_600_000, [{ sport: "running", records: run(300) }]);
    const bytes = concat(one, two.subarray(0, 400));
    const strict = await fromFit(bytes, { nowMs: NOW });
    expect(strict.ok ? "" : strict.error.detail).toMatch(new RegExp(`^the data ends early, at byte (\\d+): the file is truncated`));
    const byte = Number(/at byte (\d+)/.exec(strict.ok ? "" : strict.error.detail)?.[1]);
    expect(byte).toBeGreaterThan(one.length);
    expect(byte).toBeLessThanOrEqual(one.length + 400);
    const lenient = await fromFit(bytes, { nowMs: NOW, lenient: true });
    if (!lenient.ok) throw new Error(lenient.error.detail);
    expect(lenient.submission.map((a) => a.startTime)).toEqual([START, START + 3_600_000]);
  });

  it("a crafted file gives 1620 in the importer's words, never the decoder's internal error text", async () => {
    const { Decoder, Stream } = await import("@garmin/fitsdk");
    const base = encodeFit(START, [{ sport: "running", records: Array.from({ length: 5 }, (_, i) => [i, { distance: i * 3, heartRate: 150 }] as const) }]);
    for (const [pos, value] of [[52, 206], [55, 8]] as const) {
      const crafted = base.slice();
      crafted[pos] = value;
      // the decoder itself lets an internal TypeError through for these bytes
      const raw = new Decoder(Stream.fromByteArray(crafted)).read({ includeUnknownData: false, decodeMemoGlobs: false });
      expect(raw.errors.map((e) => String(e)).join(" ")).toMatch(/TypeError: Cannot read properties of undefined/);
      const result = await fromFit(crafted, { nowMs: NOW });
      expect(result.ok ? 0 : result.error.code).toBe(1620);
      const detail = result.ok ? "" : result.error.detail;
      expect(detail).toMatch(/^a record does not decode \(a malformed message or field definition\)/);
      expect(detail).not.toMatch(/TypeError|Cannot read|undefined|FIT Runtime|DataView/);
    }
  });

  it("words every decoder error itself: truncation, CRC, bad records, unsupported compressed timestamps", async () => {
    const bytes = encodeFit(START, [{ sport: "running", records: run(120) }]);
    const cut = await fromFit(bytes.subarray(0, 300), { nowMs: NOW });
    expect(cut.ok ? "" : cut.error.detail).toMatch(/^the data ends early, at byte \d+: the file is truncated \(\d+ records decoded before the error; the lenient option imports what can be recovered\)$/);
    const flipped = bytes.slice();
    flipped[bytes.length - 1] = (flipped[bytes.length - 1] as number) ^ 0xff;
    const crc = await fromFit(flipped, { nowMs: NOW });
    expect(crc.ok ? "" : crc.error.detail).toMatch(/^the checksum \(CRC\) ending at byte \d+ does not match the data: the file is corrupt/);
    expect(JSON.stringify([cut, crc])).not.toContain("FIT Runtime");
  });
});

describe("a real chained file", () => {
  it("the shipped Forerunner 110 run twice in one file gives the run twice, every sample each time", async () => {
    const { readFileSync } = await import("node:fs");
    const one = new Uint8Array(readFileSync(new URL("../../examples/run_garmin-fr110_hr_smart-recording.fit", import.meta.url)));
    const two = new Uint8Array(one.length * 2);
    two.set(one, 0);
    two.set(one, one.length);
    const single = await fromFit(one, { nowMs: NOW });
    const chained = await fromFit(two, { nowMs: NOW });
    if (!single.ok || !chained.ok) throw new Error("import failed");
    expect(chained.activities.map((a) => a.meta.sampleCount)).toEqual([single.activities[0]!.meta.sampleCount, single.activities[0]!.meta.sampleCount]);
    expect(chained.submission).toEqual([single.submission[0], single.submission[0]]);
  });
});
