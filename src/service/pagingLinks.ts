import type { Paging } from "../model/activityListItem.js";
import type { ListPosition } from "../repository/activityRepository.js";
import { formatContinuation, type ParsedListQuery } from "./parseListQuery.js";

/** The query parameters the service writes itself; a kept parameter of the same name is dropped. */
const OWN_PARAMS: ReadonlySet<string> = /* @__PURE__ */ new Set(["count", "offset", "startDate", "endDate", "after", "before"]);

function pageHref(
  basePath: string,
  query: ParsedListQuery,
  keepParams: readonly (readonly [string, string])[],
  offset: number,
  count: number,
  position?: { readonly after: ListPosition } | { readonly before: ListPosition },
): string {
  const params: [string, string][] = [["count", String(count)]];
  if (query.dates !== undefined) params.push(["startDate", query.dates.startDate], ["endDate", query.dates.endDate]);
  for (const [key, value] of keepParams) if (!OWN_PARAMS.has(key)) params.push([key, value]);
  params.push(["offset", String(offset)]);
  if (position !== undefined) {
    if ("after" in position) params.push(["after", formatContinuation(position.after)]);
    else params.push(["before", formatContinuation(position.before)]);
  }
  const search = params.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join("&");
  return `${basePath}/${encodeURIComponent(query.experienceType)}?${search}`;
}

/**
 * Paging links of a list page (spec 4.2). Each repeats the query as
 * `${basePath}/${experienceType}?count=C[&startDate=S&endDate=E][&kept…]&offset=O[&after=T|&before=T]`: count
 * (the effective page size, always written), the dates when given, the kept parameters in the caller's order (any
 * named count, offset, startDate, endDate, after or before dropped), the new offset, every key and value
 * URI-encoded.
 *
 * - `next` (offset + count, and `after`, the continuation of the page's last activity, so that the next page
 *   starts from an index position) when a record follows the page, else `null`.
 * - `previous` is `null` on the first page; otherwise it names exactly the records before the page (offset −
 *   count, at least 1, with count reduced to the records in between: a page at 3 of 5 gets `count=2&offset=1`),
 *   with `before`, the continuation of the page's first activity, so that the previous page ends at an index
 *   position; from past the last record (`total` given and `offset > total`), it names the last page that has
 *   records (`count=C&offset=max(1, total − C + 1)`), or is `null` when there are no records at all.
 *
 * @param basePath - path prefix of the list resource.
 * @param query - the parsed query of the page.
 * @param keepParams - extra parameters to repeat, e.g. `[["access_token", token]]`.
 * @param edges - the page's first activity when a record precedes the page, its last when one follows it.
 * @param total - the number of records the query selects; needed only when the page is past the last record.
 */
export function pagingLinks(
  basePath: string,
  query: ParsedListQuery,
  keepParams: readonly (readonly [string, string])[],
  edges: { readonly first?: ListPosition | undefined; readonly last?: ListPosition | undefined },
  total?: number,
): Paging {
  const { offset, count } = query;
  let previous: string | null = null;
  if (total !== undefined && offset > total) {
    if (total > 0) previous = pageHref(basePath, query, keepParams, Math.max(1, total - count + 1), count);
  } else if (edges.first !== undefined) {
    const start = Math.max(1, offset - count);
    previous = pageHref(basePath, query, keepParams, start, Math.max(1, offset - start), { before: edges.first });
  }
  const next = edges.last === undefined ? null : pageHref(basePath, query, keepParams, offset + count, count, { after: edges.last });
  return { next, previous };
}
