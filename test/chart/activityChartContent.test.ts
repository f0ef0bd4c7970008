// What the activity chart shows of real and synthetic activities (issue 27.7): power and cadence panels, axes from
// the data, a recording's gap drawn as a gap, the start on the activity's local clock, a swim's pace per 100 m, and
// the duration the API gives.
import { describe, expect, it } from "vitest";
import { renderActivityChart } from "../../src/chart/renderActivityChart.js";
import { importRecording } from "../../src/import/index.js";
import type { SubmittedActivity } from "../../src/model/submittedActivity.js";
import { createInMemoryActivityRepository } from "../../src/repository/index.js";
import { createActivityService } from "../../src/service/index.js";
import { SMALL_RUN, SMALL_RUN_DETAIL } from "../export/fixtures.js";
import { fixtureRecording } from "../fixtures/recordings.js";

const NOW = Date.UTC(2026, 0, 1);
const descOf = (svg: string): string => /<desc>([^<]*)<\/desc>/.exec(svg)?.[1] ?? "";
const titleOf = (svg: string): string => /<title>([^<]*)<\/title>/.exec(svg)?.[1] ?? "";
/** The tick labels of a panel's value axis, top to bottom as drawn. */
function tickLabels(svg: string, panel: string): string[] {
  const at = svg.indexOf(`>${panel} <tspan`);
  const group = /<g fill="#52606d">(.*?)<\/g>/.exec(svg.slice(at))?.[1] ?? "";
  return [...group.matchAll(/text-anchor="end">([^<]+)<\/text>/g)].map((m) => m[1] as string);
}
/** The path data of the series drawn in a colour. */
const seriesPath = (svg: string, colour: string): string => new RegExp(`<path class="series" d="([^"]*)"[^>]*stroke="${colour}"`).exec(svg)?.[1] ?? "";

async function imported(file: string): Promise<SubmittedActivity> {
  const result = await importRecording(fixtureRecording(file), { fileName: file, nowMs: NOW });
  if (!result.ok) throw new Error(result.error.detail);
  return result.submission[0] as SubmittedActivity;
}

/** An item of `rows` (metric types, then one row per 10 s point) starting at 2024-07-01 08:00 UTC. */
function item(activityType: string, metricTypes: string[], rows: number[][], extra: Partial<SubmittedActivity> = {}): SubmittedActivity {
  return {
    activityType,
    deviceType: "WATCH",
    startTime: Date.UTC(2024, 6, 1, 8),
    timeZoneName: "Etc/UTC",
    metrics: { intervalUnit: "sec", intervalValue: 10, metricTypes, data: rows },
    ...extra,
  } as SubmittedActivity;
}

