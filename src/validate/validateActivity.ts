import { isActivityType, type ActivityTypeName } from "../registry/activityTypes.js";
import type { AddErrorCode } from "../registry/addErrorMessages.js";
import { isDeviceType } from "../registry/deviceTypes.js";
import { MAX_DEVICE_NAME_LENGTH } from "../registry/limits.js";
import { SUBMITTABLE_METRIC_TYPE_NAMES, type MetricTypeInfo } from "../registry/metricTypes.js";
import type { ValidatedActivity, ValidatedMetrics } from "../model/validatedActivity.js";
import { dataPointLimitDetail } from "./dataPointLimitDetail.js";
import { describeValue } from "./describeValue.js";
import { isStorableText } from "./isStorableText.js";
import { durationCoversData, durationTooShortDetail } from "./durationCoversData.js";
import { intervalValueDetail, isValidIntervalValue } from "./isValidIntervalValue.js";
import { canonicalTimeZone } from "../timeZone/canonicalTimeZone.js";
import { profileMetricMask } from "./profileMetricMask.js";
import { metricColumns } from "./metricColumns.js";
import { metricOptionDetail } from "./metricOptionDetail.js";
import { scanRows } from "./scanRows.js";
import { isValidStartTime, startTimeDetail } from "./startTimeDetail.js";
import { durationBoundDetail, futureDataDetail } from "./timeSpanDetail.js";
import { locateUnreadable, UnreadableValue } from "./unreadableValue.js";
import type { ValidationContext } from "./validationContext.js";
import { toJsonPointer, validationError, type ValidationError } from "./validationError.js";

/** Appends an error of this activity; `path` is relative to the activity. */
function fail(errors: ValidationError[], index: number, code: AddErrorCode, path: (string | number)[], detail: string): void {
  errors.push(validationError(code, index, [index, ...path], detail));
}

