import type { StandardSchemaV1 } from "@standard-schema/spec";
import { toSubmittedActivity } from "../model/columnsFromRows.js";
import type { SubmittedActivity } from "../model/submittedActivity.js";
import { validateActivities } from "../validate/validateActivities.js";
import type { ValidationContext } from "../validate/validationContext.js";
import type { StandardSchemaOptions } from "./standardSchemaOptions.js";
import { toValidationIssue, type ValidationIssue } from "./validationIssue.js";

/** The result of a Standard Schema object of this library: the typed value, or issues with their codes. */
export type StandardValidationResult<Output> =
  | StandardSchemaV1.SuccessResult<Output>
  | {
      /** Every error found, in body order (never empty). */
      readonly issues: readonly [ValidationIssue, ...ValidationIssue[]];
    };

/**
 * A Standard Schema (v1) object whose `~standard.validate` is synchronous and whose issues are
 * {@link ValidationIssue}s. `Input` is what a client sends (typed clients such as Hono RPC or tRPC infer it),
 * `Output` what passed; `validate` takes any value.
 */
export interface ActivityStandardSchema<Input, Output> extends StandardSchemaV1<Input, Output> {
  /** The Standard Schema properties: vendor `activity-fuel`, version 1, a synchronous `validate`. */
  readonly "~standard": Omit<StandardSchemaV1.Props<Input, Output>, "validate"> & {
    /**
     * Validates any value; never throws, never returns a promise.
     *
     * @param value - the parsed JSON value.
     */
    readonly validate: (value: unknown) => StandardValidationResult<Output>;
  };
}

/** The context of one validation, with functions read now. */
export function contextNow(options: StandardSchemaOptions): ValidationContext {
  const nowMs = typeof options.nowMs === "function" ? options.nowMs() : (options.nowMs ?? Date.now());
  const profile = typeof options.profile === "function" ? options.profile() : options.profile;
  return {
    nowMs,
    ...(profile === undefined ? {} : { profile }),
    ...(options.limits === undefined ? {} : { limits: options.limits }),
  };
}

/**
 * A [Standard Schema](https://standardschema.dev) object around `validateActivities` for a whole Add Activities
 * body: plug the zero-dependency validator into anything that takes a Standard Schema (tRPC,
 * Hono's `sValidator`, TanStack Form, ...) without zod. `~standard.validate(value)` returns `{ value }` or
 * `{ issues }`: one {@link ValidationIssue} per error, with `message`, `path` from the body root
 * (`[0, "timeZoneName"]`) and the numeric `code` (see docs/errors.md).
 *
 * The value is the body as it passed, in the submitted shape: plain objects and arrays (data rows, not columns),
 * unknown keys dropped, `timeZoneName` canonical. It survives `JSON.stringify` and `service.addActivities` accepts
 * it as it is. Types: the input is the submitted body, `readonly SubmittedActivity[]` (what a typed client
 * infers), the output `SubmittedActivity[]`. Synchronous, never throws; costs `validateActivities` plus one copy of
 * the data points into rows.
 *
 * @example
 * ```ts
 * const body = createAddActivitiesStandardSchema({ profile: { weightKg: 70, ageYears: 35 } });
 * const result = body["~standard"].validate(JSON.parse(text));
 * if (result.issues) for (const issue of result.issues) console.log(issue.code, issue.path, issue.message);
 * else await service.addActivities(userId, result.value);
 * ```
 *
 * @param options - current time (default `Date.now()` at each call), profile and limits; functions are read at
 *   every validation.
 */
export function createAddActivitiesStandardSchema(
  options: StandardSchemaOptions = {},
): ActivityStandardSchema<readonly SubmittedActivity[], SubmittedActivity[]> {
  return {
    "~standard": {
      version: 1,
      vendor: "activity-fuel",
      validate(value: unknown): StandardValidationResult<SubmittedActivity[]> {
        const result = validateActivities(value, contextNow(options));
        if (result.ok) return { value: result.activities.map(toSubmittedActivity) };
        const [first, ...rest] = result.errors;
        return { issues: [toValidationIssue(first), ...rest.map((error) => toValidationIssue(error))] };
      },
    },
  };
}
