import { ACTIVITY_TYPES } from "../registry/activityTypes.js";
import type { ActivityFilter, PageRequest } from "../repository/activityRepository.js";
import { utcMidnightMs } from "../timeZone/localDays.js";
import { MS_TO_TIMESTAMPTZ } from "./epochMsSql.js";

const DAY_MS = 86_400_000;
/** Type sets up to this size are read as one index range per type, merged (Merge Append); larger ones filter. */
const MAX_MERGED_TYPES = 8;
/** Newest first, ties by id descending (`activity_id` is `COLLATE "C"`: code-point order). */
export const NEWEST_FIRST = "start_time DESC, activity_id DESC";
/** The reverse of {@link NEWEST_FIRST}: a page before a position reads the index upwards. */
const OLDEST_FIRST = "start_time, activity_id";

/**
 * How a filter reads the user's activities: `branches` of extra conditions (one index range each, merged newest
 * first when there are several), and the parameters `$2…` they use (`$1` is always the user id).
 */
export interface Selection {
  /** Conditions added to `user_id = $1`, per branch (ANDed within a branch). */
  readonly branches: readonly (readonly string[])[];
  /** Parameter values from `$2`. */
  readonly params: unknown[];
}

function isEveryTypeButDaily(types: ReadonlySet<string>): boolean {
  if (types.size !== ACTIVITY_TYPES.length - 1 || types.has("ALL_DAY")) return false;
  return ACTIVITY_TYPES.every((type) => type.name === "ALL_DAY" || types.has(type.name));
}

/**
 * The selection of a filter (already checked), or `undefined` when it selects nothing (an empty type set).
 *
 * A local-date range becomes a `start_time` range widened by 24 h at both ends (no UTC offset reaches 24 h) and an
 * exact `local_date` test, so that the newest-first indexes serve it.
 *
 * @param filter - activity types and local dates.
 * @param merge - whether a small type set may become several branches (lists); counts take one branch.
 */
export function selectionOf(filter: ActivityFilter, merge: boolean): Selection | undefined {
  const params: unknown[] = [];
  const param = (value: unknown): string => {
    params.push(value);
    return `$${params.length + 1}`;
  };
  const dates: string[] = [];
  const { localDateFrom: from, localDateTo: to } = filter;
  if (from !== undefined && to !== undefined) {
    dates.push(
      `start_time >= ${MS_TO_TIMESTAMPTZ(param(utcMidnightMs(from) - DAY_MS))}`,
      `start_time < ${MS_TO_TIMESTAMPTZ(param(utcMidnightMs(to) + 2 * DAY_MS))}`,
      `local_date BETWEEN ${param(from)}::date AND ${param(to)}::date`,
    );
  }
  if (filter.activityTypes === undefined) return { branches: [dates], params };
  const types = [...new Set(filter.activityTypes)];
  if (types.length === 0) return undefined;
  if (types.length === 1) {
    const only = [`activity_type = ${param(types[0])}`, ...dates];
    return { branches: [only], params };
  }
  if (isEveryTypeButDaily(new Set(types))) {
    const sessions = ["activity_type <> 'ALL_DAY'", ...dates];
    return { branches: [sessions], params };
  }
  if (!merge || types.length > MAX_MERGED_TYPES) return { branches: [[`activity_type = ANY(${param(types)}::text[])`, ...dates]], params };
  return { branches: types.map((type) => [`activity_type = ${param(type)}`, ...dates]), params };
}

/**
 * The statement listing a page of `(activity_id, start_time)` newest first for a selection: one ordered index
 * range, or one per branch limited to `offset + limit` and merged. With `page.after`, every range starts after that
 * position (`(start_time, activity_id) < (t, id)`, an index condition of the newest-first indexes), so a page
 * reached by continuation reads O(log n + offset + limit) index entries wherever it is; with `page.before`, every
 * range runs upwards from the position (`> (t, id)`, the same indexes scanned backwards), nearest first. Adds the page's parameters
 * to `selection.params`.
 *
 * @param table - the qualified activities table.
 * @param selection - from {@link selectionOf}; its `params` receive the page parameters.
 * @param page - position, offset and limit.
 */
export function pageIdsSql(table: string, selection: Selection, page: PageRequest): string {
  const { params } = selection;
  let branches = selection.branches;
  const position = page.after ?? page.before;
  if (position !== undefined) {
    params.push(position.startTime, position.activityId);
    const key = `(${MS_TO_TIMESTAMPTZ(`$${params.length}`)}, $${params.length + 1})`;
    const condition = `(start_time, activity_id) ${page.before !== undefined ? ">" : "<"} ${key}`;
    branches = branches.map((conditions) => [...conditions, condition]);
  }
  params.push(page.offset, page.limit);
  const o = `$${params.length}`;
  const l = `$${params.length + 1}`;
  // a page before a position reads the index upwards from it (the caller orders the page newest first again)
  const order = page.before !== undefined ? OLDEST_FIRST : NEWEST_FIRST;
  const where = (conditions: readonly string[]): string => ["user_id = $1", ...conditions].join(" AND ");
  if (branches.length === 1) {
    return `SELECT activity_id, start_time FROM ${table} WHERE ${where(branches[0] ?? [])} ORDER BY ${order} OFFSET ${o}::bigint LIMIT ${l}::bigint`;
  }
  const parts = branches.map(
    (conditions) => `(SELECT activity_id, start_time FROM ${table} WHERE ${where(conditions)} ORDER BY ${order} LIMIT ${o}::bigint + ${l}::bigint)`,
  );
  return `SELECT activity_id, start_time FROM (${parts.join(" UNION ALL ")}) merged ORDER BY ${order} OFFSET ${o}::bigint LIMIT ${l}::bigint`;
}
