import { intervalDistanceKm } from "../fuel/intervalDistanceKm.js";
import { getActivityType } from "../registry/activityTypes.js";
import { escapeXml, xmlDecimal } from "./escapeXml.js";
import { exportError } from "./exportError.js";
import type { ExportResult } from "./exportResult.js";
import { createIsoTime, createIsoTimeParts } from "./isoTime.js";
import type { ActivityDetail } from "../model/activityDetail.js";
import type { SubmittedActivity } from "../model/submittedActivity.js";
import { readExportColumns } from "./readExportColumns.js";
import { CHUNK_CHARS, flatText } from "./flatText.js";

/** Options of {@link toTcx}: how the activity is cut into laps (at most one of the two; default one lap). */
export interface TcxOptions {
  /** A new lap at every multiple of this distance, km (needs a distance column; `TriggerMethod` Distance). */
  readonly lapKm?: number;
  /** A new lap every this many minutes (`TriggerMethod` Time). */
  readonly lapMinutes?: number;
}

const HEADER =
  '<?xml version="1.0" encoding="UTF-8"?>\n<TrainingCenterDatabase xmlns="http://www.garmin.com/xmlschemas/TrainingCenterDatabase/v2" ' +
  'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:ns3="http://www.garmin.com/xmlschemas/ActivityExtension/v2" ' +
  'xsi:schemaLocation="http://www.garmin.com/xmlschemas/TrainingCenterDatabase/v2 http://www.garmin.com/xmlschemas/TrainingCenterDatabasev2.xsd">\n';

const SPORT: Readonly<Record<string, string>> = { RUN: "Running", CYCLE: "Biking" };

const positive = (v: unknown): v is number => typeof v === "number" && v > 0 && v < Infinity;

/** First data point of each lap, ascending, starting with 0: one pass, at most one lap per data point. */
function lapStarts(count: number, intervalS: number, distance: Float64Array | undefined, options: TcxOptions): number[] {
  const starts = [0];
  const { lapKm } = options;
  if (lapKm !== undefined && distance !== undefined) {
    let next = lapKm;
    for (let k = 1; k < count; k++) {
      const km = distance[k] as number;
      if (km < next) continue;
      starts.push(k);
      // the next multiple of lapKm above km, computed, not stepped to (km / lapKm ≤ points: no step is lost to rounding)
      next = (Math.floor(km / lapKm) + 1) * lapKm;
      if (next <= km) next += lapKm;
    }
  } else if (options.lapMinutes !== undefined) {
    const every = Math.max(1, Math.round((options.lapMinutes * 60) / intervalS));
    for (let k = every; k < count; k += every) starts.push(k);
  }
  return starts;
}

/** Why `lapKm` cuts more laps than the activity has data points (a lap per point is the finest a track shows). */
function lapProblem(distance: Float64Array | undefined, count: number, lapKm: number | undefined): string | undefined {
  if (lapKm === undefined || distance === undefined) return undefined;
  let maxKm = 0;
  for (let k = 0; k < count; k++) maxKm = Math.max(maxKm, distance[k] as number);
  return maxKm / lapKm > count ? `lapKm ${lapKm} cuts the activity's ${maxKm} km into more laps than its ${count} data points` : undefined;
}

/** Kilometres as metres to the centimetre, e.g. `12.345678` → `"12345.68"`. */
const metres = (km: number): string => xmlDecimal(Math.round(km * 100_000) / 100);

/**
 * A plain decimal text of kilometres as the same distance in metres, exactly, by moving the decimal point:
 * `"12.3456"` → `"12345.6"`, `"0.0005"` → `"0.5"`, `"3"` → `"3000"` (no number-to-text conversion).
 *
 * @param km - a plain decimal literal, `-?digits(.digits)?`.
 */
export function kilometreTextAsMetres(km: string): string {
  const dot = km.indexOf(".");
  const fraction = dot < 0 ? "" : km.slice(dot + 1);
  let whole = (dot < 0 ? km : km.slice(0, dot)) + (fraction.length >= 3 ? fraction.slice(0, 3) : fraction.padEnd(3, "0"));
  const sign = whole.charCodeAt(0) === 45 ? 1 : 0;
  let zeros = sign;
  while (zeros < whole.length - 1 && whole.charCodeAt(zeros) === 48) zeros++;
  if (zeros > sign) whole = (sign === 1 ? "-" : "") + whole.slice(zeros);
  return fraction.length > 3 ? `${whole}.${fraction.slice(3)}` : whole;
}

