import type { SubmittedActivity } from "../../src/model/submittedActivity.js";
import type { UserProfile } from "../../src/model/userProfile.js";
import { createInMemoryActivityRepository } from "../../src/repository/index.js";
import { createActivityService, type ActivityServiceOptions } from "../../src/service/index.js";

/** The fixed current time of service tests: 2024-06-01T12:00:00Z. */
export const NOW = Date.UTC(2024, 5, 1, 12);
export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
export const PROFILE: UserProfile = { weightKg: 70, ageYears: 35 };

/** A service on a fresh in-memory repository with a fixed clock and ids `id-1`, `id-2`, … */
export function makeService(overrides: Partial<ActivityServiceOptions> = {}) {
  const repository = createInMemoryActivityRepository();
  let serial = 0;
  const service = createActivityService({
    repository,
    clock: () => NOW,
    generateId: () => `id-${++serial}`,
    getProfile: () => PROFILE,
    ...overrides,
  });
  return { service, repository };
}

/** A small valid activity: `points` data points 10 s apart, distance and speed, optionally GPS. */
export function activity(
  startTime: number,
  fields: { activityType?: SubmittedActivity["activityType"]; timeZoneName?: string; gps?: boolean; points?: number } = {},
): SubmittedActivity {
  const points = fields.points ?? 4;
  const gps = fields.gps ?? false;
  return {
    activityType: fields.activityType ?? "RUN",
    deviceType: "WATCH",
    startTime,
    timeZoneName: fields.timeZoneName ?? "UTC",
    metrics: {
      intervalUnit: "sec",
      intervalValue: 10,
      // complete for every activity type: RUN/WALK distance + speed, CYCLE distance + grade + speed, the others
      // heartrate + age (the profile's age) (spec 2.8)
      metricTypes: gps
        ? ["distance", "speed", "grade", "heartrate", "latitude", "longitude", "elevation"]
        : ["distance", "speed", "grade", "heartrate"],
      data: Array.from({ length: points }, (_, i) =>
        gps ? [i * 0.03, 10.8, 0, 140, 48.85 + i * 1e-4, 2.35 + i * 1e-4, 35 + (i % 3)] : [i * 0.03, 10.8, 0, 140],
      ),
    },
  };
}

/** Splits a relative href into its path and its query parameters, in order. */
export function parseHref(href: string): { path: string; params: [string, string][] } {
  const url = new URL(href, "http://service.invalid");
  return { path: url.pathname, params: [...url.searchParams] };
}

/**
 * The activity moved to end `ago` ms before `nowMs` (its last data point starts and a submitted
 * duration ends before now): startTime = nowMs − ago − the longer of the data span and the duration.
 */
export function endingAgo(activity: SubmittedActivity, ago: number, nowMs: number = NOW): SubmittedActivity {
  const spanMs = (activity.metrics.data.length - 1) * activity.metrics.intervalValue * 1000;
  return { ...activity, startTime: nowMs - ago - Math.max(spanMs, activity.duration ?? 0) };
}
