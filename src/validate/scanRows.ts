import type { MetricTypeInfo } from "../registry/metricTypes.js";
import { describeValue } from "./describeValue.js";
import { validationError, type ValidationError } from "./validationError.js";

/**
 * Checks the data points of one activity (spec 2.2 rules 2, 4, 5, 6) and appends at most one
 * error per code, for the first offending data point, with the number of affected points in its detail:
 * - 260 when a data point is not an array, its length differs from the number of columns, a value (other than
 *   fuel) is not a finite number or lies outside its metric type's `[min, max]`, a fuel value is above the fuel
 *   maximum, the cumulative distance of the first data point is not 0
 *   (the first point is at startTime and distance is cumulative since the start, rules 3 and 4),
 *   or the cumulative distance decreases;
 * - 360 when a value of the `fuel` column is not a non-negative integer: negative, fractional, not a finite
 *   number, a string, `null`... (spec 2.2 rule 6).
 *
 * Valid data takes a fast path (one tight loop that stops at the first problem); only failing data is scanned again
 * to report. Allocates nothing for valid data beyond two small per-column arrays. Throughput is measured by
 * `npm run bench`.
 *
 * With `target`, the same pass copies the data into columns: `target[c × n + r] = data[r][c]` for
 * `n = target.length / columns.length` data points (the caller read `data.length` once and sized `target` with
 * it). Every value is read from the input exactly once, and the distance and fuel checks look at the copied
 * values, so what the caller stores is exactly what was checked even if a getter or proxy answers differently on
 * a second read; input that changes between the fast pass and the report pass gets a 260 saying so.
 *
 * @param data - `metrics.data`, already known to be an array.
 * @param columns - one entry per `metricTypes` element: its registry entry, or `undefined` for an unknown name
 *   (then only finiteness is checked for that column).
 * @param activityIndex - index of the activity in the body, for paths.
 * @param errors - where errors are appended.
 * @param target - where to copy the values, column after column (filled only when `true` is returned).
 * @returns `true` when the data produced no error.
 * @throws what reading a data point of a JavaScript caller's value throws (a getter, a revoked Proxy; never JSON
 *   data): `validateActivity` then locates it.
 */
export function scanRows(
  data: readonly unknown[],
  columns: readonly (MetricTypeInfo | undefined)[],
  activityIndex: number,
  errors: ValidationError[],
  target?: Float64Array,
): boolean {
  const m = columns.length;
  const MAX = Number.MAX_VALUE;
  // finite bounds per column: then `lo <= v <= hi` alone also rejects NaN and ±Infinity
  const lo = new Float64Array(m);
  const hi = new Float64Array(m);
  let distanceCol = -1;
  let fuelCol = -1;
  for (let c = 0; c < m; c++) {
    const info = columns[c];
    // fuel's sign and integrality are code 360, so its lower bound only asks for a finite number
    // Stryker disable next-line StringLiteral: equivalent, fuel's own minimum is 0 and a negative fuel value fails the fast path's sign check anyway, while the report skips the range for fuel unless the value is above the maximum
    lo[c] = info === undefined || info.name === "fuel" ? -MAX : Math.max(info.min, -MAX);
    hi[c] = info === undefined ? MAX : Math.min(info.max, MAX);
    if (info?.name === "distance") distanceCol = c;
    else if (info?.name === "fuel") fuelCol = c;
  }
  const n = target !== undefined && m > 0 ? target.length / m : data.length;
  if (allValid(data, n, m, lo, hi, distanceCol, fuelCol, target ?? new Float64Array(m), target === undefined ? 1 : n, target === undefined ? 0 : 1)) {
    return true;
  }
  if (!reportErrors(data, columns, lo, hi, distanceCol, fuelCol, activityIndex, errors)) return false;
  // the fast pass failed but a second read finds nothing wrong: the input changed while it was read
  const detail = "the data points changed while they were read (a getter or proxy answered differently)";
  errors.push(validationError(260, activityIndex, [activityIndex, "metrics", "data"], detail));
  return false;
}

/**
 * The fast path: whether every data point passes (no error would be reported), stopping at the first problem.
 * Exactly the conditions of {@link reportErrors}, written for valid data: once a row's values are all finite
 * numbers inside their bounds, the distance and fuel checks need no type tests.
 */
