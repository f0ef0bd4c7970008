import { describe, expect, it } from "vitest";
import { toGpx } from "../../src/export/toGpx.js";
import { SMALL_RUN, SMALL_RUN_DETAIL, START_MS } from "./fixtures.js";
import { lineOf, readWithSecondParser } from "./secondParser.js";

function gpxOf(input: Parameters<typeof toGpx>[0]): string {
  const result = toGpx(input);
  if (!result.ok) throw new Error(`${result.error.code} ${result.error.detail}`);
  return result.text;
}

const trkpts = (text: string): string[] => text.match(/<trkpt [^]*?<\/trkpt>/g) ?? [];

describe("toGpx", () => {
  it("writes one trkpt per data point plus one closing the track at startTime + points × interval", () => {
    const points = trkpts(gpxOf(SMALL_RUN));
    expect(points).toHaveLength(4);
    expect(points[0]).toBe(
      '<trkpt lat="51.5" lon="-0.12"><ele>10</ele><time>2018-05-27T08:00:00Z</time><extensions><gpxtpx:TrackPointExtension>' +
        "<gpxtpx:hr>120</gpxtpx:hr><gpxtpx:cad>84</gpxtpx:cad></gpxtpx:TrackPointExtension></extensions></trkpt>",
    );
    // heart rate 0 is no reading: no hr element; cadence = 30 steps per 10 s × 30 / 10 = 90 strides per minute
    expect(points[2]).toContain("<time>2018-05-27T08:00:20Z</time>");
    expect(points[2]).not.toContain("<gpxtpx:hr>");
    expect(points[2]).toContain("<gpxtpx:cad>90</gpxtpx:cad>");
    // the closing point holds the last point's position and values
    expect(points[3]).toBe(points[2]!.replace("08:00:20Z", "08:00:30Z"));
  });

  it("escapes the device name in creator and names the track with the type and start; RUN's type label is running", () => {
    const text = gpxOf(SMALL_RUN);
    expect(text).toContain('creator="Forerunner &lt;920&gt; &quot;XT&quot; &amp; co"');
    expect(text).toContain("<metadata><time>2018-05-27T08:00:00Z</time></metadata>");
    expect(text).toContain("<trk><name>RUN 2018-05-27T08:00:00Z</name><type>running</type>");
    expect(text.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<gpx version="1.1"')).toBe(true);
  });

  it("writes the same document from the detail as from the Add Activities item", () => {
    expect(gpxOf(SMALL_RUN_DETAIL)).toBe(gpxOf(SMALL_RUN));
  });

  it("replaces characters XML 1.0 cannot carry in strings, so the document stays well-formed", () => {
    const text = gpxOf({ ...SMALL_RUN, deviceName: "bad\u0001name\uD800 <x>" });
    expect(text).toContain('creator="bad\uFFFDname\uFFFD &lt;x&gt;"');
    expect(() => readWithSecondParser(text, "gpx")).not.toThrow();
  });

  it("writes millisecond times only when the start has milliseconds, and decimals without exponents", () => {
    const data = SMALL_RUN.metrics.data.map((row) => [1e-7, ...row.slice(1)]);
    const text = gpxOf({ ...SMALL_RUN, startTime: START_MS + 250, metrics: { ...SMALL_RUN.metrics, data } });
    expect(text).toContain("<time>2018-05-27T08:00:10.250Z</time>");
    expect(text).toContain('lat="0.0000001"');
  });

  it("gives an empty track for an activity without coordinates (its GPS resource has no waypoints either)", () => {
    const text = gpxOf({ ...SMALL_RUN, metrics: { ...SMALL_RUN.metrics, metricTypes: ["heartrate"], data: [[120], [121]] } });
    expect(trkpts(text)).toEqual([]);
    expect(text).toContain("<trkseg>\n</trkseg>");
    expect(() => readWithSecondParser(text, "gpx")).not.toThrow();
  });

  it("is read back by a second, independent parser (xmldom + togeojson): positions, elevation, times, heart rate", () => {
    const [feature, ...rest] = readWithSecondParser(gpxOf(SMALL_RUN_DETAIL), "gpx");
    expect(rest).toEqual([]);
    const line = lineOf(feature);
    expect(line.coordinates).toEqual([
      [-0.12, 51.5, 10],
      [-0.1201, 51.5001, 10.5],
      [-0.1202, 51.5002, 11],
      [-0.1202, 51.5002, 11],
    ]);
    expect(line.times).toEqual(["2018-05-27T08:00:00Z", "2018-05-27T08:00:10Z", "2018-05-27T08:00:20Z", "2018-05-27T08:00:30Z"]);
    expect(feature?.properties?.["type"]).toBe("running");
    expect(feature?.properties?.["name"]).toBe("RUN 2018-05-27T08:00:00Z");
  });

  it.each([
    [null, 1700, []],
    [[SMALL_RUN], 1700, []],
    [{ ...SMALL_RUN, activityType: "" }, 1700, ["activityType"]],
    [{ ...SMALL_RUN, startTime: "yesterday" }, 1700, ["startTime"]],
    [{ ...SMALL_RUN, metrics: { ...SMALL_RUN.metrics, data: [] } }, 1700, ["metrics", "data"]],
    [{ ...SMALL_RUN, metrics: { ...SMALL_RUN.metrics, intervalValue: 0 } }, 1700, ["metrics", "intervalValue"]],
    [{ ...SMALL_RUN, metrics: { ...SMALL_RUN.metrics, data: [[51.5, -0.12, 10, 0, 10.8, 120, "x"]] } }, 1710, ["metrics", "data", 0, 6]],
    [{ ...SMALL_RUN, metrics: { ...SMALL_RUN.metrics, data: [[91, -0.12, 10, 0, 10.8, 120, 1]] } }, 1710, ["metrics", "data", 0, 0]],
    [{ ...SMALL_RUN, metrics: { ...SMALL_RUN.metrics, data: [[51.5, -0.12]] } }, 1710, ["metrics", "data", 0]],
    [{ ...SMALL_RUN_DETAIL, metrics: [{ ...SMALL_RUN_DETAIL.metrics[0]!, values: ["51.5", ""] }] }, 1710, ["metrics", 0, "values", 1]],
    [{ ...SMALL_RUN_DETAIL, metrics: [SMALL_RUN_DETAIL.metrics[0]!, { ...SMALL_RUN_DETAIL.metrics[1]!, values: ["1"] }] }, 1710, ["metrics", 1]],
    [{ ...SMALL_RUN_DETAIL, metrics: [{ metricType: "LATITUDE", intervalMetric: 10 }] }, 1700, ["metrics", 0]],
  ] as const)("refuses %j with code %i at %j, never throwing", (input, code, path) => {
    const result = toGpx(input as never);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe(code);
      expect(result.error.path).toEqual(path);
      expect(result.error.detail.length).toBeGreaterThan(10);
    }
  });
});