/**
 * Writes an activity as a Garmin Training Center Database v2 document (no parser needed): one `Activity` whose
 * `Sport` is `Running` (RUN), `Biking` (the cycling types) or `Other`, with `Id` the start time, its laps, and a
 * `Creator` device named after the device name.
 *
 * - Laps: one lap (`TriggerMethod` Manual) by default; with `lapKm` a lap at every multiple of that distance, with
 *   `lapMinutes` every that many minutes. Each lap states `StartTime`, `TotalTimeSeconds` (its data points ×
 *   interval), `DistanceMeters` (0 without distance), `MaximumSpeed` (m/s, with a speed column), `Calories` (the
 *   calories column summed, else the detail's summary calories shared by time, else 0), average and maximum heart
 *   rate (with heart rate), `Intensity` Active.
 * - Trackpoints: one per data point at `startTime + k × interval`, plus one closing the track at the activity's
 *   end with the last point's values and the end distance (the last value plus the last interval's gain as the fuel
 *   models count it, `intervalDistanceKm`), so that an importer gets the same number of data points back. Each has `Time` (UTC), `Position`,
 *   `AltitudeMeters`, `DistanceMeters` (cumulative: the kilometres with the decimal point moved; the closing point's
 *   to the centimetre), `HeartRateBpm` (rounded, 1–255; a 0 is no
 *   reading and is left out) where the activity has them, and the ActivityExtension v2 `TPX` with `RunCadence`
 *   (strides per minute from the steps column: steps per interval × 30 / interval, at most 254), `Watts` (rounded),
 *   and `Speed` (m/s, to the mm/s) only for an activity without distance (with it, readers take speed from the
 *   distance stream). Positions and elevations are the detail's own decimal strings, not re-formatted.
 * - TCX has no time zone and no fuel. Every string is XML-escaped.
 *
 * Errors (returned, never thrown, in time linear in the number of data points): 1700 the input is not an activity
 * (or its times fall outside the years 0001–9999), 1710 a value is not a finite number, a coordinate is out of
 * range or a number beyond its metric type's range (`path` names it), 1720 invalid options (also a `lapKm` that
 * would cut more laps than the activity has data points).
 *
 * @example
 * ```ts
 * const tcx = toTcx(detail, { lapKm: 1 });
 * if (tcx.ok) await writeFile("run.tcx", tcx.text);
 * ```
 *
 * @param activity - an activity detail (`getActivity`) or an Add Activities item (an importer's output).
 * @param options - laps.
 * @returns the TCX text, or an export error.
 */