function allValid(
  data: readonly unknown[],
  n: number,
  m: number,
  lo: Float64Array,
  hi: Float64Array,
  distanceCol: number,
  fuelCol: number,
  out: Float64Array,
  columnStride: number,
  rowStride: number,
): boolean {
  let previousDistance = 0;
  if (data.length !== n) return false;
  const distanceAt = distanceCol * columnStride;
  const fuelAt = fuelCol * columnStride;
  for (let r = 0, base = 0; r < n; r++, base += rowStride) {
    const row = data[r];
    if (!Array.isArray(row) || row.length !== m) return false;
    for (let c = 0, at = base; c < m; c++, at += columnStride) {
      const v: unknown = row[c];
      if (!(typeof v === "number" && v >= lo[c]! && v <= hi[c]!)) return false;
      out[at] = v;
    }
    // the checks across columns read the copied values, never the input a second time
    if (distanceCol >= 0) {
      const d = out[distanceAt + base]!;
      if (d < previousDistance || (r === 0 && d !== 0)) return false;
      previousDistance = d;
    }
    if (fuelCol >= 0) {
      const f = out[fuelAt + base]!;
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
  let first360: { row: number; value: unknown } | undefined;
  let previousDistance = 0;

  const n = data.length;
  for (let r = 0; r < n; r++) {
    const row = data[r];
    const isRow = Array.isArray(row);
    const length = isRow ? row.length : 0;
    if (!isRow || length !== m) {
      bad260++;
      first260 ??= {
        row: r,
        col: -1,
        detail: isRow
          ? `data point ${r} has ${length} values but metricTypes has ${m}`
          : `data point ${r} is ${describeValue(row)}, not an array of numbers`,
      };
      continue;
    }
    let rowOk = true;
    const cells: readonly unknown[] = row;
    for (let c = 0; c < m; c++) {
      const v: unknown = cells[c];
      // a fuel value that is not a non-negative integer is 360 below, not 260; only its maximum is a range
      if (c === fuelCol && !isFuelAboveMaximum(v, hi[c]!)) continue;
      if (typeof v !== "number" || v - v !== 0 || v < lo[c]! || v > hi[c]!) {
        if (rowOk) bad260++;
        rowOk = false;
        if (first260 === undefined) {
          const info = columns[c];
          // Stryker disable OptionalChaining: equivalent, an unknown column's bounds are ±Number.MAX_VALUE, which no finite number leaves, so the range detail always has its `info`
          first260 = {
            row: r,
            col: c,
            detail:
              typeof v === "number" && v - v === 0
                ? `${info?.name} value ${v} at data point ${r} is ${v < lo[c]! ? `below the minimum ${lo[c]}` : `above the maximum ${hi[c]}`} ${info?.unit}`
                : `value at data point ${r}, column ${c} is ${describeValue(v)}, not a finite number`,
          };
          // Stryker restore OptionalChaining
        }
      }
    }
    if (distanceCol >= 0) {
      const d: unknown = cells[distanceCol];
      if (r === 0 && typeof d === "number" && d - d === 0 && d !== 0) {
        if (rowOk) bad260++;
        // Stryker disable next-line BooleanLiteral: equivalent, only the decrease check below reads rowOk again, and at data point 0 a distance below the previous 0 is already out of range
        rowOk = false;
        first260 ??= {
          row: r,
          col: distanceCol,
          detail: `cumulative distance at data point 0 is ${d} km, not 0 (distance counts from startTime)`,
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
      const f: unknown = cells[fuelCol];
      if (!isNonNegativeInteger(f) && !isFuelAboveMaximum(f, hi[fuelCol]!)) {
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
        withCount(`fuel value ${describeValue(first360.value)} at data point ${first360.row} is not a non-negative integer`, bad360),
      ),
    );
  }
  return first260 === undefined && first360 === undefined;
}

/** A finite integer ≥ 0 (what spec 2.2 rule 6 asks of fuel). */
function isNonNegativeInteger(value: unknown): boolean {
  return typeof value === "number" && value >= 0 && value % 1 === 0;
}

/** A non-negative integer above the fuel maximum: a range problem (260), not a fuel-value one (360). */
function isFuelAboveMaximum(value: unknown, max: number): boolean {
  return isNonNegativeInteger(value) && (value as number) > max;
}

function withCount(detail: string, count: number): string {
  return count > 1 ? `${detail} (${count} data points affected)` : detail;
}
