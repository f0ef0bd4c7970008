import { toSubmittedActivity } from "../model/columnsFromRows.js";
import type { SubmittedActivity } from "../model/submittedActivity.js";
import { validateActivities } from "../validate/validateActivities.js";
import { contextNow, type ActivityStandardSchema, type StandardValidationResult } from "./createAddActivitiesStandardSchema.js";
import type { StandardSchemaOptions } from "./standardSchemaOptions.js";
import { toValidationIssue } from "./validationIssue.js";

/**
 * A Standard Schema object for **one** activity (a form, an RPC input that takes a single activity):
 * the same rules and codes as {@link createAddActivitiesStandardSchema}, with paths from the activity's
 * root (`["metrics", "intervalValue"]`). Input and output are a `SubmittedActivity`, the output plain JSON as the
 * whole-body schema gives it.
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
): ActivityStandardSchema<SubmittedActivity, SubmittedActivity> {
  return {
    "~standard": {
      version: 1,
      vendor: "activity-fuel",
      validate(value: unknown): StandardValidationResult<SubmittedActivity> {
        const result = validateActivities([value], { ...contextNow(options), limits: { ...options.limits, maxActivitiesPerRequest: 1 } });
        if (result.ok) return { value: toSubmittedActivity(result.activities[0]!) };
        const [first, ...rest] = result.errors;
        // every error of a one-element body is about element 0: drop that index from the path
        const own = (error: typeof first) => toValidationIssue(error, error.path.slice(1));
        return { issues: [own(first), ...rest.map(own)] };
      },
    },
  };
}
