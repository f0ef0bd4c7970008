import { schemaPrefix } from "./schemaName.js";

/** The qualified names of the adapter's tables in one schema. */
export interface ActivityTables {
  /** `activity_fuel_activities`: one row per activity, keyed `(user_id, activity_id)`. */
  readonly activities: string;
  /** `activity_fuel_users`: one row per user with activities, its longest activity span. */
  readonly users: string;
  /** `activity_fuel_idempotency`: one row per user and idempotency key. */
  readonly idempotency: string;
  /** `activity_fuel_day_superseded()`: fails an add whose ALL_DAY a stored record of its date outreaches. */
  readonly daySuperseded: string;
}

/**
 * The tables in `schema`, quoted and qualified (unqualified without a schema: the connection's `search_path`).
 *
 * @example
 * ```ts
 * activityTables("fuel").activities; // '"fuel".activity_fuel_activities'
 * ```
 *
 * @param schema - schema name, or `undefined`.
 * @throws RangeError when `schema` is not a lower-case SQL identifier (see `schemaPrefix`).
 */
export function activityTables(schema: string | undefined): ActivityTables {
  const prefix = schemaPrefix(schema);
  return {
    activities: `${prefix}activity_fuel_activities`,
    users: `${prefix}activity_fuel_users`,
    idempotency: `${prefix}activity_fuel_idempotency`,
    daySuperseded: `${prefix}activity_fuel_day_superseded()`,
  };
}
