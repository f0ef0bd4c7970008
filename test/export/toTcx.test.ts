import { describe, expect, it } from "vitest";
import type { SubmittedActivity } from "../../src/model/submittedActivity.js";
import { toTcx, type TcxOptions } from "../../src/export/toTcx.js";
import { SMALL_RUN, SMALL_RUN_DETAIL } from "./fixtures.js";
import { lineOf, readWithSecondParser } from "./secondParser.js";

function tcxOf(input: Parameters<typeof toTcx>[0], options?: TcxOptions): string {
  const result = toTcx(input, options);
  if (!result.ok) throw new Error(`${result.error.code} ${result.error.detail}`);
  return result.text;
}

const all = (text: string, pattern: RegExp): string[] => [...text.matchAll(pattern)].map((m) => m[1] as string);

/** A 10-minute ride at 5 s: 120 points, 36 km/h (50 m per point), heart rate 100 + k, power 200, calories 1 per point. */
const RIDE: SubmittedActivity = {
  activityType: "CYCLE",
  deviceType: "BIKE",
  startTime: Date.UTC(2020, 0, 1, 10),
  timeZoneName: "Etc/UTC",
  metrics: {
    intervalUnit: "sec",
    intervalValue: 5,
    metricTypes: ["distance", "speed", "heartrate", "watts", "calories"],
    data: Array.from({ length: 120 }, (_, k) => [k * 0.05, 36, 100 + (k % 50), 200, 1]),
  },
};

