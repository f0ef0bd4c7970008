import type { Link } from "../model/link.js";

/** Default path prefix of activity resources (spec 4). */
export const DEFAULT_ACTIVITIES_BASE_PATH = "/v1/me/sport/activities";

/**
 * Whether `encodeURIComponent` leaves the id as it is: letters, digits and `-._~` only (RFC 3986 unreserved), as
 * every generated id (a UUID) is. One pass over the char codes; the builtin call and its new string cost more.
 */
function isUnreserved(id: string): boolean {
  for (let i = 0; i < id.length; i++) {
    const c = id.charCodeAt(i);
    // a-z, 0-9, -, A-Z, _, ., ~
    if (!((c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 45 || (c >= 65 && c <= 90) || c === 95 || c === 46 || c === 126)) return false;
  }
  return true;
}

/**
 * Path of one activity resource: `{basePath}/{activityId}`, the id URI-component-encoded, trailing slashes of the
 * base path dropped.
 *
 * @param activityId - the activity's id.
 * @param basePath - path prefix, default {@link DEFAULT_ACTIVITIES_BASE_PATH}.
 * @returns the relative path.
 */
export function activityPath(activityId: string, basePath: string = DEFAULT_ACTIVITIES_BASE_PATH): string {
  // the regular expression only when there is a slash to drop (one per add was about 4 % of a small add's time)
  const trimmed = basePath.endsWith("/") ? basePath.replace(/\/+$/, "") : basePath;
  return `${trimmed}/${isUnreserved(activityId) ? activityId : encodeURIComponent(activityId)}`;
}

/**
 * Links of a stored activity (spec 2.3, 2.4): always `self` and `gps` (`{self}/gps`), the two
 * relations spec 2.3 names. The GPS resource of an activity without coordinates answers an empty track.
 *
 * @param activityId - the activity's id.
 * @param basePath - path prefix, default {@link DEFAULT_ACTIVITIES_BASE_PATH}.
 * @returns the links.
 */
export function activityLinks(activityId: string, basePath?: string): Link[] {
  const self = activityPath(activityId, basePath);
  return [{ rel: "self", href: self }, { rel: "gps", href: `${self}/gps` }];
}
