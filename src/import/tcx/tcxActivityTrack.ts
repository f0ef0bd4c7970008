import { guessDeviceType } from "../guessDeviceType.js";
import type { DeviceTotals } from "../importResult.js";
import { mapTcxSport } from "../mapSport.js";
import type { Track, TrackSample } from "../track.js";
import { xmlChild, xmlChildren, xmlNumber, xmlText } from "../xml/parseXml.js";

function sum(laps: readonly Record<string, unknown>[], key: string): number | undefined {
  let total: number | undefined;
  for (const lap of laps) {
    const v = xmlNumber(lap[key]);
    if (v !== undefined) total = (total ?? 0) + v;
  }
  return total;
}

/** The track points of an activity's laps, in file order; one lap's one track is taken as is (no copy). */
function samplesOf(laps: readonly Record<string, unknown>[]): TrackSample[] {
  const lists = laps.flatMap((lap) => xmlChildren(lap, "Track").map((track) => xmlChildren(track, "Trackpoint") as unknown as TrackSample[]));
  if (lists.length === 1) return lists[0] as TrackSample[];
  const samples: TrackSample[] = [];
  for (const list of lists) for (const sample of list) samples.push(sample); // no spread: arguments are limited
  return samples;
}

/**
 * One TCX `Activity` (as parsed with `TCX_SHAPE`, its track points already samples) as a track, as soon as it
 * closes, so that its laps' objects are not kept while the rest of the file is read: the laps' trackpoints
 * concatenated; device totals the sums of the laps' `DistanceMeters`, `TotalTimeSeconds` (the timer time) and
 * `Calories`; `@Sport` mapped to an activity type; `Creator/Name` the device. Its `warnings` are empty (the
 * document's are added by `tcxToTracks`).
 *
 * @param value - the parsed `Activity` (an object).
 * @returns the track.
 *
 * @example
 * ```ts
 * tcxActivityTrack({ "@_Sport": "Running", Lap: [{ TotalTimeSeconds: "60", Track: [{ Trackpoint: [a, b] }] }] });
 * // { format: "tcx", sourceSport: "Running", mappedType: "RUN", totals: { timerS: 60 }, samples: [a, b], warnings: [] }
 * ```
 */
export function tcxActivityTrack(value: unknown): Track {
  const activity = typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};
  const laps = xmlChildren(activity, "Lap");
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
    samples: samplesOf(laps),
    warnings: [],
  };
}
