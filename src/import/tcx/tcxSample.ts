import { UNTIMED_SAMPLE, type TrackSample } from "../track.js";
import { xmlChild, xmlNumber, xmlText } from "../xml/parseXml.js";

/**
 * One TCX `Trackpoint` (as parsed with `TCX_SHAPE`) as a sample: `Time` (ISO 8601; a point without a valid one is
 * the shared `UNTIMED_SAMPLE`), `Position` in degrees, `AltitudeMeters`, `DistanceMeters` (the device's cumulative
 * distance), `HeartRateBpm/Value`, and from `Extensions/TPX` the `Speed` (m/s), `Watts` and `RunCadence` (else the
 * trackpoint's `Cadence`). Text that is not a finite number is left out.
 *
 * @param value - the parsed `Trackpoint` (an object).
 * @returns the sample.
 *
 * @example
 * ```ts
 * tcxSample({ Time: "2024-06-01T06:00:00Z", HeartRateBpm: { Value: "150" } }); // { t: 1717221600000, hr: 150 }
 * ```
 */
export function tcxSample(value: unknown): TrackSample {
  const tp = typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};
  const time = xmlText(tp["Time"]);
  const t = time === undefined ? Number.NaN : Date.parse(time);
  if (!Number.isFinite(t)) return UNTIMED_SAMPLE as TrackSample;
  const s: TrackSample = { t };
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