describe("the activity chart's panels", () => {
  it("draws power and cadence where the activity has them", async () => {
    const ride = renderActivityChart(await imported("ride_garmin-edge810_vector-power_hr.fit"));
    expect(ride).toContain(">Power <tspan");
    expect(descOf(ride)).toMatch(/; Power 0 to \d{3,4} W, mean \d+;/);
    // 80 and 90 strides/min, as steps per 10 s: 2 × 80 / 6 ≈ 27, 30
    const run = renderActivityChart(item("RUN", ["distance", "steps"], [[0, 27], [0.03, 30], [0.06, 27]]));
    expect(run).toContain(">Cadence <tspan");
    expect(descOf(run)).toContain("Cadence 162 to 180 steps/min, mean 168");
    expect(renderActivityChart(SMALL_RUN)).not.toContain(">Power <tspan");
  });

  it("takes the pace axis from the data, not 0 to 20 min/km", async () => {
    // 8 to 12 km/h (paces of 5:00 to 7:30 min/km), a GPS jump of 60 km/h (1:00) and a walk at 4 km/h (15:00)
    const speeds = [...Array.from({ length: 60 }, (_, k) => 10 + 2 * Math.sin(k)), 60, 4];
    const svg = renderActivityChart(item("RUN", ["speed"], speeds.map((s) => [s])));
    const labels = tickLabels(svg, "Pace");
    expect(labels).toEqual(["5:00", "6:00", "7:00", "8:00"]);
    expect(descOf(svg)).toContain("Pace 1:00 to 15:00 min/km"); // the description keeps the whole range
    // a real run with long walks: its axis ends at 1.5 × the median pace, not at the slowest point
    const fr110 = tickLabels(renderActivityChart(await imported("run_garmin-fr110_hr_smart-recording.fit")), "Pace");
    expect(fr110).not.toContain("0:00");
    expect(fr110).not.toContain("20:00");
  });

  it("draws a recording's gap as a gap in every line but fuel, not as a plateau", async () => {
    // the Edge 520 recorded nothing for 3 994 s: the importer fills it with speed and power 0, elevation interpolated
    const svg = renderActivityChart(await imported("edge_long-gap_garmin-edge520_power.tcx"));
    expect(descOf(svg)).toMatch(/, a gap without data \(1:0\d:\d\d\)\./);
    for (const colour of ["#1f6fb4", "#7b4fa6", "#7a5c2e"]) expect(seriesPath(svg, colour).match(/M/g)?.length ?? 0, colour).toBeGreaterThanOrEqual(2);
    // a stop of under a minute is no gap
    const stop = renderActivityChart(item("CYCLE", ["speed"], [[20], [20], [0], [0], [0], [20], [20]]));
    expect(descOf(stop)).not.toContain("gap");
  });

  it("gives the start on the activity's own clock with its zone and offset, UTC where the zone is unknown", () => {
    const stJohns = renderActivityChart({ ...SMALL_RUN, timeZoneName: "America/St_Johns" });
    expect(titleOf(stJohns)).toBe("RUN 2018-05-27 05:30 America/St_Johns");
    expect(descOf(stJohns)).toMatch(/^RUN, 2018-05-27 05:30 America\/St_Johns \(UTC−2:30\), /);
    expect(descOf(renderActivityChart({ ...SMALL_RUN_DETAIL, activityTimeZone: "Etc/GMT-14" }))).toMatch(/^RUN, 2018-05-27 22:00 Etc\/GMT-14 \(UTC\+14\), /);
    expect(titleOf(renderActivityChart({ ...SMALL_RUN, timeZoneName: "Mars/Olympus_Mons" }))).toBe("RUN 2018-05-27 08:00 UTC");
  });

  it("shows a swim's speed as pace per 100 m", () => {
    // 2.4 km/h is 2:30 per 100 m, 3 km/h 2:00
    const svg = renderActivityChart(item("SWIMMING", ["distance", "speed"], [[0, 2.4], [0.0067, 3], [0.015, 2.4]]));
    expect(svg).toContain(">Pace <tspan");
    expect(descOf(svg)).toContain("Pace 2:00 to 2:30 min/100 m");
  });
});

describe("the chart and the API agree on duration", () => {
  it("states the detail's metricSummary.duration and the item's duration (spec 2.2: submitted, else points × interval)", async () => {
    // the Forerunner 110 run: 263 points of 10 s (0:43:50) over a recording of 0:43:44, its submitted duration
    const activity = await imported("run_garmin-fr110_hr_smart-recording.fit");
    const service = createActivityService({ repository: createInMemoryActivityRepository(), getProfile: () => ({ weightKg: 70, ageYears: 38 }) });
    const added = await service.addActivities("u", [activity]);
    if (!added.ok) throw new Error(JSON.stringify(added.errors));
    const detail = await service.getActivity("u", added.value[0]!.activityId);
    if (!detail.ok) throw new Error("no detail");
    const apiDuration = detail.value.metricSummary.duration.replace(/\.000$/, "");
    expect(apiDuration).toBe("0:43:44");
    expect(descOf(renderActivityChart(detail.value))).toContain(`, ${apiDuration}, `);
    expect(descOf(renderActivityChart(activity))).toContain(`, ${apiDuration}, `);
    // without a submitted duration: the data points' span
    const { duration: _, ...withoutDuration } = activity;
    expect(descOf(renderActivityChart(withoutDuration as SubmittedActivity))).toContain(", 0:43:50, ");
  });
});