export function toTcx(activity: ActivityDetail | SubmittedActivity, options: TcxOptions = {}): ExportResult {
  if (typeof options !== "object" || options === null) {
    return { ok: false, error: exportError("INVALID_EXPORT_OPTION", [], "the options must be an object") };
  }
  const { lapKm, lapMinutes } = options;
  if ((lapKm !== undefined && !positive(lapKm)) || (lapMinutes !== undefined && !positive(lapMinutes)) || (lapKm !== undefined && lapMinutes !== undefined)) {
    return { ok: false, error: exportError("INVALID_EXPORT_OPTION", [], "lapKm and lapMinutes must be positive finite numbers, and at most one of them given") };
  }
  const read = readExportColumns(activity, {
    texts: ["latitude", "longitude", "elevation", "distance"],
    numbers: ["distance", "speed", "heartrate", "watts", "steps", "calories"],
  });
  if ("code" in read) return { ok: false, error: read };
  const { texts, numbers, count, startMs, intervalS, activityType } = read;
  const laps = lapProblem(numbers.get("distance"), count, lapKm);
  if (laps !== undefined) return { ok: false, error: exportError("INVALID_EXPORT_OPTION", [], laps) };
  const periodMs = intervalS * 1000;
  const time = createIsoTime();
  const clock = createIsoTimeParts();
  const lat = texts.get("latitude");
  const lon = texts.get("longitude");
  const ele = texts.get("elevation");
  const distance = numbers.get("distance");
  const distanceText = texts.get("distance");
  const speed = numbers.get("speed");
  const hr = numbers.get("heartrate");
  const watts = numbers.get("watts");
  const steps = numbers.get("steps");
  const calories = numbers.get("calories");
  // the last value plus the last interval's gain as the fuel models count it: a reader's last point keeps its speed
  const endKm = distance === undefined ? 0 : (distance[count - 1] as number) + intervalDistanceKm(distance, speed, intervalS, count - 1);
  const cadencePerStep = 30 / intervalS;
  const sport = SPORT[getActivityType(activityType)?.family ?? ""] ?? "Other";
  const trigger = lapKm !== undefined && distance !== undefined ? "Distance" : lapMinutes !== undefined ? "Time" : "Manual";
  // per-point speed only without a distance stream (importers derive speed from distance)
  const pointSpeed = distance === undefined ? speed : undefined;
  const extended = pointSpeed !== undefined || steps !== undefined || watts !== undefined;

  const done: string[] = [];
  let out = `${HEADER}<Activities>\n<Activity Sport="${sport}">\n<Id>${time(startMs)}</Id>\n`;
  const starts = lapStarts(count, intervalS, distance, options);
  for (let l = 0; l < starts.length; l++) {
    const first = starts[l] as number;
    const end = l + 1 < starts.length ? (starts[l + 1] as number) : count; // exclusive
    let lapCalories = 0;
    let maxSpeed = 0;
    let hrSum = 0;
    let hrCount = 0;
    let hrMax = 0;
    for (let k = first; k < end; k++) {
      if (calories !== undefined) lapCalories += calories[k] as number;
      if (speed !== undefined) maxSpeed = Math.max(maxSpeed, speed[k] as number);
      const h = hr === undefined ? 0 : (hr[k] as number);
      if (h > 0) {
        hrSum += h;
        hrCount++;
        hrMax = Math.max(hrMax, h);
      }
    }
    if (calories === undefined) lapCalories = ((read.summaryCalories ?? 0) * (end - first)) / count;
    const lapKmDone = distance === undefined ? 0 : (end < count ? (distance[end] as number) : endKm) - (distance[first] as number);
    out += `<Lap StartTime="${time(startMs + first * periodMs)}">\n<TotalTimeSeconds>${xmlDecimal((end - first) * intervalS)}</TotalTimeSeconds>`;
    out += `<DistanceMeters>${metres(lapKmDone)}</DistanceMeters>`;
    if (speed !== undefined) out += `<MaximumSpeed>${xmlDecimal(Math.round((maxSpeed / 3.6) * 1000) / 1000)}</MaximumSpeed>`;
    out += `<Calories>${Math.min(65_535, Math.max(0, Math.round(lapCalories)))}</Calories>`;
    if (hrCount > 0) {
      out += `<AverageHeartRateBpm><Value>${Math.min(255, Math.max(1, Math.round(hrSum / hrCount)))}</Value></AverageHeartRateBpm>`;
      out += `<MaximumHeartRateBpm><Value>${Math.min(255, Math.round(hrMax))}</Value></MaximumHeartRateBpm>`;
    }
    out += `<Intensity>Active</Intensity><TriggerMethod>${trigger}</TriggerMethod>\n<Track>\n`;
    const last = l + 1 < starts.length ? end - 1 : count; // the closing point, p = count, goes into the last lap
    // appended piece by piece, neighbouring tags merged, to a rope flattened every 64 Ki characters (flatText):
    // faster than building each point's text or joining an array of pieces, and linear in the number of points
    for (let p = first; p <= last; p++) {
      if (out.length > CHUNK_CHARS) {
        done.push(flatText(out));
        out = "";
      }
      const k = p < count ? p : count - 1;
      out += "<Trackpoint><Time>";
      out += clock.head(startMs + p * periodMs);
      out += clock.tail(startMs + p * periodMs);
      if (lat !== undefined && lon !== undefined) {
        out += "</Time><Position><LatitudeDegrees>";
        out += lat[k] as string;
        out += "</LatitudeDegrees><LongitudeDegrees>";
        out += lon[k] as string;
        out += "</LongitudeDegrees></Position>";
      } else out += "</Time>";
      if (ele !== undefined) {
        out += "<AltitudeMeters>";
        out += ele[k] as string;
        out += "</AltitudeMeters>";
      }
      if (distanceText !== undefined) {
        out += "<DistanceMeters>";
        out += p < count ? kilometreTextAsMetres(distanceText[p] as string) : metres(endKm);
        out += "</DistanceMeters>";
      }
      const h = hr === undefined ? 0 : Math.min(255, Math.round(hr[k] as number));
      if (h > 0) {
        out += "<HeartRateBpm><Value>";
        out += h;
        out += "</Value></HeartRateBpm>";
      }
      if (extended) {
        out += "<Extensions><ns3:TPX>";
        if (pointSpeed !== undefined) out += `<ns3:Speed>${xmlDecimal(Math.max(0, Math.round(((pointSpeed[k] as number) / 3.6) * 1000) / 1000))}</ns3:Speed>`;
        if (steps !== undefined) out += `<ns3:RunCadence>${Math.max(0, Math.min(254, Math.round((steps[k] as number) * cadencePerStep)))}</ns3:RunCadence>`;
        if (watts !== undefined) {
          out += "<ns3:Watts>";
          out += Math.max(0, Math.min(65_535, Math.round(watts[k] as number)));
          out += "</ns3:Watts>";
        }
        out += "</ns3:TPX></Extensions></Trackpoint>\n";
      } else out += "</Trackpoint>\n";
    }
    out += "</Track>\n</Lap>\n";
  }
  const device = read.deviceName !== undefined && read.deviceName.trim() !== "" ? read.deviceName : "activity-fuel";
  out += `<Creator xsi:type="Device_t"><Name>${escapeXml(device)}</Name><UnitId>0</UnitId><ProductID>0</ProductID>`;
  out += "<Version><VersionMajor>0</VersionMajor><VersionMinor>0</VersionMinor></Version></Creator>\n</Activity>\n</Activities>\n</TrainingCenterDatabase>\n";
  done.push(out);
  return { ok: true, text: done.join("") };
}
