import { DOMParser } from "@xmldom/xmldom";
import { describe, expect, it } from "vitest";
import { renderDayChart } from "../../src/chart/renderDayChart.js";
import type { SubmittedActivity } from "../../src/model/submittedActivity.js";
import { allDay } from "./fixtures.js";

const DAY_START = Date.UTC(2024, 2, 10, 0);
const DAY_MS = 86_400_000;

/** A run with `fuel` per 10 s point from `startMs`. */
function run(startMs: number, fuel: readonly number[]): SubmittedActivity {
  return {
    activityType: "RUN",
    deviceType: "WATCH",
    startTime: startMs,
    timeZoneName: "Etc/UTC",
    metrics: { intervalUnit: "sec", intervalValue: 10, metricTypes: ["fuel"], data: fuel.map((f) => [f]) },
  } as SubmittedActivity;
}

const descOf = (svg: string): string => /<desc>([^<]*)<\/desc>/.exec(svg)?.[1] ?? "";

describe("renderDayChart", () => {
  it("states the de-duplicated total and each activity's share, the wristband grey and the others coloured", () => {
    // wristband: 1 fuel per 5 s all day (17 280); a 10-minute run at 09:00 with 10 per 10 s (600): over the run the
    // run's rate (1 per s) beats the wristband's (0.2 per s), so the wristband's 120 of those 10 minutes do not count
    const wristband = { ...allDay(), metrics: { ...allDay().metrics, metricTypes: ["fuel"], data: Array.from({ length: 17_280 }, () => [1]) } } as SubmittedActivity;
    const morning = run(DAY_START + 9 * 3_600_000, Array.from({ length: 60 }, () => 10));
    const svg = renderDayChart({ fromMs: DAY_START, toMs: DAY_START + DAY_MS, activities: [morning, wristband] });
    expect(descOf(svg)).toBe(
      "Fuel per 5-minute slot from 00:00 to 24:00, de-duplicated across 2 activities: total 17760. " +
        "ALL_DAY 00:00–24:00 counts 17160 of its 17280 fuel; RUN 09:00–09:10 counts 600 of its 600 fuel.",
    );
    expect(svg).toContain("<title>Wristband day 2024-03-10</title>");
    expect(svg).toContain('fill="#9aa5b1"'); // the wristband
    expect(svg).toContain('fill="#1f6fb4"'); // the run, first activity colour
    expect(svg).toContain("Total 17760 fuel, each moment counted once (the activities&#39; own fuel added up: 17880)");
    // the run's band: one outline over slots 108 and 109 (09:00–09:10; 720 px / 288 slots = 2.5 px from x 56),
    // stacked on nothing (the wristband counts nothing there) up to 300 fuel per slot, the axis' top (y 60)
    expect(/<path class="series" d="([^"]+)" fill="#1f6fb4"\/>/.exec(svg)?.[1]).toBe("M326 260V60H328.5V60H331V260H328.5V260H326Z");
  });

  it("counts an activity id once, ignores what lies outside the window and names unreadable activities", () => {
    const a = { ...run(DAY_START - 60_000, Array.from({ length: 12 }, () => 6)), activityId: "same" };
    const svg = renderDayChart({ fromMs: DAY_START, toMs: DAY_START + DAY_MS, activities: [a, a, run(DAY_START + 2 * DAY_MS, [5]), null as never] });
    // of the run from 23:59 the day before, the minute inside the window: 6 points × 6 = 36
    expect(descOf(svg)).toBe(
      "Fuel per 5-minute slot from 00:00 to 24:00, de-duplicated across 2 activities: total 36. RUN 00:00–00:01 counts 36 of its 36 fuel; " +
        "RUN outside the day counts 0 of its 0 fuel. 1 unreadable activity was left out.",
    );
  });

  it("is deterministic, well-formed and bounded for a 24-hour wristband with a dozen activities", () => {
    const activities = [allDay(), ...Array.from({ length: 12 }, (_, i) => run(DAY_START + i * 7_200_000 + 600_000, Array.from({ length: 360 }, (_, k) => 5 + (k % 7))))];
    const svg = renderDayChart({ fromMs: DAY_START, toMs: DAY_START + DAY_MS, activities }, { slotMinutes: 1 });
    expect(svg).toBe(renderDayChart({ fromMs: DAY_START, toMs: DAY_START + DAY_MS, activities: structuredClone(activities) }, { slotMinutes: 1 }));
    expect(svg.length).toBeLessThanOrEqual(150 * 1024);
    const doc = new DOMParser({ onError: (level: string, message: string) => { if (level !== "warning") throw new Error(message); } }).parseFromString(svg, "image/svg+xml");
    expect(doc.documentElement?.nodeName).toBe("svg");
    expect(descOf(svg)).toContain("Fuel per 1-minute slot");
  });

  it("refuses a window that does not end after it starts with a chart saying so", () => {
    expect(descOf(renderDayChart({ fromMs: DAY_START, toMs: DAY_START, activities: [] }))).toBe("No chart: the window must end after it starts, within the dates JavaScript represents.");
  });
});
