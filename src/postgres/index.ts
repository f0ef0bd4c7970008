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
export { migrateActivityDatabase } from "./migrateActivityDatabase.js";
export { deleteExpiredIdempotencyRecords } from "./deleteExpiredIdempotencyRecords.js";
export type { ActivityDatabase } from "./activityDatabase.js";
