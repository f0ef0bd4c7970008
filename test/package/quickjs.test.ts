import { readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importRecording } from "../../src/import/index.js";
import { ADD_ERROR_MESSAGES } from "../../src/registry/addErrorMessages.js";
import { REPO, tempDir } from "./buildPackage.js";
import { loadQuickJsEntry, type QuickJsEntry } from "./quickjsEntry.js";

/**
 * SLOW (about 20 s): issue 11, "QuickJS in CI". Device firmware bundles the library into small engines without
 * `Intl`. This test builds dist, bundles the BUILT validator and calculators with esbuild into one IIFE (what a
 * firmware toolchain does), evaluates it in QuickJS (`quickjs-emscripten`: no `Intl`, no Node), and runs real
 * activities through it: the shipped recordings of examples/ imported as submissions, valid ones, a PST and a
 * wrong-case zone, and one body for each Add Activities error code. Every answer must be identical to what Node
 * gives for the same built code.
 */

const NOW_MS = Date.UTC(2026, 0, 1);
const PROFILE = { weightKg: 72, ageYears: 41 };
const EXAMPLES = ["run_garmin-fr110_hr_smart-recording.fit", "ride_garmin-edge810_vector-power_hr.fit", "ride_mapmyride-app.tcx", "run_stryd-power_hr.fit", "triathlon_garmin-fr920xt_multisession.fit"];

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Activity = { [key: string]: Json } & { metrics: { metricTypes: string[]; data: number[][]; [key: string]: Json } };

let work = "";
let loaded: QuickJsEntry;
const activities: Activity[] = [];

const clone = (a: Activity): Activity => JSON.parse(JSON.stringify(a)) as Activity;

/** One body per Add Activities code, each built from a real activity (and the limits it needs). */
function bodiesByCode(base: Activity): [number, unknown, object][] {
  const edit = (change: (a: Activity) => void): Activity[] => {
    const a = clone(base);
    change(a);
    return [a];
  };
  const column = (a: Activity, name: string): number => a.metrics.metricTypes.indexOf(name);
  return [
    [160, edit((a) => (a["startTime"] = 0)), {}],
    [170, edit((a) => (a["activityType"] = "JOGGING")), {}],
    [180, edit((a) => (a["timeZoneName"] = "PST")), {}],
    [190, edit((a) => delete (a as Partial<Activity>).metrics), {}],
    [200, edit((a) => (a["activityId"] = "x")), {}],
    [210, edit((a) => (a["metricSummary"] = {})), {}],
    [220, edit((a) => (a["deviceType"] = "TOASTER")), {}],
    [230, edit((a) => (a.metrics.metricTypes = [])), {}],
    [240, edit((a) => (a.metrics["intervalUnit"] = "min")), {}],
    [250, edit((a) => (a.metrics["intervalValue"] = 7)), {}],
    [260, edit((a) => a.metrics.data[3]!.pop()), {}],
    [270, edit((a) => (a.metrics.data = [])), {}],
    [320, edit((a) => {
      const keep = column(a, "latitude");
      a.metrics.metricTypes = ["latitude"];
      a.metrics.data = a.metrics.data.map((row) => [row[keep]!]);
    }), {}],
    [360, edit((a) => {
      a.metrics.metricTypes.push("fuel");
      for (const row of a.metrics.data) row.push(-1);
    }), {}],
    [1000, { activities: [base] }, {}],
    [1010, [], {}],
    [1020, [base, base, base], { limits: { maxActivitiesPerRequest: 2 } }],
    [1030, [base, 42], {}],
    [1040, [base], { limits: { maxDataPointsPerActivity: 10 } }],
    [1050, edit((a) => (a["duration"] = -5)), {}],
    [1060, edit((a) => (a["deviceName"] = "x".repeat(300))), {}],
    [1070, edit((a) => {
      a.metrics.metricTypes.push("stars");
      for (const row of a.metrics.data) row.push(1);
    }), {}],
    // two errors (170, 220) with room for one: the first, then 1080 counting the rest
    [1080, edit((a) => {
      a["activityType"] = "JOGGING";
      a["deviceType"] = "TOASTER";
    }), { limits: { maxErrorsPerResponse: 1 } }],
    [1082, edit((a) => (a["startTime"] = NOW_MS - 1_000)), {}],
  ];
}

/**
 * 1081 (a value that throws while it is read) needs a getter or a revoked proxy: no JSON body can carry one; 1090
 * (two ALL_DAY activities of one local date) and 1091 (a stored record of the day reaches later) are raised by the
 * service, not by the validator.
 */
const NOT_FROM_THE_VALIDATOR_ON_JSON = [1081, 1090, 1091];

