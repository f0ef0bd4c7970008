import type { ActivityDatabase } from "../../src/postgres/index.js";
import type { PgClientLike, PgPoolLike, PgQueryConfig } from "../../src/postgres/pgPoolLike.js";
import type { PGliteLike, PGliteTransactionLike } from "../../src/postgres/pgliteLike.js";

/**
 * Wraps a `pg.Pool` or a PGlite instance so that every SQL text sent through it (pool queries, queries of
 * checked-out clients, PGlite queries, scripts and transaction queries) is appended to `statements`.
 *
 * @param db - the database.
 * @param statements - where the texts go.
 */
export function recordStatements<T extends ActivityDatabase>(db: T, statements: string[]): T {
  if (typeof (db as Partial<PGliteLike>).transaction === "function") {
    const lite = db as PGliteLike;
    const wrapTx = (tx: PGliteTransactionLike): PGliteTransactionLike => ({
      query: (text, values, options) => (statements.push(text), tx.query(text, values, options)),
      exec: (text) => (statements.push(text), tx.exec(text)),
    });
    const wrapped: PGliteLike = {
      query: (text, values, options) => (statements.push(text), lite.query(text, values, options)),
      exec: (text) => (statements.push(text), lite.exec(text)),
      transaction: (callback) => lite.transaction((tx) => callback(wrapTx(tx))),
    };
    return wrapped as T;
  }
  const pool = db as PgPoolLike;
  const textOf = (sql: string | PgQueryConfig): string => (typeof sql === "string" ? sql : sql.text);
  const wrapped: PgPoolLike = {
    query: (text, values) => (statements.push(textOf(text)), pool.query(text, values)),
    // the callback form like pg.Pool's (the adapter listens for errors on hand-over), events passed through
    connect: (callback) => {
      const wrap = (client: PgClientLike): PgClientLike => ({
        query: (text, values) => (statements.push(textOf(text)), client.query(text, values)),
        release: (error) => client.release(error),
        on: (event, listener) => client.on?.(event, listener),
        removeListener: (event, listener) => client.removeListener?.(event, listener),
      });
      if (callback !== undefined) return pool.connect((error, client) => callback(error, client === undefined ? undefined : wrap(client)));
      return (pool.connect() as Promise<PgClientLike>).then(wrap);
    },
  };
  return wrapped as T;
}

const TRANSACTION_CONTROL = /^\s*(BEGIN|COMMIT|ROLLBACK)\s*$/i;
const TABLE_REFERENCE = /\b(FROM|JOIN|INTO|UPDATE)\s+("[a-z0-9_]+"\.)?activity_fuel_[a-z_]+/gi;
const USER_CONDITION = /\buser_id\s*=\s*\$1\b/gi;
/** What follows `INTO table` in an insert of one user's rows: `user_id` first, and `$1` as its value. */
const USER_INSERT = /^(\s+AS\s+\w+)?\s*\(\s*user_id\s*,[^)]*\)\s*(SELECT\s+\$1\s*,|VALUES\s*)/i;

/** Whether every row of the `VALUES` list starting `text` puts `$1` first. */
function valuesStartWithUser(text: string): boolean {
  const tuples = /^((?:\s*,?\s*\((?:[^()]|\([^()]*\))*\))+)/.exec(text)?.[1]?.match(/\((?:[^()]|\([^()]*\))*\)/g) ?? [];
  return tuples.length > 0 && tuples.every((t) => /^\(\s*\$1\s*,/.test(t));
}

/**
 * Why a statement could reach more than one user's rows, or `undefined` when it is scoped: transaction control
 * needs nothing; otherwise every `INTO` an `activity_fuel_` table must insert `user_id` first with the value `$1`
 * (`(user_id, …) SELECT $1, …` or `VALUES ($1, …), …`), and every other reference (FROM, JOIN, UPDATE) must be
 * matched by a `user_id = $1` condition. `$1` is the user id in every statement of the adapter.
 *
 * @param text - a SQL statement.
 */
export function unscopedReason(text: string): string | undefined {
  if (TRANSACTION_CONTROL.test(text)) return undefined;
  const references = [...text.matchAll(TABLE_REFERENCE)];
  if (references.length === 0) return "touches no activity_fuel_ table (the adapter should send no such statement)";
  let needed = 0;
  for (const reference of references) {
    if (reference[1]?.toUpperCase() !== "INTO") {
      needed++;
      continue;
    }
    const rest = text.slice((reference.index ?? 0) + reference[0].length);
    const insert = USER_INSERT.exec(rest);
    if (insert === null) return "an INSERT whose first column is not user_id, or whose user_id is not $1";
    if (/^VALUES/i.test(insert[2] ?? "") && !valuesStartWithUser(rest.slice(insert[0].length))) return "an INSERT row whose user_id is not $1";
  }
  const conditions = text.match(USER_CONDITION)?.length ?? 0;
  if (conditions < needed) return `${needed} table reference(s) besides inserts but ${conditions} user_id = $1 condition(s)`;
  return undefined;
}
