import type { StoredActivity } from "../model/storedActivity.js";
import type { UserProfile } from "../model/userProfile.js";
import { isValidTimeZone } from "../validate/isValidTimeZone.js";

/**
 * The time zone whose calendar days a user's ALL_DAY records use (decision D-12): the profile's `timeZoneName`
 * when it is an acceptable zone name, else the zone of the user's most recent activity, else `"UTC"`.
 *
 * @param profile - the user's profile, if any.
 * @param mostRecent - the user's most recent activity (by start time), if any.
 * @returns an IANA time zone name.
 */
export function dailyTimeZone(profile: UserProfile | undefined, mostRecent: StoredActivity | undefined): string {
  const fromProfile = profile?.timeZoneName;
  if (fromProfile !== undefined && isValidTimeZone(fromProfile)) return fromProfile;
  return mostRecent?.activity.timeZoneName ?? "UTC";
}
