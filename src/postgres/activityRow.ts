import type { ActivityRecords } from "../model/activityRecords.js";
import type { ActivitySummary } from "../model/activitySummary.js";
import type { StoredActivity } from "../model/storedActivity.js";
import type { ValidatedActivity, ValidatedMetrics } from "../model/validatedActivity.js";
import type { ActivityDerivation } from "../model/activityDerivation.js";
import type { Status } from "../registry/statuses.js";
import type { Envelope } from "./batchColumns.js";
import { TIMESTAMPTZ_TO_MS } from "./epochMsSql.js";
import { float64Values } from "./float64Bytes.js";

/** The select list that {@link toActivitySummary} reads, for the table alias `a`: no samples. */
export const SUMMARY_COLUMNS = [
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
  "a.envelope",
  "to_char(a.local_date, 'YYYY-MM-DD') AS local_date",
  `${TIMESTAMPTZ_TO_MS("a.end_time")} AS end_ms`,
  "a.records",
].join(", ");

/** The select list that {@link toStoredActivity} reads, for the table alias `a`: the summary and the samples. */
export const SELECT_COLUMNS = `${SUMMARY_COLUMNS}, a.samples, a.fuel_per_point`;

/** A row as {@link SUMMARY_COLUMNS} returns it. */
export interface SummaryRow {
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
  readonly envelope: Envelope;
  readonly local_date: string;
  readonly end_ms: number;
  readonly records: ActivityRecords | null;
}

/** A row as {@link SELECT_COLUMNS} returns it. */
export interface ActivityRow extends SummaryRow {
  readonly samples: Uint8Array;
  readonly fuel_per_point: Uint8Array;
}

/**
 * A new {@link ActivitySummary} from a row (fresh objects on every read).
 *
 * @param row - a row of {@link SUMMARY_COLUMNS}.
 */
export function toActivitySummary(row: SummaryRow): ActivitySummary {
  const { envelope } = row;
  return {
    activityId: row.activity_id,
    userId: row.user_id,
    activity: {
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
        pointCount: row.point_count,
      },
    },
    derived: {
      durationMs: row.duration_ms,
      ...(row.distance_km !== null ? { distanceKm: row.distance_km } : {}),
      ...(row.calories_kcal !== null ? { calories: row.calories_kcal } : {}),
      ...(row.steps !== null ? { steps: row.steps } : {}),
      fuel: row.fuel,
      fuelModel: envelope.fuelModel,
    },
    status: row.status as Status,
    tags: envelope.tags,
    receivedAtMs: row.received_ms,
    localDate: row.local_date,
    endMs: row.end_ms,
    ...(row.records !== null ? { records: row.records } : {}),
  };
}

/**
 * A new {@link StoredActivity} from a row (fresh objects on every read): the summary with its samples.
 *
 * @param row - a row of {@link SELECT_COLUMNS}.
 */
export function toStoredActivity(row: ActivityRow): StoredActivity {
  const summary = toActivitySummary(row);
  const points = row.point_count;
  // one Float64Array for the whole block, one view per column (as the in-memory repository stores them)
  const samples = float64Values(row.samples);
  const columns = row.metric_types.map((_, c) => samples.subarray(c * points, (c + 1) * points));
  return {
    ...summary,
    activity: { ...summary.activity, metrics: { ...summary.activity.metrics, columns } },
    derived: { ...summary.derived, fuelPerPoint: float64Values(row.fuel_per_point) },
  };
}
