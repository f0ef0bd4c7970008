import { localDateOf } from "../derive/localDays.js";
import type { StoredActivity } from "../model/storedActivity.js";
import type { ValidatedActivity, ValidatedMetrics } from "../model/validatedActivity.js";
import type { ActivityDerivation } from "../model/activityDerivation.js";
import type { Tag } from "../model/link.js";
import type { Status } from "../registry/statuses.js";
import { activityEndMs } from "../repository/activityEndMs.js";
import { float64Bytes, float64Values } from "./float64Bytes.js";

/** Epoch milliseconds (a float8 parameter) as a timestamptz, exactly (µs arithmetic on integers below 2^53). */
export const MS_TO_TIMESTAMPTZ = (param: string): string => `('epoch'::timestamptz + ${param}::float8 * interval '1 millisecond')`;
/** A timestamptz column as epoch milliseconds (float8). */
export const TIMESTAMPTZ_TO_MS = (column: string): string => `(extract(epoch FROM ${column}) * 1000)::float8`;

/** Columns of `activity_fuel_activities` written by an add, in the order of {@link activityRowValues}. */
export const INSERT_COLUMNS = [
  "user_id",
  "activity_id",
  "activity_type",
  "start_time",
  "end_time",
  "local_date",
  "time_zone_name",
  "device_type",
  "device_name",
  "status",
  "received_at",
  "duration_ms",
  "distance_km",
  "calories_kcal",
  "steps",
  "fuel",
  "interval_value",
  "metric_types",
  "point_count",
  "samples",
  "fuel_per_point",
  "envelope",
] as const;

/** How each inserted value is cast, by column (parameters are untyped text on the wire). */
const CASTS: Readonly<Record<(typeof INSERT_COLUMNS)[number], (param: string) => string>> = {
  user_id: (p) => p,
  activity_id: (p) => p,
  activity_type: (p) => p,
  start_time: MS_TO_TIMESTAMPTZ,
  end_time: MS_TO_TIMESTAMPTZ,
  local_date: (p) => `${p}::date`,
  time_zone_name: (p) => p,
  device_type: (p) => p,
  device_name: (p) => p,
  status: (p) => p,
  received_at: MS_TO_TIMESTAMPTZ,
  duration_ms: (p) => `${p}::float8::bigint`,
  distance_km: (p) => `${p}::float8`,
  calories_kcal: (p) => `${p}::float8`,
  steps: (p) => `${p}::float8`,
  fuel: (p) => `${p}::float8`,
  interval_value: (p) => `${p}::smallint`,
  metric_types: (p) => `${p}::text[]`,
  point_count: (p) => `${p}::integer`,
  samples: (p) => `${p}::bytea`,
  fuel_per_point: (p) => `${p}::bytea`,
  envelope: (p) => `${p}::jsonb`,
};

/**
 * The `VALUES` tuple of one row: `$1` (the user id, shared by every row of a statement so that the statement
 * visibly targets one user) then the row's own parameters from `$first`.
 *
 * @param first - number of the row's first own parameter.
 */
export function valuesTuple(first: number): string {
  const parts = INSERT_COLUMNS.map((column, i) => CASTS[column](i === 0 ? "$1" : `$${first + i - 1}`));
  return `(${parts.join(", ")})`;
}

/** What the JSON `envelope` column holds: the fields no list or filter reads. */
interface Envelope {
  readonly intervalUnit: ValidatedMetrics["intervalUnit"];
  readonly duration?: number;
  readonly fuelModel: string;
  readonly tags: readonly Tag[];
}

/**
 * The parameters of one activity's row after the shared user id (columns 2… of {@link INSERT_COLUMNS}). Reads
 * every value once: what is stored cannot change if the caller's objects change later.
 *
 * @param stored - the activity.
 * @throws RangeError when its time zone is unknown to the runtime (from `localDateOf`).
 */
