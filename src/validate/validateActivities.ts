import { DEFAULT_LIMITS } from "../registry/limits.js";
import type { ValidatedActivity } from "../model/validatedActivity.js";
import { describeValue } from "./describeValue.js";
import { validateActivity } from "./validateActivity.js";
import type { ValidationContext } from "./validationContext.js";
import { validationError, type ValidationError } from "./validationError.js";

/** Outcome of {@link validateActivities}: every activity typed, or every error found (never both). */
export type ValidationResult =
  | {
      /** Every activity passed. */
      readonly ok: true;
      /**
       * The validated activities, in body order, their data copied into columns (`ValidatedActivity`, decision
       * D-89): independent of the body, exactly the values that were checked.
       */
      readonly activities: readonly ValidatedActivity[];
    }
  | {
      /** At least one error was found; no activity is returned. */
      readonly ok: false;
      /** Every error found, in body order (never empty). */
      readonly errors: readonly [ValidationError, ...ValidationError[]];
    };

/**
 * Validates the parsed JSON body of an Add Activities request (spec 2.1, 2.2, 2.6–2.8, 7, 8) rule by rule and
 * returns either the typed activities or **every** error found. Never throws, whatever the input.
 *
 * Body-level codes stop validation: 1000 (not an array), 1010 (empty), 1020 (more than
 * `limits.maxActivitiesPerRequest`). Otherwise each activity is checked independently; per activity, each field
 * rule reports its own code: 160 startTime, 170 activityType, 180 timeZoneName, 190 metrics, 200 activityId,
 * 210 metricSummary, 220 deviceType, 230 metricTypes missing, 240 intervalUnit, 250 intervalValue, 260 data
 * mismatch, 270 empty data, 320 no complete metric option, 360 fuel values, 1030 not an object, 1040 too many data
 * points, 1050 duration, 1060 deviceName, 1070 bad metric type name. The data points report at most one 260 and
 * one 360 each (the first offending point, with a count). See `docs/errors.md`.
 *
 * @example
 * ```ts
 * const result = validateActivities(JSON.parse(body), { nowMs: Date.now(), profile: { weightKg: 70 } });
 * if (!result.ok) console.log(result.errors.map((e) => `${e.code} ${toJsonPointer(e.path)}`));
 * ```
 *
 * @param body - the parsed body (`unknown`): any value.
 * @param context - current time (epoch ms), the user's profile (weight and age count as metric types), limits.
 * @returns `{ok: true, activities}` when every activity passed, else `{ok: false, errors}` in body order.
 */
export function validateActivities(body: unknown, context: ValidationContext): ValidationResult {
  try {
    return validateBody(body, context);
  } catch {
    // only reachable for non-JSON values (throwing getters, revoked proxies); JSON.parse output cannot throw here.
    // The exception's own text is not echoed: it may describe the caller's internals.
    const detail = "the body could not be read as JSON data (reading a property of it threw)";
    return { ok: false, errors: [validationError(1000, null, [], detail)] };
  }
}

function validateBody(body: unknown, context: ValidationContext): ValidationResult {
  if (!Array.isArray(body)) {
    return { ok: false, errors: [validationError(1000, null, [], `the body is ${describeValue(body)}`)] };
  }
  if (body.length === 0) {
    return { ok: false, errors: [validationError(1010, null, [], "the body is an empty array")] };
  }
  const max = context.limits?.maxActivitiesPerRequest ?? DEFAULT_LIMITS.maxActivitiesPerRequest;
  if (body.length > max) {
    const detail = `the body holds ${body.length} activities; the limit is ${max}`;
    return { ok: false, errors: [validationError(1020, null, [], detail)] };
  }
  const errors: ValidationError[] = [];
  const activities: ValidatedActivity[] = [];
  for (let i = 0; i < body.length; i++) {
    const activity = validateActivity(body[i], i, context, errors);
    if (activity !== undefined) activities.push(activity);
  }
  return errors.length === 0
    ? { ok: true, activities }
    : { ok: false, errors: errors as unknown as readonly [ValidationError, ...ValidationError[]] };
}
