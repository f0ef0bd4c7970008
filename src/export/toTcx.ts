import { activityDistanceKm } from "../fuel/intervalDistanceKm.js";
import { getActivityType } from "../registry/activityTypes.js";
import { escapeXml, xmlDecimal } from "./escapeXml.js";
import { exportError } from "./exportError.js";
import type { ExportResult } from "./exportResult.js";
import { createIsoTime } from "./isoTime.js";
import type { ExportableActivity } from "./readActivitySamples.js";
import { readExportSamples, type ExportSamples } from "./readExportSamples.js";

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

/** First data point of each lap, ascending, starting with 0. */
function lapStarts(samples: ExportSamples, options: TcxOptions): number[] {
  const starts = [0];
  const distance = samples.columns.get("distance");
  if (options.lapKm !== undefined && distance !== undefined) {
    let next = options.lapKm;
    for (let k = 1; k < samples.count; k++) {
      if ((distance[k] as number) < next) continue;
      starts.push(k);
      while ((distance[k] as number) >= next) next += options.lapKm;
    }
  } else if (options.lapMinutes !== undefined) {
    const every = Math.max(1, Math.round((options.lapMinutes * 60) / samples.intervalS));
    for (let k = every; k < samples.count; k += every) starts.push(k);
  }
  return starts;
}

/** Distance (km) at point `k`, `k = count` being the activity's end (decision D-140). */
function distanceAt(samples: ExportSamples, k: number, endKm: number): number {
  const distance = samples.columns.get("distance") as Float64Array;
  return k < samples.count ? (distance[k] as number) : endKm;
}

