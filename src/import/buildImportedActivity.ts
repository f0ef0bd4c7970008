import { getActivityType, type ActivityTypeName } from "../registry/activityTypes.js";
import { isDeviceType, type DeviceTypeName } from "../registry/deviceTypes.js";
import { DEFAULT_LIMITS, MAX_DEVICE_NAME_LENGTH } from "../registry/limits.js";
import type { SubmittedActivity } from "../model/submittedActivity.js";
import { isStorableText } from "../validate/isStorableText.js";
import { chooseActivityType } from "./chooseActivityType.js";
import { chooseTimeZone } from "./chooseTimeZone.js";
import { ZONE_LOOKUP_PACKAGE, type ZoneLookup } from "./loadZoneLookup.js";
import { isValidTimeZone } from "../timeZone/isValidTimeZone.js";
import { importError, type ImportError } from "./importError.js";
import { quoteText } from "./quoteText.js";
import type { ImportOptions } from "./importOptions.js";
import type { ImportedActivity, ImportWarning } from "./importResult.js";
import { buildChannels, type Channels } from "./resample/buildChannels.js";
import { cleanSamples } from "./resample/cleanSamples.js";
import { gridLength, resampleChannels } from "./resample/resampleChannels.js";
import { valueAt } from "./resample/series.js";
import type { Track } from "./track.js";

/** Import options with every default applied and checked. */
export interface ResolvedOptions {
  readonly activityType?: string;
  readonly deviceType?: DeviceTypeName;
  readonly deviceName?: string;
  readonly timeZoneName?: string;
  readonly intervalS?: 5 | 10;
  readonly pauses: "keep" | "remove";
  readonly pauseThresholdS: number;
  readonly lenient: boolean;
  readonly nowMs: number;
  readonly maxDataPoints: number;
}

const positive = (v: unknown): v is number => typeof v === "number" && Number.isFinite(v) && v > 0;

/** An option's value for a detail: text quoted, a number as written, anything else by its type (never `String()`, which can throw). */
function shown(value: unknown): string {
  if (typeof value === "string") return quoteText(value);
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return value === null ? "null" : `a value of type ${typeof value}`;
}

/**
 * Checks import options and applies the defaults (code 1690 for a bad value).
 *
 * @param options - the caller's options.
 */
export function resolveOptions(options: ImportOptions = {}): ResolvedOptions | ImportError {
  const bad = (detail: string): ImportError => importError("INVALID_IMPORT_OPTION", detail);
  const o = options;
  if (o.activityType !== undefined && getActivityType(o.activityType) === undefined) {
    return bad(`activityType ${shown(o.activityType)} is not one of the 84 activity types`);
  }
  if (o.deviceType !== undefined && !isDeviceType(o.deviceType)) return bad(`deviceType ${shown(o.deviceType)} is not an accepted device type`);
  if (o.deviceName !== undefined && (typeof o.deviceName !== "string" || o.deviceName.length > MAX_DEVICE_NAME_LENGTH || !isStorableText(o.deviceName))) {
    return bad(`deviceName must be a string of at most ${MAX_DEVICE_NAME_LENGTH} characters, without NUL characters or unpaired surrogates`);
  }
  if (o.timeZoneName !== undefined && !isValidTimeZone(o.timeZoneName)) {
    return bad(`timeZoneName ${shown(o.timeZoneName)} is not an IANA time zone name (abbreviations such as PST are not)`);
  }
  if (o.intervalS !== undefined && o.intervalS !== 5 && o.intervalS !== 10) return bad(`intervalS must be 5 or 10, not ${shown(o.intervalS)}`);
  if (o.intervalS === 5 && o.activityType === "RUN") return bad("intervalS must be 10 for RUN (spec 2.2)");
  if (o.pauses !== undefined && o.pauses !== "keep" && o.pauses !== "remove") return bad(`pauses must be "keep" or "remove"`);
  if (o.pauseThresholdS !== undefined && !positive(o.pauseThresholdS)) return bad("pauseThresholdS must be a positive number of seconds");
  if (o.maxDataPoints !== undefined && !positive(o.maxDataPoints)) return bad("maxDataPoints must be a positive number");
  if (o.nowMs !== undefined && !positive(o.nowMs)) return bad("nowMs must be a positive epoch-millisecond time");
  return {
    ...(o.activityType !== undefined ? { activityType: o.activityType } : {}),
    ...(o.deviceType !== undefined ? { deviceType: o.deviceType as DeviceTypeName } : {}),
    ...(o.deviceName !== undefined ? { deviceName: o.deviceName } : {}),
    ...(o.timeZoneName !== undefined ? { timeZoneName: o.timeZoneName } : {}),
    ...(o.intervalS !== undefined ? { intervalS: o.intervalS } : {}),
    pauses: o.pauses ?? "keep",
    pauseThresholdS: o.pauseThresholdS ?? 30,
    lenient: o.lenient === true,
    nowMs: o.nowMs ?? Date.now(),
    maxDataPoints: o.maxDataPoints ?? DEFAULT_LIMITS.maxDataPointsPerActivity,
  };
}

