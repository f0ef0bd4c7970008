import { readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importRecording } from "../../src/import/index.js";
import { validateActivities } from "../../src/validate/validateActivities.js";
import { FIXTURE_RECORDINGS } from "../fixtures/recordings.js";
import { tempDir } from "./buildPackage.js";
import { loadQuickJsEntry, type QuickJsEntry } from "./quickjsEntry.js";

/**
 * SLOW (about 15 s): the BUILT `./analysis` entry bundled into one IIFE and run in QuickJS (no `Intl`, no Node),
 * as the validator is in quickjs.test.ts: the analysis of real recordings, a training load over a leap day and a
 * year's end, and the fold of records must be what Node gives for the same built code.
 */

const NOW_MS = Date.UTC(2026, 0, 1);
const PROFILE = { weightKg: 72, ageYears: 41, restingHeartRateBpm: 52, functionalThresholdPowerW: 260, sex: "female" };
const RECORDINGS = ["ride_garmin-edge810_vector-power_hr.fit", "run_garmin-fr110_hr_smart-recording.fit", "run_stryd-power_hr.fit", "edge_long-gap_garmin-edge520_power.tcx"];

let work = "";
let loaded: QuickJsEntry;
/** Validated activities as JSON (columns as arrays: `SampleColumn` is any array-like). */
const activities: unknown[] = [];

describe("the built ./analysis entry in QuickJS (no Intl) gives Node's answers [slow]", () => {
  beforeAll(async () => {
    work = tempDir("quickjs-analysis");
    loaded = await loadQuickJsEntry(join(work, "dist"), "analysis", "src/analysis/index.ts", "*");
    for (const file of RECORDINGS) {
      const imported = await importRecording(readFileSync(join(FIXTURE_RECORDINGS, file)), { fileName: file, nowMs: NOW_MS });
      if (!imported.ok) throw new Error(`${file}: ${imported.error.detail}`);
      const checked = validateActivities(imported.activities.map((a) => a.activity), { nowMs: NOW_MS, profile: PROFILE as never });
      if (!checked.ok) throw new Error(`${file}: invalid`);
      for (const a of checked.activities) activities.push({ ...a, metrics: { ...a.metrics, columns: a.metrics.columns.map((c) => Array.from(c)) } });
    }
  }, 300_000);

  afterAll(() => {
    loaded?.vm.dispose();
    if (work !== "") rmSync(work, { recursive: true, force: true });
  });

  it("QuickJS has no Intl, and the bundle does not use it", () => {
    expect(loaded.vm.dump(loaded.vm.unwrapResult(loaded.vm.evalCode("typeof Intl")))).toBe("undefined");
    expect(loaded.bundleText).not.toMatch(/\bIntl\b/);
    expect(activities.length).toBeGreaterThanOrEqual(4);
  });

  it("analyses every recording as Node does, with and without a profile, by each zone basis", () => {
    for (const activity of activities) {
      for (const options of [{}, { profile: PROFILE }, { profile: { ...PROFILE, thresholdHeartRateBpm: 165 }, heartRateZones: "threshold" }]) {
        const answer = loaded.inQuickJs("analyzeActivity", activity, options) as { elapsedS: number };
        expect(answer).toEqual(loaded.inNode("analyzeActivity", activity, options));
        expect(answer.elapsedS).toBeGreaterThan(0);
      }
    }
  });

  it("computes the same training load over a leap day and a year's end, and the same bests", () => {
    const loads = { "2023-12-30": 400, "2024-01-02": 250, "2024-02-28": 600, "2024-02-29": 120, "2024-03-01": 80, nope: 5 };
    const days = loaded.inQuickJs("trainingLoad", loads, { to: "2024-03-05" }) as { date: string }[];
    expect(days).toEqual(loaded.inNode("trainingLoad", loads, { to: "2024-03-05" }));
    expect(days.map((d) => d.date)).toContain("2024-02-29");
    expect(days).toHaveLength(67);
    const records = activities.map((a) => loaded.inNode("activityRecords", a, { profile: PROFILE }));
    expect(loaded.inQuickJs("bestOfRecords", records)).toEqual(loaded.inNode("bestOfRecords", records));
  });
});
