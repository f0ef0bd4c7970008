import type { Paging } from "../model/activityListItem.js";
import type { ParsedListQuery } from "./parseListQuery.js";

/** The query parameters the service writes itself; a kept parameter of the same name is dropped. */
const OWN_PARAMS: ReadonlySet<string> = /* @__PURE__ */ new Set(["count", "offset", "startDate", "endDate"]);

function pageHref(
  basePath: string,
  query: ParsedListQuery,
  keepParams: readonly (readonly [string, string])[],
  offset: number,
  count: number,
): string {
  const params: [string, string][] = [["count", String(count)]];
  if (query.dates !== undefined) {
    params.push(["startDate", query.dates.startDate], ["endDate", query.dates.endDate]);
  }
  for (const [key, value] of keepParams) if (!OWN_PARAMS.has(key)) params.push([key, value]);
  params.push(["offset", String(offset)]);
  const search = params.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join("&");
  return `${basePath}/${encodeURIComponent(query.experienceType)}?${search}`;
}

/**
 * Paging links of a list page (spec 4.2; decision D-55). Each repeats the query as
 * `${basePath}/${experienceType}?count=C[&startDate=S&endDate=E][&kept…]&offset=O`: count (the effective page
 * size, always written), the dates when given, the kept parameters in the caller's order (any named count,
 * offset, startDate or endDate dropped), and the new offset last, every key and value URI-encoded.
 * `next` (offset + count) only when a record follows the page. `previous` is `null` on the first page (offset 1);
 * otherwise it names exactly the records before the page (offset − count, at least 1, with count reduced to the
 * records in between: a page at 3 of 5 gets `count=2&offset=1`); from past the last record (`total` given and
 * `offset > total`), it names the last page that has records (`count=C&offset=max(1, total − C + 1)`), or is `null`
 * when there are no records at all (decision D-148).
 *
 * @example
 * ```ts
 * pagingLinks("/v1/me/sport/activities", query, [["access_token", "X"]], true);
 * // { next: "/v1/me/sport/activities/RUNNING?count=1&access_token=X&offset=2", previous: null }
 * ```
 *
 * @param basePath - path prefix of the list resource.
 * @param query - the parsed query of the page.
 * @param keepParams - extra parameters to repeat, e.g. `[["access_token", token]]`.
 * @param hasNext - whether a record follows the page.
 * @param total - the number of records the query selects; needed only when the page is past the last record.
 */
export function pagingLinks(
  basePath: string,
  query: ParsedListQuery,
  keepParams: readonly (readonly [string, string])[],
  hasNext: boolean,
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
  return hasNext ? { next: pageHref(basePath, query, keepParams, offset + count, count), previous } : { previous };
}
