/**
 * A route of the handler, as recognised from a request path: the activity routes of spec 4 and the analysis
 * routes beyond it:
 * - `collection`: `/v1/me/sport/activities` (POST adds; GET lists every activity, experience type ALL);
 * - `list`: `/v1/me/sport/activities/{experienceType}`;
 * - `detail`: `/v1/me/sport/activities/{activityId}`;
 * - `gps`: `/v1/me/sport/activities/{activityId}/gps`;
 * - `analysis`: `/v1/me/sport/activities/{activityId}/analysis`;
 * - `records`: `/v1/me/sport/records/{experienceType}`;
 * - `trainingLoad`: `/v1/me/sport/training-load`.
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
      /** One activity's GPS data, or its analysis. */
      readonly kind: "gps" | "analysis";
      /** The percent-decoded activity id. */
      readonly activityId: string;
    }
  | {
      /** The user's bests over an experience type. */
      readonly kind: "records";
      /** The percent-decoded experience type as written in the path, e.g. `RUNNING`. */
      readonly experienceType: string;
    }
  | {
      /** The user's fitness, fatigue and form per day. */
      readonly kind: "trainingLoad";
    };

/** Path of the versioned activity collection (spec 4.1, 9). */
export const ACTIVITIES_PATH = "/v1/me/sport/activities";

/** Path of the unversioned activity collection (spec 4.3 writes the detail and GPS paths this way). */
export const UNVERSIONED_ACTIVITIES_PATH = "/me/sport/activities";

/** Path of the records resource, one per experience type: `/v1/me/sport/records/{experienceType}`. */
export const RECORDS_PATH = "/v1/me/sport/records";

/** Path of the training-load resource. */
export const TRAINING_LOAD_PATH = "/v1/me/sport/training-load";

/** The prefix every route shares, `/v1/me/sport`, and its unversioned form. */
const SPORT_PATH = "/v1/me/sport";
const UNVERSIONED_SPORT_PATH = "/me/sport";

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
 * Recognises a route from a URL path. Segments are percent-decoded; an invalid percent-encoding, an empty
 * segment, a trailing slash or any other path gives `undefined` (HTTP 404, code 1250).
 *
 * @param pathname - the URL's path, e.g. `/v1/me/sport/activities/RUNNING`.
 * @param unversionedPaths - whether the paths without `/v1` (`/me/sport/activities/...`, `/me/sport/records/...`,
 *   `/me/sport/training-load`) are recognised too.
 * @returns the route, or `undefined` for an unknown path.
 */
export function matchRoute(pathname: string, unversionedPaths = true): ActivityRoute | undefined {
  let rest: string;
  if (pathname.startsWith(SPORT_PATH + "/")) rest = pathname.slice(SPORT_PATH.length);
  else if (unversionedPaths && pathname.startsWith(UNVERSIONED_SPORT_PATH + "/")) rest = pathname.slice(UNVERSIONED_SPORT_PATH.length);
  else return undefined;
  const segments = rest.slice(1).split("/");
  const [resource, ...under] = segments;
  if (resource === "training-load") return under.length === 0 ? { kind: "trainingLoad" } : undefined;
  if (resource === "records") {
    const experienceType = under.length === 1 ? decodeSegment(under[0]) : undefined;
    return experienceType === undefined ? undefined : { kind: "records", experienceType };
  }
  if (resource !== "activities") return undefined;
  if (under.length === 0) return { kind: "collection" };
  const first = decodeSegment(under[0]);
  if (first === undefined) return undefined;
  if (under.length === 1) {
    return isExperienceTypeSegment(first) ? { kind: "list", experienceType: first } : { kind: "detail", activityId: first };
  }
  if (under.length === 2 && (under[1] === "gps" || under[1] === "analysis")) return { kind: under[1], activityId: first };
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
