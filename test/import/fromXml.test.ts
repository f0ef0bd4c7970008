import { describe, expect, it } from "vitest";
import { fromGpx, fromTcx, importRecording } from "../../src/import/index.js";
import { detectFormat } from "../../src/import/detectFormat.js";
import { validateActivities } from "../../src/validate/validateActivities.js";
import { deriveActivity } from "../../src/derive/deriveActivity.js";

const NOW = Date.UTC(2025, 0, 1);
const iso = (s: number): string => new Date(Date.UTC(2019, 7, 11, 12, 0, 0) + s * 1000).toISOString();

function tcx(sport: string, laps: readonly (readonly number[])[], extra = ""): string {
  const lapXml = laps
    .map(
      (seconds) => `<Lap StartTime="${iso(seconds[0] ?? 0)}"><TotalTimeSeconds>${(seconds.at(-1) ?? 0) - (seconds[0] ?? 0)}</TotalTimeSeconds>
      <DistanceMeters>${((seconds.at(-1) ?? 0) - (seconds[0] ?? 0)) * 3}</DistanceMeters><Calories>50</Calories><Track>
      ${seconds
        .map(
          (s) => `<Trackpoint><Time>${iso(s)}</Time><Position><LatitudeDegrees>45.2</LatitudeDegrees><LongitudeDegrees>5.8</LongitudeDegrees></Position>
        <AltitudeMeters>200</AltitudeMeters><DistanceMeters>${s * 3}</DistanceMeters><HeartRateBpm><Value>140</Value></HeartRateBpm>
        <Extensions><ns3:TPX><ns3:Speed>3</ns3:Speed><ns3:RunCadence>90</ns3:RunCadence></ns3:TPX></Extensions></Trackpoint>`,
        )
        .join("\n")}</Track></Lap>`,
    )
    .join("\n");
  return `${extra}<?xml version="1.0" encoding="UTF-8"?>
<TrainingCenterDatabase xmlns="http://www.garmin.com/xmlschemas/TrainingCenterDatabase/v2" xmlns:ns3="http://www.garmin.com/xmlschemas/ActivityExtension/v2">
<Activities><Activity Sport="${sport}"><Id>${iso(0)}</Id>${lapXml}<Creator><Name>Forerunner 945</Name></Creator></Activity></Activities>
</TrainingCenterDatabase>`;
}

const range = (from: number, to: number, step = 1): number[] => Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, i) => from + i * step);

function gpx(tracks: readonly { type?: string; seconds: readonly (number | undefined)[]; lat0?: number }[]): string {
  const trk = tracks
    .map(
      (t) => `<trk>${t.type === undefined ? "" : `<type>${t.type}</type>`}<trkseg>
      ${t.seconds
        .map(
          (s, i) => `<trkpt lat="${(t.lat0 ?? 45.2) + i * 0.0001}" lon="5.8"><ele>${200 + i}</ele>${s === undefined ? "" : `<time>${iso(s)}</time>`}
          <extensions><gpxtpx:TrackPointExtension><gpxtpx:hr>120</gpxtpx:hr></gpxtpx:TrackPointExtension></extensions></trkpt>`,
        )
        .join("\n")}</trkseg></trk>`,
    )
    .join("\n");
  return `<?xml version="1.0"?><gpx version="1.1" creator="Test Phone App" xmlns="http://www.topografix.com/GPX/1/1"
  xmlns:gpxtpx="http://www.garmin.com/xmlschemas/TrackPointExtension/v1">${trk}</gpx>`;
}