/** `name is missing`, or `name is <value>` followed by `rest`. */
function missingOr(name: string, value: unknown, rest: string): string {
  return value === undefined ? `${name} is missing` : `${name} is ${describeValue(value)}${rest}`;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function has(object: Record<string, unknown>, key: string): boolean {
  return Object.prototype.hasOwnProperty.call(object, key) && object[key] !== undefined;
}

/**
 * Validates one activity of an Add Activities body and appends every error found to `errors` (each rule is
 * checked independently; only the checks inside a missing or non-object `metrics` are skipped, and the data points
 * are not checked against metric types that are not an array or longer than the 12 submittable metric types).
 *
 * A property of the caller's value whose reading throws (a getter, a revoked Proxy: never JSON data) ends the
 * activity's checks with code 1081 at that property's path: the checks read without guards, and
 * only when they throw is the activity walked again read by read to find such a property. Any other exception
 * propagates: it is a fault of the library or of a dependency, not of the request.
 *
 * @param value - one element of the body.
 * @param index - its index in the body (first element of every error path).
 * @param context - current time, profile, limits.
 * @param errors - where errors are appended.
 * @returns the validated activity (unknown fields dropped, data copied into columns) when it
 *   produced no error.
 * @throws whatever a dependency throws (for example a time zone check without its data): never for the body.
 */
export function validateActivity(
  value: unknown,
  index: number,
  context: ValidationContext,
  errors: ValidationError[],
): ValidatedActivity | undefined {
  try {
    return checkActivity(value, index, context, errors);
  } catch (error) {
    // the fast path reads without guards: find whether a read of the body threw, else the fault is ours
    const path = error instanceof UnreadableValue ? error.path : locateUnreadable(value, index);
    if (path === undefined) throw error;
    errors.push(validationError(1081, index, path, `reading ${toJsonPointer(path)} threw (a getter or Proxy, not JSON data)`));
    return undefined;
  }
}

function checkActivity(
  value: unknown,
  index: number,
  context: ValidationContext,
  errors: ValidationError[],
): ValidatedActivity | undefined {
  if (!isPlainObject(value)) {
    errors.push(validationError(1030, index, [index], `activity ${index} is ${describeValue(value)}`));
    return undefined;
  }
  const before = errors.length;

  if (has(value, "activityId")) fail(errors, index, 200, ["activityId"], "activityId must not be sent");
  if (has(value, "metricSummary")) fail(errors, index, 210, ["metricSummary"], "metricSummary must not be sent");

  const { activityType, deviceType, deviceName, startTime, duration, timeZoneName, metrics } = value;
  const knownType = isActivityType(activityType);
  if (!knownType) {
    fail(errors, index, 170, ["activityType"], missingOr("activityType", activityType, ", not one of the 84 activity types"));
  }
  if (!isDeviceType(deviceType)) {
    fail(errors, index, 220, ["deviceType"], missingOr("deviceType", deviceType, ", not an accepted device type"));
  }
  if (deviceName !== undefined && (typeof deviceName !== "string" || deviceName.length > MAX_DEVICE_NAME_LENGTH)) {
    fail(errors, index, 1060, ["deviceName"], `deviceName is ${describeValue(deviceName)}`);
  } else if (deviceName !== undefined && !isStorableText(deviceName)) {
    fail(errors, index, 1060, ["deviceName"], `deviceName ${describeValue(deviceName)} holds a NUL character or an unpaired surrogate, which stored text cannot hold`);
  }
  const startDetail = startTimeDetail(startTime, context.nowMs);
  if (startDetail !== undefined) fail(errors, index, 160, ["startTime"], startDetail);
  const validStart = isValidStartTime(startTime, context.nowMs) ? startTime : undefined;
  let durationOk = duration === undefined || (Number.isSafeInteger(duration) && (duration as number) >= 0);
  if (!durationOk) {
    fail(errors, index, 1050, ["duration"], `duration is ${describeValue(duration)}, not a non-negative integer of milliseconds`);
  } else if (duration !== undefined) {
    const bound = durationBoundDetail(duration as number, validStart, context.nowMs);
    if (bound !== undefined) {
      fail(errors, index, 1050, ["duration"], bound);
      durationOk = false;
    }
  }
  const zone = canonicalTimeZone(timeZoneName);
  if (zone === undefined) {
    fail(errors, index, 180, ["timeZoneName"], missingOr("timeZoneName", timeZoneName, ", not an IANA time zone name"));
  }

  if (!isPlainObject(metrics)) {
    fail(errors, index, 190, ["metrics"], `metrics is ${describeValue(metrics)}`);
    return undefined;
  }
  const { intervalUnit, intervalValue, metricTypes, data } = metrics;
  if (intervalUnit !== "sec") {
    fail(errors, index, 240, ["metrics", "intervalUnit"], missingOr("intervalUnit", intervalUnit, ', not "sec"'));
  }
  if (!isValidIntervalValue(intervalValue, activityType)) {
    fail(errors, index, 250, ["metrics", "intervalValue"], intervalValueDetail(intervalValue, activityType));
  }

  // metric types: 230 for a missing or empty list, 1070 for a list longer than the 12 submittable types (at once)
  // or per bad element, 320 when no option of spec 2.8 is complete
  let columns: (MetricTypeInfo | undefined)[] | undefined;
  let names: unknown[] | undefined;
  if (!Array.isArray(metricTypes)) {
    fail(errors, index, 230, ["metrics", "metricTypes"], missingOr("metricTypes", metricTypes, ", not an array of metric type names"));
  } else {
    const count = metricTypes.length;
    if (count === 0) {
      fail(errors, index, 230, ["metrics", "metricTypes"], "metricTypes is empty");
    } else if (count > SUBMITTABLE_METRIC_TYPE_NAMES.length) {
      const detail = `metricTypes has ${count} elements; at most ${SUBMITTABLE_METRIC_TYPE_NAMES.length} metric types can be submitted, each once`;
      fail(errors, index, 1070, ["metrics", "metricTypes"], detail);
    } else {
      // read once, into a plain copy: the output holds exactly what was checked
      // Stryker disable next-line ArrayDeclaration: equivalent, the loop below assigns every index
      names = new Array<unknown>(count);
      for (let c = 0; c < count; c++) names[c] = metricTypes[c];
      const scanned = metricColumns(names);
      columns = scanned.columns;
      for (const problem of scanned.problems) fail(errors, index, 1070, ["metrics", "metricTypes", problem.index], problem.detail);
      if (knownType) {
        const detail = metricOptionDetail(activityType, scanned.mask | profileMetricMask(context.profile));
        if (detail !== undefined) fail(errors, index, 320, ["metrics", "metricTypes"], detail);
      }
    }
  }

  // the data's length is read once; the rows are checked and copied into columns in one pass
  let values: Float64Array | undefined;
  if (!Array.isArray(data)) {
    fail(errors, index, 270, ["metrics", "data"], missingOr("data", data, ", not an array of data points"));
  } else {
    const points = data.length;
    const tooMany = points === 0 ? undefined : dataPointLimitDetail(points, context.limits);
    if (points === 0) {
      fail(errors, index, 270, ["metrics", "data"], "data is empty");
    } else if (tooMany !== undefined) {
      fail(errors, index, 1040, ["metrics", "data"], tooMany);
    } else {
      if (columns !== undefined) {
        // copy only what can be stored: no error so far (a later error drops the copy)
        const length = points * columns.length;
        if (errors.length === before && length > 0) values = new Float64Array(length);
        if (!scanRows(data, columns, index, errors, values)) values = undefined;
      }
      if (intervalValue === 5 || intervalValue === 10) {
        if (durationOk && duration !== undefined && !durationCoversData(duration as number, points, intervalValue)) {
          fail(errors, index, 1050, ["duration"], durationTooShortDetail(duration as number, points, intervalValue));
        }
        const future = validStart === undefined ? undefined : futureDataDetail(validStart, points, intervalValue, context.nowMs);
        if (future !== undefined) fail(errors, index, 1082, ["metrics", "data"], future);
      }
    }
  }

  if (errors.length !== before || columns === undefined || values === undefined || !Array.isArray(data)) return undefined;
  const pointCount = data.length === 0 ? 0 : values.length / columns.length;
  // the names as checked (each element of metricTypes was read once, by metricColumns)
  const types = columns.map((info) => info!.name) as ValidatedMetrics["metricTypes"];
  // Stryker disable next-line ArrayDeclaration: equivalent, the loop below assigns every index
  const columnViews = new Array<Float64Array>(types.length);
  for (let c = 0; c < types.length; c++) columnViews[c] = values.subarray(c * pointCount, (c + 1) * pointCount);
  const out: ValidatedMetrics = {
    intervalUnit: "sec",
    intervalValue: intervalValue as ValidatedMetrics["intervalValue"],
    metricTypes: types,
    pointCount,
    columns: columnViews,
  };
  // built field by field rather than with spreads (faster), in the order of spec 2.1
  const activity: { -readonly [K in keyof ValidatedActivity]: ValidatedActivity[K] } = {
    activityType: activityType as ActivityTypeName,
  } as ValidatedActivity;
  if (deviceName !== undefined) activity.deviceName = deviceName as string;
  activity.deviceType = deviceType as ValidatedActivity["deviceType"];
  activity.startTime = startTime as number;
  if (duration !== undefined) activity.duration = duration as number;
  // written back canonical (Asia/Calcutta → Asia/Kolkata, Zulu → Etc/GMT): every later answer shows one name
  activity.timeZoneName = zone!;
  activity.metrics = out;
  return activity;
}