const metres = (km: number): string => xmlDecimal(Math.round(km * 100_000) / 100);

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
 *   end with the last point's values and the end distance (the last value plus the last interval's gain, decision
 *   D-140), so that an importer gets the same number of data points back. Each has `Time` (UTC), `Position`,
 *   `AltitudeMeters`, `DistanceMeters` (cumulative, to the centimetre), `HeartRateBpm` (rounded, 1–255; a 0 is no
 *   reading and is left out) where the activity has them, and the ActivityExtension v2 `TPX` with `Speed` (m/s, to
 *   the mm/s), `RunCadence` (strides per minute from the steps column: steps per interval × 30 / interval, at most
 *   254) and `Watts` (rounded).
 * - TCX has no time zone and no fuel. Every string is XML-escaped.
 *
 * Errors (returned, never thrown): 1700 the input is not an activity, 1710 a value is not a finite number or a
 * coordinate is out of range (`path` names it), 1720 invalid options.
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
export function toTcx(activity: ExportableActivity, options: TcxOptions = {}): ExportResult {
  if (typeof options !== "object" || options === null) {
    return { ok: false, error: exportError("INVALID_EXPORT_OPTION", [], "the options must be an object") };
  }
  const { lapKm, lapMinutes } = options;
  if ((lapKm !== undefined && !positive(lapKm)) || (lapMinutes !== undefined && !positive(lapMinutes)) || (lapKm !== undefined && lapMinutes !== undefined)) {
    return { ok: false, error: exportError("INVALID_EXPORT_OPTION", [], "lapKm and lapMinutes must be positive finite numbers, and at most one of them given") };
  }
  const samples = readExportSamples(activity);
  if ("code" in samples) return { ok: false, error: samples };
  const { columns, count, startMs, intervalS, activityType } = samples;
  const periodMs = intervalS * 1000;
  const time = createIsoTime();
  const lat = columns.get("latitude");
  const lon = columns.get("longitude");
  const position = lat !== undefined && lon !== undefined;
  const ele = columns.get("elevation");
  const distance = columns.get("distance");
  const speed = columns.get("speed");
  const hr = columns.get("heartrate");
  const watts = columns.get("watts");
  const steps = columns.get("steps");
  const calories = columns.get("calories");
  const endKm = distance === undefined ? 0 : activityDistanceKm(distance, speed, intervalS);
  const cadencePerStep = 30 / intervalS;
  const family = getActivityType(activityType)?.family;
  const sport = SPORT[family ?? ""] ?? "Other";
  const trigger = lapKm !== undefined && distance !== undefined ? "Distance" : lapMinutes !== undefined ? "Time" : "Manual";

  let out = `${HEADER}<Activities>\n<Activity Sport="${sport}">\n<Id>${time(startMs)}</Id>\n`;
  const starts = lapStarts(samples, options);
  for (let l = 0; l < starts.length; l++) {
    const first = starts[l] as number;
    const end = l + 1 < starts.length ? (starts[l + 1] as number) : count; // exclusive; the last lap also gets the closing point
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
    if (calories === undefined) lapCalories = ((samples.summaryCalories ?? 0) * (end - first)) / count;
    out += `<Lap StartTime="${time(startMs + first * periodMs)}">\n<TotalTimeSeconds>${xmlDecimal((end - first) * intervalS)}</TotalTimeSeconds>`;
    out += `<DistanceMeters>${distance === undefined ? "0" : metres(distanceAt(samples, end, endKm) - (distance[first] as number))}</DistanceMeters>`;
    if (speed !== undefined) out += `<MaximumSpeed>${xmlDecimal(Math.round(maxSpeed / 3.6 * 1000) / 1000)}</MaximumSpeed>`;
    out += `<Calories>${Math.min(65_535, Math.max(0, Math.round(lapCalories)))}</Calories>`;
    if (hrCount > 0) {
      out += `<AverageHeartRateBpm><Value>${Math.min(255, Math.max(1, Math.round(hrSum / hrCount)))}</Value></AverageHeartRateBpm>`;
      out += `<MaximumHeartRateBpm><Value>${Math.min(255, Math.round(hrMax))}</Value></MaximumHeartRateBpm>`;
    }
    out += `<Intensity>Active</Intensity><TriggerMethod>${trigger}</TriggerMethod>\n<Track>\n`;
    const last = l + 1 < starts.length ? end - 1 : count; // the closing point, p = count, goes into the last lap
    for (let p = first; p <= last; p++) {
      const k = p < count ? p : count - 1;
      out += `<Trackpoint><Time>${time(startMs + p * periodMs)}</Time>`;
      if (position) out += `<Position><LatitudeDegrees>${xmlDecimal(lat[k] as number)}</LatitudeDegrees><LongitudeDegrees>${xmlDecimal(lon[k] as number)}</LongitudeDegrees></Position>`;
      if (ele !== undefined) out += `<AltitudeMeters>${xmlDecimal(ele[k] as number)}</AltitudeMeters>`;
      if (distance !== undefined) out += `<DistanceMeters>${metres(distanceAt(samples, p, endKm))}</DistanceMeters>`;
      const h = hr === undefined ? 0 : Math.min(255, Math.round(hr[k] as number));
      if (h > 0) out += `<HeartRateBpm><Value>${h}</Value></HeartRateBpm>`;
      if (speed !== undefined || steps !== undefined || watts !== undefined) {
        out += "<Extensions><ns3:TPX>";
        if (speed !== undefined) out += `<ns3:Speed>${xmlDecimal(Math.max(0, Math.round((speed[k] as number) / 3.6 * 1000) / 1000))}</ns3:Speed>`;
        if (steps !== undefined) out += `<ns3:RunCadence>${Math.max(0, Math.min(254, Math.round((steps[k] as number) * cadencePerStep)))}</ns3:RunCadence>`;
        if (watts !== undefined) out += `<ns3:Watts>${Math.max(0, Math.min(65_535, Math.round(watts[k] as number)))}</ns3:Watts>`;
        out += "</ns3:TPX></Extensions>";
      }
      out += "</Trackpoint>\n";
    }
    out += "</Track>\n</Lap>\n";
  }
  const device = samples.deviceName !== undefined && samples.deviceName.trim() !== "" ? samples.deviceName : "activity-fuel";
  out += `<Creator xsi:type="Device_t"><Name>${escapeXml(device)}</Name><UnitId>0</UnitId><ProductID>0</ProductID>`;
  out += "<Version><VersionMajor>0</VersionMajor><VersionMinor>0</VersionMinor></Version></Creator>\n</Activity>\n</Activities>\n</TrainingCenterDatabase>\n";
  return { ok: true, text: out };
}
