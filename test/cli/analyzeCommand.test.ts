import { describe, expect, it } from "vitest";
import { analyzeActivity } from "../../src/analysis/analyzeActivity.js";
import { runCli } from "../../src/cli/runCli.js";
import { deriveActivity } from "../../src/derive/deriveActivity.js";
import { validateActivities } from "../../src/validate/validateActivities.js";
import { fixtureRecording } from "../fixtures/recordings.js";
import { CLI_NOW, fakeIo } from "./fakeIo.js";

const RUN_FIT = "run_garmin-fr110_hr_smart-recording.fit";

/** A RUN at 12 km/h for 2.5 km, 10 s points, steady heart rate 150. */
function steadyRun(): object {
  const data = Array.from({ length: 76 }, (_, i) => [i / 30, 12, 150]);
  return {
    activityType: "RUN", deviceType: "WATCH", startTime: Date.UTC(2024, 4, 1, 7), timeZoneName: "Europe/Paris",
    metrics: { intervalUnit: "sec", intervalValue: 10, metricTypes: ["distance", "speed", "heartrate"], data },
  };
}

describe("activity-fuel analyze", () => {
  it("prints a table per activity of a body: splits with time, pace and heart rate, best efforts, curves, zones, loads", async () => {
    const io = fakeIo({ "run.json": JSON.stringify([steadyRun()]) });
    expect(await runCli(["analyze", "run.json", "--age", "40", "--resting-hr", "60"], io)).toBe(0);
    const out = io.stdout();
    expect(out.split("\n")[0]).toBe("run.json: RUN 2024-05-01 07:00 UTC, 2.50 km, 12:40 elapsed, 12:40 moving");
    // 1 km at 12 km/h: 5:00, pace 5:00; the last 0.5 km runs to the end (2:30 + the last 10 s interval)
    expect(out).toMatch(/^1 +1\.00 km +5:00 +5:00 +5:00 +150 +- +\d+$/m);
    expect(out).toMatch(/^3 +0\.50 km +2:40 +2:40 +5:20 +150 +- +\d+$/m);
    expect(out).toMatch(/^400 m +2:00 +5:00$/m);
    expect(out).toMatch(/^1 km +5:00 +5:00$/m);
    expect(out).toContain("heart-rate zones (% of max)");
    // HRmax 180: 150 bpm is 83 % of max (zone 4) and (150 − 60) / 120 = 75 % of the reserve (vigorous)
    expect(out).toMatch(/^zone 4 +144–162 +12:40 +100 %$/m);
    expect(out).toContain("intensity minutes 25.3 (0.0 moderate + 2 × 12.7 vigorous; 17 % of the WHO's 150 a week)");
    expect(io.stderr()).toBe("");
  });

  it("--json gives what analyzeActivity gives for each activity, fuel derived with the profile", async () => {
    const io = fakeIo({ "run.json": JSON.stringify(steadyRun()) });
    expect(await runCli(["analyze", "run.json", "--json", "--age", "40", "--weight", "70", "--sex", "female", "--zones", "reserve"], io)).toBe(0);
    const [row] = JSON.parse(io.stdout()) as [{ activity: string; activityType: string; startTime: number; analysis: unknown }];
    const profile = { weightKg: 70, ageYears: 40, sex: "female" as const };
    const checked = validateActivities([steadyRun()], { nowMs: CLI_NOW, profile });
    if (!checked.ok) throw new Error("invalid");
    const activity = checked.activities[0]!;
    const expected = analyzeActivity(activity, { profile, fuelPerPoint: deriveActivity(activity, profile).fuelPerPoint, heartRateZones: "reserve" });
    expect(row).toEqual({ activity: "run.json", activityType: "RUN", startTime: Date.UTC(2024, 4, 1, 7), analysis: JSON.parse(JSON.stringify(expected)) });
  });

  it("analyses a recording (FIT), per mile with --splits mile", async () => {
    const io = fakeIo({ [RUN_FIT]: fixtureRecording(RUN_FIT) });
    expect(await runCli(["analyze", RUN_FIT, "--splits", "mile", "--age", "41"], io)).toBe(0);
    expect(io.stdout()).toContain("split (mile)");
    expect(io.stdout()).toMatch(/^1 +1\.00 mi /m);
    expect(io.stdout()).toContain("pace/mile");
  });

  it("reports an invalid body, an unreadable file and bad JSON on standard error with status 1, nothing on standard output", async () => {
    const bad = { ...steadyRun(), timeZoneName: "PST" };
    const io = fakeIo({ "bad.json": JSON.stringify([bad]), "broken.json": "[{", "junk.bin": new Uint8Array([1, 2, 3, 4]) });
    expect(await runCli(["analyze", "bad.json"], io)).toBe(1);
    expect(io.stderr()).toContain("bad.json: invalid: 180 INVALID_TIME_ZONE /0/timeZoneName");
    expect(await runCli(["analyze", "missing.json"], io)).toBe(1);
    expect(await runCli(["analyze", "broken.json"], io)).toBe(1);
    expect(await runCli(["analyze", "junk.bin"], io)).toBe(1);
    expect(io.stderr()).toMatch(/junk\.bin: error \d+ /);
    expect(io.stdout()).toBe("");
  });

  it("refuses bad options with status 2 and the command's help", async () => {
    const io = fakeIo({ "run.json": JSON.stringify([steadyRun()]) });
    for (const args of [["--zones", "lactate"], ["--splits", "furlong"], ["--sex", "x"], ["--ftp", "-5"], ["--max-hr", ""], ["--age", "old"]]) {
      expect(await runCli(["analyze", "run.json", ...args], io), args.join(" ")).toBe(2);
    }
    expect(await runCli(["analyze"], io)).toBe(2);
    expect(io.stderr()).toContain("analyze needs exactly one file");
    expect(io.stdout()).toBe("");
    const help = fakeIo({});
    expect(await runCli(["help", "analyze"], help)).toBe(0);
    expect(help.stdout()).toContain("activity-fuel analyze <file> [options]");
    expect(await runCli(["analyze", "--help"], help)).toBe(0);
  });
});
