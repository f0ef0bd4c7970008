import type { ValidatedActivity } from "../model/validatedActivity.js";
import { validateActivities } from "../validate/validateActivities.js";
import { contextNow, type ActivityStandardSchema, type StandardValidationResult } from "./createAddActivitiesStandardSchema.js";
import type { StandardSchemaOptions } from "./standardSchemaOptions.js";
import { toValidationIssue } from "./validationIssue.js";

/**
 * A Standard Schema object for **one** activity (a form, an RPC input that takes a single activity; decision
 * D-125): the same rules and codes as {@link createAddActivitiesStandardSchema}, with paths from the activity's
 * root (`["metrics", "intervalValue"]`). The output is the `ValidatedActivity`.
 *
 * @example
 * ```ts
 * const activity = createSubmittedActivityStandardSchema({ nowMs: () => Date.now() });
 * const result = activity["~standard"].validate(formValue);
 * ```
 *
 * @param options - current time (default `Date.now()` at each call), profile and limits.
 */
export function createSubmittedActivityStandardSchema(
  options: StandardSchemaOptions = {},
): ActivityStandardSchema<ValidatedActivity> {
  return {
    "~standard": {
      version: 1,
      vendor: "activity-fuel",
      validate(value: unknown): StandardValidationResult<ValidatedActivity> {
        const result = validateActivities([value], { ...contextNow(options), limits: { ...options.limits, maxActivitiesPerRequest: 1 } });
        if (result.ok) return { value: result.activities[0] as ValidatedActivity };
        const [first, ...rest] = result.errors;
        // every error of a one-element body is about element 0: drop that index from the path
        const own = (error: typeof first) => toValidationIssue(error, error.path.slice(1));
        return { issues: [own(first), ...rest.map(own)] };
      },
    },
  };
}
