import type * as z from "zod";
import { errorForCode } from "../validate/errorForCode.js";
import type { JsonPath, ValidationError } from "../validate/validationError.js";
import { issueCode, type IssueLike } from "./issueCode.js";

/** Options of {@link toValidationErrors}. */
export interface ToValidationErrorsOptions {
  /**
   * Index of the activity in its body, for issues of a single-activity schema (`createSubmittedActivitySchema`):
   * it becomes `activityIndex` and the first element of every path. Without it such errors have
   * `activityIndex: null` and activity-relative paths. Issues with body paths (a number first) ignore it.
   */
  readonly activityIndex?: number;
}

/** An issue as {@link toValidationErrors} reads it: what `issueCode` needs, plus its message. */
export type IssueWithMessage = IssueLike & {
  /** zod's message; the schemas of this module set it to the validator's detail text. */
  readonly message: string;
};

/**
 * Turns the failure of this module's request schemas (`createAddActivitiesBodySchema`,
 * `createSubmittedActivitySchema`) into the `ValidationError`s that `validateActivities` returns for the same input:
 * the same codes at the same paths, with the registry message of each code and zod's message (the validator's
 * wording) as `detail`. Issues without a code of this module (see `issueCode`), e.g. from fields a user added
 * with `.extend()`, are left out: read them from the zod error itself.
 *
 * @example
 * ```ts
 * const parsed = createAddActivitiesBodySchema({ nowMs: Date.now() }).safeParse(body);
 * if (!parsed.success) return errorResponse(toValidationErrors(parsed.error));
 * ```
 *
 * @param source - a `ZodError` or its `issues`.
 * @param options - the activity index for issues of a single-activity schema.
 * @returns one `ValidationError` per issue, in issue order.
 */
export function toValidationErrors(
  source: z.ZodError | readonly IssueWithMessage[],
  options: ToValidationErrorsOptions = {},
): ValidationError[] {
  const issues: readonly IssueWithMessage[] = "issues" in source ? source.issues : source;
  const errors: ValidationError[] = [];
  for (const issue of issues) {
    const code = issueCode(issue);
    if (code === undefined) continue;
    const path = issue.path as readonly PropertyKey[];
    const bodyPath = path.length > 0 && typeof path[0] === "number";
    const atBodyRoot = path.length === 0 && (code === 1000 || code === 1010 || code === 1020);
    let activityIndex: number | null;
    let fullPath: JsonPath;
    if (bodyPath) {
      activityIndex = path[0] as number;
      fullPath = path as JsonPath;
    } else if (atBodyRoot || options.activityIndex === undefined) {
      activityIndex = null;
      fullPath = path as JsonPath;
    } else {
      activityIndex = options.activityIndex;
      fullPath = [options.activityIndex, ...(path as JsonPath)];
    }
    errors.push(errorForCode(code, activityIndex, fullPath, issue.message));
  }
  return errors;
}