function availableColumns(ch: Channels): string[] {
  const columns: string[] = [];
  if (ch.distance !== undefined) columns.push("distance", "speed");
  if (ch.distance !== undefined && ch.elevation !== undefined) columns.push("grade");
  if (ch.heartRate !== undefined) columns.push("heartrate");
  if (ch.power !== undefined) columns.push("watts");
  return columns;
}

/** Median of 10-second speeds above 1 km/h, km/h (undefined without distance or movement). */
function movingSpeedKmh(ch: Channels): number | undefined {
  const d = ch.distance;
  if (d === undefined) return undefined;
  const speeds: number[] = [];
  for (let a = 0; a + 10 <= ch.spanS; a += 10) {
    const kmh = ((valueAt(d, a + 10) - valueAt(d, a)) / 10) * 3.6;
    if (kmh > 1) speeds.push(kmh);
  }
  if (speeds.length === 0) return undefined;
  speeds.sort((x, y) => x - y);
  return speeds[(speeds.length - 1) >> 1];
}

/**
 * Turns one format-neutral track into a submission item with its metadata: cleans the samples, builds the
 * channels, chooses type, interval and time zone, resamples onto the uniform grid.
 *
 * @param track - one session or track of a file.
 * @param options - resolved import options.
 * @param index - index of the track in the file (for errors).
 * @param zones - the position-to-zone lookup, or why there is none; `undefined` when the option names the zone.
 * @returns the imported activity, or an {@link ImportError} (codes 1650, 1660, 1665, 1670, 1680).
 */
