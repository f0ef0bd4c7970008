import type { MetricTypeInfo } from "../registry/metricTypes.js";
import { describeValue } from "./describeValue.js";
import { validationError, type ValidationError } from "./validationError.js";

const MAX = Number.MAX_VALUE;

/**
 * Checks the data points of one activity (spec 2.2 rules 2, 4, 5, 6) and appends at most one
 * error per code, for the first offending data point, with the number of affected points in its detail:
 * - 260 when a data point is not an array, its length differs from the number of columns, a value is not a finite
 *   number or lies outside its metric type's `[min, max]`, the cumulative distance of the first data point is not 0
 *   (the first point is at startTime and distance is cumulative since the start, rules 3 and 4; decision D-141),
 *   or the cumulative distance decreases;
 * - 360 when a value of the `fuel` column is a finite number that is negative or not an integer.
 *
 * Valid data takes a fast path (one tight loop that stops at the first problem); only failing data is scanned again
 * to report. Allocates nothing for valid data beyond two small per-column arrays. Throughput is measured by
 * `npm run bench`.
 *
 * @param data - `metrics.data`, already known to be an array.
 * @param columns - one entry per `metricTypes` element: its registry entry, or `undefined` for an unknown name
 *   (then only finiteness is checked for that column).
 * @param activityIndex - index of the activity in the body, for paths.
 * @param errors - where errors are appended.
 * @returns `true` when the data produced no error.
 */
export function scanRows(
  data: readonly unknown[],
  columns: readonly (MetricTypeInfo | undefined)[],
  activityIndex: number,
  errors: ValidationError[],
): boolean {
  const m = columns.length;
  // finite bounds per column: then `lo <= v <= hi` alone also rejects NaN and ±Infinity
  const lo = new Float64Array(m);
  const hi = new Float64Array(m);
  let distanceCol = -1;
  let fuelCol = -1;
  for (let c = 0; c < m; c++) {
    const info = columns[c];
    // fuel's sign and integrality are code 360, so its lower bound only asks for a finite number
    lo[c] = info === undefined || info.name === "fuel" ? -MAX : Math.max(info.min, -MAX);
    hi[c] = info === undefined ? MAX : Math.min(info.max, MAX);
    if (info?.name === "distance") distanceCol = c;
    else if (info?.name === "fuel") fuelCol = c;
  }
  if (allValid(data, m, lo, hi, distanceCol, fuelCol)) return true;
  return reportErrors(data, columns, lo, hi, distanceCol, fuelCol, activityIndex, errors);
}

/**
 * The fast path: whether every data point passes (no error would be reported), stopping at the first problem.
 * Exactly the conditions of {@link reportErrors}, written for valid data: once a row's values are all finite
 * numbers inside their bounds, the distance and fuel checks need no type tests.
 */
function allValid(
  data: readonly unknown[],
  m: number,
  lo: Float64Array,
  hi: Float64Array,
  distanceCol: number,
  fuelCol: number,
): boolean {
  let previousDistance = 0;
  const n = data.length;
  for (let r = 0; r < n; r++) {
    const row = data[r];
    if (!Array.isArray(row) || row.length !== m) return false;
    for (let c = 0; c < m; c++) {
      const v: unknown = row[c];
      if (!(typeof v === "number" && v >= lo[c]! && v <= hi[c]!)) return false;
    }
    if (distanceCol >= 0) {
      const d = row[distanceCol] as number;
      if (d < previousDistance || (r === 0 && d !== 0)) return false;
      previousDistance = d;
    }
    if (fuelCol >= 0) {
      const f = row[fuelCol] as number;
      if (f < 0 || Math.floor(f) !== f) return false;
    }
  }
  return true;
}

/** The slow path, run only when {@link allValid} failed: finds and reports the errors. */
function reportErrors(
  data: readonly unknown[],
  columns: readonly (MetricTypeInfo | undefined)[],
  lo: Float64Array,
  hi: Float64Array,
  distanceCol: number,
  fuelCol: number,
  activityIndex: number,
  errors: ValidationError[],
): boolean {
  const m = columns.length;
  let bad260 = 0;
  let first260: { row: number; col: number; detail: string } | undefined;
  let bad360 = 0;
  let first360: { row: number; value: number } | undefined;
  let previousDistance = 0;

  const n = data.length;
  for (let r = 0; r < n; r++) {
    const row = data[r];
    if (!Array.isArray(row) || row.length !== m) {
      bad260++;
      first260 ??= {
        row: r,
        col: -1,
        detail: Array.isArray(row)
          ? `data point ${r} has ${row.length} values but metricTypes has ${m}`
          : `data point ${r} is ${describeValue(row)}, not an array of numbers`,
      };
      continue;
    }
    let rowOk = true;
    for (let c = 0; c < m; c++) {
      const v: unknown = row[c];
      if (typeof v !== "number" || v - v !== 0 || v < lo[c]! || v > hi[c]!) {
        if (rowOk) bad260++;
        rowOk = false;
        if (first260 === undefined) {
          const info = columns[c];
          first260 = {
            row: r,
            col: c,
            detail:
              typeof v === "number" && v - v === 0
                ? `${info?.name} value ${v} at data point ${r} is ${v < lo[c]! ? `below the minimum ${lo[c]}` : `above the maximum ${hi[c]}`} ${info?.unit}`
                : `value at data point ${r}, column ${c} is ${describeValue(v)}, not a finite number`,
          };
        }
      }
    }
    if (distanceCol >= 0) {
      const d: unknown = row[distanceCol];
      if (r === 0 && typeof d === "number" && d - d === 0 && d !== 0) {
        if (rowOk) bad260++;
        rowOk = false;
        first260 ??= {
          row: r,
          col: distanceCol,
          detail: `cumulative distance at data point 0 is ${d} km, not 0: the first data point is at startTime and distance counts from the start`,
        };
      }
      if (typeof d === "number" && d < previousDistance) {
        if (rowOk) bad260++;
        first260 ??= {
          row: r,
          col: distanceCol,
          detail: `cumulative distance decreases from ${previousDistance} to ${d} km at data point ${r}`,
        };
      }
      if (typeof d === "number" && d - d === 0) previousDistance = d;
    }
    if (fuelCol >= 0) {
      const f: unknown = row[fuelCol];
      if (typeof f === "number" && f - f === 0 && (f < 0 || f % 1 !== 0)) {
        bad360++;
        first360 ??= { row: r, value: f };
      }
    }
  }

  if (first260 !== undefined) {
    const path = first260.col < 0
      ? [activityIndex, "metrics", "data", first260.row]
      : [activityIndex, "metrics", "data", first260.row, first260.col];
    errors.push(validationError(260, activityIndex, path, withCount(first260.detail, bad260)));
  }
  if (first360 !== undefined) {
    errors.push(
      validationError(
        360,
        activityIndex,
        [activityIndex, "metrics", "data", first360.row, fuelCol],
        withCount(`fuel value ${first360.value} at data point ${first360.row} is not a non-negative integer`, bad360),
      ),
    );
  }
  return first260 === undefined && first360 === undefined;
}

function withCount(detail: string, count: number): string {
  return count > 1 ? `${detail} (${count} data points affected)` : detail;
}
