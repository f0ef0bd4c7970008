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
 * Built as `z.array(z.unknown())` with two size refinements (codes 1010, 1020 in `params.code`), piped into
 * `z.array(activity)`: the pipe stops at a body-level failure. The context is read at every parse. Build it once
 * per context and reuse it: building costs 0.1–0.5 ms plus 0.2–0.7 ms at the first parse (zod compiles its object
 * parsers), far more than a parse (decision D-48). For JSON Schema use `addActivitiesRequestJsonSchema()`.
 *
 * @example
 * ```ts
 * const body = createAddActivitiesBodySchema({ get nowMs() { return Date.now(); }, profile });
 * const parsed = body.safeParse(JSON.parse(text));
 * const errors = parsed.success ? [] : toValidationErrors(parsed.error);
 * ```
 *
 * @param context - current time, the user's profile and size limits, as for `validateActivities`.
 * @returns a zod schema whose output type is `SubmittedActivity[]`.
 */
export function createAddActivitiesBodySchema(context: ValidationContext) {
  const max = (): number => context.limits?.maxActivitiesPerRequest ?? DEFAULT_LIMITS.maxActivitiesPerRequest;
  // refinements, not .min()/.max(): zod's length checks also run on non-arrays that have a length (decision D-45)
  return z
    .array(z.unknown(), { error: (issue) => `the body is ${describeValue(issue.input)}` })
    .check(
      z.refine((body: unknown[]) => body.length > 0, { error: "the body is an empty array", params: { code: 1010 } }),
      z.refine((body: unknown[]) => body.length <= max(), {
        error: (issue) => `the body holds ${(issue.input as unknown[]).length} activities; the limit is ${max()}`,
        params: { code: 1020 },
      }),
    )
    .pipe(z.array(createSubmittedActivitySchema(context)));
}
