import { getActivityType, type ActivityTypeName } from "../registry/activityTypes.js";
import type { AddErrorCode } from "../registry/addErrorMessages.js";
import { isDeviceType } from "../registry/deviceTypes.js";
import { EARLIEST_START_TIME_MS, MAX_DEVICE_NAME_LENGTH } from "../registry/limits.js";
import type { MetricTypeInfo } from "../registry/metricTypes.js";
import { profileMetricMask } from "../registry/metricOptions.js";
import type { ValidatedActivity, ValidatedMetrics } from "../model/validatedActivity.js";
import { dataPointLimitDetail } from "./dataPointLimitDetail.js";
import { describeValue } from "./describeValue.js";
import { durationCoversData, durationTooShortDetail } from "./durationCoversData.js";
import { intervalValueDetail, isValidIntervalValue } from "./isValidIntervalValue.js";
import { isValidTimeZone } from "./isValidTimeZone.js";
import { metricColumns } from "./metricColumns.js";
import { metricOptionDetail } from "./metricOptionDetail.js";
import { scanRows } from "./scanRows.js";
import type { ValidationContext } from "./validationContext.js";
import { validationError, type ValidationError } from "./validationError.js";


function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Appends an error of this activity; `path` is relative to the activity. */
function fail(errors: ValidationError[], index: number, code: AddErrorCode, path: (string | number)[], detail: string): void {
  errors.push(validationError(code, index, [index, ...path], detail));
}

function has(object: Record<string, unknown>, key: string): boolean {
  return Object.prototype.hasOwnProperty.call(object, key) && object[key] !== undefined;
}


/**
 * Whether a startTime is acceptable (code 160): a safe integer of epoch milliseconds, not before
 * 2006-05-24T00:00:00Z (the first instant after 23 May 2006) and strictly before `nowMs`.
 *
 * @param value - any value.
 * @param nowMs - the current time, epoch ms.
 */
export function isValidStartTime(value: unknown, nowMs: number): value is number {
  return Number.isSafeInteger(value) && (value as number) >= EARLIEST_START_TIME_MS && (value as number) < nowMs;
}

/**
 * Validates one activity of an Add Activities body and appends every error found to `errors` (each rule is
 * checked independently; only the checks inside a missing or non-object `metrics` are skipped, and the data points
 * are not checked against metric types that are not an array).
 *
 * @param value - one element of the body.
 * @param index - its index in the body (first element of every error path).
 * @param context - current time, profile, limits.
 * @param errors - where errors are appended.
 * @returns the validated activity (unknown fields dropped, data copied into columns, decision D-89) when it
 *   produced no error.
 */
export function validateActivity(
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
  const typeInfo = getActivityType(activityType);
  if (typeInfo === undefined) {
    fail(errors, index, 170, ["activityType"], `activityType is ${describeValue(activityType)}, not one of the 84 activity types`);
  }
  if (!isDeviceType(deviceType)) {
    fail(errors, index, 220, ["deviceType"], `deviceType is ${describeValue(deviceType)}, not an accepted device type`);
  }
  if (deviceName !== undefined && (typeof deviceName !== "string" || deviceName.length > MAX_DEVICE_NAME_LENGTH)) {
    fail(errors, index, 1060, ["deviceName"], `deviceName is ${describeValue(deviceName)}`);
  }
  if (!isValidStartTime(startTime, context.nowMs)) {
    fail(errors, index, 160, ["startTime"], `startTime is ${describeValue(startTime)}`);
  }
  const durationOk = duration === undefined || Number.isSafeInteger(duration) && (duration as number) >= 0;
  if (!durationOk) {
    fail(errors, index, 1050, ["duration"], `duration is ${describeValue(duration)}, not a non-negative integer of milliseconds`);
  }
  if (!isValidTimeZone(timeZoneName)) {
    fail(errors, index, 180, ["timeZoneName"], `timeZoneName is ${describeValue(timeZoneName)}, not an IANA time zone name`);
  }

  if (!isPlainObject(metrics)) {
    fail(errors, index, 190, ["metrics"], `metrics is ${metrics === undefined ? "missing" : describeValue(metrics)}`);
    return undefined;
  }
  const { intervalUnit, intervalValue, metricTypes, data } = metrics;
  if (intervalUnit !== "sec" && intervalUnit !== "SEC") {
    fail(errors, index, 240, ["metrics", "intervalUnit"], `intervalUnit is ${describeValue(intervalUnit)}, not "sec"`);
  }
  if (!isValidIntervalValue(intervalValue, activityType)) {
    fail(errors, index, 250, ["metrics", "intervalValue"], intervalValueDetail(intervalValue, activityType));
  }

  // metric types: 230 for a missing list, 1070 per bad element, 320 when no option of spec 2.8 is complete
  let columns: (MetricTypeInfo | undefined)[] | undefined;
  if (!Array.isArray(metricTypes) || metricTypes.length === 0) {
    fail(errors, index, 230, ["metrics", "metricTypes"], `metricTypes is ${metricTypes === undefined ? "missing" : describeValue(metricTypes)}`);
  } else {
    const scanned = metricColumns(metricTypes);
    columns = scanned.columns;
    for (const problem of scanned.problems) fail(errors, index, 1070, ["metrics", "metricTypes", problem.index], problem.detail);
    if (typeInfo !== undefined) {
      const detail = metricOptionDetail(typeInfo.name, scanned.mask | profileMetricMask(context.profile));
      if (detail !== undefined) fail(errors, index, 320, ["metrics", "metricTypes"], detail);
    }
  }

  // the data's length is read once; the rows are checked and copied into columns in one pass (decision D-89)
  const pointCount = Array.isArray(data) ? data.length : 0;
  let values: Float64Array | undefined;
  if (!Array.isArray(data) || pointCount === 0) {
    fail(errors, index, 270, ["metrics", "data"], `data is ${data === undefined ? "missing" : describeValue(data)}`);
  } else {
    const tooMany = dataPointLimitDetail(pointCount, context.limits);
    if (tooMany !== undefined) {
      fail(errors, index, 1040, ["metrics", "data"], tooMany);
    } else {
      if (columns !== undefined) {
        // copy only what can be stored: no error so far (a later error drops the copy)
        const length = pointCount * columns.length;
        if (errors.length === before && length > 0) {
          const lent = context.allocateSamples?.(length);
          values = lent === undefined ? new Float64Array(length) : lent.length === length ? lent : lent.subarray(0, length);
        }
        if (!scanRows(data, columns, index, errors, values)) values = undefined;
      }
      if (
        durationOk &&
        duration !== undefined &&
        (intervalValue === 5 || intervalValue === 10) &&
        !durationCoversData(duration as number, pointCount, intervalValue)
      ) {
        fail(errors, index, 1050, ["duration"], durationTooShortDetail(duration as number, pointCount, intervalValue));
      }
    }
  }

  if (errors.length !== before || columns === undefined || values === undefined) return undefined;
  // the names as checked (each element of metricTypes was read once, by metricColumns)
  const types = columns.map((info) => info!.name) as ValidatedMetrics["metricTypes"];
  const columnViews = new Array<Float64Array>(types.length);
  for (let c = 0; c < types.length; c++) columnViews[c] = values.subarray(c * pointCount, (c + 1) * pointCount);
  const out: ValidatedMetrics = {
    intervalUnit: intervalUnit as ValidatedMetrics["intervalUnit"],
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
  activity.timeZoneName = timeZoneName as string;
  activity.metrics = out;
  return activity;
}
