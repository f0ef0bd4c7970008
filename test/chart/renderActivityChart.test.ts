import { DOMParser } from "@xmldom/xmldom";
import { describe, expect, it } from "vitest";
import { renderActivityChart } from "../../src/chart/renderActivityChart.js";
import { SMALL_RUN, SMALL_RUN_DETAIL } from "../export/fixtures.js";
import { allDay } from "./fixtures.js";

const descOf = (svg: string): string => /<desc>([^<]*)<\/desc>/.exec(svg)?.[1] ?? "";
const titleOf = (svg: string): string => /<title>([^<]*)<\/title>/.exec(svg)?.[1] ?? "";
const wellFormed = (svg: string): boolean => {
  const doc = new DOMParser({ onError: (level: string, message: string) => { if (level !== "warning") throw new Error(message); } }).parseFromString(svg, "image/svg+xml");
  return doc.documentElement?.nodeName === "svg";
};

describe("renderActivityChart", () => {
  it("describes each series for screen readers: pace for a RUN, heart rate without its 0, cadence, elevation, fuel per minute", () => {
    const svg = renderActivityChart(SMALL_RUN_DETAIL);
    // 08:00 UTC is 09:00 in London in May (BST)
    expect(titleOf(svg)).toBe("RUN 2018-05-27 09:00 Europe/London");
    // pace 60 / 10.8 = 5:33 and 60 / 7.2 = 8:20 min/km; 28, 29, 30 steps per 10 s = 168, 174, 180 per minute;
    // fuel 10, 11, 9 per 10 s = 60, 66, 54 per minute
    expect(descOf(svg)).toBe(
      "RUN, 2018-05-27 09:00 Europe/London (UTC+1), 0:00:30, 0.06 km, 30 fuel. Pace 5:33 to 8:20 min/km, mean 6:29; Heart rate 120 to 130 bpm, " +
        "mean 125; Cadence 168 to 180 steps/min, mean 174; Elevation 10.0 to 11.0 m, mean 10.5; Fuel 54.0 to 66.0 per minute, mean 60.0.",
    );
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="800" height="\d+" viewBox="0 0 800 \d+" role="img"/);
    expect(wellFormed(svg)).toBe(true);
  });

  it("draws only the series the activity has, speed instead of pace for other types or on request, one shared time axis", () => {
    const ride = renderActivityChart({ ...SMALL_RUN, activityType: "CYCLE", metrics: { ...SMALL_RUN.metrics, metricTypes: ["latitude", "longitude", "elevation", "distance", "speed", "watts", "steps"] } });
    expect(ride).toContain(">Speed <tspan");
    expect(ride).not.toContain(">Heart rate <tspan");
    expect(ride).not.toContain(">Fuel <tspan");
    expect(renderActivityChart(SMALL_RUN, { speed: "speed" })).toContain(">Speed <tspan");
    expect(ride.match(/elapsed time/g)).toHaveLength(1);
    // the speed panel also comes from distance alone: 30 m per 10 s = 10.8 km/h
    const fromDistance = renderActivityChart({ ...SMALL_RUN, metrics: { ...SMALL_RUN.metrics, metricTypes: ["distance"], data: [[0], [0.03], [0.06]] } }, { speed: "speed" });
    expect(descOf(fromDistance)).toContain("Speed 10.8 to 10.8 km/h");
  });

  it("is deterministic, escapes the title and says why when the input is no activity", () => {
    expect(renderActivityChart(SMALL_RUN_DETAIL)).toBe(renderActivityChart(structuredClone(SMALL_RUN_DETAIL)));
    const odd = renderActivityChart(SMALL_RUN, { title: "<b>&'\"" });
    expect(titleOf(odd)).toBe("&lt;b&gt;&amp;&#39;&quot;");
    expect(wellFormed(odd)).toBe(true);
    const none = renderActivityChart(null as never);
    expect(descOf(none)).toBe("No chart: null is not an activity.");
    expect(wellFormed(none)).toBe(true);
  });

  it("keeps a 24-hour ALL_DAY under 150 KB, at most two vertices per pixel column, with its one-point peak", () => {
    const svg = renderActivityChart(allDay());
    expect(svg.length).toBeLessThanOrEqual(150 * 1024);
    expect(descOf(svg)).toContain("Heart rate 52 to 190 bpm");
    const heartPath = /<path class="series" d="([^"]+)" fill="none" stroke="#c62828"/.exec(svg)?.[1] ?? "";
    expect(heartPath.length).toBeGreaterThan(0);
    expect((heartPath.match(/[MLV]/g) ?? []).length).toBeLessThanOrEqual(2 * 728);
    expect(wellFormed(svg)).toBe(true);
    expect(svg.match(/<text [^>]*text-anchor="middle">\d+:\d\d<\/text>/g)?.map((t) => />([^<]+)</.exec(t)?.[1])).toEqual([
      "0:00", "3:00", "6:00", "9:00", "12:00", "15:00", "18:00", "21:00", "24:00",
    ]);
  });
});
