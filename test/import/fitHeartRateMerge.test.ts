import { Encoder, Profile } from "@garmin/fitsdk";
import { describe, expect, it } from "vitest";
import { fromFit } from "../../src/import/index.js";
import { encodeFit } from "./fitFixture.js";

// The FIT importer turns records into samples as they are decoded and empties the decoder's record messages (issue
// 28 point 5, memory); the heart rates that the decoder merges into the records after the last file of a chain (an
// HRV or swim-HR file after the activity) must still reach the samples.
const NOW = Date.UTC(2025, 0, 1);
const START = Date.UTC(2021, 3, 10, 7);

/** A FIT file of heart-rate messages (an HRM's stored data): one anchor, then beats every second at `bpm(s)`. */
function heartRateFile(seconds: number, bpm: (s: number) => number): Uint8Array {
  const e = new Encoder();
  e.writeMesg({ mesgNum: Profile.MesgNum.FILE_ID, type: "activity", manufacturer: "garmin", product: 1, timeCreated: new Date(START), serialNumber: 2 } as never);
  e.writeMesg({ mesgNum: Profile.MesgNum.HR, timestamp: new Date(START), eventTimestamp: 0, filteredBpm: bpm(0) } as never);
  for (let s = 1; s < seconds; s += 8) {
    const beats = Array.from({ length: Math.min(8, seconds - s) }, (_, k) => s + k);
    e.writeMesg({ mesgNum: Profile.MesgNum.HR, eventTimestamp: beats, filteredBpm: beats.map(bpm) } as never);
  }
  return e.close();
}

const concat = (a: Uint8Array, b: Uint8Array): Uint8Array => {
  const out = new Uint8Array(a.length + b.length);
  out.set(a);
  out.set(b, a.length);
  return out;
};

describe("heart rates merged from a chained HR file", () => {
  it("reach the imported activity's heart-rate column", async () => {
    const run = encodeFit(START, [{ sport: "running", records: Array.from({ length: 301 }, (_, i) => [i, { distance: i * 3 }] as const) }]);
    const without = await fromFit(run, { nowMs: NOW, timeZoneName: "Europe/Paris" });
    if (!without.ok) throw new Error(without.error.detail);
    expect(without.submission[0]!.metrics.metricTypes).not.toContain("heartrate");
    const merged = await fromFit(concat(run, heartRateFile(301, (s) => 100 + Math.floor(s / 10))), { nowMs: NOW, timeZoneName: "Europe/Paris" });
    if (!merged.ok) throw new Error(merged.error.detail);
    const activity = merged.submission[0]!;
    const hr = activity.metrics.metricTypes.indexOf("heartrate");
    expect(hr).toBeGreaterThanOrEqual(0);
    const values = activity.metrics.data.map((row) => row[hr] as number);
    // 10-s points, beats of 100 + ⌊s / 10⌋ bpm: point k averages about 100 + k
    expect(values[5]).toBeCloseTo(105, 0);
    expect(values[20]).toBeCloseTo(120, 0);
  });
});