describe("the built validator and calculators in QuickJS (no Intl) give Node's answers [slow]", () => {
  beforeAll(async () => {
    work = tempDir("quickjs");
    loaded = await loadQuickJsEntry(join(work, "dist"), "index", "src/index.ts", "{ validateActivities, calculateFuel, formatDuration }");
    for (const file of EXAMPLES) {
      const imported = await importRecording(readFileSync(join(REPO, "examples", file)), { fileName: file, nowMs: NOW_MS, timeZoneName: "Europe/Paris" });
      if (!imported.ok) throw new Error(`${file}: ${imported.error.detail}`);
      activities.push(...(imported.submission as unknown as Activity[]));
    }
  }, 300_000);

  afterAll(() => {
    loaded?.vm.dispose();
    if (work !== "") rmSync(work, { recursive: true, force: true });
  });

  it("QuickJS is an engine without Intl, and the bundle does not use it", () => {
    expect(loaded.vm.dump(loaded.vm.unwrapResult(loaded.vm.evalCode("typeof Intl")))).toBe("undefined");
    expect(loaded.bundleText).not.toMatch(/\bIntl\b/);
    expect(activities.length).toBeGreaterThanOrEqual(9); // the triathlon gives several sessions
  });

  it("accepts every activity imported from the shipped recordings, one by one and all at once, as Node does", () => {
    for (const activity of activities) {
      const answer = loaded.inQuickJs("validateActivities", [activity], { nowMs: NOW_MS, profile: PROFILE });
      expect(answer).toEqual(loaded.inNode("validateActivities", [activity], { nowMs: NOW_MS, profile: PROFILE }));
      expect((answer as { ok: boolean }).ok, String(activity["activityType"])).toBe(true);
    }
    const all = loaded.inQuickJs("validateActivities", activities, { nowMs: NOW_MS, profile: PROFILE });
    expect(all).toEqual(loaded.inNode("validateActivities", activities, { nowMs: NOW_MS, profile: PROFILE }));
  });

  it("time zones: IANA names pass, PST and wrong-case names get 180, exactly as in Node", () => {
    const verdicts: Record<string, unknown> = {};
    for (const zone of ["Europe/Paris", "UTC", "GMT", "Etc/GMT+5", "Asia/Kolkata", "US/Pacific", "PST", "EST", "europe/paris", "AMERICA/PHOENIX", "Mars/Olympus"]) {
      const body = [{ ...clone(activities[0]!), timeZoneName: zone }];
      const answer = loaded.inQuickJs("validateActivities", body, { nowMs: NOW_MS, profile: PROFILE }) as { ok: boolean; errors?: { code: number }[] };
      expect(answer).toEqual(loaded.inNode("validateActivities", body, { nowMs: NOW_MS, profile: PROFILE }));
      verdicts[zone] = answer.ok ? "ok" : answer.errors!.map((e) => e.code);
    }
    expect(verdicts).toEqual({
      "Europe/Paris": "ok", UTC: "ok", GMT: "ok", "Etc/GMT+5": "ok", "Asia/Kolkata": "ok", "US/Pacific": "ok",
      PST: [180], EST: [180], "europe/paris": [180], "AMERICA/PHOENIX": [180], "Mars/Olympus": [180],
    });
  });

  it("gives every Add Activities error code, with the same errors as Node", () => {
    const seen = new Set<number>();
    for (const [code, body, context] of bodiesByCode(activities[0]!)) {
      const options = { nowMs: NOW_MS, profile: PROFILE, ...context };
      const answer = loaded.inQuickJs("validateActivities", body, options) as { ok: boolean; errors: { code: number }[] };
      expect(answer, `code ${code}`).toEqual(loaded.inNode("validateActivities", body, options));
      expect(answer.ok, `code ${code}`).toBe(false);
      expect(answer.errors.map((e) => e.code), `code ${code}`).toContain(code);
      for (const e of answer.errors) seen.add(e.code);
    }
    expect([...seen].sort((a, b) => a - b)).toEqual(Object.keys(ADD_ERROR_MESSAGES).map(Number).filter((code) => !NOT_FROM_THE_VALIDATOR_ON_JSON.includes(code)));
  });

  it("computes the same fuel (total, per point, model, O2) and the same durations as Node", () => {
    for (const activity of activities) {
      for (const profile of [PROFILE, undefined, { weightKg: 55, ageYears: 25, restingHeartRateBpm: 50, maxHeartRateBpm: 195 }]) {
        const fuel = loaded.inQuickJs("calculateFuel", activity, profile) as { fuel: number; perPoint: number[] };
        expect(fuel).toEqual(loaded.inNode("calculateFuel", activity, profile));
        expect(fuel.fuel).toBeGreaterThan(0);
        expect(fuel.perPoint).toHaveLength(activity.metrics.data.length);
      }
      const durationMs = activity["duration"] as number;
      expect(loaded.inQuickJs("formatDuration", durationMs)).toBe(loaded.inNode("formatDuration", durationMs));
    }
    expect(loaded.inQuickJs("formatDuration", 798_243_876.5)).toBe("221:44:03.877");
  });
});
