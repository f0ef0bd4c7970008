import { getExperienceType, type ExperienceTypeInfo } from "../registry/experienceTypes.js";
import { isLocalDate } from "../timeZone/isLocalDate.js";
import { describeValue } from "../validate/describeValue.js";
import { errorForCode } from "../validate/errorForCode.js";
import { isStorableText } from "../validate/isStorableText.js";
import type { ValidationError } from "../validate/validationError.js";
import type { ListPosition } from "../repository/activityRepository.js";
import type { ListQuery, ServiceResult } from "./activityService.js";

/** Records per page when the query has no `count` (spec 4.2, 8). */
export const DEFAULT_LIST_COUNT = 5;
/** Largest page: a larger `count` is clamped to it, as the historical service did. */
export const MAX_LIST_COUNT = 999;

/** A list query that passed {@link parseListQuery}. */
export interface ParsedListQuery {
  /** The experience type as requested (`FUELBAND` stays `FUELBAND`; it is repeated in paging links). */
  readonly experienceType: string;
  /** Its registry entry (FUELBAND resolves to WRISTBAND). */
  readonly experience: ExperienceTypeInfo;
  /** Page size, 1–{@link MAX_LIST_COUNT}. */
  readonly count: number;
  /** 1-based index of the page's first record, a safe integer ≥ 1. */
  readonly offset: number;
  /** Inclusive local date range, both or neither. */
  readonly dates?: {
    /** First local date, `yyyy-mm-dd`. */
    readonly startDate: string;
    /** Last local date, `yyyy-mm-dd`, not before startDate. */
    readonly endDate: string;
  };
  /** Keyset continuation of `paging.next`: the page starts after this position. */
  readonly after?: ListPosition;
  /** Keyset continuation of `paging.previous`: the page ends before this position. */
  readonly before?: ListPosition;
}

const CONTINUATION = /^(-?[0-9]{1,16})~([\s\S]+)$/;

/** Earliest continuation time, epoch ms: -4713-11-24T00:00Z (4714 BC), Julian day 0, PostgreSQL's earliest `timestamptz`. */
const EARLIEST_CONTINUATION_MS = -210_866_803_200_000;
/** Latest continuation time, epoch ms: +275760-09-13T00:00Z, the last instant a JavaScript `Date` holds. */
const LATEST_CONTINUATION_MS = 8_640_000_000_000_000;

/**
 * The position a continuation names: `startTime~activityId`, as {@link formatContinuation} writes it. The time must
 * be an integer every repository can compare (from 4714 BC, PostgreSQL's earliest time, to the last JavaScript
 * date) and the id storable text (no NUL, no unpaired surrogate): anything else is not a continuation a paging link
 * wrote, and would fail a PostgreSQL query instead of being refused.
 *
 * @param value - the `after` query parameter.
 * @returns the position, or `undefined` when the text is not a continuation.
 */
export function parseContinuation(value: unknown): ListPosition | undefined {
  if (typeof value !== "string") return undefined;
  const match = CONTINUATION.exec(value);
  if (match === null) return undefined;
  const startTime = Number(match[1]);
  const activityId = match[2] as string;
  const inRange = startTime >= EARLIEST_CONTINUATION_MS && startTime <= LATEST_CONTINUATION_MS;
  return inRange && isStorableText(activityId) ? { startTime, activityId } : undefined;
}

/**
 * The continuation text of a list position: `startTime~activityId` (the `after` query parameter of `paging.next`,
 * the `before` of `paging.previous`).
 *
 * @param position - the last activity of a page.
 */
export function formatContinuation(position: ListPosition): string {
  return `${position.startTime}~${position.activityId}`;
}

const DIGITS = /^[0-9]+$/;

/**
 * A positive integer from a URL string (digits only) or a number; `undefined` when it is not one. A digit string
 * too long for a double (309 digits or more) is `Infinity`, so that every all-digit count is clamped alike; an offset must still be a safe integer.
 */
function positiveInteger(value: unknown): number | undefined {
  let n: number;
  if (typeof value === "string") {
    if (!DIGITS.test(value)) return undefined;
    n = Number(value);
    if (n === Infinity) return n;
  } else if (typeof value === "number") {
    n = value;
  } else {
    return undefined;
  }
  return Number.isInteger(n) && n >= 1 ? n : undefined;
}

