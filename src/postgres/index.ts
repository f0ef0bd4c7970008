/**
 * PostgreSQL storage (the `./postgres` entry): {@link createPostgresActivityRepository}, an `ActivityRepository`
 * on a PostgreSQL server (through a `pg.Pool`) or on PGlite (PostgreSQL in WebAssembly),
 * {@link migrateActivityDatabase}, which creates and upgrades its tables, and {@link deleteExpiredIdempotencyRecords},
 * the maintenance that drops the expired idempotency records of every user. `pg` and `@electric-sql/pglite` are
 * optional peer dependencies: this entry imports neither, you pass your instance. See docs/scaling.md.
 *
 * @module activity-fuel/postgres
 */
export { createPostgresActivityRepository, type PostgresActivityRepositoryOptions } from "./createPostgresActivityRepository.js";
export { migrateActivityDatabase, type MigrateActivityDatabaseOptions, type MigrationReport } from "./migrateActivityDatabase.js";
export { deleteExpiredIdempotencyRecords } from "./deleteExpiredIdempotencyRecords.js";
export type { ActivityDatabase } from "./activityDatabase.js";
export type { PgPoolLike, PgClientLike, PgQueryConfig } from "./pgPoolLike.js";
export type { PGliteLike, PGliteTransactionLike, PGliteQueryOptions } from "./pgliteLike.js";

// The root's types this entry's declarations name, so that code compiled with `declaration: true` names them here.
export type { ActivityDerivation } from "../model/activityDerivation.js";
export type { ActivityRecords } from "../model/activityRecords.js";
export type { ActivitySummary } from "../model/activitySummary.js";
export type { AddActivityResponseItem } from "../model/addActivityResponseItem.js";
export type { Link, Tag } from "../model/link.js";
export type { AddMetricSummary } from "../model/metricSummary.js";
export type { StoredActivity } from "../model/storedActivity.js";
export type { SubmittedActivity, SubmittedMetrics } from "../model/submittedActivity.js";
export type { SampleColumn, ValidatedActivity, ValidatedMetrics } from "../model/validatedActivity.js";
export type { ActivityTypeName } from "../registry/activityTypes.js";
export type { DeviceTypeName } from "../registry/deviceTypes.js";
export type { SubmittableMetricTypeName } from "../registry/metricTypes.js";
export type { Status } from "../registry/statuses.js";
export type { ActivityFilter, ActivityRepository, AddActivitiesOptions, FuelSliceRequest, IdempotencyRecord, ListPosition, OverlapQuery, PageRequest, StoreOutcome, TimeRange } from "../repository/index.js";
