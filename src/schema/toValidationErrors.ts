import type * as z from "zod";
import { ERROR_CODE_INFO } from "../registry/errorCodes.js";
import type { ValidationError } from "../validate/validationError.js";
import type { ValidatorIssueParams } from "./validatorRefinement.js";

/** Options of {@link toValidationErrors}. */
export interface ToValidationErrorsOptions {
  /**
   * Index of the activity in its body, for issues of a single-activity schema (`createSubmittedActivitySchema`):
   * it becomes `activityIndex` and the first element of every path. Without it such errors have
   * `activityIndex: null` and activity-relative paths. Issues of the body schema ignore it.
   */
  readonly activityIndex?: number;
}

/** The validator's error that an issue of this module's request schemas carries, if any. */
function paramsOf(issue: z.core.$ZodIssue): ValidatorIssueParams | undefined {
  const params = (issue as { params?: Partial<ValidatorIssueParams> }).params;
  const error = params?.error;
  if (error === undefined || !Object.prototype.hasOwnProperty.call(ERROR_CODE_INFO, error.code)) return undefined;
  return { code: error.code, error, single: params?.single === true };
}

/**
 * Turns the failure of this module's request schemas (`createAddActivitiesBodySchema`,
 * `createSubmittedActivitySchema`) into the `ValidationError`s that `validateActivities` returns for the same input
 * (the schemas' issues are those errors). Issues of other schemas, e.g. of fields a user added with `.extend()`,
 * are left out: read them from the zod error itself.
 *
 * @example
 * ```ts
 * const parsed = createAddActivitiesBodySchema({ nowMs: Date.now() }).safeParse([{ ...activity, timeZoneName: "PST" }]);
 * const errors = parsed.success ? [] : toValidationErrors(parsed.error);
 * errors.map((e) => [e.code, toJsonPointer(e.path)]); // → [[180, "/0/timeZoneName"]]
 * ```
 *
 * @param source - a `ZodError` or its `issues`.
 * @param options - the activity index for issues of a single-activity schema.
 * @returns one `ValidationError` per issue of these schemas, in issue order.
 */
export function toValidationErrors(source: z.ZodError | readonly z.core.$ZodIssue[], options: ToValidationErrorsOptions = {}): ValidationError[] {
  const issues: readonly z.core.$ZodIssue[] = "issues" in source ? source.issues : source;
  const errors: ValidationError[] = [];
  for (const issue of issues) {
    const params = paramsOf(issue);
    if (params === undefined) continue;
    const { error, single } = params;
    // a single-activity schema validated a body of one: index 0 stands for options.activityIndex, or for none
    if (!single || error.activityIndex === null) errors.push(error);
    else if (options.activityIndex === undefined) errors.push({ ...error, activityIndex: null, path: error.path.slice(1) });
    else errors.push({ ...error, activityIndex: options.activityIndex, path: [options.activityIndex, ...error.path.slice(1)] });
  }
  return errors;
}
