import { escapeXml, xmlDecimal } from "./escapeXml.js";
import type { ExportResult } from "./exportResult.js";
import { createIsoTime } from "./isoTime.js";
import { readExportSamples } from "./readExportSamples.js";
import type { ExportableActivity } from "./readActivitySamples.js";

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
 * Errors (returned, never thrown): 1700 the input is not an activity, 1710 a value is not a finite number or a
 * coordinate is out of range (`path` names it).
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
export function toGpx(activity: ExportableActivity): ExportResult {
  const samples = readExportSamples(activity);
  if ("code" in samples) return { ok: false, error: samples };
  const { columns, count, startMs, activityType } = samples;
  const periodMs = samples.intervalS * 1000;
  const time = createIsoTime();
  const lat = columns.get("latitude");
  const lon = columns.get("longitude");
  const ele = columns.get("elevation");
  const hr = columns.get("heartrate");
  const steps = columns.get("steps");
  const cadencePerStep = 30 / samples.intervalS;

  const creator = escapeXml(samples.deviceName !== undefined && samples.deviceName.trim() !== "" ? samples.deviceName : "activity-fuel");
  const start = time(startMs);
  let out = HEADER.replace("CREATOR", creator);
  out += `<metadata><time>${start}</time></metadata>\n<trk><name>${escapeXml(`${activityType} ${start}`)}</name>`;
  out += `<type>${escapeXml(GPX_TYPE[activityType] ?? activityType.toLowerCase())}</type>\n<trkseg>\n`;
  if (lat !== undefined && lon !== undefined) {
    for (let p = 0; p <= count; p++) {
      const k = p < count ? p : count - 1; // the closing point holds the last values
      out += `<trkpt lat="${xmlDecimal(lat[k] as number)}" lon="${xmlDecimal(lon[k] as number)}">`;
      if (ele !== undefined) out += `<ele>${xmlDecimal(ele[k] as number)}</ele>`;
      out += `<time>${time(startMs + p * periodMs)}</time>`;
      const h = hr === undefined ? 0 : Math.min(255, Math.round(hr[k] as number));
      const c = steps === undefined ? -1 : Math.max(0, Math.min(254, Math.round((steps[k] as number) * cadencePerStep)));
      if (h > 0 || c >= 0) {
        out += "<extensions><gpxtpx:TrackPointExtension>";
        if (h > 0) out += `<gpxtpx:hr>${h}</gpxtpx:hr>`;
        if (c >= 0) out += `<gpxtpx:cad>${c}</gpxtpx:cad>`;
        out += "</gpxtpx:TrackPointExtension></extensions>";
      }
      out += "</trkpt>\n";
    }
  }
  out += "</trkseg>\n</trk>\n</gpx>\n";
  return { ok: true, text: out };
}
