import { isLocalDate } from "../timeZone/isLocalDate.js";
import type { ActivityFilter, PageRequest } from "./activityRepository.js";

/**
 * Checks a page request as every adapter must (the `ActivityRepository` contract): `offset` and `limit` are
 * non-negative safe integers, and at most one of `after` and `before` is given.
 *
 * @param page - the page request from the service.
 * @throws RangeError when either is not a non-negative safe integer, or both `after` and `before` are given (a
 *   programming error, not a user's).
 */
export function checkPage(page: PageRequest): void {
  const { offset, limit } = page;
  if (!Number.isSafeInteger(offset) || offset < 0) throw new RangeError(`offset must be a non-negative integer, got ${offset}`);
  if (!Number.isSafeInteger(limit) || limit < 0) throw new RangeError(`limit must be a non-negative integer, got ${limit}`);
  if (page.after !== undefined && page.before !== undefined) throw new RangeError("a page starts after a position or ends before one, not both");
}

/**
 * Checks a filter's local-date range as every adapter must: both ends or neither, each `yyyy-mm-dd`.
 *
 * @param filter - the filter from the service.
 * @throws RangeError when only one end is given or an end is not a calendar date (a programming error).
 */
export function checkFilter(filter: ActivityFilter): void {
  const { localDateFrom: from, localDateTo: to } = filter;
  if ((from === undefined) !== (to === undefined)) throw new RangeError("localDateFrom and localDateTo go together");
  if (from !== undefined && !isLocalDate(from)) throw new RangeError(`localDateFrom is not yyyy-mm-dd: ${from}`);
  if (to !== undefined && !isLocalDate(to)) throw new RangeError(`localDateTo is not yyyy-mm-dd: ${to}`);
}
