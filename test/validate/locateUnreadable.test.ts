// locateUnreadable: after the validation of an activity threw, the path of the first value the
// validator reads whose reading throws, or undefined when every read succeeds. Mutation testing found its
// guards unchecked, and the wrong path for a throwing `length` (below).
import { describe, expect, it } from "vitest";
import { locateUnreadable } from "../../src/validate/unreadableValue.js";
import { validateActivities } from "../../src/validate/validateActivities.js";
import { NOW_MS, submission } from "./submission.js";

const boom = (): never => {
  throw new Error("boom");
};

/** An array whose reads of the given keys throw (a Proxy: `Array.isArray` stays true). */
function throwingArray(items: unknown[], keys: (string | number)[]): unknown[] {
  const names = keys.map(String);
  return new Proxy(items, { get: (target, key, receiver) => (names.includes(String(key)) ? boom() : Reflect.get(target, key, receiver)) });
}

describe("locateUnreadable finds nothing when every read succeeds", () => {
  it("for activities and metrics that are not objects, or metricTypes and data that are not arrays", () => {
    for (const value of [undefined, null, 5, "x", [1, 2], {}]) expect(locateUnreadable(value, 0)).toBeUndefined();
    for (const metrics of [null, 5, [1], {}]) expect(locateUnreadable({ ...submission(), metrics }, 0)).toBeUndefined();
    // an array is not read as an activity or as metrics, whatever properties it has
    const arrayWith = (key: string): unknown[] => Object.defineProperty([], key, { get: boom, enumerable: true });
    expect(locateUnreadable(arrayWith("startTime"), 0)).toBeUndefined();
    expect(locateUnreadable({ ...submission(), metrics: arrayWith("data") }, 0)).toBeUndefined();
    expect(locateUnreadable(submission({}, { metricTypes: undefined, data: null }), 0)).toBeUndefined();
    expect(locateUnreadable(submission({}, { metricTypes: "speed", data: { length: 3 } }), 0)).toBeUndefined();
    expect(locateUnreadable(submission({}, { data: [5, null, [1, 2, 3]] }), 0)).toBeUndefined();
  });

  it("reads no element past the end of an array, and no metric type name of a list over 12 names", () => {
    const types = throwingArray(["distance", "speed"], [2]);
    const rows = throwingArray([[0, 10]], [1]);
    const cells = throwingArray([0, 10], [2]);
    expect(locateUnreadable(submission({}, { metricTypes: types, data: rows }), 0)).toBeUndefined();
    expect(locateUnreadable(submission({}, { data: [cells] }), 0)).toBeUndefined();
    const twelve = throwingArray(Array.from({ length: 12 }, () => "speed"), [11]);
    expect(locateUnreadable(submission({}, { metricTypes: twelve }), 3)).toEqual([3, "metrics", "metricTypes", 11]);
    const thirteen = throwingArray(Array.from({ length: 13 }, () => "speed"), [0]);
    expect(locateUnreadable(submission({}, { metricTypes: thirteen }), 0)).toBeUndefined();
  });

  it("blames a data point, not a name of an over-long metricTypes the validator never read (was metricTypes/15)", () => {
    const types = throwingArray(Array.from({ length: 20 }, () => "speed"), [15]);
    const data = [[0, 10], [0.03, 10]];
    Object.defineProperty(data, 1, { get: boom, enumerable: true });
    expect(locateUnreadable(submission({}, { metricTypes: types, data }), 0)).toEqual([0, "metrics", "data", 1]);
  });
});

describe("a throwing length is reported at that length's path (1081)", () => {
  function pathOf(metrics: Record<string, unknown>): unknown {
    const result = validateActivities([submission({}, metrics)], { nowMs: NOW_MS });
    return result.ok ? undefined : result.errors.map((e) => [e.code, e.path]);
  }

  it("of data, of metricTypes and of a data point (was /metrics/length or /metrics/data/length for all three)", () => {
    expect(pathOf({ data: throwingArray([[0, 10], [0.03, 10]], ["length"]) })).toEqual([[1081, [0, "metrics", "data", "length"]]]);
    expect(pathOf({ metricTypes: throwingArray(["distance", "speed"], ["length"]) })).toEqual([
      [1081, [0, "metrics", "metricTypes", "length"]],
    ]);
    expect(pathOf({ data: [[0, 10], throwingArray([0.03, 10], ["length"])] })).toEqual([[1081, [0, "metrics", "data", 1, "length"]]]);
  });
});
