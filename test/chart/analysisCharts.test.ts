import { DOMParser } from "@xmldom/xmldom";
import { describe, expect, it } from "vitest";
import type { ZoneTimes } from "../../src/analysis/timeInZones.js";
import { trainingLoad } from "../../src/analysis/trainingLoad.js";
import { renderMeanMaximalChart } from "../../src/chart/renderMeanMaximalChart.js";
import { renderTimeInZonesChart } from "../../src/chart/renderTimeInZonesChart.js";
import { renderTrainingLoadChart } from "../../src/chart/renderTrainingLoadChart.js";

const descOf = (svg: string): string => /<desc>([^<]*)<\/desc>/.exec(svg)?.[1] ?? "";

/** Parses the SVG as XML, throwing on any error, and returns its root. */
function parse(svg: string): Element {
  const errors: string[] = [];
  const doc = new DOMParser({ onError: (level, message) => void (level !== "warning" && errors.push(message)) }).parseFromString(svg, "image/svg+xml");
  expect(errors).toEqual([]);
  return doc.documentElement as unknown as Element;
}

const ZONES: ZoneTimes = {
  basis: "max",
  unit: "bpm",
  zones: [
    { zone: 0, lower: 0, upper: 95, seconds: 60 },
    { zone: 1, lower: 95, upper: 114, seconds: 600 },
    { zone: 2, lower: 114, upper: 133, seconds: 1200 },
    { zone: 3, lower: 133, upper: 152, seconds: 1740 },
    { zone: 4, lower: 152, upper: 171, seconds: 0 },
    { zone: 5, lower: 171, seconds: 0 },
  ],
  noReadingS: 30,
};

describe("renderTimeInZonesChart", () => {
  it("reads every zone with its bounds, time and share in the description, and draws one bar per zone", () => {
    const svg = renderTimeInZonesChart(ZONES);
    expect(descOf(svg)).toBe(
      "Time in heart-rate zones, % of maximum heart rate: Zone 0 ≤ 95 bpm 0:01:00 (2 %); Zone 1 95–114 bpm 0:10:00 (17 %); " +
        "Zone 2 114–133 bpm 0:20:00 (33 %); Zone 3 133–152 bpm 0:29:00 (48 %); Zone 4 152–171 bpm 0:00:00 (0 %); " +
        "Zone 5 &gt; 171 bpm 0:00:00 (0 %); No reading 0:00:30.",
    );
    const root = parse(svg);
    expect(root.getAttribute("role")).toBe("img");
    expect(svg.match(/<rect class="series"/g)).toHaveLength(7);
    // the longest bar (zone 3) spans the bar space: 640 − 144 − 104 = 392 px
    expect(svg).toContain('width="392" height="18" fill="#2e7d32"');
    expect(renderTimeInZonesChart(ZONES)).toBe(svg); // deterministic
  });

  it("power zones: their own title and basis; nothing to draw gives a small chart that says so", () => {
    const svg = renderTimeInZonesChart({ ...ZONES, basis: "ftp", unit: "W", noReadingS: 0 });
    expect(svg).toContain("<title>Time in power zones</title>");
    expect(descOf(svg)).toContain("% of functional threshold power: Zone 0 ≤ 95 W");
    expect(descOf(svg)).not.toContain("No reading");
    for (const bad of [undefined, null, { zones: "x" }, { ...ZONES, zones: [] }] as unknown as ZoneTimes[]) {
      expect(descOf(renderTimeInZonesChart(bad))).toBe("No chart: no zones to draw.");
    }
  });

  it("escapes the title", () => {
    const svg = renderTimeInZonesChart(ZONES, { title: "<Zones> & \"more\"" });
    parse(svg);
    expect(svg).toContain("<title>&lt;Zones&gt; &amp; &quot;more&quot;</title>");
  });
});

