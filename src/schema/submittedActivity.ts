import * as z from "zod";
import { ACTIVITY_TYPE_NAMES, isActivityType } from "../registry/activityTypes.js";
import { DEVICE_TYPES } from "../registry/deviceTypes.js";
import { EARLIEST_START_TIME_MS, MAX_DEVICE_NAME_LENGTH } from "../registry/limits.js";
import { SUBMITTABLE_METRIC_TYPE_NAMES, type MetricTypeInfo } from "../registry/metricTypes.js";
import { dataPointLimitDetail } from "../validate/dataPointLimitDetail.js";
import { describeValue } from "../validate/describeValue.js";
import { durationCoversData, durationTooShortDetail } from "../validate/durationCoversData.js";
import { intervalValueDetail, isValidIntervalValue } from "../validate/isValidIntervalValue.js";
import { isValidTimeZone } from "../validate/isValidTimeZone.js";
import { metricColumns } from "../validate/metricColumns.js";
import { metricOptionDetail } from "../validate/metricOptionDetail.js";
import { scanRows } from "../validate/scanRows.js";
import { profileMetricMask } from "../validate/profileMetricMask.js";
import { isValidStartTime } from "../validate/validateActivity.js";
import { durationBoundDetail, futureDataDetail, MAX_DURATION_MS } from "../validate/timeSpanDetail.js";
import type { ValidationContext } from "../validate/validationContext.js";
import type { ValidationError } from "../validate/validationError.js";
import { dropUndefinedKeys, optionalField } from "./optionalField.js";
import { submittedMetricsSchema } from "./submittedMetrics.js";

const OPTIONAL_KEYS = ["deviceName", "duration", "activityId", "metricSummary"] as const;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function what(value: unknown): string {
  return value === undefined ? "missing" : describeValue(value);
}

/** A key that must not be sent: absent (or `undefined`) passes, any other value fails with the key's code. */
function forbidden(name: string) {
  return z
    .never({ error: `${name} must not be sent` })
    .optional()
    .meta({ description: `Must not be sent: computed by the service (code ${name === "activityId" ? 200 : 210}).` });
}

/** The keys a client must not send (codes 200, 210). */
const FORBIDDEN_FIELDS = /* @__PURE__ */ (() => ({
  activityId: forbidden("activityId"),
  metricSummary: forbidden("metricSummary"),
}))();

/** The context-free property schemas, built once (zod schemas are costly to build: decision D-48). */
const STATIC_FIELDS = /* @__PURE__ */ (() => ({
  activityType: z
    .enum(ACTIVITY_TYPE_NAMES, {
      error: (issue) => `activityType is ${describeValue(issue.input)}, not one of the 84 activity types`,
    })
    .meta({ description: "One of the 84 activity types (spec 2.6; code 170)." }),
  deviceName: optionalField(
    z
      .string({ error: (issue) => `deviceName is ${describeValue(issue.input)}` })
      // a refinement, not .max(): zod's length checks also run on non-strings that have a length (decision D-45)
      .refine((name) => name.length <= MAX_DEVICE_NAME_LENGTH, {
        error: (issue) => `deviceName is ${describeValue(issue.input)}`,
        params: { code: 1060 },
      })
      .meta({ maxLength: MAX_DEVICE_NAME_LENGTH, description: "Name of the recording device or application (code 1060)." }),
  ),
  deviceType: z
    .enum(DEVICE_TYPES, { error: (issue) => `deviceType is ${describeValue(issue.input)}, not an accepted device type` })
    .meta({ description: "Type of the recording device (code 220)." }),
  // the context-free half of isValidStartTime (an infinitely late "now"); "before now" is in the refinement below
  startTime: z
    .number({ error: (issue) => `startTime is ${what(issue.input)}` })
    .refine((value) => isValidStartTime(value, Number.POSITIVE_INFINITY), {
      error: (issue) => `startTime is ${describeValue(issue.input)}`,
    })
    .meta({
      type: "integer",
      minimum: EARLIEST_START_TIME_MS,
      description:
        "Start, epoch milliseconds: from 2006-05-24T00:00:00Z (after 23 May 2006) and before the time of " +
        "validation (code 160; 'in the past' is not expressible in JSON Schema).",
    }),
  duration: optionalField(
    z
      .number({ error: (issue) => `duration is ${describeValue(issue.input)}, not a non-negative integer of milliseconds` })
      .refine((value) => Number.isSafeInteger(value) && value >= 0, {
        error: (issue) => `duration is ${describeValue(issue.input)}, not a non-negative integer of milliseconds`,
      })
      .refine((value) => !(Number.isSafeInteger(value) && value > MAX_DURATION_MS), {
        error: (issue) => durationBoundDetail(issue.input as number, undefined, Number.POSITIVE_INFINITY) ?? "",
      })
      .meta({
        type: "integer",
        minimum: 0,
        maximum: MAX_DURATION_MS,
        description:
          "Duration in milliseconds, at least (data points − 1) × intervalValue seconds and ending before the time " +
          "of validation (code 1050; those bounds are not expressible in JSON Schema).",
      }),
  ),
  timeZoneName: z
    .string({ error: (issue) => `timeZoneName is ${what(issue.input)}, not an IANA time zone name` })
    .refine(isValidTimeZone, { error: (issue) => `timeZoneName is ${describeValue(issue.input)}, not an IANA time zone name` })
    .meta({
      description:
        "IANA time zone name: Area/Location, Etc/GMT±N or UTC, known to the runtime; abbreviations such as PST " +
        "are rejected (code 180; the list of names is not expressed in JSON Schema).",
    }),
  metrics: submittedMetricsSchema,
}))();