export function buildImportedActivity(track: Track, options: ResolvedOptions, index: number, zones?: ZoneLookup): ImportedActivity | ImportError {
  const clean = cleanSamples(track.samples, options.nowMs);
  if ("code" in clean) return { ...clean, activityIndex: index };
  const warnings: ImportWarning[] = [...track.warnings, ...clean.warnings];
  const channels = buildChannels(clean.samples, {
    pauses: options.pauses,
    pauseThresholdS: options.pauseThresholdS,
    ...(track.distanceContinues === true ? { distanceContinues: true } : {}),
  });
  for (const warning of channels.warnings) warnings.push(warning);

  const speed = movingSpeedKmh(channels);
  const choice = chooseActivityType({
    ...(options.activityType !== undefined ? { option: options.activityType } : {}),
    ...(track.mappedType !== undefined ? { mapped: track.mappedType } : {}),
    columns: availableColumns(channels),
    sportUnknown: track.sportUnknown ?? track.sourceSport === undefined,
    ...(speed !== undefined ? { movingSpeedKmh: speed } : {}),
  });
  if ("code" in choice) return { ...choice, activityIndex: index };
  for (const warning of choice.warnings) warnings.push(warning);
  const activityType = choice.activityType as ActivityTypeName;
  const family = getActivityType(activityType)?.family ?? "OTHER";

  const intervalS: 5 | 10 = activityType === "RUN" ? 10 : options.intervalS ?? 10;
  const points = gridLength(channels.spanS, intervalS);
  if (points > options.maxDataPoints) {
    const hint = options.pauses === "keep" && channels.gaps.count > 0 ? `; ${channels.gaps.count} gaps (longest ${channels.gaps.longestS.toFixed(0)} s): try pauses "remove"` : "";
    const detail = `${(channels.spanS / 3600).toFixed(1)} h at ${intervalS} s needs ${points} data points; the limit is ${options.maxDataPoints}${hint}`;
    return importError("RECORDING_TOO_LONG", detail, index);
  }
  // cadence means strides only for a foot sport named by the file or the caller, never for a guessed type
  const footCadence = (family === "RUN" || family === "WALK") && choice.source !== "speed-guess";
  const grid = resampleChannels(channels, { intervalS, steps: footCadence });
  if (grid.cappedSpeeds > 0) {
    warnings.push({ key: "SPEED_CAPPED", message: `${grid.cappedSpeeds} data points faster than 1000 km/h were capped (distance jumps in the file)` });
  }

  const samples = clean.samples;
  const first = samples[0] as (typeof samples)[number];
  const last = samples[samples.length - 1] as (typeof samples)[number];
  const positioned = samples.find((s) => typeof s.lon === "number" && typeof s.lat === "number" && !(s.lat === 0 && s.lon === 0));
  const firstPosition = positioned === undefined ? undefined : { latitudeDeg: positioned.lat as number, longitudeDeg: positioned.lon as number };
  const zoneAt = zones !== undefined && "zoneAt" in zones ? zones.zoneAt : undefined;
  const zone = chooseTimeZone(options.timeZoneName, track.localOffsetS, firstPosition, zoneAt) ?? { timeZoneName: "Etc/UTC", source: "default" as const };
  // without the lookup, a recording with positions says how to get its political zone
  const install = zones !== undefined && "missing" in zones && firstPosition !== undefined ? ` (install ${ZONE_LOOKUP_PACKAGE} for the zone at the first position)` : "";
  if (zone.source === "longitude") {
    warnings.push({ key: "TIME_ZONE_FROM_LONGITUDE", message: `time zone ${zone.timeZoneName} from the first longitude (no daylight saving; pass timeZoneName for the political zone)${install}` });
  } else if (zone.source === "device-local-time" && install !== "") {
    warnings.push({ key: "TIME_ZONE_FROM_DEVICE_OFFSET", message: `time zone ${zone.timeZoneName} from the device's UTC offset (no daylight saving)${install}` });
  } else if (zone.source === "default") {
    warnings.push({ key: "TIME_ZONE_DEFAULT", message: "no time zone in the file and no position: Etc/UTC (pass timeZoneName)" });
  }

  // the file's name cut to the validator's length, without what a repository cannot store (code 1060): a NUL, or
  // half of a surrogate pair (also one the cut split)
  const deviceName = (options.deviceName ?? track.deviceName)?.slice(0, MAX_DEVICE_NAME_LENGTH).replace(/[\0\uD800-\uDFFF]/gu, "");
  const deviceType = options.deviceType ?? (isDeviceType(track.deviceType) ? track.deviceType : "OTHER");
  const activity: SubmittedActivity = {
    activityType,
    ...(deviceName !== undefined && deviceName !== "" ? { deviceName } : {}),
    deviceType,
    startTime: Math.round(first.t),
    duration: Math.round(channels.spanS * 1000),
    timeZoneName: zone.timeZoneName,
    metrics: { intervalUnit: "sec", intervalValue: intervalS, metricTypes: grid.metricTypes, data: grid.data },
  };
  return {
    activity,
    meta: {
      format: track.format,
      ...(track.sourceSport !== undefined ? { sourceSport: track.sourceSport } : {}),
      activityTypeSource: choice.source,
      timeZoneSource: zone.source,
      sampleCount: samples.length,
      firstSampleMs: first.t,
      lastSampleMs: last.t,
      sampleSpanS: channels.elapsedS,
      distanceSource: channels.distanceSource,
      ...(channels.distanceSource !== "none" ? { recordedDistanceM: channels.totalDistanceM } : {}),
      ...(channels.gpsPathM !== undefined ? { gpsPathDistanceM: channels.gpsPathM } : {}),
      deviceTotals: track.totals,
      gaps: channels.gaps,
      removedPauseS: channels.removedPauseS,
      intervalS,
      dataPoints: grid.data.length,
      warnings,
    },
  };
}