export function activityRowValues(stored: StoredActivity): unknown[] {
  const { activity, derived } = stored;
  const { metrics } = activity;
  const points = metrics.pointCount;
  const samples = new Float64Array(points * metrics.columns.length);
  metrics.columns.forEach((column, c) => {
    // a Float64Array column is one memory copy; other array-likes are copied value by value
    if (column instanceof Float64Array && column.length === points) samples.set(column, c * points);
    else for (let i = 0; i < points; i++) samples[c * points + i] = column[i] as number;
  });
  const envelope: Envelope = {
    intervalUnit: metrics.intervalUnit,
    ...(activity.duration !== undefined ? { duration: activity.duration } : {}),
    fuelModel: derived.fuelModel,
    tags: stored.tags.map((t) => ({ tagType: t.tagType, tagValue: t.tagValue })),
  };
  return [
    stored.activityId,
    activity.activityType,
    activity.startTime,
    activityEndMs(stored),
    localDateOf(activity.startTime, activity.timeZoneName),
    activity.timeZoneName,
    activity.deviceType,
    activity.deviceName ?? null,
    stored.status,
    stored.receivedAtMs,
    derived.durationMs,
    derived.distanceKm ?? null,
    derived.calories ?? null,
    derived.steps ?? null,
    derived.fuel,
    metrics.intervalValue,
    [...metrics.metricTypes],
    points,
    new Uint8Array(samples.buffer),
    float64Bytes(derived.fuelPerPoint),
    JSON.stringify(envelope),
  ];
}

/** The select list that {@link toStoredActivity} reads, for the table alias `a`. */
export const SELECT_COLUMNS = [
  "a.user_id",
  "a.activity_id",
  "a.activity_type",
  `${TIMESTAMPTZ_TO_MS("a.start_time")} AS start_ms`,
  "a.time_zone_name",
  "a.device_type",
  "a.device_name",
  "a.status",
  `${TIMESTAMPTZ_TO_MS("a.received_at")} AS received_ms`,
  "a.duration_ms::float8 AS duration_ms",
  "a.distance_km",
  "a.calories_kcal",
  "a.steps",
  "a.fuel",
  "a.interval_value",
  "a.metric_types",
  "a.point_count",
  "a.samples",
  "a.fuel_per_point",
  "a.envelope",
].join(", ");

/** A row as {@link SELECT_COLUMNS} returns it. */
export interface ActivityRow {
  readonly user_id: string;
  readonly activity_id: string;
  readonly activity_type: string;
  readonly start_ms: number;
  readonly time_zone_name: string;
  readonly device_type: string;
  readonly device_name: string | null;
  readonly status: string;
  readonly received_ms: number;
  readonly duration_ms: number;
  readonly distance_km: number | null;
  readonly calories_kcal: number | null;
  readonly steps: number | null;
  readonly fuel: number;
  readonly interval_value: number;
  readonly metric_types: string[];
  readonly point_count: number;
  readonly samples: Uint8Array;
  readonly fuel_per_point: Uint8Array;
  readonly envelope: Envelope;
}

/**
 * A new {@link StoredActivity} from a row (fresh objects on every read).
 *
 * @param row - a row of {@link SELECT_COLUMNS}.
 */
export function toStoredActivity(row: ActivityRow): StoredActivity {
  const points = row.point_count;
  // one Float64Array for the whole block, one view per column (as the in-memory repository stores them)
  const samples = float64Values(row.samples);
  const columns = row.metric_types.map((_, c) => samples.subarray(c * points, (c + 1) * points));
  const { envelope } = row;
  const activity: ValidatedActivity = {
    activityType: row.activity_type as ValidatedActivity["activityType"],
    ...(row.device_name !== null ? { deviceName: row.device_name } : {}),
    deviceType: row.device_type as ValidatedActivity["deviceType"],
    startTime: row.start_ms,
    ...(envelope.duration !== undefined ? { duration: envelope.duration } : {}),
    timeZoneName: row.time_zone_name,
    metrics: {
      intervalUnit: envelope.intervalUnit,
      intervalValue: row.interval_value as ValidatedMetrics["intervalValue"],
      metricTypes: row.metric_types as unknown as ValidatedMetrics["metricTypes"],
      pointCount: points,
      columns,
    },
  };
  const derived: ActivityDerivation = {
    durationMs: row.duration_ms,
    ...(row.distance_km !== null ? { distanceKm: row.distance_km } : {}),
    ...(row.calories_kcal !== null ? { calories: row.calories_kcal } : {}),
    ...(row.steps !== null ? { steps: row.steps } : {}),
    fuel: row.fuel,
    fuelModel: envelope.fuelModel,
    fuelPerPoint: float64Values(row.fuel_per_point),
  };
  return {
    activityId: row.activity_id,
    userId: row.user_id,
    activity,
    derived,
    status: row.status as Status,
    tags: envelope.tags,
    receivedAtMs: row.received_ms,
  };
}
