/** One versioned schema migration of the `./postgres` entry: a SQL file of `src/postgres/migrations`. */
export interface MigrationScript {
  /** Version, 1, 2, 3… in order of application. */
  readonly version: number;
  /** File name without `.sql`, e.g. `"0001_activities"`. */
  readonly name: string;
  /** The SQL text, run as one simple-protocol script inside the migration transaction. */
  readonly sql: string;
}
