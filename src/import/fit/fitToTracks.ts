import type { DeviceTotals, ImportWarning } from "../importResult.js";
import { guessDeviceType } from "../guessDeviceType.js";
import { mapFitSport } from "../mapSport.js";
import type { Track, TrackSample } from "../track.js";

/** Seconds between the Unix epoch and the FIT epoch (1989-12-31T00:00:00Z). */
const FIT_EPOCH_S = 631_065_600;
/** Degrees per FIT semicircle (2³¹ semicircles = 180°). */
const DEG_PER_SEMICIRCLE = 180 / 2 ** 31;

type Message = Record<string, unknown>;

const num = (v: unknown): number | undefined => (typeof v === "number" && Number.isFinite(v) ? v : undefined);
const str = (v: unknown): string | undefined => (typeof v === "string" && v !== "" ? v : typeof v === "number" ? String(v) : undefined);
const timeOf = (v: unknown): number | undefined =>
  v instanceof Date ? v.getTime() : typeof v === "number" ? (v + FIT_EPOCH_S) * 1000 : undefined;

/**
 * A record message as a track sample: its time (a FIT date-time number or a `Date`), position in degrees, enhanced
 * altitude and speed preferred, cadence with its fractional part; `undefined` without a time.
 *
 * @param r - a decoded record message.
 */
export function toSample(r: Message): TrackSample | undefined {
  const t = timeOf(r["timestamp"]);
  if (t === undefined) return undefined;
  const s: TrackSample = { t };
  const lat = num(r["positionLat"]);
  const lon = num(r["positionLong"]);
  if (lat !== undefined && lon !== undefined) {
    s.lat = lat * DEG_PER_SEMICIRCLE;
    s.lon = lon * DEG_PER_SEMICIRCLE;
  }
  const ele = num(r["enhancedAltitude"]) ?? num(r["altitude"]);
  if (ele !== undefined) s.ele = ele;
  const dist = num(r["distance"]);
  if (dist !== undefined) s.dist = dist;
  const speed = num(r["enhancedSpeed"]) ?? num(r["speed"]);
  if (speed !== undefined) s.speed = speed;
  const hr = num(r["heartRate"]);
  if (hr !== undefined) s.hr = hr;
  const power = num(r["power"]);
  if (power !== undefined) s.power = power;
  const cadence = num(r["cadence"]);
  if (cadence !== undefined) s.cadence = cadence + (num(r["fractionalCadence"]) ?? 0);
  return s;
}

function titleCase(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

function deviceNameOf(fileId: Message | undefined): string | undefined {
  if (fileId === undefined) return undefined;
  const maker = str(fileId["manufacturer"]);
  const product = str(fileId["productName"]) ?? str(fileId["garminProduct"]) ?? str(fileId["product"]);
  if (maker === undefined) return product;
  if (product === undefined || product === "0") return titleCase(maker);
  return product.toLowerCase().startsWith(maker.toLowerCase()) ? product : `${titleCase(maker)} ${product}`;
}

function totalsOf(session: Message | undefined): DeviceTotals {
  if (session === undefined) return {};
  const distanceM = num(session["totalDistance"]);
  const timerS = num(session["totalTimerTime"]);
  const elapsedS = num(session["totalElapsedTime"]);
  const calories = num(session["totalCalories"]);
  return {
    ...(distanceM !== undefined ? { distanceM } : {}),
    ...(timerS !== undefined ? { timerS } : {}),
    ...(elapsedS !== undefined ? { elapsedS } : {}),
    ...(calories !== undefined ? { calories } : {}),
  };
}

/** Decoded FIT messages, grouped as `@garmin/fitsdk` returns them (`recordMesgs`, `sessionMesgs`, ...). */
export type FitMessages = Readonly<Record<string, readonly Message[] | undefined>>;

/**
 * Splits decoded FIT messages into one track per session: a record belongs to the last session
 * that starts at or before it (records before the first session go to the first). A file without session
 * messages (truncated) gives one track, its sport from the `sport` or `lap` messages.
 *
 * @param messages - the decoder's message groups (their records are read from `records`).
 * @param records - the file's record messages as samples ({@link toSample}), in file order.
 * @param warnings - file-level warnings to carry into every track.
 */
export function fitToTracks(messages: FitMessages, records: TrackSample[], warnings: readonly ImportWarning[]): Track[] {
  const fileId = messages["fileIdMesgs"]?.[0];
  const deviceName = deviceNameOf(fileId);
  const deviceType = guessDeviceType(deviceName) === "OTHER" && str(fileId?.["manufacturer"]) === "garmin" ? "WATCH" : guessDeviceType(deviceName);
  const activity = messages["activityMesgs"]?.[0];
  const local = num(activity?.["localTimestamp"]);
  const utc = timeOf(activity?.["timestamp"]);
  const localOffsetS = local !== undefined && utc !== undefined ? local + FIT_EPOCH_S - utc / 1000 : undefined;
  const sessions = [...(messages["sessionMesgs"] ?? [])]
    .map((s) => ({ s, start: timeOf(s["startTime"]) ?? timeOf(s["timestamp"]) }))
    .filter((x): x is { s: Message; start: number } => x.start !== undefined)
    .sort((a, b) => a.start - b.start);

  const common = {
    format: "fit" as const,
    ...(deviceName !== undefined ? { deviceName } : {}),
    deviceType,
    ...(localOffsetS !== undefined ? { localOffsetS } : {}),
  };
  const sportOf = (m: Message | undefined): { sport?: string; subSport?: string } => {
    const sport = str(m?.["sport"]);
    const subSport = str(m?.["subSport"]);
    return { ...(sport !== undefined ? { sport } : {}), ...(subSport !== undefined ? { subSport } : {}) };
  };
  const track = (sp: { sport?: string; subSport?: string }, totals: DeviceTotals, samples: TrackSample[], extra: ImportWarning[]): Track => {
    const mapping = mapFitSport(sp.sport, sp.subSport);
    const label = sp.sport === undefined ? undefined : sp.subSport === undefined ? sp.sport : `${sp.sport}/${sp.subSport}`;
    return {
      ...common,
      ...(label !== undefined ? { sourceSport: label } : {}),
      ...(mapping.activityType !== undefined ? { mappedType: mapping.activityType } : {}),
      ...(sp.sport === undefined ? { sportUnknown: true } : {}),
      indoor: mapping.indoor,
      totals,
      samples,
      warnings: [...warnings, ...extra],
    };
  };

  if (sessions.length === 0) {
    const sp = sportOf(messages["sportMesgs"]?.[0] ?? messages["lapMesgs"]?.[0]);
    return [track(sp, {}, records, [{ key: "NO_SESSION", message: "the file has no session message (truncated?): no device totals" }])];
  }
  const buckets: TrackSample[][] = sessions.map(() => []);
  let k = 0;
  for (const r of records) {
    while (k + 1 < sessions.length && r.t >= (sessions[k + 1] as { start: number }).start) k++;
    (buckets[k] as TrackSample[]).push(r);
  }
  return sessions.map(({ s }, i) => ({
    ...track(sportOf(s), totalsOf(s), buckets[i] as TrackSample[], []),
    ...(i > 0 ? { distanceContinues: true } : {}),
  }));
}