/** JSON Schema metadata of the activity object. */
const ACTIVITY_METADATA: z.core.GlobalMeta = {
  description:
    "An activity as submitted to Add Activities (spec 2.1). Unknown keys are ignored. Rules not expressible " +
    "in JSON Schema: startTime in the past (160), the metric-type options with weight and age from the " +
    "profile (320), data point length, ranges and cumulative distance (260), fuel integers (360), duration " +
    "covering the data points (1050), time zone names known to the runtime (180), the data point limit (1040).",
  // RUN requires intervalValue 10 (code 250): expressible, so expressed, as "not RUN, or 10" (anyOf is
  // supported more widely than if/then); every branch names its type, as ajv's strict mode asks
  anyOf: [
    { type: "object", properties: { activityType: { not: { const: "RUN" } } } },
    { type: "object", properties: { metrics: { type: "object", properties: { intervalValue: { const: 10 } } } } },
  ],
};

/**
 * Builds the zod schema of one activity of an Add Activities body (spec 2.1, 2.2): a real `z.object` (compose it
 * with `.extend()`/`.safeExtend()`; `.pick()`/`.omit()` are refused by zod because of the refinement) whose output
 * is a `SubmittedActivity` equal to what `validateActivities` returns: unknown keys dropped, optional keys
 * whose value is `undefined` dropped, `metrics.data` the input array itself (not copied).
 *
 * It raises exactly the validator's codes at the validator's paths (turn a failure into `ValidationError`s with
 * `toValidationErrors`): 160 startTime, 170 activityType, 180 timeZoneName, 190 metrics, 200 activityId, 210
 * metricSummary, 220 deviceType, 230 metricTypes missing, 240 intervalUnit, 250 intervalValue (RUN: 10), 260 data
 * mismatch, 270 empty data, 320 no complete metric option (with weight and age from `context.profile`), 360 fuel
 * values, 1030 not an object, 1040 too many data points, 1050 duration, 1060 deviceName, 1070 bad or repeated
 * metric type. Property-level issues are zod's own, mapped to codes by path; the cross-field rules are one
 * `superRefine` with `when: () => true` (so it runs even when a property failed) that calls the validator's own
 * checks (`isValidStartTime`, `isValidIntervalValue`, `metricColumns`, `metricOptionDetail`, `profileMetricMask`,
 * `dataPointLimitDetail`, `scanRows`, `durationCoversData`, with their error details) and puts the
 * code in `params.code` (decision D-45).
 *
 * `context.nowMs`, `context.profile` and `context.limits.maxDataPointsPerActivity` are read at every parse, so one
 * schema serves many parses when `context` has getters, e.g. `{ get nowMs() { return Date.now(); } }`. Build the
 * schema once and reuse it: building costs 0.1–0.5 ms and the first parse 0.2–0.7 ms more (zod compiles its
 * object parsers), while a parse costs 1.2–1.9× `validateActivities` on a 180-point run (+2–4 µs) and 0.9–1.2× on a
 * 2,160-point ride (the data points are scanned by the same code). `validateActivities` stays the fast path
 * (decision D-48).
 *
 * @example
 * ```ts
 * const schema = createSubmittedActivitySchema({ nowMs: Date.now(), profile: { weightKg: 70 } });
 * const result = schema.safeParse(activity);
 * if (!result.success) console.log(toValidationErrors(result.error, { activityIndex: 0 }));
 * ```
 *
 * @param context - the current time (startTime must be before it), the user's profile, size limits.
 * @returns a `ZodObject` whose output type is `SubmittedActivity`.
 */
