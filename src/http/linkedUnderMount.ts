import type { ActivityDetail } from "../model/activityDetail.js";
import type { ActivityListPage } from "../model/activityListItem.js";
import type { AddActivityResponseItem } from "../model/addActivityResponseItem.js";
import type { GpsData } from "../model/gpsData.js";
import type { Link } from "../model/link.js";

/** A resource that carries links. */
type Linked = AddActivityResponseItem | ActivityDetail | GpsData | ActivityListPage["data"][number];

function linksUnder(mountPath: string, links: readonly Link[]): Link[] {
  return links.map((link) => ({ ...link, href: mountPath + link.href }));
}

/**
 * A resource with its links (`links[].href`) under a mount path: `/api` + `/v1/me/sport/activities/…`. A copy:
 * the service's value is left as it is.
 *
 * @param mountPath - the prefix, e.g. `/api`; `""` returns the value itself.
 * @param value - the resource.
 */
export function linkedUnderMount<T extends Linked>(mountPath: string, value: T): T {
  return mountPath === "" ? value : { ...value, links: linksUnder(mountPath, value.links) };
}

/**
 * A list page with its items' links and its paging links under a mount path (see {@link linkedUnderMount}).
 *
 * @param mountPath - the prefix; `""` returns the page itself.
 * @param page - the page.
 */
export function pageUnderMount(mountPath: string, page: ActivityListPage): ActivityListPage {
  if (mountPath === "") return page;
  const { next, previous } = page.paging;
  return {
    ...page,
    data: page.data.map((item) => linkedUnderMount(mountPath, item)),
    paging: { ...page.paging, next: next === null ? null : mountPath + next, previous: previous === null ? null : mountPath + previous },
  };
}
