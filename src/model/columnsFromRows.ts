import type { SubmittedActivity } from "./submittedActivity.js";
import type { ValidatedActivity } from "./validatedActivity.js";

/**
 * Copies row-major data points into columns: `columns[c][i] = rows[i][c]`, as `Float64Array` views
 * into one new buffer of `rows.length × columnCount` doubles. A missing row or value is stored as 0 (impossible for
 * validated data). One pass over the rows.
 *
 * @param rows - the data points (`metrics.data`), each `columnCount` numbers.
 * @param columnCount - number of columns (`metricTypes.length`).
 * @returns one column per metric type, each `rows.length` long.
 */
export function columnsFromRows(rows: readonly (readonly number[])[], columnCount: number): Float64Array[] {
  const n = rows.length;
  const buffer = new Float64Array(n * columnCount);
  for (let i = 0; i < n; i++) {
    const row = rows[i];
    if (row === undefined) continue;
    for (let c = 0, at = i; c < columnCount; c++, at += n) buffer[at] = row[c] ?? 0;
  }
  const columns = new Array<Float64Array>(columnCount);
  for (let c = 0; c < columnCount; c++) columns[c] = buffer.subarray(c * n, (c + 1) * n);
  return columns;
}

/**
 * The columnar form of an activity given with row-major data, for callers that hold a
 * `SubmittedActivity` they know to be valid (an importer's output, a test fixture) and want to call
 * `calculateFuel`/`deriveActivity` or build a stored activity. Does not validate: use `validateActivities` for
 * input that is not known to be valid. An activity already in columnar form is returned as is.
 *
 * @param activity - an activity with `metrics.data` rows (or already with `metrics.columns`).
 * @returns the same envelope with `metrics.columns` and `metrics.pointCount` in place of `metrics.data`.
 */
export function toValidatedActivity(activity: SubmittedActivity | ValidatedActivity): ValidatedActivity {
  const metrics = activity.metrics;
  if (!("data" in metrics)) return activity as ValidatedActivity;
  const { data, ...envelope } = metrics;
  return {
    ...activity,
    metrics: { ...envelope, pointCount: data.length, columns: columnsFromRows(data, metrics.metricTypes.length) },
  };
}

/**
 * The row-major form of a validated or stored activity: `metrics.data[i][c] = columns[c][i]`, as
 * submitted (spec 2.2), e.g. to export it or to compare it with a request body. Allocates one array per data point.
 *
 * @param activity - an activity with columns (or already with rows, returned as is).
 * @returns the same envelope with `metrics.data` in place of `metrics.columns` and `metrics.pointCount`.
 */
export function toSubmittedActivity(activity: ValidatedActivity | SubmittedActivity): SubmittedActivity {
  const metrics = activity.metrics;
  if ("data" in metrics) return activity as SubmittedActivity;
  const { columns, pointCount, ...envelope } = metrics;
  const data = new Array<number[]>(pointCount);
  for (let i = 0; i < pointCount; i++) {
    const row = new Array<number>(columns.length);
    for (let c = 0; c < columns.length; c++) row[c] = columns[c]![i]!;
    data[i] = row;
  }
  return { ...activity, metrics: { ...envelope, data } };
}
