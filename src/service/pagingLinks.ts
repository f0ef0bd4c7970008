import type { Paging } from "../model/activityListItem.js";
import type { ListPosition } from "../repository/activityRepository.js";
import { formatContinuation, type ParsedListQuery } from "./parseListQuery.js";

/** The query parameters the service writes itself; a kept parameter of the same name is dropped. */
const OWN_PARAMS: ReadonlySet<string> = /* @__PURE__ */ new Set(["count", "offset", "startDate", "endDate", "after"]);

function pageHref(
  basePath: string,
  query: ParsedListQuery,
  keepParams: readonly (readonly [string, string])[],
  offset: number,
  count: number,
  after?: ListPosition,
): string {
  const params: [string, string][] = [["count", String(count)]];
  if (query.dates !== undefined) params.push(["startDate", query.dates.startDate], ["endDate", query.dates.endDate]);
  for (const [key, value] of keepParams) if (!OWN_PARAMS.has(key)) params.push([key, value]);
  params.push(["offset", String(offset)]);
  if (after !== undefined) params.push(["after", formatContinuation(after)]);
  const search = params.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join("&");
  return `${basePath}/${encodeURIComponent(query.experienceType)}?${search}`;
}

/**
 * Paging links of a list page (spec 4.2). Each repeats the query as
 * `${basePath}/${experienceType}?count=C[&startDate=S&endDate=E][&kept…]&offset=O[&after=T]`: count (the
 * effective page size, always written), the dates when given, the kept parameters in the caller's order (any named
 * count, offset, startDate, endDate or after dropped), the new offset, every key and value URI-encoded.
 *
 * - `next` (offset + count, and `after`, the continuation of the page's last activity, so that the next page
 *   starts from an index position) when a record follows the page, else `null`.
 * - `previous` is `null` on the first page (offset 1); otherwise it names exactly the records before the page
 *   (offset − count, at least 1, with count reduced to the records in between: a page at 3 of 5 gets
 *   `count=2&offset=1`); from past the last record (`total` given and `offset > total`), it names the last page
 *   that has records (`count=C&offset=max(1, total − C + 1)`), or is `null` when there are no records at all.
 *
 * @param basePath - path prefix of the list resource.
 * @param query - the parsed query of the page.
 * @param keepParams - extra parameters to repeat, e.g. `[["access_token", token]]`.
 * @param last - the page's last activity when a record follows the page, else `undefined`.
 * @param total - the number of records the query selects; needed only when the page is past the last record.
 */
export function pagingLinks(
  basePath: string,
  query: ParsedListQuery,
  keepParams: readonly (readonly [string, string])[],
  last: ListPosition | undefined,
  total?: number,
): Paging {
  const { offset, count } = query;
  let previous: string | null = null;
  if (total !== undefined && offset > total) {
    if (total > 0) previous = pageHref(basePath, query, keepParams, Math.max(1, total - count + 1), count);
  } else if (offset > 1) {
    const start = Math.max(1, offset - count);
    previous = pageHref(basePath, query, keepParams, start, offset - start);
  }
  const next = last === undefined ? null : pageHref(basePath, query, keepParams, offset + count, count, last);
  return { next, previous };
}
