import type { TrackSample } from "../track.js";
import { xmlChildren, xmlText } from "../xml/parseXml.js";

/** One GPX `trk` as read: its name and type (trimmed, when present) and the samples of all its segments. */
export interface GpxTrackPart {
  /** `trk/name`, trimmed (undefined when absent or empty). */
  readonly name: string | undefined;
  /** `trk/type`, trimmed (undefined when absent or empty). */
  readonly type: string | undefined;
  /** Every `trkseg/trkpt` as a sample, in file order; a point without a valid time is `UNTIMED_SAMPLE`. */
  readonly points: readonly TrackSample[];
}

/**
 * One GPX `trk` (as parsed with `GPX_SHAPE`, its track points already samples) reduced to its name, type and
 * points as soon as it closes, so that the segments' objects are not kept while the rest of the file is read.
 *
 * @param value - the parsed `trk` (an object).
 * @returns the track part.
 *
 * @example
 * ```ts
 * gpxTrackPart({ name: " Morning ", trkseg: [{ trkpt: [a, b] }, { trkpt: [c] }] }); // { name: "Morning", type: undefined, points: [a, b, c] }
 * ```
 */
export function gpxTrackPart(value: unknown): GpxTrackPart {
  const node = typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};
  const name = xmlText(node["name"])?.trim();
  const type = xmlText(node["type"])?.trim();
  const points: TrackSample[] = [];
  for (const seg of xmlChildren(value, "trkseg")) {
    for (const point of xmlChildren(seg, "trkpt") as unknown as TrackSample[]) points.push(point);
  }
  return { name: name === "" ? undefined : name, type: type === "" ? undefined : type, points };
}
