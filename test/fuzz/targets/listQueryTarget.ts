// Fuzz target: parseListQuery: any experience type and query values, strings from URLs or any value
// from code. A parsed query within its documented ranges, or list-scope errors; never a throw.
import * as fc from "fast-check";
import { MAX_LIST_COUNT, parseListQuery } from "../../../src/service/parseListQuery.js";
import type { FuzzTarget } from "../fuzzTarget.js";
import { checkError, checkNoPollution, must } from "../invariants.js";

type Case = { readonly experienceType: unknown; readonly query: unknown };

const anything = fc.anything({ withBigInt: true, withBoxedValues: true, withNullPrototype: true, withSparseArray: true });
const value = fc.oneof(
  fc.constantFrom<unknown>("1", "5", "999", "1000", "0", "-1", "1.5", "", " 1", "1 ", "+1", "1e3", "0x10", "９", "00001", "9".repeat(400), "2024-05-31", "2024-02-29", "2023-02-29", "0000-01-01", "9999-12-31", "2024-5-3", "2024-05-31T00:00:00Z", undefined, null, 0, 1, 999, 1000, -1, 1.5, Number.NaN, Infinity, 2 ** 53, 1e308),
  fc.string({ maxLength: 20 }),
  fc.integer().map(String),
  anything,
);
const cases: fc.Arbitrary<Case> = fc.record({
  experienceType: fc.oneof(fc.constantFrom<unknown>("RUNNING", "WALKING", "CYCLING", "WRISTBAND", "FUELBAND", "ALL", "running", "", "__proto__", "constructor", "toString", null), fc.string({ maxLength: 12 }), anything),
  query: fc.oneof(
    fc.record({ count: value, offset: value, startDate: value, endDate: value }, { requiredKeys: [] }),
    fc.constantFrom<unknown>(undefined, null, {}, Object.create(null), { __proto__: { count: "7" } }),
    anything,
  ),
});

export const listQueryTarget: FuzzTarget<Case> = {
  name: "parseListQuery",
  arbitrary: cases,
  bytes: () => 64,
  async check(c) {
    let result: ReturnType<typeof parseListQuery>;
    try {
      result = parseListQuery(c.experienceType, c.query as never);
    } catch (error) {
      throw new Error(`parseListQuery threw: ${String(error)}`);
    }
    checkNoPollution();
    if (result.ok) {
      const q = result.value;
      must(Number.isSafeInteger(q.count) && q.count >= 1 && q.count <= MAX_LIST_COUNT, `count ${q.count} in 1–${MAX_LIST_COUNT}`);
      must(Number.isSafeInteger(q.offset) && q.offset >= 1, `offset ${q.offset} is a positive safe integer`);
      must(typeof c.experienceType === "string", "only a string names an experience type");
      if (q.dates !== undefined) must(q.dates.startDate <= q.dates.endDate, "dates in order");
    } else {
      for (const error of result.errors) checkError(error, ["list"], "parseListQuery");
    }
  },
};
