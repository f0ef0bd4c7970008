import type { StoredActivity } from "../model/storedActivity.js";
import type { ValidatedMetrics } from "../model/validatedActivity.js";
import type { Tag } from "../model/link.js";
import { MS_TO_TIMESTAMPTZ } from "./epochMsSql.js";
import { float64ArrayBytes } from "./float64Bytes.js";

/** What the JSON `envelope` column holds: the fields no list or filter reads. */
export interface Envelope {
  readonly intervalUnit: ValidatedMetrics["intervalUnit"];
  readonly duration?: number;
  readonly fuelModel: string;
  readonly tags: readonly Tag[];
}

/** The array parameters of a batch, one element per activity: name in the statement and element type. */
const ARRAYS = [
  ["activity_id", "text"],
  ["activity_type", "text"],
  ["start_ms", "float8"],
  ["end_ms", "float8"],
  ["local_date", "date"],
  ["time_zone_name", "text"],
  ["device_type", "text"],
  ["device_name", "text"],
  ["status", "text"],
  ["received_ms", "float8"],
  ["duration_ms", "float8"],
  ["distance_km", "float8"],
  ["calories_kcal", "float8"],
  ["steps", "float8"],
  ["fuel", "float8"],
  ["interval_value", "int"],
  ["metric_types", "text"],
  ["point_count", "int"],
  ["samples_at", "int"],
  ["samples_bytes", "int"],
  ["fuel_at", "int"],
  ["fuel_bytes", "int"],
  ["envelope", "text"],
  ["records", "text"],
] as const;

/** Number of parameters {@link batchColumns} produces: the arrays, then the two float64 blobs. */
export const BATCH_PARAMETERS = ARRAYS.length + 2;

/** The parameters of a batch for {@link batchSql} and the longest activity span in it. */
export interface BatchColumns {
  /**
   * {@link BATCH_PARAMETERS} values: one array per column (for a batch of one activity, its values themselves:
   * `single`), then the samples blob and the fuel blob.
   */
  readonly values: unknown[];
  /** Whether the batch is one activity, its values scalars (`batchSql(first, true)`). */
  readonly single: boolean;
  /** Longest `endMs − startTime` of the batch, ms (0 for an empty batch). */
  readonly maxSpanMs: number;
  /** Number of ALL_DAY activities in the batch (each must be inserted or replace its date's record). */
  readonly dayRecords: number;
}

/**
 * Bytes a batch statement carries for one activity's samples and fuel series (8 per value): what chunks a large
 * batch into statements of bounded size.
 *
 * @param stored - the activity.
 */
export function sampleBytes(stored: StoredActivity): number {
  const { metrics } = stored.activity;
  return 8 * (metrics.pointCount * metrics.columns.length + stored.derived.fuelPerPoint.length);
}

/**
 * A batch as column arrays (the rows of `activity_fuel_activities` after `user_id`) and two float64 blobs: every
 * activity's samples, column-major (`metric_types` in order, `point_count` values each), one after the other, and
 * likewise its fuel series; each row names its slice by 1-based byte position and length. Arrays travel as text,
 * the blobs as binary parameters, so that one statement writes any number of rows. A batch of one activity gives
 * its values instead of one-element arrays.
 *
 * @example
 * ```ts
 * const { values } = batchColumns(batch); // $2… of batchSql(2)
 * ```
 *
 * @param batch - the activities.
 */
