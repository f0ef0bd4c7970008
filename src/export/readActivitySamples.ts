import { readActivityShape, toNumber, type ActivityShape, type SampleProblem } from "./readActivityShape.js";

/** An activity read into numbers: its shape and one column per metric type. */
export interface ActivitySamples extends Omit<ActivityShape, "raw"> {
  /**
   * One column per metric type, by lower-case name (`latitude`, `distance`, `fuel`, ...), each `count` long, in
   * the units of spec 2.7 (distance cumulative km, speed km/h, fuel and steps per interval). A value that is not a
   * finite number (or a decimal string of one), or is missing, is `NaN`.
   */
  readonly columns: ReadonlyMap<string, Float64Array>;
}

/**
 * Reads an activity detail or an Add Activities item into numeric columns, leniently: the shape is required
 * (`readActivityShape`), but a value that is not a finite number, or a missing one (a short series or row), reads
 * as `NaN`, for the charts to leave out.
 *
 * @param input - an activity detail or an Add Activities item (any value is checked).
 * @returns the samples, or the {@link SampleProblem} with the shape.
 */
export function readActivitySamples(input: unknown): ActivitySamples | SampleProblem {
  const shape = readActivityShape(input);
  if ("detail" in shape) return shape;
  const { raw, ...grid } = shape;
  const columns = new Map<string, Float64Array>();
  for (const [name, column] of raw) {
    const values = new Float64Array(grid.count);
    for (let k = 0; k < grid.count; k++) values[k] = toNumber(column.at(k));
    columns.set(name, values);
  }
  return { ...grid, columns };
}
