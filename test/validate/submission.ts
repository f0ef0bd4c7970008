import { validateActivities } from "../../src/validate/validateActivities.js";
import { type ValidationContext } from "../../src/validate/validationContext.js";
import { type ValidationError } from "../../src/validate/validationError.js";

/** The validation time of the tests built on {@link submission}: 1 January 2025, 00:00 UTC. */
export const NOW_MS = Date.UTC(2025, 0, 1);

/** A valid RUN one hour before {@link NOW_MS} (distance + speed at 10 s, two points), with overrides of its fields and of its metrics. */
export function submission(overrides: Record<string, unknown> = {}, metrics: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    activityType: "RUN",
    deviceType: "WATCH",
    startTime: NOW_MS - 3_600_000,
    timeZoneName: "Europe/Paris",
    ...overrides,
    metrics: { intervalUnit: "sec", intervalValue: 10, metricTypes: ["distance", "speed"], data: [[0, 10], [0.03, 10]], ...metrics },
  };
}

/** The errors of a body (none when it is valid), validated at {@link NOW_MS} unless a context is given. */
export function errorsOf(body: unknown, context: ValidationContext = { nowMs: NOW_MS }): readonly ValidationError[] {
  const result = validateActivities(body, context);
  return result.ok ? [] : result.errors;
}
