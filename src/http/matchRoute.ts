/**
 * An activity route of spec 4, as recognised from a request path:
 * - `collection`: `/v1/me/sport/activities` (POST adds; GET lists every activity, experience type ALL);
 * - `list`: `/v1/me/sport/activities/{experienceType}`;
 * - `detail`: `/v1/me/sport/activities/{activityId}`;
 * - `gps`: `/v1/me/sport/activities/{activityId}/gps`.
 */
export type ActivityRoute =
  | {
      /** The collection itself. */
      readonly kind: "collection";
    }
  | {
      /** A list by experience type. */
      readonly kind: "list";
      /** The experience type as written in the path, e.g. `RUNNING` or `FUELBAND`. */
      readonly experienceType: string;
    }
  | {
      /** One activity's detail. */
      readonly kind: "detail";
      /** The percent-decoded activity id. */
      readonly activityId: string;
    }
  | {
      /** One activity's GPS data. */
      readonly kind: "gps";
      /** The percent-decoded activity id. */
      readonly activityId: string;
    };

/** Path of the versioned activity collection (spec 4.1, 9). */
export const ACTIVITIES_PATH = "/v1/me/sport/activities";

/** Path of the unversioned activity collection (spec 4.3 writes the detail and GPS paths this way). */
export const UNVERSIONED_ACTIVITIES_PATH = "/me/sport/activities";

/**
 * The shape of an experience type segment: an upper-case word, e.g. `RUNNING`, `FUELBAND`, `ALL`. Activity ids
 * issued by the service (UUIDs, digit strings) never have it.
 */
const EXPERIENCE_TYPE_SEGMENT = /^[A-Z][A-Z0-9_]*$/;

/**
 * Whether one path segment under the collection names an experience type (a list) rather than an activity id
 * (a detail): it does when it is an upper-case word, letters, digits and `_`, starting with a letter (decision
 * D-70). Unknown words such as `SWIMMING` are therefore lists that the service rejects as unknown experience types.
 *
 * @param segment - the decoded segment.
 */
export function isExperienceTypeSegment(segment: string): boolean {
  return EXPERIENCE_TYPE_SEGMENT.test(segment);
}

/**
 * Recognises an activity route from a URL path. Segments are percent-decoded; an invalid percent-encoding, an
 * empty segment, a trailing slash or any other path gives `undefined` (HTTP 404, code 1250).
 *
 * @param pathname - the URL's path, e.g. `/v1/me/sport/activities/RUNNING`.
 * @param unversionedPaths - whether `/me/sport/activities/...` is recognised too.
 * @returns the route, or `undefined` for an unknown path.
 */
export function matchRoute(pathname: string, unversionedPaths = true): ActivityRoute | undefined {
  let rest: string;
  if (pathname === ACTIVITIES_PATH || pathname.startsWith(ACTIVITIES_PATH + "/")) {
    rest = pathname.slice(ACTIVITIES_PATH.length);
  } else if (
    unversionedPaths &&
    (pathname === UNVERSIONED_ACTIVITIES_PATH || pathname.startsWith(UNVERSIONED_ACTIVITIES_PATH + "/"))
  ) {
    rest = pathname.slice(UNVERSIONED_ACTIVITIES_PATH.length);
  } else {
    return undefined;
  }
  if (rest === "") return { kind: "collection" };
  const segments = rest.slice(1).split("/");
  const first = decodeSegment(segments[0]);
  if (first === undefined) return undefined;
  if (segments.length === 1) {
    return isExperienceTypeSegment(first) ? { kind: "list", experienceType: first } : { kind: "detail", activityId: first };
  }
  if (segments.length === 2 && segments[1] === "gps") return { kind: "gps", activityId: first };
  return undefined;
}

function decodeSegment(segment: string | undefined): string | undefined {
  if (segment === undefined || segment === "") return undefined;
  try {
    const decoded = decodeURIComponent(segment);
    return decoded === "" ? undefined : decoded;
  } catch {
    return undefined;
  }
}
