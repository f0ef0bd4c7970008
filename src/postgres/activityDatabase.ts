import type { PGliteLike } from "./pgliteLike.js";
import type { PgPoolLike } from "./pgPoolLike.js";

/**
 * A database the `./postgres` entry works on: a `pg.Pool` (a PostgreSQL server) or a PGlite instance (PostgreSQL
 * compiled to WebAssembly, in memory or in a directory). Both are used through the same SQL.
 *
 * @example
 * ```ts
 * import pg from "pg";
 * import { PGlite } from "@electric-sql/pglite";
 * const db: ActivityDatabase = process.env.DATABASE_URL ? new pg.Pool({ connectionString: process.env.DATABASE_URL }) : new PGlite();
 * await migrateActivityDatabase(db);
 * ```
 */
export type ActivityDatabase = PgPoolLike | PGliteLike;
