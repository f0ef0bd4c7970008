import { guessDeviceType } from "../guessDeviceType.js";
import { importError, type ImportError } from "../importError.js";
import type { ImportWarning } from "../importResult.js";
import { mapGpxType } from "../mapSport.js";
import { quoteText } from "../quoteText.js";
import type { Track, TrackSample } from "../track.js";
import { xmlChild, xmlChildren, xmlNumber, xmlText, type XmlDocument } from "../xml/parseXml.js";

function sampleOf(pt: Record<string, unknown>): TrackSample {
  const time = xmlText(pt["time"]);
  const s: TrackSample = { t: time === undefined ? Number.NaN : Date.parse(time) };
  const lat = xmlNumber(pt["@_lat"]);
  const lon = xmlNumber(pt["@_lon"]);
  if (lat !== undefined && lon !== undefined) {
    s.lat = lat;
    s.lon = lon;
  }
  const ele = xmlNumber(pt["ele"]);
  if (ele !== undefined) s.ele = ele;
  const ext = xmlChild(pt, "extensions");
  const tpx = xmlChild(ext, "TrackPointExtension");
  const hr = xmlNumber(tpx?.["hr"]) ?? xmlNumber(ext?.["heartrate"]) ?? xmlNumber(ext?.["hr"]);
  if (hr !== undefined) s.hr = hr;
  const cadence = xmlNumber(tpx?.["cad"]) ?? xmlNumber(ext?.["cadence"]) ?? xmlNumber(ext?.["cad"]);
  if (cadence !== undefined) s.cadence = cadence;
  const power = xmlNumber(ext?.["power"]) ?? xmlNumber(tpx?.["power"]);
  if (power !== undefined) s.power = power;
  return s;
}

/**
 * Reads a parsed GPX 1.0/1.1 document as one track (decision D-66): the timed `trk`s are joined in time order
 * (several tracks of one file are pieces of one recording, e.g. a handheld's ACTIVE LOG split at power cycles);
 * a track without times (a saved route copy), an empty one, or one overlapping the previous in time is skipped
 * with a warning, so the route is never counted twice. Heart rate and cadence come from Garmin's
 * `TrackPointExtension` (`hr`, `cad`) or plain `heartrate`/`cadence`/`power` extensions; the sport from the first
 * kept track's `type` (free text: an unknown label counts as no sport); the device from `gpx/@creator`. GPX carries no device totals.
 *
 * @param doc - the parsed document.
 * @returns one track, or code 1640 when the root is not `gpx` or it has no track points.
 */
export function gpxToTracks(doc: XmlDocument): Track[] | ImportError {
  const gpx = xmlChild(doc.root, "gpx");
  if (gpx === undefined) {
    const root = Object.keys(doc.root).find((k) => !k.startsWith("?")) ?? "nothing";
    return importError("NOT_A_TRACK_DOCUMENT", `the root element is <${root}>, not <gpx>`);
  }
  const warnings: ImportWarning[] = [...doc.warnings];
  const pieces: { name: string; type: string | undefined; samples: TrackSample[] }[] = [];
  let untimedPoints = 0;
  const trks = xmlChildren(gpx, "trk");
  trks.forEach((trk, i) => {
    const title = xmlText(trk["name"])?.trim();
    const name = title ? quoteText(title) : `#${i + 1}`;
    const points = xmlChildren(trk, "trkseg").flatMap((seg) => xmlChildren(seg, "trkpt").map(sampleOf));
    const timed = points.filter((p) => Number.isFinite(p.t));
    if (points.length === 0) {
      if (trks.length > 1) warnings.push({ key: "EMPTY_TRACK_SKIPPED", message: `track ${name} has no points` });
    } else if (timed.length === 0) {
      warnings.push({ key: "UNTIMED_TRACK_SKIPPED", message: `track ${name} (${points.length} points) has no times and was skipped` });
    } else {
      untimedPoints += points.length - timed.length;
      pieces.push({ name, type: xmlText(trk["type"])?.trim(), samples: timed });
    }
  });
  if (untimedPoints > 0) {
    warnings.push({ key: "UNTIMED_SAMPLES", message: `${untimedPoints} points without a time inside timed tracks were dropped` });
  }
  pieces.sort((a, b) => (a.samples[0] as TrackSample).t - (b.samples[0] as TrackSample).t);
  const samples: TrackSample[] = [];
  for (const piece of pieces) {
    const last = samples[samples.length - 1];
    if (last !== undefined && (piece.samples[0] as TrackSample).t <= last.t) {
      warnings.push({ key: "OVERLAPPING_TRACK_SKIPPED", message: `track ${piece.name} overlaps the track before it in time and was skipped` });
      continue;
    }
    for (const sample of piece.samples) samples.push(sample); // no spread: a call takes at most ~120 000 arguments (issue 14.11)
  }
  if (pieces.length === 0 && trks.every((t) => xmlChildren(t, "trkseg").every((s) => xmlChildren(s, "trkpt").length === 0))) {
    return importError("NOT_A_TRACK_DOCUMENT", "the GPX document has no track points (routes and waypoints are not activities)");
  }
  const type = pieces.find((p) => p.type !== undefined && p.type !== "")?.type;
  const creator = typeof gpx["@_creator"] === "string" ? gpx["@_creator"].trim() : undefined;
  const mapping = mapGpxType(type);
  return [
    {
      format: "gpx",
      ...(type !== undefined && type !== "" ? { sourceSport: type } : {}),
      ...(mapping.activityType !== undefined ? { mappedType: mapping.activityType } : { sportUnknown: true }),
      ...(creator !== undefined && creator !== "" ? { deviceName: creator, deviceType: guessDeviceType(creator) } : {}),
      totals: {},
      samples,
      warnings,
    },
  ];
}
