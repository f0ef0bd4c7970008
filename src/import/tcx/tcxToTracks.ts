import { guessDeviceType } from "../guessDeviceType.js";
import { importError, type ImportError } from "../importError.js";
import type { DeviceTotals } from "../importResult.js";
import { mapTcxSport } from "../mapSport.js";
import type { Track, TrackSample } from "../track.js";
import { xmlChild, xmlChildren, xmlNumber, xmlText, type XmlDocument } from "../xml/parseXml.js";

function sampleOf(tp: Record<string, unknown>): TrackSample {
  const time = xmlText(tp["Time"]);
  const s: TrackSample = { t: time === undefined ? Number.NaN : Date.parse(time) };
  const pos = xmlChild(tp, "Position");
  const lat = xmlNumber(pos?.["LatitudeDegrees"]);
  const lon = xmlNumber(pos?.["LongitudeDegrees"]);
  if (lat !== undefined && lon !== undefined) {
    s.lat = lat;
    s.lon = lon;
  }
  const ele = xmlNumber(tp["AltitudeMeters"]);
  if (ele !== undefined) s.ele = ele;
  const dist = xmlNumber(tp["DistanceMeters"]);
  if (dist !== undefined) s.dist = dist;
  const hr = xmlNumber(xmlChild(tp, "HeartRateBpm")?.["Value"]);
  if (hr !== undefined) s.hr = hr;
  const tpx = xmlChild(xmlChild(tp, "Extensions"), "TPX");
  const speed = xmlNumber(tpx?.["Speed"]);
  if (speed !== undefined) s.speed = speed;
  const watts = xmlNumber(tpx?.["Watts"]);
  if (watts !== undefined) s.power = watts;
  const cadence = xmlNumber(tpx?.["RunCadence"]) ?? xmlNumber(tp["Cadence"]);
  if (cadence !== undefined) s.cadence = cadence;
  return s;
}

function sum(laps: readonly Record<string, unknown>[], key: string): number | undefined {
  let total: number | undefined;
  for (const lap of laps) {
    const v = xmlNumber(lap[key]);
    if (v !== undefined) total = (total ?? 0) + v;
  }
  return total;
}

/**
 * Reads the activities of a parsed TCX document (Garmin Training Center Database v2): one track per
 * `Activity`, its laps' trackpoints concatenated; device totals are the sums of the laps' `DistanceMeters`,
 * `TotalTimeSeconds` (the timer time) and `Calories`. `Creator/Name` names the device. Extensions read:
 * `TPX/Speed`, `TPX/Watts`, `TPX/RunCadence` (running strides per minute), else the trackpoint's `Cadence`.
 *
 * @param doc - the parsed document.
 * @returns the tracks, or code 1640 when the root is not `TrainingCenterDatabase` or holds no activity.
 */
export function tcxToTracks(doc: XmlDocument): Track[] | ImportError {
  const db = xmlChild(doc.root, "TrainingCenterDatabase");
  if (db === undefined) {
    const root = Object.keys(doc.root).find((k) => !k.startsWith("?")) ?? "nothing";
    return importError("NOT_A_TRACK_DOCUMENT", `the root element is <${root}>, not <TrainingCenterDatabase>`);
  }
  const activities = xmlChildren(xmlChild(db, "Activities"), "Activity");
  if (activities.length === 0) return importError("NOT_A_TRACK_DOCUMENT", "the TCX document holds no <Activity> (a course or workout file?)");
  return activities.map((activity): Track => {
    const laps = xmlChildren(activity, "Lap");
    const samples: TrackSample[] = [];
    for (const lap of laps) {
      for (const track of xmlChildren(lap, "Track")) {
        for (const tp of xmlChildren(track, "Trackpoint")) samples.push(sampleOf(tp));
      }
    }
    const sport = typeof activity["@_Sport"] === "string" ? activity["@_Sport"] : undefined;
    const deviceName = xmlText(xmlChild(activity, "Creator")?.["Name"])?.trim();
    const distanceM = sum(laps, "DistanceMeters");
    const timerS = sum(laps, "TotalTimeSeconds");
    const calories = sum(laps, "Calories");
    const totals: DeviceTotals = {
      ...(distanceM !== undefined ? { distanceM } : {}),
      ...(timerS !== undefined ? { timerS } : {}),
      ...(calories !== undefined ? { calories } : {}),
    };
    const mapping = mapTcxSport(sport);
    return {
      format: "tcx",
      ...(sport !== undefined ? { sourceSport: sport } : {}),
      ...(mapping.activityType !== undefined ? { mappedType: mapping.activityType } : {}),
      ...(deviceName !== undefined && deviceName !== "" ? { deviceName, deviceType: guessDeviceType(deviceName) } : {}),
      totals,
      samples,
      warnings: [...doc.warnings],
    };
  });
}
