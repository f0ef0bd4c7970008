import type * as z from "zod";
import type { ValidationError } from "../validate/validationError.js";

/** What a validator refinement puts in `params` of each issue: the validator's own error. */
export interface ValidatorIssueParams {
  /** The error's code, e.g. 180 (also read by tools that look for `params.code`). */
  readonly code: ValidationError["code"];
  /** The error as the validator reported it, path and activity index those of the body it validated. */
  readonly error: ValidationError;
  /** Whether a single-activity schema raised it: the validator saw a body of that one activity, index 0. */
  readonly single: boolean;
}

/** A parse payload as a zod refinement receives it: the value and the issues found so far. */
interface Payload {
  readonly value: unknown;
  readonly issues: z.core.$ZodRawIssue[];
}

/**
 * Makes the validator's errors the issues of a parse: drops zod's own issues at the paths the validator checks
 * (`owns`; the described fields never fail, only zod's object and key checks do) and adds one custom issue per
 * error, its message the error's detail, its `params` {@link ValidatorIssueParams}, its path the error's (for a
 * single-activity schema without the body index 0).
 *
 * @param payload - the refinement's payload.
 * @param errors - the validator's errors for `payload.value` (alone in a body when `single`).
 * @param owns - whether an issue path is the validator's to report.
 * @param single - whether the refined schema is one activity, validated as a body of one.
 */
export function reportValidatorErrors(
  payload: Payload,
  errors: readonly ValidationError[],
  owns: (path: readonly PropertyKey[]) => boolean,
  single: boolean,
): void {
  const issues = payload.issues;
  let kept = 0;
  for (const issue of issues) {
    const fromValidator = (issue.params as Partial<ValidatorIssueParams> | undefined)?.error !== undefined;
    if (fromValidator || !owns(issue.path ?? [])) issues[kept++] = issue;
  }
  issues.length = kept;
  for (const error of errors) {
    const params: ValidatorIssueParams = { code: error.code, error, single };
    const path = single && error.activityIndex !== null ? error.path.slice(1) : [...error.path];
    issues.push({ code: "custom", message: error.detail, path, params, input: payload.value });
  }
}
