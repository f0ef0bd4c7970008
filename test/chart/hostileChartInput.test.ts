// Charts never throw and answer in time bounded by the input (issue 28.2): absurd times and intervals, huge or
// sparse series, values at the ends of the doubles, getters that throw. The answer is an error value: a small,
// well-formed chart whose description says why.
import { DOMParser } from "@xmldom/xmldom";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { renderActivityChart } from "../../src/chart/renderActivityChart.js";
import { renderDayChart } from "../../src/chart/renderDayChart.js";
import type { SubmittedActivity } from "../../src/model/submittedActivity.js";
import { SMALL_RUN, SMALL_RUN_DETAIL } from "../export/fixtures.js";

const descOf = (svg: string): string => /<desc>([^<]*)<\/desc>/.exec(svg)?.[1] ?? "";
function wellFormed(svg: string): boolean {
  const doc = new DOMParser({ onError: (level: string, message: string) => { if (level !== "warning") throw new Error(message); } }).parseFromString(svg, "image/svg+xml");
  return doc.documentElement?.nodeName === "svg" && !/NaN|Infinity/.test(svg.replace(/<desc>.*<\/desc>/, ""));
}
const withMetrics = (metrics: Partial<Record<keyof SubmittedActivity["metrics"], unknown>>, extra: object = {}): SubmittedActivity =>
  ({ ...SMALL_RUN, ...extra, metrics: { ...SMALL_RUN.metrics, ...metrics } }) as SubmittedActivity;
const DAY = Date.UTC(2018, 4, 27);

describe("absurd times (the campaign's cases)", () => {
  it("renderActivityChart: startTime 1e300 and intervalValue 1e300 give a chart saying so", () => {
    for (const activity of [{ ...SMALL_RUN, startTime: 1e300 }, withMetrics({ intervalValue: 1e300 }), { ...SMALL_RUN_DETAIL, startTime: "+275760-09-13T00:00:00.000Z" }]) {
      const svg = renderActivityChart(activity as SubmittedActivity);
      expect(descOf(svg)).toBe("No chart: the times of the activity lie outside the dates JavaScript represents.");
      expect(wellFormed(svg)).toBe(true);
    }
  });

  it("renderDayChart: a window or activities at 1e300 give a chart, never a RangeError", () => {
    expect(descOf(renderDayChart({ fromMs: 1e300, toMs: 2e300, activities: [] }))).toMatch(/^No chart: the window must end after it starts/);
    const far = renderDayChart({ fromMs: DAY, toMs: DAY + 86_400_000, activities: [{ ...SMALL_RUN, startTime: 1e300 }, withMetrics({ intervalValue: 1e300 }), withMetrics({ intervalValue: 1e-300 })] });
    expect(descOf(far)).toContain("3 unreadable activities were left out."); // times, an interval of 1e300 s, one of 1e-300 s
    expect(wellFormed(far)).toBe(true);
  });
});

describe("inputs whose size or shape is absurd", () => {
  it("refuses more data points than it draws, without reading them", () => {
    const sparse: number[][] = [];
    sparse.length = 50_000_000;
    expect(descOf(renderActivityChart(withMetrics({ data: sparse })))).toBe("No chart: 50000000 data points; at most 1000000 are drawn.");
    const values: string[] = [];
    values.length = 2 ** 32 - 1;
    expect(descOf(renderActivityChart({ ...SMALL_RUN_DETAIL, metrics: [{ ...SMALL_RUN_DETAIL.metrics[0]!, values }] }))).toMatch(/^No chart: 4294967295 data points/);
    const many = Array.from({ length: 101 }, () => SMALL_RUN);
    expect(descOf(renderDayChart({ fromMs: DAY, toMs: DAY + 86_400_000, activities: many }))).toBe("No chart: 101 activities; at most 100 are drawn.");
  });

  it("answers a getter that throws, a revoked Proxy and options of the wrong type with a chart", () => {
    const throwing = new Proxy({}, { get: () => { throw new Error("boom"); } });
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    for (const input of [throwing, proxy]) {
      expect(descOf(renderActivityChart(input as never))).toBe("No chart: reading the activity or the options threw an exception.");
      expect(descOf(renderDayChart(input as never))).toBe("No chart: reading the day or the options threw an exception.");
    }
    expect(descOf(renderDayChart(null as never))).toBe("No chart: reading the day or the options threw an exception.");
    expect(wellFormed(renderActivityChart(SMALL_RUN, { title: 42 as never, width: "wide" as never, speed: {} as never }))).toBe(true);
    expect(wellFormed(renderActivityChart(SMALL_RUN, throwing as never))).toBe(true);
  });

  it("draws values at the ends of the doubles without NaN coordinates", () => {
    // found by the property below: a fuel of Number.MAX_VALUE made the day's stack infinite
    const huge = withMetrics({ metricTypes: ["fuel"], data: [[Number.MAX_VALUE], [1]] });
    expect(wellFormed(renderDayChart({ fromMs: DAY, toMs: DAY + 86_400_000, activities: [huge, SMALL_RUN] }))).toBe(true);
    for (const values of [[5e-324, 1e-323, 0], [1e-200, 2e-200, 3e-200], [1.7e308, -1.7e308, 1], [1e15, 1e15 + 1, 1e15 + 2]]) {
      const svg = renderActivityChart(withMetrics({ metricTypes: ["heartrate", "elevation", "watts"], data: values.map((v) => [v, v, v]) }));
      expect(wellFormed(svg), String(values)).toBe(true);
    }
  });
});

describe("any input (property)", () => {
  const number = fc.oneof(
    fc.double(),
    fc.constantFrom(0, -0, 5e-324, 1e-300, 1e300, -1e300, Number.MAX_VALUE, -Number.MAX_VALUE, 8.64e15, -8.64e15, 2 ** 53),
    fc.integer({ min: -1000, max: 1000 }),
  );
  const value = fc.oneof(number, fc.string({ maxLength: 8 }), fc.constant(null), fc.constant(undefined), fc.boolean());
  const item = fc.record({
    activityType: fc.oneof(fc.constantFrom("RUN", "WALK", "SWIMMING", "CYCLE", "ALL_DAY"), fc.string()),
    startTime: fc.oneof(number, fc.constantFrom("2018-05-27T08:00:00Z", "+275760-09-13T00:00:00.000Z", "x")),
    timeZoneName: fc.oneof(fc.constantFrom("Europe/Paris", "America/St_Johns", "Etc/GMT+12", "Pacific/Kiritimati"), fc.string()),
    duration: value,
    metrics: fc.record({
      intervalUnit: fc.constant("sec"),
      intervalValue: fc.oneof(number, fc.constantFrom(5, 10)),
      metricTypes: fc.constant(["speed", "distance", "heartrate", "watts", "steps", "elevation", "fuel"]),
      data: fc.array(fc.array(value, { minLength: 7, maxLength: 7 }), { minLength: 1, maxLength: 40 }),
    }),
  });

  it("renderActivityChart and renderDayChart return a well-formed SVG document for every item", () => {
    fc.assert(
      fc.property(item, fc.oneof(number, fc.constant(DAY)), number, (activity, fromMs, spanMs) => {
        const chart = renderActivityChart(activity as never);
        expect(chart.startsWith("<svg ")).toBe(true);
        expect(wellFormed(chart)).toBe(true);
        const day = renderDayChart({ fromMs, toMs: fromMs + Math.abs(spanMs), activities: [activity as never, SMALL_RUN] });
        expect(day.startsWith("<svg ")).toBe(true);
        expect(wellFormed(day)).toBe(true);
      }),
      { numRuns: 150 },
    );
  });
});
