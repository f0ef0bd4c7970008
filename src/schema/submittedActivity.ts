import * as z from "zod";
import { ACTIVITY_TYPE_NAMES, type ActivityTypeName } from "../registry/activityTypes.js";
import { DEVICE_TYPES, type DeviceTypeName } from "../registry/deviceTypes.js";
import { EARLIEST_START_TIME_MS, MAX_DEVICE_NAME_LENGTH } from "../registry/limits.js";
import { SUBMITTABLE_METRIC_TYPE_NAMES, type SubmittableMetricTypeName } from "../registry/metricTypes.js";
import { canonicalTimeZone } from "../timeZone/canonicalTimeZone.js";
import { MAX_DURATION_MS } from "../validate/timeSpanDetail.js";
import { validateActivities } from "../validate/validateActivities.js";
import type { ValidationContext } from "../validate/validationContext.js";
import { reportValidatorErrors } from "./validatorRefinement.js";

/**
 * A property whose rules the validator checks: typed `T` for zod's inference, described by a JSON Schema fragment
 * (the published JSON Schemas and OpenAPI document are generated from these), and never failing on its own.
 */
const described = <T>(jsonSchema: Record<string, unknown>) => z.custom<T>().meta(jsonSchema);

/** The `metrics` object (spec 2.2). */
const metricsDescription = /* @__PURE__ */ (() =>
  z
    .object({
      intervalUnit: described<"sec">({ type: "string", const: "sec", description: "Interval unit: only sec (code 240)." }),
      intervalValue: described<5 | 10>({
        type: "integer",
        enum: [5, 10],
        description: "Sampling interval in seconds: 5 or 10, and 10 when activityType is RUN (code 250).",
      }),
      metricTypes: described<readonly SubmittableMetricTypeName[]>({
        type: "array",
        items: { type: "string", enum: [...SUBMITTABLE_METRIC_TYPE_NAMES] },
        minItems: 1,
        maxItems: SUBMITTABLE_METRIC_TYPE_NAMES.length,
        uniqueItems: true,
        description:
          "Column names of data, lower case, without repeats (codes 230, 1070). Not expressible here: together with " +
          "weight and age from the user's profile they must complete one option of the activity type (spec 2.8, " +
          "code 320).",
      }),
      data: described<readonly (readonly number[])[]>({
        type: "array",
        minItems: 1,
        items: { type: "array", items: { type: "number" } },
        description:
          "One data point per interval, values in metricTypes order (code 270 when empty). Not expressible here: " +
          "each data point has exactly one value per metric type and each value lies in its metric type's range " +
          "(code 260), distance never decreases (260), fuel values are non-negative integers (360), at most " +
          "limits.maxDataPointsPerActivity data points (1040).",
      }),
    })
    .meta({ description: "Metric dataset of a submitted activity (spec 2.2; code 190 when missing)." }))();

/** A key the client must not send (codes 200, 210): described as `{"not": {}}`. */
const forbidden = (code: number) => described<never>({ not: {}, description: `Must not be sent: computed by the service (code ${code}).` }).exactOptional();

/**
 * The submitted activity as described for zod's inference and JSON Schema (spec 2.1). `activityId` and
 * `metricSummary` are in the runtime shape, so that the validator sees them (codes 200, 210), but not in its type.
 */