/**
 * Validates the experience type and query of List Activities by Experience Type (spec 4.2) and
 * returns every error found, each with `activityIndex: null` and the parameter's name as path:
 * 1140 unknown experience type; 1100 count not a positive integer; 1110 offset not a positive safe integer;
 * 1130 a date not `yyyy-mm-dd`; 1120 only one of startDate and endDate; 1150 startDate after endDate.
 * `undefined` parameters are absent: count defaults to 5, offset to 1; a count above 999 becomes 999.
 *
 * @param experienceType - the path parameter, e.g. `"RUNNING"`, `"FUELBAND"`.
 * @param listQuery - the query parameters, strings from a URL or numbers; absent (or not an object): all defaults.
 * @returns the parsed query, or the errors.
 */
export function parseListQuery(experienceType: unknown, listQuery?: ListQuery): ServiceResult<ParsedListQuery> {
  const query: ListQuery = typeof listQuery === "object" && listQuery !== null ? listQuery : {};
  const errors: ValidationError[] = [];
  const fail = (code: 1100 | 1110 | 1120 | 1130 | 1140 | 1150 | 1160, name: string, detail: string): void => {
    errors.push(errorForCode(code, null, [name], detail));
  };

  const experience = getExperienceType(experienceType);
  if (experience === undefined) {
    fail(1140, "experienceType", `experienceType is ${describeValue(experienceType)}; known: RUNNING, WALKING, CYCLING, WRISTBAND (FUELBAND), ALL`);
  }

  let count = DEFAULT_LIST_COUNT;
  if (query.count !== undefined) {
    const n = positiveInteger(query.count);
    if (n === undefined) fail(1100, "count", `count is ${describeValue(query.count)}, not a positive integer`);
    else count = Math.min(n, MAX_LIST_COUNT);
  }

  let offset = 1;
  if (query.offset !== undefined) {
    const n = positiveInteger(query.offset);
    if (n === undefined || !Number.isSafeInteger(n)) {
      fail(1110, "offset", `offset is ${describeValue(query.offset)}, not a positive integer up to ${Number.MAX_SAFE_INTEGER}`);
    } else offset = n;
  }

  const { startDate, endDate } = query;
  const startOk = startDate === undefined || isLocalDate(startDate);
  const endOk = endDate === undefined || isLocalDate(endDate);
  if (!startOk) fail(1130, "startDate", `startDate is ${describeValue(startDate)}, not a calendar date yyyy-mm-dd`);
  if (!endOk) fail(1130, "endDate", `endDate is ${describeValue(endDate)}, not a calendar date yyyy-mm-dd`);
  if (startDate !== undefined && endDate === undefined) fail(1120, "endDate", "startDate was given without endDate");
  if (endDate !== undefined && startDate === undefined) fail(1120, "startDate", "endDate was given without startDate");
  const bothValid = startDate !== undefined && endDate !== undefined && startOk && endOk;
  if (bothValid && startDate > endDate) fail(1150, "startDate", `startDate ${startDate} is after endDate ${endDate}`);

  const after = query.after === undefined ? undefined : parseContinuation(query.after);
  if (query.after !== undefined && after === undefined) fail(1160, "after", `after is ${describeValue(query.after)}, not a continuation startTime~activityId`);
  const before = query.before === undefined ? undefined : parseContinuation(query.before);
  if (query.before !== undefined && before === undefined) fail(1160, "before", `before is ${describeValue(query.before)}, not a continuation startTime~activityId`);
  if (after !== undefined && before !== undefined) fail(1160, "before", "a page continues after one activity or before one, not both");

  const [first, ...rest] = errors;
  if (first !== undefined) return { ok: false, errors: [first, ...rest] };
  return {
    ok: true,
    value: {
      experienceType: experienceType as string, // a known name or alias: a string
      experience: experience as ExperienceTypeInfo, // defined, else 1140 was reported
      count,
      offset,
      ...(bothValid ? { dates: { startDate, endDate } } : {}),
      ...(after !== undefined ? { after } : {}),
      ...(before !== undefined ? { before } : {}),
    },
  };
}
