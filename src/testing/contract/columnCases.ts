import type { StoredActivity } from "../../model/storedActivity.js";
import { check, checkEqual, idsOf } from "./check.js";
import type { ContractSettings, RepositoryContractCase } from "./contractCase.js";
import { contractActivity } from "./fixtures.js";

const T0 = /* @__PURE__ */ Date.UTC(2019, 2, 3, 7);
const MINUTE = 60_000;

/** A contract activity whose columns hold awkward doubles: −0, the smallest subnormal, the largest double. */
function awkwardActivity(): StoredActivity {
  const base = contractActivity({ userId: "u1", activityId: "awkward", startTime: T0, points: 4 });
  const distance = Float64Array.of(0, 5e-324, 0.1 + 0.2, 1e300);
  const speed = Float64Array.of(-0, Number.MAX_VALUE, 1 / 3, 42);
  return { ...base, activity: { ...base.activity, metrics: { ...base.activity.metrics, columns: [distance, speed] } } };
}

/** Sign-aware values of a column (−0 shows as "-0"), for comparisons that must tell 0 and −0 apart. */
function exactValues(column: ArrayLike<number>): string[] {
  return Array.from(column, (v) => (Object.is(v, -0) ? "-0" : String(v)));
}

/**
 * Cases of the stored columns and of insertion order: every double comes back bit for bit,
 * and activities added in any order (a history imported newest first, back-filled old activities between new
 * ones) are listed and paged by start time.
 *
 * @param settings - the contract settings.
 */
export function columnCases({ make }: ContractSettings): RepositoryContractCase[] {
  return [
    {
      name: "sample columns and the FUEL series come back exactly (−0, subnormals, the largest double)",
      async run() {
        const repo = await make();
        const a = awkwardActivity();
        await repo.addActivities("u1", [a]);
        const got = await repo.getActivity("u1", "awkward");
        check(got !== undefined, "the activity is stored");
        checkEqual(got.activity.metrics.pointCount, 4, "pointCount");
        checkEqual(got.activity.metrics.columns.length, 2, "one column per metric type");
        a.activity.metrics.columns.forEach((column, c) => {
          checkEqual(exactValues(got.activity.metrics.columns[c]!), exactValues(column), `column ${c} value by value`);
        });
        checkEqual(exactValues(got.derived.fuelPerPoint), exactValues(a.derived.fuelPerPoint), "FUEL series");
      },
    },
    {
      name: "back-filled activities (added oldest last, and between newer ones) are listed and paged by start time",
      async run() {
        const repo = await make();
        const n = 600;
        // newest first, then every third activity back-filled into the gaps: inserts land everywhere in the order
        const all = Array.from({ length: n }, (_, i) => contractActivity({ userId: "u1", activityId: `b${String(i).padStart(4, "0")}`, startTime: T0 + i * MINUTE }));
        const first = all.filter((_, i) => i % 3 !== 0).reverse();
        const backFilled = all.filter((_, i) => i % 3 === 0);
        for (const a of first) await repo.addActivities("u1", [a]);
        for (let k = 0; k < backFilled.length; k += 7) await repo.addActivities("u1", backFilled.slice(k, k + 7).reverse());
        checkEqual(await repo.countActivities("u1"), n, "count");
        const expected = idsOf(all).reverse();
        const paged: string[] = [];
        for (let offset = 0; offset < n; offset += 37) paged.push(...idsOf(await repo.listActivities("u1", {}, { offset, limit: 37 })));
        checkEqual(paged, expected, "every page, most recent first");
        checkEqual(idsOf(await repo.listActivities("u1", {}, { offset: 299, limit: 3 })), expected.slice(299, 302), "a middle page");
        const overlap = await repo.listActivitiesOverlapping("u1", { ranges: [{ fromMs: T0 + 100 * MINUTE, toMs: T0 + 110 * MINUTE }] });
        // each lasts 30 s: the window holds the activities starting at minutes 100 … 109
        checkEqual(idsOf(overlap), expected.slice(n - 110, n - 100), "overlap window");
      },
    },
  ];
}
