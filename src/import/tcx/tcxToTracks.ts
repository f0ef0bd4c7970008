import { importError, type ImportError } from "../importError.js";
import type { Track } from "../track.js";
import { xmlChild, xmlChildren, type XmlDocument } from "../xml/parseXml.js";

/**
 * Reads the activities of a parsed TCX document (Garmin Training Center Database v2): one track per
 * `Activity`, its laps' trackpoints concatenated; device totals are the sums of the laps' `DistanceMeters`,
 * `TotalTimeSeconds` (the timer time) and `Calories`. `Creator/Name` names the device. Extensions read:
 * `TPX/Speed`, `TPX/Watts`, `TPX/RunCadence` (running strides per minute), else the trackpoint's `Cadence`.
 *
 * @param doc - the document parsed with `TCX_SHAPE` (each `Activity` already a track, `tcxActivityTrack`).
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
  // every track shares the document's warnings (buildImportedActivity copies them)
  const warnings = [...doc.warnings];
  return (activities as unknown as Track[]).map((track) => ({ ...track, warnings }));
}