export function batchColumns(batch: readonly StoredActivity[]): BatchColumns {
  const rows: unknown[][] = [];
  let sampleValues = 0;
  let fuelValues = 0;
  for (const stored of batch) {
    sampleValues += stored.activity.metrics.pointCount * stored.activity.metrics.columns.length;
    fuelValues += stored.derived.fuelPerPoint.length;
  }
  const samples = new Float64Array(sampleValues);
  const fuelSeries = new Float64Array(fuelValues);
  let samplesAt = 0;
  let fuelAt = 0;
  let maxSpanMs = 0;
  let dayRecords = 0;
  for (const stored of batch) {
    const { activity, derived } = stored;
    const { metrics } = activity;
    const points = metrics.pointCount;
    metrics.columns.forEach((column, c) => {
      // a Float64Array column is one memory copy; other array-likes are copied value by value
      const at = samplesAt + c * points;
      if (column instanceof Float64Array && column.length === points) samples.set(column, at);
      else for (let k = 0; k < points; k++) samples[at + k] = column[k] as number;
    });
    const fuelPerPoint = derived.fuelPerPoint;
    if (fuelPerPoint instanceof Float64Array) fuelSeries.set(fuelPerPoint, fuelAt);
    else for (let k = 0; k < fuelPerPoint.length; k++) fuelSeries[fuelAt + k] = fuelPerPoint[k] as number;
    const envelope: Envelope = {
      intervalUnit: metrics.intervalUnit,
      ...(activity.duration !== undefined ? { duration: activity.duration } : {}),
      fuelModel: derived.fuelModel,
      tags: stored.tags.map((t) => ({ tagType: t.tagType, tagValue: t.tagValue })),
    };
    const { endMs } = stored;
    maxSpanMs = Math.max(maxSpanMs, endMs - activity.startTime);
    if (activity.activityType === "ALL_DAY") dayRecords++;
    rows.push([
      stored.activityId,
      activity.activityType,
      activity.startTime,
      endMs,
      stored.localDate,
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
      metrics.metricTypes.join(","),
      points,
      samplesAt * 8 + 1,
      points * metrics.columns.length * 8,
      fuelAt * 8 + 1,
      fuelPerPoint.length * 8,
      JSON.stringify(envelope),
      stored.records === undefined ? null : JSON.stringify(stored.records),
    ]);
    samplesAt += points * metrics.columns.length;
    fuelAt += fuelPerPoint.length;
  }
  const single = rows.length === 1;
  const columns = single ? (rows[0] as unknown[]) : ARRAYS.map((_, c) => rows.map((row) => row[c]));
  return { values: [...columns, float64ArrayBytes(samples), float64ArrayBytes(fuelSeries)], maxSpanMs, dayRecords, single };
}

/**
 * The rows of a batch as a `FROM` item aliased `b`, from the parameters of {@link batchColumns} at `$first…`: one
 * row per activity with the columns of the arrays; for a batch of one activity (`single`), a `VALUES` row of its
 * values, which the server reads without parsing arrays.
 *
 * @param first - number of the first batch parameter.
 * @param single - whether the parameters are one activity's values rather than arrays.
 */
export function batchSql(first: number, single: boolean): string {
  const names = ARRAYS.map(([name]) => name).join(", ");
  if (single) return `(VALUES (${ARRAYS.map(([, type], i) => `$${first + i}::${type}`).join(", ")})) AS b(${names})`;
  return `unnest(${ARRAYS.map(([, type], i) => `$${first + i}::${type}[]`).join(", ")}) AS b(${names})`;
}

/** Columns of `activity_fuel_activities` that {@link batchRowSql} fills, in its order. */
export const INSERT_COLUMNS =
  "user_id, activity_id, activity_type, start_time, end_time, local_date, time_zone_name, device_type, device_name, status, received_at, " +
  "duration_ms, distance_km, calories_kcal, steps, fuel, interval_value, metric_types, point_count, samples, fuel_per_point, envelope, records";

/**
 * The select list inserting a row `b` of {@link batchSql} into {@link INSERT_COLUMNS}, `$1` as the user id.
 *
 * @param first - number of the first batch parameter (the blobs follow the arrays).
 */
export function batchRowSql(first: number): string {
  const samples = `$${first + ARRAYS.length}::bytea`;
  const fuel = `$${first + ARRAYS.length + 1}::bytea`;
  return [
    "$1",
    "b.activity_id",
    "b.activity_type",
    MS_TO_TIMESTAMPTZ("b.start_ms"),
    MS_TO_TIMESTAMPTZ("b.end_ms"),
    "b.local_date",
    "b.time_zone_name",
    "b.device_type",
    "b.device_name",
    "b.status",
    MS_TO_TIMESTAMPTZ("b.received_ms"),
    "b.duration_ms::bigint",
    "b.distance_km",
    "b.calories_kcal",
    "b.steps",
    "b.fuel",
    "b.interval_value::smallint",
    "string_to_array(b.metric_types, ',')",
    "b.point_count",
    `substring(${samples} FROM b.samples_at FOR b.samples_bytes)`,
    `substring(${fuel} FROM b.fuel_at FOR b.fuel_bytes)`,
    "b.envelope::jsonb",
    "b.records::jsonb",
  ].join(", ");
}
