import { UNTIMED_SAMPLE, type TrackSample } from "../track.js";
import { xmlChild, xmlNumber, xmlText } from "../xml/parseXml.js";

/**
 * One GPX track point (`trkpt`, as parsed with `GPX_SHAPE`) as a sample: `time` (ISO 8601; a point without a valid
 * one is the shared `UNTIMED_SAMPLE`), `@lat`/`@lon` in degrees, `ele` in metres, heart rate, cadence and power
 * from Garmin's `TrackPointExtension` (`hr`, `cad`, `power`) or plain `heartrate`/`hr`, `cadence`/`cad`, `power`
 * extensions. Text that is not a finite number is left out.
 *
 * @param value - the parsed `trkpt` (an object).
 * @returns the sample.
 *
 * @example
 * ```ts
 * gpxSample({ "@_lat": "45.1", "@_lon": "6.2", time: "2024-06-01T06:00:00Z" });
 * // { t: 1717221600000, lat: 45.1, lon: 6.2 }
 * ```
 */
export function gpxSample(value: unknown): TrackSample {
  const pt = typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};
  const time = xmlText(pt["time"]);
  const t = time === undefined ? Number.NaN : Date.parse(time);
  if (!Number.isFinite(t)) return UNTIMED_SAMPLE as TrackSample;
  const s: TrackSample = { t };
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

