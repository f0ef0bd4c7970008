import type { DayActivityShare, DayAggregate, DaySummary } from "../model/dayAggregate.js";
import { MS_TO_TIMESTAMPTZ, TIMESTAMPTZ_TO_MS } from "./activityRow.js";
import { float64Bytes, float64Values } from "./float64Bytes.js";

/** Columns of `activity_fuel_days` written by a fold or a replace, after `user_id` (`$1`). */
export const DAY_COLUMNS = [
  "local_date",
  "day_start",
  "day_end",
  "fuel",
  "steps",
  "calories",
  "distance_km",
  "active_ms",
  "activity_ids",
  "bounds_ms",
  "rates",
  "shares",
] as const;

const DAY_CASTS: readonly ((p: string) => string)[] = [
  (p) => `${p}::date`,
  MS_TO_TIMESTAMPTZ,
  MS_TO_TIMESTAMPTZ,
  (p) => `${p}::float8`,
  (p) => `${p}::float8`,
  (p) => `${p}::float8`,
  (p) => `${p}::float8`,
  (p) => `${p}::float8`,
  (p) => `${p}::text[]`,
  (p) => `${p}::bytea`,
  (p) => `${p}::bytea`,
  (p) => `${p}::jsonb`,
];

/**
 * The `VALUES` tuple of one day row: `$1` (the user id) then the row's own parameters from `$first`.
 *
 * @param first - number of the row's first own parameter.
 */
export function dayValuesTuple(first: number): string {
  return `($1, ${DAY_CASTS.map((cast, i) => cast(`$${first + i}`)).join(", ")})`;
}

/**
 * The parameters of one day row after the user id, in the order of {@link DAY_COLUMNS}.
 *
 * @param day - the aggregate.
 */
export function dayRowValues(day: DayAggregate): unknown[] {
  return [
    day.localDate,
    day.dayStartMs,
    day.dayEndMs,
    day.fuel,
    day.steps,
    day.calories,
    day.distanceKm,
    day.activeMs,
    [...day.activityIds],
    float64Bytes(day.boundsMs),
    float64Bytes(day.rates),
    JSON.stringify(day.shares),
  ];
}

/** The select list of a day row, for the table alias `d`. */
export const DAY_SELECT_COLUMNS = [
  "to_char(d.local_date, 'YYYY-MM-DD') AS local_date",
  `${TIMESTAMPTZ_TO_MS("d.day_start")} AS day_start_ms`,
  `${TIMESTAMPTZ_TO_MS("d.day_end")} AS day_end_ms`,
  "d.fuel",
  "d.steps",
  "d.calories",
  "d.distance_km",
  "d.active_ms",
  "d.activity_ids",
].join(", ");

/** The select list of {@link DAY_SELECT_COLUMNS} plus what a fold needs. */
export const DAY_AGGREGATE_COLUMNS = `${DAY_SELECT_COLUMNS}, d.bounds_ms, d.rates, d.shares`;

/** A row of {@link DAY_SELECT_COLUMNS} (the aggregate's columns may be present). */
export interface DayRow {
  readonly local_date: string;
  readonly day_start_ms: number;
  readonly day_end_ms: number;
  readonly fuel: number;
  readonly steps: number;
  readonly calories: number;
  readonly distance_km: number;
  readonly active_ms: number;
  readonly activity_ids: string[];
  readonly bounds_ms?: Uint8Array;
  readonly rates?: Uint8Array;
  readonly shares?: DayActivityShare[];
}

/**
 * The summary of a day row (a new object).
 *
 * @param row - a row of {@link DAY_SELECT_COLUMNS}.
 */
export function toDaySummary(row: DayRow): DaySummary {
  return {
    localDate: row.local_date,
    dayStartMs: row.day_start_ms,
    dayEndMs: row.day_end_ms,
    fuel: row.fuel,
    steps: row.steps,
    calories: row.calories,
    distanceKm: row.distance_km,
    activeMs: row.active_ms,
    activityIds: row.activity_ids,
  };
}

/**
 * The aggregate of a day row (for a fold).
 *
 * @param row - a row of {@link DAY_AGGREGATE_COLUMNS}.
 */
export function toDayAggregate(row: DayRow): DayAggregate {
  return {
    ...toDaySummary(row),
    boundsMs: float64Values(row.bounds_ms ?? new Uint8Array()),
    rates: float64Values(row.rates ?? new Uint8Array()),
    shares: row.shares ?? [],
  };
}