describe("renderMeanMaximalChart", () => {
  const curve = [
    { durationS: 5, value: 612 },
    { durationS: 60, value: 420 },
    { durationS: 1200, value: 281.4 },
  ];

  it("lists the points, draws them on a logarithmic duration axis, and a reference curve dashed", () => {
    const svg = renderMeanMaximalChart(curve, { reference: [{ durationS: 5, value: 700 }, { durationS: 1200, value: 300 }], referenceLabel: "Best of 90 days" });
    parse(svg);
    expect(descOf(svg)).toBe("Power held for at least each duration: 5 s 612 W, 1 min 420 W, 20 min 281 W. Best of 90 days: 5 s 700 W, 20 min 300 W.");
    expect(svg).toContain('stroke-dasharray="5 4"');
    expect(svg.match(/<circle /g)).toHaveLength(3);
    // log axis: 5 s at the left edge (x 56), 20 min at the right (56 + 560), 1 min at ln(12)/ln(240) of the way
    const xs = [...svg.matchAll(/<circle cx="([\d.]+)"/g)].map((m) => Number(m[1]));
    expect(xs[0]).toBe(56);
    expect(xs[2]).toBe(616);
    expect(xs[1]).toBeCloseTo(56 + (Math.log(12) / Math.log(240)) * 560, 0);
  });

  it("names the metric: speed in km/h with a decimal, heart rate in bpm; no points gives a small chart", () => {
    expect(descOf(renderMeanMaximalChart([{ durationS: 10, value: 41.26 }], { metric: "speed" }))).toBe("Speed held for at least each duration: 10 s 41.3 km/h.");
    expect(renderMeanMaximalChart([{ durationS: 10, value: 171 }], { metric: "heartrate" })).toContain("<title>Heart-rate curve</title>");
    expect(descOf(renderMeanMaximalChart([]))).toBe("No chart: no curve to draw.");
    expect(descOf(renderMeanMaximalChart([{ durationS: 0, value: 5 }, { durationS: 5, value: Number.NaN }]))).toBe("No chart: no curve to draw.");
  });
});

describe("renderTrainingLoadChart", () => {
  const days = trainingLoad({ "2024-03-01": 320, "2024-03-03": 540, "2024-03-04": 200 }, { to: "2024-03-10" });

  it("describes the range, the last day and the highest fitness, with three panels on one date axis", () => {
    const svg = renderTrainingLoadChart(days, { loadName: "fuel" });
    parse(svg);
    const last = days.at(-1)!;
    const best = days.reduce((b, d) => (d.fitness > b.fitness ? d : b));
    expect(descOf(svg)).toBe(
      `Fitness, fatigue and form from 2024-03-01 to 2024-03-10 (10 days), fuel 1060.0 in all. ` +
        `On 2024-03-10: fitness ${last.fitness.toFixed(1)}, fatigue ${last.fatigue.toFixed(1)}, form ${last.form.toFixed(1)}. ` +
        `Highest fitness ${best.fitness.toFixed(1)} on ${best.date}.`,
    );
    expect(svg.match(/<path class="series"/g)).toHaveLength(4); // the bars, fitness, fatigue, form
    expect(svg).toContain(">2024-03-01</text>");
    expect(renderTrainingLoadChart(days, { loadName: "fuel" })).toBe(svg);
  });

  it("leaves out days that are not of the shape, and none gives a small chart that says so", () => {
    expect(descOf(renderTrainingLoadChart([]))).toBe("No chart: no days to draw.");
    expect(descOf(renderTrainingLoadChart([{ date: "2024-01-01", load: Number.NaN, fitness: 0, fatigue: 0, form: 0 }]))).toBe("No chart: no days to draw.");
    expect(descOf(renderTrainingLoadChart("nope" as never))).toBe("No chart: no days to draw.");
  });

  it("labels at most one date per 84 px over a long range", () => {
    const long = trainingLoad({ "2023-01-01": 100, "2023-12-31": 100 });
    const svg = renderTrainingLoadChart(long);
    const labels = [...svg.matchAll(/>(\d{4}-\d{2}-\d{2})<\/text>/g)].map((m) => m[1]);
    expect(labels.length).toBeGreaterThan(3);
    expect(labels.length).toBeLessThanOrEqual(Math.floor(720 / 84) + 1);
  });
});