const activityShape = /* @__PURE__ */ (() => {
  const shape = {
    activityType: described<ActivityTypeName>({
      type: "string",
      enum: [...ACTIVITY_TYPE_NAMES],
      description: "One of the 84 activity types (spec 2.6; code 170).",
    }),
    deviceName: described<string>({
      type: "string",
      maxLength: MAX_DEVICE_NAME_LENGTH,
      description: "Name of the recording device or application (code 1060).",
    }).exactOptional(),
    deviceType: described<DeviceTypeName>({ type: "string", enum: [...DEVICE_TYPES], description: "Type of the recording device (code 220)." }),
    startTime: described<number>({
      type: "integer",
      minimum: EARLIEST_START_TIME_MS,
      description:
        "Start, epoch milliseconds: from 2006-05-24T00:00:00Z (after 23 May 2006) and before the time of " +
        "validation (code 160; 'in the past' is not expressible in JSON Schema).",
    }),
    duration: described<number>({
      type: "integer",
      minimum: 0,
      maximum: MAX_DURATION_MS,
      description:
        "Duration in milliseconds, at least (data points − 1) × intervalValue seconds and ending before the time " +
        "of validation (code 1050; those bounds are not expressible in JSON Schema).",
    }).exactOptional(),
    timeZoneName: described<string>({
      type: "string",
      description:
        "IANA time zone name: Area/Location, Etc/GMT±N or UTC and the other names of the shipped tz database " +
        "list, exact spelling; abbreviations such as PST are rejected (code 180; the list is not expressed in JSON " +
        "Schema). Written back canonical: Asia/Calcutta as Asia/Kolkata, UTC as Etc/GMT.",
    }),
    metrics: metricsDescription,
  };
  const runtime = { ...shape, activityId: forbidden(200), metricSummary: forbidden(210) } as unknown as typeof shape;
  return z.object(runtime).meta({
    description:
      "An activity as submitted to Add Activities (spec 2.1). Unknown keys are ignored. Rules not expressible " +
      "in JSON Schema: startTime in the past (160), the metric-type options with weight and age from the " +
      "profile (320), data point length, ranges and cumulative distance (260), fuel integers (360), duration " +
      "covering the data points (1050), time zone names of the shipped list (180), the data point limit (1040).",
    // RUN requires intervalValue 10 (code 250): expressible, so expressed, as "not RUN, or 10" (anyOf is
    // supported more widely than if/then); every branch names its type, as ajv's strict mode asks
    anyOf: [
      { type: "object", properties: { activityType: { not: { const: "RUN" } } } },
      { type: "object", properties: { metrics: { type: "object", properties: { intervalValue: { const: 10 } } } } },
    ],
  });
})();

/** The description of one submitted activity (no rules), for JSON Schema and composition. */
export const submittedActivityDescription = activityShape;

/** The keys of the activity the validator reports on; an issue at any other key is the user's (`.extend()`). */
const ACTIVITY_KEYS: ReadonlySet<PropertyKey> = /* @__PURE__ */ new Set(Object.keys(activityShape.shape));

/** The parsed activity as the validator leaves it: zone canonical, no `undefined` or forbidden keys. */
export function writtenBack<T extends object>(activity: T): T {
  const record = activity as Record<string, unknown>;
  for (const key of ["deviceName", "duration", "activityId", "metricSummary"]) if (key in record && record[key] === undefined) delete record[key];
  record["timeZoneName"] = canonicalTimeZone(record["timeZoneName"]);
  return activity;
}

/** The context of one parse: the caller's fields read now (they may be getters). */
export function contextOfParse(context: ValidationContext, maxActivities?: number): ValidationContext {
  const { nowMs, profile, limits } = context;
  return {
    nowMs,
    ...(profile === undefined ? {} : { profile }),
    limits: maxActivities === undefined ? { ...limits } : { ...limits, maxActivitiesPerRequest: maxActivities },
  };
}

/**
 * Builds the zod schema of one activity of an Add Activities body (spec 2.1, 2.2): a `z.object` typed
 * `SubmittedActivity` (compose it with `.extend()`; its `.shape` describes each property) whose rules are
 * `validateActivities` itself, called once per parse: the issues are the validator's errors, each a custom issue
 * with the error's detail as message, its path from the activity's root and `params` `{code, error}` (turn them
 * into `ValidationError`s with `toValidationErrors`). zod's own issues at the activity's keys are replaced by the
 * validator's; issues of keys added with `.extend()` stay zod's.
 *
 * The output is the activity as it passed: unknown keys dropped, `timeZoneName` canonical (`canonicalTimeZone`),
 * `metrics.data` the input rows (not copied). `context.nowMs`, `context.profile` and `context.limits` are read at
 * every parse, so one schema serves many parses when `context` has getters, e.g.
 * `{ get nowMs() { return Date.now(); } }`. `validateActivities` alone stays the fast path.
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
  return activityShape.check(
    z.superRefine(
      (activity, payload) => {
        const result = validateActivities([activity], contextOfParse(context, 1));
        const owns = (path: readonly PropertyKey[]): boolean => path.length === 0 || ACTIVITY_KEYS.has(path[0]!);
        reportValidatorErrors(payload, result.ok ? [] : result.errors, owns, true);
      },
      { when: () => true },
    ),
    z.overwrite(writtenBack),
  );
}
