import { guessDeviceType } from "../guessDeviceType.js";
import { importError, type ImportError } from "../importError.js";
import type { ImportWarning } from "../importResult.js";
import { mapGpxType } from "../mapSport.js";
import { quoteText } from "../quoteText.js";
import type { Track, TrackSample } from "../track.js";
import { xmlChild, xmlChildren, type XmlDocument } from "../xml/parseXml.js";
import type { GpxTrackPart } from "./gpxTrackPart.js";

/** How many tracks skipped for one reason are named in warnings; the rest are counted in one more warning. */
const MAX_WARNINGS_PER_REASON = 10;

/**
 * Reads a parsed GPX 1.0/1.1 document as one track: the timed `trk`s are joined in time order
 * (several tracks of one file are pieces of one recording, e.g. a handheld's ACTIVE LOG split at power cycles);
 * a track without times (a saved route copy), an empty one, or one overlapping the previous in time is skipped
 * with a warning, so the route is never counted twice. Heart rate and cadence come from Garmin's
 * `TrackPointExtension` (`hr`, `cad`) or plain `heartrate`/`cadence`/`power` extensions; the sport from the first
 * kept track's `type` (free text: an unknown label counts as no sport); the device from `gpx/@creator`. GPX carries no device totals.
 *
 * @param doc - the document parsed with `GPX_SHAPE` (each `trk` already a {@link GpxTrackPart}).
 * @returns one track, or code 1640 when the root is not `gpx` or it has no track points.
 */
export function gpxToTracks(doc: XmlDocument): Track[] | ImportError {
  const gpx = xmlChild(doc.root, "gpx");
  if (gpx === undefined) {
    const root = Object.keys(doc.root).find((k) => !k.startsWith("?")) ?? "nothing";
    return importError("NOT_A_TRACK_DOCUMENT", `the root element is <${root}>, not <gpx>`);
  }
  const warnings: ImportWarning[] = [...doc.warnings];
  // a crafted file may hold millions of skipped tracks: name the first few of each reason, count the rest
  const skipped = new Map<string, number>();
  const skip = (key: string, message: string): void => {
    const count = (skipped.get(key) ?? 0) + 1;
    skipped.set(key, count);
    if (count <= MAX_WARNINGS_PER_REASON) warnings.push({ key, message });
  };
  const pieces: { index: number; part: GpxTrackPart; samples: readonly TrackSample[] }[] = [];
  let untimedPoints = 0;
  const parts = xmlChildren(gpx, "trk") as unknown as GpxTrackPart[];
  const nameOf = (part: GpxTrackPart, index: number): string => (part.name !== undefined ? quoteText(part.name) : `#${index + 1}`);
  parts.forEach((part, i) => {
    const isTimed = (p: TrackSample): boolean => Number.isFinite(p.t);
    const timed = part.points.every(isTimed) ? part.points : part.points.filter(isTimed); // no copy when all are timed
    if (part.points.length === 0) {
      if (parts.length > 1) skip("EMPTY_TRACK_SKIPPED", `track ${nameOf(part, i)} has no points`);
    } else if (timed.length === 0) {
      skip("UNTIMED_TRACK_SKIPPED", `track ${nameOf(part, i)} (${part.points.length} points) has no times and was skipped`);
    } else {
      untimedPoints += part.points.length - timed.length;
      pieces.push({ index: i, part, samples: timed });
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
      skip("OVERLAPPING_TRACK_SKIPPED", `track ${nameOf(piece.part, piece.index)} overlaps the track before it in time and was skipped`);
      continue;
    }
    for (const sample of piece.samples) samples.push(sample); // no spread: a call takes at most ~120 000 arguments
  }
  for (const [key, count] of skipped) {
    if (count > MAX_WARNINGS_PER_REASON) warnings.push({ key, message: `${count - MAX_WARNINGS_PER_REASON} more tracks were skipped for the same reason` });
  }
  if (pieces.length === 0 && parts.every((part) => part.points.length === 0)) {
    return importError("NOT_A_TRACK_DOCUMENT", "the GPX document has no track points (routes and waypoints are not activities)");
  }
  const type = pieces.find((p) => p.part.type !== undefined)?.part.type;
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
