import * as z from "zod";
import { SUBMITTABLE_METRIC_TYPE_NAMES, type SubmittableMetricTypeName } from "../registry/metricTypes.js";
import { describeValue } from "../validate/describeValue.js";
import { intervalValueDetail } from "../validate/isValidIntervalValue.js";

/** A non-empty array (the shape check of `metrics.data`; the rows are scanned by `scanRows`). */
function isNonEmptyArray(value: unknown): value is readonly (readonly number[])[] {
  return Array.isArray(value) && value.length > 0;
}

/**
 * The `metrics` object of a submitted activity (spec 2.2), context-free part. Each failing property gives the code
 * of its path (see `toValidationErrors`):
 * - `intervalUnit` not `"sec"` → 240 (decision D-145);
 * - `intervalValue` not 5 or 10 → 250 (the RUN → 10 rule needs the activity type and is checked by the activity
 *   schema);
 * - `metricTypes` not a non-empty array → 230; longer than the 12 submittable metric types → one 1070 for the list;
 *   an element that is not a submittable metric type name → 1070 (a repeated name, and the metric-option rule 320,
 *   are checked by the activity schema);
 * - `data` not a non-empty array → 270. It is a `z.custom` (with `abort: false`, so that later refinements still
 *   run) and is returned as is, never copied: its data points are checked by the activity schema in one pass with
 *   the validator's `scanRows` (codes 260, 360, 1040), never element by element by zod (performance-baseline §10).
 *
 * Unknown keys are stripped (the validator drops them too).
 */
export const submittedMetricsSchema = /* @__PURE__ */ (() =>
  z
    .object({
      intervalUnit: z.enum(["sec"], {
        error: (issue) => `intervalUnit is ${describeValue(issue.input)}, not "sec"`,
      }),
      intervalValue: z
        // the activity type is not known here (the RUN rule is the activity schema's): the detail of any other type
        .literal([5, 10], { error: (issue) => intervalValueDetail(issue.input, undefined) })
        .meta({ description: "Sampling interval in seconds: 5 or 10, and 10 when activityType is RUN (code 250)." }),
      metricTypes: z
        // more elements than the 12 submittable metric types: one 1070 for the list, its elements unread (D-144)
        .custom<SubmittableMetricTypeName[]>((value) => !(Array.isArray(value) && value.length > SUBMITTABLE_METRIC_TYPE_NAMES.length), {
          abort: false,
          error: (issue) =>
            `metricTypes has ${(issue.input as unknown[]).length} elements; at most ${SUBMITTABLE_METRIC_TYPE_NAMES.length} metric types can be submitted, each once`,
          params: { code: 1070 },
        })
        .pipe(
          z
        .array(
          z.enum(SUBMITTABLE_METRIC_TYPE_NAMES, {
            error: (issue) => `metric type ${describeValue(issue.input)} is not a submittable metric type`,
          }),
          { error: (issue) => `metricTypes is ${issue.input === undefined ? "missing" : describeValue(issue.input)}` },
        )
        // a refinement, not .min(1): zod's length checks also run on non-arrays that have a length (decision D-45)
        .refine((metricTypes) => metricTypes.length > 0, { error: "metricTypes is empty", params: { code: 230 } }),
        )
        .meta({
          type: "array",
          items: { enum: [...SUBMITTABLE_METRIC_TYPE_NAMES] },
          minItems: 1,
          maxItems: SUBMITTABLE_METRIC_TYPE_NAMES.length,
          uniqueItems: true,
          description:
            "Column names of data, lower case, without repeats (code 1070). Not expressible here: together with " +
            "weight and age from the user's profile they must complete one option of the activity type (spec 2.8, " +
            "code 320).",
        }),
      data: z
        .custom<readonly (readonly number[])[]>(isNonEmptyArray, {
          abort: false,
          error: (issue) => `data is ${issue.input === undefined ? "missing" : describeValue(issue.input)}`,
        })
        .meta({
          type: "array",
          minItems: 1,
          items: { type: "array", items: { type: "number" } },
          description:
            "One data point per interval, values in metricTypes order. Not expressible here: each data point has " +
            "exactly one value per metric type and each value lies in its metric type's range (code 260), distance " +
            "never decreases (260), fuel values are non-negative integers (360), at most " +
            "limits.maxDataPointsPerActivity data points (1040).",
        }),
    })
    .meta({ description: "Metric dataset of a submitted activity (spec 2.2)." }))();
