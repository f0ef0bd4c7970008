import { escapeXml } from "./escapeXml.js";
import type { ExportResult } from "./exportResult.js";
import { createIsoTime, createIsoTimeParts } from "./isoTime.js";
import type { ActivityDetail } from "../model/activityDetail.js";
import type { SubmittedActivity } from "../model/submittedActivity.js";
import { readExportColumns } from "./readExportColumns.js";
import { CHUNK_CHARS, flatText } from "./flatText.js";

/** `trk/type` labels that the GPX importer maps back to the same activity type (Garmin Connect spellings). */
const GPX_TYPE: Readonly<Record<string, string>> = {
  RUN: "running",
  CYCLE: "cycling",
  WALK: "walking",
  HIKING: "hiking",
  MOUNTAIN_BIKING: "mountain_biking",
  SWIMMING: "swimming",
  ROWING: "rowing",
  KAYAKING: "kayaking",
  SKIING: "skiing",
};

const HEADER =
  '<?xml version="1.0" encoding="UTF-8"?>\n<gpx version="1.1" creator="CREATOR" xmlns="http://www.topografix.com/GPX/1/1" ' +
  'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:gpxtpx="http://www.garmin.com/xmlschemas/TrackPointExtension/v1" ' +
  'xsi:schemaLocation="http://www.topografix.com/GPX/1/1 http://www.topografix.com/GPX/1/1/gpx.xsd ' +
  'http://www.garmin.com/xmlschemas/TrackPointExtension/v1 http://www8.garmin.com/xmlschemas/TrackPointExtensionv1.xsd">\n';

/**
 * Writes an activity as a GPX 1.1 track (no parser needed): one `trk` with one `trkseg`, one `trkpt` per data
 * point with its position (`lat`, `lon`, degrees WGS 84), `ele` (metres, when the activity has elevation) and
 * `time` (UTC), and Garmin's TrackPointExtension v1 with `hr` (heart rate, bpm, rounded, at most 255; a 0 is no
 * reading and is left out) and `cad` (cadence from the steps column: steps per interval × 30 / interval = strides
 * per minute, rounded, at most 254).
 *
 * - Time: data point `k` is at `startTime + k × interval` (spec 2.2 rule 3); one more point closes the track at
 *   the activity's end, `startTime + points × interval`, with the last point's values, so that an importer
 *   resampling the track gets the same number of data points back.
 * - The document: `creator` is the device name (else `activity-fuel`), `metadata/time` the start, `trk/name`
 *   the activity type and start, `trk/type` a label the importers map back (`running`, `cycling`, `walking`,
 *   `hiking`, ...; other types lower case). Every string is XML-escaped.
 * - An activity without latitude and longitude gives a valid document with an empty track (as its GPS resource
 *   has no waypoints). GPX has no distance, speed, power, fuel or time zone: an importer derives distance from
 *   the positions and needs the time zone again.
 *
 * Errors (returned, never thrown, in time linear in the number of data points): 1700 the input is not an activity
 * (or its times fall outside the years 0001–9999), 1710 a value is not a finite number, a coordinate is out of
 * range or a number beyond its metric type's range (`path` names it).
 *
 * @example
 * ```ts
 * const detail = await service.getActivity(userId, activityId);
 * if (detail.ok) {
 *   const gpx = toGpx(detail.value);
 *   if (gpx.ok) await writeFile("ride.gpx", gpx.text);
 * }
 * ```
 *
 * @param activity - an activity detail (`getActivity`) or an Add Activities item (an importer's output).
 * @returns the GPX text, or an export error.
 */
export function toGpx(activity: ActivityDetail | SubmittedActivity): ExportResult {
  const read = readExportColumns(activity, { texts: ["latitude", "longitude", "elevation"], numbers: ["heartrate", "steps"] });
  if ("code" in read) return { ok: false, error: read };
  const { texts, numbers, count, startMs, activityType } = read;
  const periodMs = read.intervalS * 1000;
  const time = createIsoTime();
  const clock = createIsoTimeParts();
  const lat = texts.get("latitude");
  const lon = texts.get("longitude");
  const ele = texts.get("elevation");
  const hr = numbers.get("heartrate");
  const steps = numbers.get("steps");
  const cadencePerStep = 30 / read.intervalS;

  const creator = escapeXml(read.deviceName !== undefined && read.deviceName.trim() !== "" ? read.deviceName : "activity-fuel");
  const start = time(startMs);
  let out = HEADER.replace("CREATOR", creator);
  out += `<metadata><time>${start}</time></metadata>\n<trk><name>${escapeXml(`${activityType} ${start}`)}</name>`;
  out += `<type>${escapeXml(GPX_TYPE[activityType] ?? activityType.toLowerCase())}</type>\n<trkseg>\n`;
  const done: string[] = [];
  if (lat !== undefined && lon !== undefined) {
    // appended piece by piece, neighbouring tags merged, to a rope flattened every 64 Ki characters (flatText):
    // faster than building each point's text or joining an array of pieces, and linear in the number of points
    for (let p = 0; p <= count; p++) {
      if (out.length > CHUNK_CHARS) {
        done.push(flatText(out));
        out = "";
      }
      const k = p < count ? p : count - 1; // the closing point holds the last values
      out += '<trkpt lat="';
      out += lat[k] as string;
      out += '" lon="';
      out += lon[k] as string;
      out += '">';
      if (ele !== undefined) {
        out += "<ele>";
        out += ele[k] as string;
        out += "</ele>";
      }
      out += "<time>";
      out += clock.head(startMs + p * periodMs);
      out += clock.tail(startMs + p * periodMs);
      const h = hr === undefined ? 0 : Math.min(255, Math.round(hr[k] as number));
      const c = steps === undefined ? -1 : Math.max(0, Math.min(254, Math.round((steps[k] as number) * cadencePerStep)));
      if (h > 0 || c >= 0) {
        out += "</time><extensions><gpxtpx:TrackPointExtension>";
        if (h > 0) {
          out += "<gpxtpx:hr>";
          out += h;
          out += "</gpxtpx:hr>";
        }
        if (c >= 0) out += `<gpxtpx:cad>${c}</gpxtpx:cad>`;
        out += "</gpxtpx:TrackPointExtension></extensions></trkpt>\n";
      } else out += "</time></trkpt>\n";
    }
  }
  out += "</trkseg>\n</trk>\n</gpx>\n";
  done.push(out);
  return { ok: true, text: done.join("") };
}