describe("fromTcx", () => {
  it("refuses with 1685 an activity the validator would reject for its data (a corrupt cumulative distance)", async () => {
    // 10^12 m = 10^9 km at 150 s: beyond the registry's 100,000 km maximum of a cumulative distance
    const corrupt = tcx("Running", [range(0, 300)]).replaceAll("<DistanceMeters>450</DistanceMeters>", "<DistanceMeters>1000000000000</DistanceMeters>");
    const result = await fromTcx(corrupt, { nowMs: NOW, timeZoneName: "Europe/Paris" });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe(1685);
    expect(result.error.key).toBe("IMPORTED_DATA_INVALID");
    expect(result.error.detail).toMatch(/^code 260 at \/metrics\/data\//);
  });

  it("joins laps, sums lap totals, reads RunCadence as strides and tolerates text before the declaration", async () => {
    const result = await fromTcx(tcx("Running", [range(0, 300), range(301, 600)], "   \n"), { nowMs: NOW, timeZoneName: "Europe/Paris" });
    if (!result.ok) throw new Error(result.error.detail);
    const { activity, meta } = result.activities[0]!;
    expect(activity.activityType).toBe("RUN");
    expect(activity.deviceName).toBe("Forerunner 945");
    expect(activity.deviceType).toBe("WATCH");
    expect(activity.timeZoneName).toBe("Europe/Paris");
    expect(meta.deviceTotals).toEqual({ distanceM: 1797, timerS: 599, calories: 100 });
    expect(meta.warnings.map((w) => w.key)).toContain("XML_LEADING_WHITESPACE");
    const steps = activity.metrics.data.map((r) => r[activity.metrics.metricTypes.indexOf("steps")] as number);
    // 90 strides/min = 180 steps/min over 600 s
    expect(steps.reduce((a, b) => a + b, 0)).toBe(1800);
    // the distance at the last interval's start (590 s), 1.77 km; its gain of 30 m (10.8 km/h over 10 s) is
    // modelled by the fuel only: the distance shown is the last submitted value
    expect(activity.metrics.data.at(-1)![activity.metrics.metricTypes.indexOf("distance")]).toBe(1.77);
    expect(deriveActivity(activity).distanceKm).toBe(1.77);
    expect(validateActivities(result.submission, { nowMs: NOW }).ok).toBe(true);
  });

  it("maps Biking to CYCLE and Other to OTHER (heart rate + age)", async () => {
    const bike = await fromTcx(tcx("Biking", [range(0, 120)]), { nowMs: NOW });
    expect(bike.ok && bike.submission[0]!.activityType).toBe("CYCLE");
    const other = await fromTcx(tcx("Other", [range(0, 120)]), { nowMs: NOW });
    expect(other.ok && other.submission[0]!.activityType).toBe("OTHER");
    expect(other.ok && other.activities[0]!.meta.warnings.map((w) => w.key)).toContain("PROFILE_REQUIRED");
  });

  it("reports broken XML with line and column (1630) and a foreign document (1640)", async () => {
    const broken = await fromTcx(tcx("Running", [range(0, 10)]).replace("</Lap>", ""), { nowMs: NOW });
    expect(broken.ok).toBe(false);
    if (!broken.ok) {
      expect(broken.error.code).toBe(1630);
      expect(broken.error.detail).toMatch(/^line \d+, column \d+: /);
    }
    const truncated = await fromTcx(tcx("Running", [range(0, 10)]).slice(0, 700), { nowMs: NOW });
    expect(!truncated.ok && truncated.error.code).toBe(1630);
    const foreign = await fromTcx(gpx([{ seconds: range(0, 10) }]), { nowMs: NOW });
    expect(!foreign.ok && foreign.error.code).toBe(1640);
    const course = await fromTcx(`<TrainingCenterDatabase><Courses/></TrainingCenterDatabase>`, { nowMs: NOW });
    expect(!course.ok && course.error.code).toBe(1640);
  });
});

describe("fromGpx", () => {
  it("uses the GPS path, maps trk/type, takes heart rate from TrackPointExtension", async () => {
    const result = await fromGpx(gpx([{ type: "running", seconds: range(0, 600, 2) }]), { nowMs: NOW });
    if (!result.ok) throw new Error(result.error.detail);
    const { activity, meta } = result.activities[0]!;
    expect(activity.activityType).toBe("RUN");
    expect(meta.distanceSource).toBe("gps");
    // 300 steps of 0.0001° of latitude at 45.2° (M ≈ 6367.5 km): about 11.1 m each
    expect(meta.recordedDistanceM).toBeGreaterThan(3330);
    expect(meta.recordedDistanceM).toBeLessThan(3340);
    expect(activity.metrics.metricTypes).toContain("heartrate");
    expect(activity.deviceType).toBe("PHONE");
    // 45.2°N 5.8°E, Grenoble: the zone at the first position (the nautical zone there would be Etc/GMT)
    expect(activity.timeZoneName).toBe("Europe/Paris");
    expect(meta.timeZoneSource).toBe("position");
  });

  it("guesses the type from the moving speed when the file names no sport, and says so", async () => {
    const result = await fromGpx(gpx([{ seconds: range(0, 600, 2) }]), { nowMs: NOW });
    if (!result.ok) throw new Error(result.error.detail);
    // 11.1 m per 2 s = 20 km/h: CYCLE
    expect(result.submission[0]!.activityType).toBe("CYCLE");
    expect(result.activities[0]!.meta.activityTypeSource).toBe("speed-guess");
    expect(result.activities[0]!.meta.warnings.map((w) => w.key)).toContain("TYPE_GUESSED");
  });

  it("joins timed tracks, skips untimed and overlapping ones, never double-counting the route", async () => {
    const result = await fromGpx(
      gpx([
        { type: "hiking", seconds: range(0, 300, 10) },
        { seconds: range(0, 300, 10).map(() => undefined) },
        { seconds: range(600, 900, 10), lat0: 45.203 },
        { seconds: range(100, 200, 10) },
      ]),
      { nowMs: NOW },
    );
    if (!result.ok) throw new Error(result.error.detail);
    const keys = result.activities[0]!.meta.warnings.map((w) => w.key);
    expect(keys).toContain("UNTIMED_TRACK_SKIPPED");
    expect(keys).toContain("OVERLAPPING_TRACK_SKIPPED");
    expect(result.activities[0]!.meta.sampleCount).toBe(62);
    expect(result.activities[0]!.meta.sampleSpanS).toBe(900);
  });

  it("refuses tracks without times (1650) and reads undeclared prefixes with a warning", async () => {
    const untimed = await fromGpx(gpx([{ seconds: [undefined, undefined, undefined] }]), { nowMs: NOW });
    expect(!untimed.ok && untimed.error.code).toBe(1650);
    const text = gpx([{ type: "9", seconds: range(0, 120, 1) }]).replace(/<gpxtpx:hr>120<\/gpxtpx:hr>/g, "<gpxdata:hr>120</gpxdata:hr>").replace(/ xmlns:gpxtpx="[^"]*"/, "");
    const lenient = await fromGpx(text, { nowMs: NOW });
    if (!lenient.ok) throw new Error(lenient.error.detail);
    expect(lenient.submission[0]!.activityType).toBe("RUN");
    expect(lenient.warnings.length + lenient.activities[0]!.meta.warnings.filter((w) => w.key === "XML_UNDECLARED_PREFIX").length).toBeGreaterThan(0);
  });
});

describe("detectFormat / importRecording", () => {
  it("recognises content first, then the file name", async () => {
    expect(detectFormat(tcx("Running", [range(0, 3)]))).toBe("tcx");
    expect(detectFormat(new TextEncoder().encode(gpx([{ seconds: [0] }])))).toBe("gpx");
    expect(detectFormat("<?xml version='1.0'?><!-- x --><ns:gpx xmlns:ns='x'/>")).toBe("gpx");
    expect(detectFormat("plain text", "RIDE.FIT")).toBe("fit");
    expect(detectFormat("plain text")).toBeUndefined();
    const result = await importRecording(gpx([{ type: "cycling", seconds: range(0, 120, 1) }]), { nowMs: NOW });
    expect(result.ok && result.activities[0]!.meta.format).toBe("gpx");
  });
});
