import * as z from "zod";
import { validateActivities } from "../validate/validateActivities.js";
import type { ValidationContext } from "../validate/validationContext.js";
import { contextOfParse, submittedActivityDescription, writtenBack } from "./submittedActivity.js";
import { reportValidatorErrors } from "./validatorRefinement.js";

/**
 * Builds the zod schema of a whole Add Activities body (spec 4.1): `z.array` of the submitted activity, typed
 * `SubmittedActivity[]`, whose rules are `validateActivities` itself, called once per parse on the whole body:
 * the issues are exactly the validator's errors, with paths from the body root (`[index, ...]`; `[]` for 1000 not
 * an array, 1010 empty, 1020 too many activities, 1080 more errors than reported), the detail as message and
 * `params` `{code, error}`. `toValidationErrors` gives back the validator's `ValidationError`s.
 *
 * The output is the body as it passed: each activity without unknown keys, `timeZoneName` canonical, the data rows
 * not copied. The context is read at every parse (see `createSubmittedActivitySchema`). For JSON Schema use
 * `addActivitiesRequestJsonSchema()`.
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
  return z.array(submittedActivityDescription).check(
    z.superRefine(
      (body, payload) => {
        const result = validateActivities(body, contextOfParse(context));
        reportValidatorErrors(payload, result.ok ? [] : result.errors, () => true, false);
      },
      { when: () => true },
    ),
    z.overwrite((body) => {
      for (const activity of body) writtenBack(activity);
      return body;
    }),
  );
}
