/** What an activity chart states besides its series: the activity's time zone and duration, when the input has them. */
export interface ActivityFacts {
  /** The IANA zone: a detail's `activityTimeZone` or an item's `timeZoneName` (at most 64 characters). */
  readonly timeZone: string | undefined;
  /** The activity's duration, ms: a detail's `metricSummary.duration` or an item's `duration`. */
  readonly durationMs: number | undefined;
}

const DURATION = /^(\d{1,9}):([0-5]\d):([0-5]\d)\.(\d{3})$/;

/**
 * Reads the zone and duration of an activity detail or an Add Activities item, leniently: a field that is absent or
 * not of its form is `undefined` (the chart then says UTC, or counts the data points).
 *
 * @param input - an object (any property may be missing or of another type).
 */
export function readActivityFacts(input: Readonly<Record<string, unknown>>): ActivityFacts {
  const zone = input["activityTimeZone"] ?? input["timeZoneName"];
  const summary = input["metricSummary"];
  const summaryDuration = typeof summary === "object" && summary !== null ? (summary as Record<string, unknown>)["duration"] : undefined;
  let durationMs: number | undefined;
  const match = typeof summaryDuration === "string" ? DURATION.exec(summaryDuration) : null;
  if (match !== null) {
    const [, h, m, s, ms] = match.map(Number) as [number, number, number, number, number];
    durationMs = ((h * 60 + m) * 60 + s) * 1000 + ms;
  } else {
    const submitted = input["duration"];
    if (typeof submitted === "number" && submitted >= 0 && submitted <= Number.MAX_SAFE_INTEGER) durationMs = submitted;
  }
  return { timeZone: typeof zone === "string" && zone !== "" && zone.length <= 64 ? zone : undefined, durationMs };
}
