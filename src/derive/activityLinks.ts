import type { Link } from "../model/link.js";

/** Default path prefix of activity resources (spec 4). */
export const DEFAULT_ACTIVITIES_BASE_PATH = "/v1/me/sport/activities";

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
  return `${trimmed}/${encodeURIComponent(activityId)}`;
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