export function createSubmittedActivitySchema(context: ValidationContext) {
  const shape = {
    activityType: STATIC_FIELDS.activityType,
    deviceName: STATIC_FIELDS.deviceName,
    deviceType: STATIC_FIELDS.deviceType,
    startTime: STATIC_FIELDS.startTime,
    duration: STATIC_FIELDS.duration,
    timeZoneName: STATIC_FIELDS.timeZoneName,
    metrics: STATIC_FIELDS.metrics,
  };
  // activityId and metricSummary are part of the runtime shape (so that their presence is seen: codes 200, 210)
  // but not of its type: they never appear in the output (decision D-46).
  const runtimeShape = {
    ...shape,
    activityId: FORBIDDEN_FIELDS.activityId,
    metricSummary: FORBIDDEN_FIELDS.metricSummary,
  } as unknown as typeof shape;

  // one .check() and .register() instead of .superRefine().overwrite().meta(): each of those clones the object,
  // and building zod objects is what makes this factory cost (decision D-48)
  return z
    .object(runtimeShape, { error: (issue) => `the activity is ${describeValue(issue.input)}` })
    .check(
      z.superRefine(
        (activity, ctx) => {
          for (const error of crossFieldErrors(activity, context)) {
            ctx.addIssue({ code: "custom", message: error.detail, path: error.path.slice(1), params: { code: error.code }, input: undefined });
          }
        },
        { when: () => true },
      ),
      z.overwrite((activity) => dropUndefinedKeys(activity, OPTIONAL_KEYS)),
    )
    .register(z.globalRegistry, ACTIVITY_METADATA);
}

/**
 * The rules of `validateActivity` that involve more than one property, on zod's parsed value (unknown keys are
 * stripped, a failing property keeps its input value, `data` is the input array): startTime not before now (160),
 * RUN interval (250), repeated
 * metric type (1070), metric option (320), too many data points (1040), the data-point scan (260, 360), duration
 * shorter than the data points (1050). Paths start with a dummy activity index 0, as `scanRows` writes them.
 */
function crossFieldErrors(activity: unknown, context: ValidationContext): ValidationError[] {
  const errors: ValidationError[] = [];
  if (!isPlainObject(activity)) return errors;
  const { metrics, activityType, duration, startTime } = activity;
  const add = (code: ValidationError["code"], path: (string | number)[], detail: string): void => {
    errors.push({ code, message: "", detail, activityIndex: 0, path: [0, ...path] });
  };
  // the startTime property checked the rest of isValidStartTime
  if (isValidStartTime(startTime, Number.POSITIVE_INFINITY) && !isValidStartTime(startTime, context.nowMs)) {
    add(160, ["startTime"], `startTime is ${describeValue(startTime)}, not before the current time`);
  }
  // a duration ending after now (decision D-147); its type and length have their own checks
  const validStart = isValidStartTime(startTime, context.nowMs) ? startTime : undefined;
  let durationOk =
    duration === undefined || (Number.isSafeInteger(duration) && (duration as number) >= 0 && (duration as number) <= MAX_DURATION_MS);
  if (durationOk && duration !== undefined) {
    const bound = durationBoundDetail(duration as number, validStart, context.nowMs);
    if (bound !== undefined) {
      add(1050, ["duration"], bound);
      durationOk = false;
    }
  }
  if (!isPlainObject(metrics)) return errors;
  const { intervalValue, metricTypes, data } = metrics;

  // intervalValue outside {5, 10} already failed its own literal check: only the activity-type part is left (RUN: 5)
  const intervalOk = intervalValue === 5 || intervalValue === 10;
  if (intervalOk && !isValidIntervalValue(intervalValue, activityType)) {
    add(250, ["metrics", "intervalValue"], intervalValueDetail(intervalValue, activityType));
  }

  let columns: (MetricTypeInfo | undefined)[] | undefined;
  // a list longer than the submittable metric types has its one 1070 from the metrics schema
  if (Array.isArray(metricTypes) && metricTypes.length > 0 && metricTypes.length <= SUBMITTABLE_METRIC_TYPE_NAMES.length) {
    const scanned = metricColumns(metricTypes);
    columns = scanned.columns;
    for (const problem of scanned.problems) {
      // an unknown or unsubmittable name has its 1070 from the element's own enum
      if (problem.reason === "repeated") add(1070, ["metrics", "metricTypes", problem.index], problem.detail);
    }
    if (isActivityType(activityType)) {
      const detail = metricOptionDetail(activityType, scanned.mask | profileMetricMask(context.profile));
      if (detail !== undefined) add(320, ["metrics", "metricTypes"], detail);
    }
  }

  if (!Array.isArray(data) || data.length === 0) return errors; // 270 comes from data's own check
  const tooMany = dataPointLimitDetail(data.length, context.limits);
  if (tooMany !== undefined) {
    add(1040, ["metrics", "data"], tooMany);
    return errors;
  }
  if (columns !== undefined) scanRows(data, columns, 0, errors);
  // a duration that is not a non-negative integer, or too long, already failed its own check
  if (durationOk && duration !== undefined && intervalOk && !durationCoversData(duration as number, data.length, intervalValue)) {
    add(1050, ["duration"], durationTooShortDetail(duration as number, data.length, intervalValue));
  }
  const future = intervalOk && validStart !== undefined ? futureDataDetail(validStart, data.length, intervalValue, context.nowMs) : undefined;
  if (future !== undefined) add(1082, ["metrics", "data"], future);
  return errors;
}

/** The schema type {@link createSubmittedActivitySchema} returns. */
export type SubmittedActivitySchema = ReturnType<typeof createSubmittedActivitySchema>;