describe("toTcx", () => {
  it("writes one lap with every trackpoint, the closing one at the end with the end distance", () => {
    const text = tcxOf(SMALL_RUN);
    expect(all(text, /<Lap StartTime="([^"]+)">/g)).toEqual(["2018-05-27T08:00:00Z"]);
    expect(all(text, /<Trackpoint><Time>([^<]+)<\/Time>/g)).toEqual([
      "2018-05-27T08:00:00Z",
      "2018-05-27T08:00:10Z",
      "2018-05-27T08:00:20Z",
      "2018-05-27T08:00:30Z",
    ]);
    // the end: 0.06 km + 7.2 km/h × 10 s = 0.08 km
    expect(all(text, /<\/Position><AltitudeMeters>[^<]+<\/AltitudeMeters><DistanceMeters>([^<]+)</g)).toEqual(["0", "30", "60", "80"]);
    expect(text).toContain("<TotalTimeSeconds>30</TotalTimeSeconds><DistanceMeters>80</DistanceMeters><MaximumSpeed>3</MaximumSpeed>");
    // heart rate: 0 is no reading (left out of the points and the lap's average)
    expect(all(text, /<HeartRateBpm><Value>(\d+)<\/Value>/g)).toEqual(["120", "130"]);
    expect(text).toContain("<AverageHeartRateBpm><Value>125</Value></AverageHeartRateBpm><MaximumHeartRateBpm><Value>130</Value></MaximumHeartRateBpm>");
    // steps per 10 s × 3 = strides per minute; with a distance stream no per-point speed
    expect(all(text, /<ns3:RunCadence>(\d+)</g)).toEqual(["84", "87", "90", "90"]);
    expect(text).not.toContain("<ns3:Speed>");
    // without distance, speed km/h / 3.6 = m/s per point
    const noDistance = tcxOf({ ...SMALL_RUN, metrics: { ...SMALL_RUN.metrics, metricTypes: ["speed", "heartrate"], data: [[10.8, 1], [10.8, 2], [7.2, 3]] } });
    expect(all(noDistance, /<ns3:Speed>([^<]+)</g)).toEqual(["3", "3", "2", "2"]);
    expect(text).toContain('<Activity Sport="Running">');
    expect(text).toContain("<Creator xsi:type=\"Device_t\"><Name>Forerunner &lt;920&gt; &quot;XT&quot; &amp; co</Name>");
  });

  it("writes the same document from the detail as from the Add Activities item, but for the detail's summary calories", () => {
    const fromDetail = tcxOf(SMALL_RUN_DETAIL);
    expect(fromDetail).toContain("<Calories>31</Calories>");
    expect(fromDetail.replace("<Calories>31</Calories>", "<Calories>0</Calories>")).toBe(tcxOf(SMALL_RUN));
  });

  it("cuts laps at every lapKm (TriggerMethod Distance) with each lap's own totals", () => {
    const text = tcxOf(RIDE, { lapKm: 2 });
    // 2 km = 40 points of 50 m: laps at points 0, 40, 80
    expect(all(text, /<Lap StartTime="([^"]+)">/g)).toEqual(["2020-01-01T10:00:00Z", "2020-01-01T10:03:20Z", "2020-01-01T10:06:40Z"]);
    expect(all(text, /<TotalTimeSeconds>([^<]+)</g)).toEqual(["200", "200", "200"]);
    expect(all(text, /<\/TotalTimeSeconds><DistanceMeters>([^<]+)</g)).toEqual(["2000", "2000", "2000"]);
    expect(all(text, /<Calories>(\d+)</g)).toEqual(["40", "40", "40"]);
    expect(all(text, /<TriggerMethod>(\w+)</g)).toEqual(["Distance", "Distance", "Distance"]);
    // 100 + k % 50: lap 0 averages 119.5, lap 1 (140–149, 100–129) 122, lap 2 (130–149, 100–119) 124.5
    expect(all(text, /<AverageHeartRateBpm><Value>(\d+)</g)).toEqual(["120", "122", "125"]);
    // every data point once, plus the closing one in the last lap
    expect(text.match(/<Trackpoint>/g)).toHaveLength(121);
    expect(all(text, /<Track>\n([^]*?)<\/Track>/g).map((track) => track.match(/<Trackpoint>/g)?.length)).toEqual([40, 40, 41]);
    expect(text).toContain('<Activity Sport="Biking">');
  });

  it("cuts laps every lapMinutes (TriggerMethod Time); a last short lap keeps the rest", () => {
    const text = tcxOf(RIDE, { lapMinutes: 4 });
    expect(all(text, /<TotalTimeSeconds>([^<]+)</g)).toEqual(["240", "240", "120"]);
    expect(all(text, /<TriggerMethod>(\w+)</g)).toEqual(["Time", "Time", "Time"]);
  });

  it("shares a detail's summary calories among laps by time when there is no calories column", () => {
    const detail = { ...SMALL_RUN_DETAIL, metricSummary: { ...SMALL_RUN_DETAIL.metricSummary, calories: "90" } };
    expect(all(tcxOf(detail, { lapMinutes: 10 / 60 }), /<Calories>(\d+)</g)).toEqual(["30", "30", "30"]);
  });

  it("is read back by a second, independent parser (xmldom + togeojson): laps, times, positions, heart rate, watts", () => {
    const features = readWithSecondParser(tcxOf(RIDE, { lapKm: 2 }), "tcx");
    expect(features).toHaveLength(0); // no positions: togeojson skips laps without coordinates
    const [lap] = readWithSecondParser(tcxOf(SMALL_RUN_DETAIL), "tcx");
    const line = lineOf(lap);
    expect(line.coordinates).toEqual([
      [-0.12, 51.5, 10],
      [-0.1201, 51.5001, 10.5],
      [-0.1202, 51.5002, 11],
      [-0.1202, 51.5002, 11],
    ]);
    expect(lap?.properties?.["distanceMeters"]).toBe(80);
    expect(lap?.properties?.["totalTimeSeconds"]).toBe(30);
    const withPower = readWithSecondParser(tcxOf({ ...RIDE, metrics: { ...RIDE.metrics, metricTypes: ["latitude", "longitude", ...RIDE.metrics.metricTypes], data: RIDE.metrics.data.map((row, k) => [45, 7 + k / 1000, ...row]) } }, { lapKm: 2 }), "tcx");
    expect(withPower).toHaveLength(3);
    expect(withPower.map((f) => (f.properties?.["watts"] as number[]).length)).toEqual([40, 40, 41]);
    expect(withPower.flatMap((f) => f.properties?.["watts"] as number[]).every((w) => w === 200)).toBe(true);
  });

  it.each([
    [{ lapKm: 0 }],
    [{ lapKm: Number.NaN }],
    [{ lapMinutes: -1 }],
    [{ lapKm: 1, lapMinutes: 1 }],
    [null],
  ])("refuses the options %j with code 1720", (options) => {
    const result = toTcx(SMALL_RUN, options as never);
    expect(result.ok ? 0 : result.error.code).toBe(1720);
  });

  it("refuses a value that is not a number with code 1710 and its path", () => {
    const result = toTcx({ ...SMALL_RUN_DETAIL, metrics: [{ ...SMALL_RUN_DETAIL.metrics[0]!, values: ["51.5", "north"] }] });
    expect(result.ok ? undefined : [result.error.code, result.error.path]).toEqual([1710, ["metrics", 0, "values", 1]]);
  });
});
