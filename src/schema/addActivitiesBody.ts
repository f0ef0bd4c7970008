import * as z from "zod";
import { DEFAULT_LIMITS } from "../registry/limits.js";
import { describeValue } from "../validate/describeValue.js";
import type { ValidationContext } from "../validate/validationContext.js";
import { createSubmittedActivitySchema } from "./submittedActivity.js";

/**
 * Builds the zod schema of a whole Add Activities body (spec 4.1): a JSON array of 1 to
 * `context.limits.maxActivitiesPerRequest` (default 100) activities, each checked by
 * {@link createSubmittedActivitySchema}. Its output is the `SubmittedActivity[]` that `validateActivities` returns,
 * and a failure turned into errors by `toValidationErrors` gives the validator's errors exactly: 1000 (not an
 * array), 1010 (empty), 1020 (too many; the activities are then not checked, as in the validator), else every
 * activity's codes with paths from the body root (`[index, ...]`).
 *
 * Built as `z.array(z.unknown())` with the two size refinements, piped into `z.array(activity)`: the pipe stops at a
 * body-level failure.
 * For JSON Schema use `addActivitiesRequestJsonSchema()`, which describes the input side.
 *
 * @example
 * ```ts
 * const body = createAddActivitiesBodySchema({ nowMs: Date.now(), profile });
 * const parsed = body.safeParse(JSON.parse(text));
 * const errors = parsed.success ? [] : toValidationErrors(parsed.error);
 * ```
 *
 * @param context - current time, the user's profile and size limits, as for `validateActivities` (read at every
 *   parse, except `limits.maxActivitiesPerRequest`, which is read once here).
 * @returns a zod schema whose output type is `SubmittedActivity[]`.
 */
export function createAddActivitiesBodySchema(context: ValidationContext) {
  const max = context.limits?.maxActivitiesPerRequest ?? DEFAULT_LIMITS.maxActivitiesPerRequest;
  return z
    .array(z.unknown(), { error: (issue) => `the body is ${describeValue(issue.input)}` })
    // refinements, not .min()/.max(): zod's length checks also run on non-arrays that have a length (decision D-45)
    .refine((body) => body.length > 0, { error: "the body is an empty array", params: { code: 1010 } })
    .refine((body) => body.length <= max, {
      error: (issue) => `the body holds ${(issue.input as unknown[]).length} activities; the limit is ${max}`,
      params: { code: 1020 },
    })
    .pipe(z.array(createSubmittedActivitySchema(context)));
}
