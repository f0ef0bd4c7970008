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
 * returns either the typed activities or the errors found. Never throws for any body. A valid activity comes back
 * with its data as columns and its `timeZoneName` canonical (`canonicalTimeZone`: `Asia/Calcutta` → `Asia/Kolkata`,
 * `Zulu` → `Etc/GMT`), the name every answer shows.
 *
 * Body-level codes stop validation: 1000 (not an array, or a JavaScript value whose reading throws), 1010 (empty),
 * 1020 (more than `limits.maxActivitiesPerRequest`). Otherwise each activity is checked independently; per
 * activity, each field rule reports its own code: 160 startTime, 170 activityType, 180 timeZoneName, 190 metrics,
 * 200 activityId, 210 metricSummary, 220 deviceType, 230 metricTypes missing or empty, 240 intervalUnit, 250
 * intervalValue, 260 data mismatch, 270 empty data, 320 no complete metric option, 360 fuel values, 1030 not an
 * object, 1040 too many data points, 1050 duration, 1060 deviceName, 1070 bad metric type name (or more than 12),
 * 1081 a property whose reading threw, 1082 data points in the future. The data points report at most one 260 and
 * one 360 each (the first offending point, with a count). At most `limits.maxErrorsPerResponse` errors (default
 * 100) are returned; beyond them, one last error 1080 says how many more were found. So the work
 * and the answer are bounded by the body's size: about 5–10 % of its `JSON.parse` (`npm run bench`). See
 * `docs/errors.md`.
 *
 * @example
 * ```ts
 * const result = validateActivities(JSON.parse(text), { nowMs: Date.now(), profile: { weightKg: 70 } });
 * if (!result.ok) console.log(result.errors.map((e) => `${e.code} ${toJsonPointer(e.path)}`));
 * result.ok && result.activities.length; // → 1
 * ```
 *
 * @param body - the parsed body (`unknown`): any value.
 * @param context - current time (epoch ms), the user's profile (weight and age count as metric types), limits.
 * @returns `{ok: true, activities}` when every activity passed, else `{ok: false, errors}` in body order.
 * @throws only what a dependency throws: an internal fault is not a body error, and the HTTP
 *   handler answers it with 500.
 */
export function validateActivities(body: unknown, context: ValidationContext): ValidationResult {
  let isArray: boolean;
  let length = 0;
  try {
    isArray = Array.isArray(body);
    if (isArray) length = (body as unknown[]).length;
  } catch {
    // a revoked Proxy or a throwing length: not JSON data. The exception's own text is not echoed.
    const detail = "the body could not be read as JSON data (reading it threw)";
    return { ok: false, errors: [validationError(1000, null, [], detail)] };
  }
  if (!isArray) {
    return { ok: false, errors: [validationError(1000, null, [], `the body is ${describeValue(body)}`)] };
  }
  if (length === 0) {
    return { ok: false, errors: [validationError(1010, null, [], "the body is an empty array")] };
  }
  const limits = context.limits;
  const max = limits?.maxActivitiesPerRequest ?? DEFAULT_LIMITS.maxActivitiesPerRequest;
  if (length > max) {
    const detail = `the body holds ${length} activities; the limit is ${max}`;
    return { ok: false, errors: [validationError(1020, null, [], detail)] };
  }
  const errors: ValidationError[] = [];
  const activities: ValidatedActivity[] = [];
  const items = body as unknown[];
  for (let i = 0; i < length; i++) {
    let item: unknown;
    try {
      item = items[i];
    } catch {
      errors.push(validationError(1081, i, [i], `reading /${i} threw (a getter or Proxy, not JSON data)`));
      continue;
    }
    const activity = validateActivity(item, i, context, errors);
    if (activity !== undefined) activities.push(activity);
  }
  if (errors.length === 0) return { ok: true, activities };
  const maxErrors = Math.max(1, limits?.maxErrorsPerResponse ?? DEFAULT_LIMITS.maxErrorsPerResponse);
  if (errors.length > maxErrors) {
    const more = errors.length - maxErrors;
    errors.length = maxErrors;
    errors.push(validationError(1080, null, [], `${more} more errors were found and not reported`));
  }
  return { ok: false, errors: errors as unknown as readonly [ValidationError, ...ValidationError[]] };
}
