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
  return `${basePath.replace(/\/+$/, "")}/${encodeURIComponent(activityId)}`;
}

/**
 * Links of a stored activity (spec 2.3, 2.4; decision D-34): `self`, then `gps` (`{self}/gps`) when the activity
 * has GPS data.
 *
 * @param activityId - the activity's id.
 * @param hasGps - whether the activity has latitude and longitude columns.
 * @param basePath - path prefix, default {@link DEFAULT_ACTIVITIES_BASE_PATH}.
 * @returns the links.
 */
export function activityLinks(activityId: string, hasGps: boolean, basePath?: string): Link[] {
  const self = activityPath(activityId, basePath);
  return hasGps ? [{ rel: "self", href: self }, { rel: "gps", href: `${self}/gps` }] : [{ rel: "self", href: self }];
}
