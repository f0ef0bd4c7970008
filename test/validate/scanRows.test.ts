// scanRows, the data point check (spec 2.2 rules 2, 4, 5, 6, D-2), called directly: its
// result, the count of affected points, the first offending value and the copy into columns. Mutation testing
// found these cases unchecked.
import { describe, expect, it } from "vitest";
import { getMetricType, type MetricTypeInfo } from "../../src/registry/metricTypes.js";
import { scanRows } from "../../src/validate/scanRows.js";
import { type ValidationError } from "../../src/validate/validationError.js";

function columns(...names: string[]): (MetricTypeInfo | undefined)[] {
  return names.map((name) => getMetricType(name));
}

/** Runs scanRows on activity 0 and returns its result with [code, JSON path, detail] of each error. */
function scan(data: unknown[], names: string[], target?: Float64Array) {
  const errors: ValidationError[] = [];
  const ok = scanRows(data, columns(...names), 0, errors, target);
  return { ok, errors: errors.map((e) => [e.code, e.path.slice(3), e.detail] as const) };
}

describe("scanRows' result", () => {
  it("is true with no error for valid data, false with the errors otherwise", () => {
    expect(scan([[0, 10], [0.03, 10]], ["distance", "speed"])).toEqual({ ok: true, errors: [] });
    const bad = scan([[0, 10], [0.03, 1001]], ["distance", "speed"]);
    expect(bad.ok).toBe(false);
    expect(bad.errors.map(([code, path]) => [code, path])).toEqual([[260, [1, 1]]]);
  });

  it("copies into a target sized for n = target.length / columns data points, and says so when data has another length", () => {
    const target = new Float64Array(4);
    expect(scan([[0, 10], [0.03, 12]], ["distance", "speed"], target)).toEqual({ ok: true, errors: [] });
    expect([...target]).toEqual([0, 0.03, 10, 12]);
    // three data points where the caller counted two: the data changed between the caller's read and this one
    expect(scan([[0, 10], [0.03, 12], [0.06, 12]], ["distance", "speed"], new Float64Array(4))).toEqual({
      ok: false,
      errors: [[260, [], "the data points changed while they were read (a getter or proxy answered differently)"]],
    });
  });

  it("with no columns, accepts data points that are empty arrays", () => {
    expect(scan([[], []], [], new Float64Array(0))).toEqual({ ok: true, errors: [] });
    expect(scan([[], [1]], []).ok).toBe(false);
  });
});

describe("fuel values (360) wherever the fuel column is", () => {
  it("refuses a negative or fractional fuel value in the first column", () => {
    for (const bad of [-1, 2.5]) {
      const result = scan([[0, 0], [bad, 0.03]], ["fuel", "distance"]);
      expect(result.ok).toBe(false);
      expect(result.errors.map(([code, path]) => [code, path])).toEqual([[360, [1, 0]]]);
    }
  });

  it("gives a fractional value above the fuel maximum 360 (not an integer), a whole one 260 (the range)", () => {
    expect(scan([[0, 1_000_000.5]], ["distance", "fuel"]).errors.map(([code]) => code)).toEqual([360]);
    expect(scan([[0, 1_000_001]], ["distance", "fuel"]).errors.map(([code]) => code)).toEqual([260]);
    expect(scan([[0, 1_000_000]], ["distance", "fuel"]).ok).toBe(true);
  });
});

describe("the first offending value and the number of affected data points (260)", () => {
  it("accepts a value at its maximum: the first offending one is the one above", () => {
    const result = scan([[0, 300], [0.03, 301]], ["distance", "heartrate"]);
    expect(result.errors).toEqual([[260, [1, 1], "heartrate value 301 at data point 1 is above the maximum 300 bpm"]]);
  });

  it("counts a data point once however many of its values are wrong", () => {
    const result = scan([[0, 400, 2000], [0.03, 400, 10], [0.06, 100, 10]], ["distance", "heartrate", "speed"]);
    expect(result.errors.map(([, path, detail]) => [path, detail])).toEqual([
      [[0, 1], "heartrate value 400 at data point 0 is above the maximum 300 bpm (2 data points affected)"],
    ]);
  });

  it("counts the first data point once when its distance is not 0 and another value is wrong", () => {
    const result = scan([[0.5, 400], [0.6, 400]], ["distance", "heartrate"]);
    expect(result.errors.map(([, path, detail]) => [path, detail])).toEqual([
      [[0, 1], "heartrate value 400 at data point 0 is above the maximum 300 bpm (2 data points affected)"],
    ]);
  });

  it("counts only the points where the distance decreases, once each", () => {
    expect(scan([[0, 100], [0.1, 100], [0.2, 400]], ["distance", "heartrate"]).errors).toEqual([
      [260, [2, 1], "heartrate value 400 at data point 2 is above the maximum 300 bpm"],
    ]);
    expect(scan([[0], [0.5], [0.4], [0.3]], ["distance"]).errors).toEqual([
      [260, [2, 0], "cumulative distance decreases from 0.5 to 0.4 km at data point 2 (2 data points affected)"],
    ]);
    expect(scan([[0, 100], [0.5, 100], [0.4, 400]], ["distance", "heartrate"]).errors).toEqual([
      [260, [2, 1], "heartrate value 400 at data point 2 is above the maximum 300 bpm"],
    ]);
  });

  it("reads only the values of a data point, never another property of it (a key -1 is not a distance)", () => {
    const first: unknown[] = [10];
    (first as unknown as Record<string, unknown>)["-1"] = 5;
    expect(scan([first, [2000]], ["speed"]).errors).toEqual([[260, [1, 0], "speed value 2000 at data point 1 is above the maximum 1000 km/h"]]);
  });

  it("compares each distance with the last finite number before it, skipping values that are not", () => {
    // the string "9" and Infinity are themselves 260; the next point is compared with 5, not with them
    expect(scan([[0], [5], ["9"], [6]], ["distance"]).errors).toEqual([
      [260, [2, 0], 'value at data point 2, column 0 is "9", not a finite number'],
    ]);
    expect(scan([[0], [5], [Number.POSITIVE_INFINITY], [6]], ["distance"]).errors).toEqual([
      [260, [2, 0], "value at data point 2, column 0 is Infinity, not a finite number"],
    ]);
  });
});
