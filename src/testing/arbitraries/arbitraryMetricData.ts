import * as fc from "fast-check";
import type { SubmittableMetricTypeName } from "../../registry/metricTypes.js";

/** Options of {@link arbitraryMetricData}. */
export interface MetricDataOptions {
  /** Fewest data points (rows), at least 1. Default 1. */
  readonly minDataPoints?: number;
  /** Most data points (rows). Default 30. */
  readonly maxDataPoints?: number;
}

/** Builds the values of one column for `n` data points. */
type ColumnArbitrary = (n: number) => fc.Arbitrary<number[]>;

/** `n` independent integers in `[min, max]`, each divided by `scale` (so values carry a fixed number of decimals). */
const independent =
  (min: number, max: number, scale = 1): ColumnArbitrary =>
  (n) =>
    fc.array(fc.integer({ min, max }), { minLength: n, maxLength: n }).map((xs) => xs.map((x) => x / scale));

/**
 * A random walk: a start in `[startMin, startMax]`, then steps in `[-step, step]`, kept inside `[lo, hi]`; all in
 * integer units of `1 / scale` (no floating-point drift, no `-0`).
 */
const walk =
  (startMin: number, startMax: number, step: number, lo: number, hi: number, scale: number): ColumnArbitrary =>
  (n) =>
    fc
      .tuple(
        fc.integer({ min: startMin, max: startMax }),
        fc.array(fc.integer({ min: -step, max: step }), { minLength: n, maxLength: n }),
      )
      .map(([start, steps]) => {
        let x = start;
        return steps.map((s, i) => {
          if (i > 0) x = Math.min(hi, Math.max(lo, x + s));
          return x / scale;
        });
      });

/** A cumulative column starting at 0 with non-negative increments up to `maxStep` (integer units of `1 / scale`). */
const cumulative =
  (maxStep: number, scale: number): ColumnArbitrary =>
  (n) =>
    fc.array(fc.integer({ min: 0, max: maxStep }), { minLength: n, maxLength: n }).map((steps) => {
      let x = 0;
      return steps.map((s, i) => {
        if (i > 0) x += s;
        return x / scale;
      });
    });

/**
 * Realistic values per metric type (units of `METRIC_TYPES`), all inside the registry's
 * `[min, max]`: GPS as a random walk (6 decimals, about 55 m per step at most), elevation a walk in metres
 * (1 decimal), distance cumulative km from 0 (at most 0.15 km per interval, 4 decimals), grade −20…20 %,
 * speed 0…60 km/h, calories 0…4 kcal per interval, heart rate 40…200 bpm, GPS signal 0…100, power 0…1200 W,
 * fuel 0…10 and steps 0…40 per interval (integers).
 */
const COLUMNS: Readonly<Record<SubmittableMetricTypeName, ColumnArbitrary>> = {
  latitude: walk(-60_000_000, 70_000_000, 500, -90_000_000, 90_000_000, 1e6),
  longitude: walk(-180_000_000, 180_000_000, 500, -180_000_000, 180_000_000, 1e6),
  elevation: walk(-500, 30_000, 30, -10_000, 100_000, 10),
  distance: cumulative(1500, 1e4),
  grade: independent(-200, 200, 10),
  speed: independent(0, 6000, 100),
  calories: independent(0, 400, 100),
  heartrate: independent(40, 200),
  gpssignalstrength: independent(0, 100),
  watts: independent(0, 1200),
  fuel: independent(0, 10),
  steps: independent(0, 40),
};

/**
 * Arbitrary `metrics.data` for the given columns: between `minDataPoints` and `maxDataPoints` rows, each with one
 * realistic value per metric type in column order, valid for the validator (finite, inside each metric type's
 * range, cumulative distance non-decreasing from 0, integer non-negative fuel). Values survive
 * `JSON.stringify`/`JSON.parse` unchanged (no `-0`, no non-finite numbers).
 *
 * @example
 * ```ts
 * import * as fc from "fast-check";
 * import { arbitraryMetricData } from "activity-fuel/testing";
 *
 * fc.assert(fc.property(arbitraryMetricData(["distance", "speed"], { maxDataPoints: 5 }), (rows) => rows.length <= 5));
 * ```
 *
 * @param metricTypes - the column names, submittable metric types (repeats are allowed and get their own values).
 * @param options - row-count bounds.
 * @returns rows of numbers, `rows[i][c]` being the value of `metricTypes[c]` at data point `i`.
 * @throws RangeError when the row-count bounds are not integers with `1 ≤ minDataPoints ≤ maxDataPoints`.
 */
export function arbitraryMetricData(
  metricTypes: readonly SubmittableMetricTypeName[],
  options: MetricDataOptions = {},
): fc.Arbitrary<number[][]> {
  const min = options.minDataPoints ?? 1;
  const max = options.maxDataPoints ?? Math.max(30, min);
  if (!Number.isSafeInteger(min) || !Number.isSafeInteger(max) || min < 1 || max < min) {
    throw new RangeError(`arbitraryMetricData: need integers 1 <= minDataPoints <= maxDataPoints, got ${min}, ${max}`);
  }
  const columns = metricTypes.map((name) => {
    const column = COLUMNS[name];
    if (column === undefined) throw new RangeError(`arbitraryMetricData: ${String(name)} is not a submittable metric type`);
    return column;
  });
  return fc.integer({ min, max }).chain((n) =>
    fc.tuple(...columns.map((column) => column(n))).map((values) => {
      const rows: number[][] = [];
      for (let r = 0; r < n; r++) rows.push(values.map((column) => column[r]!));
      return rows;
    }),
  );
}
