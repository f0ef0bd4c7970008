// A smaller run of `npm run fuzz` in the tests: the same targets and invariants, fewer cases (the full
// counts below in CI, a fifth of them in `npm test`: test/runCounts.ts), no time budgets (timing is measured by the
// fuzz script, never asserted in tests). The seed changes per day so that CI explores new cases; a failure prints its
// seed and path to replay with `npm run fuzz -- --seed S --only NAME`.
import { describe, expect, it } from "vitest";
import { runCount } from "../runCounts.js";
import { knownPending } from "./invariants.js";
import { runTarget } from "./runTarget.js";
import type { FuzzTarget } from "./fuzzTarget.js";
import { handlerTarget } from "./targets/handlerTarget.js";
import { importerTargets } from "./targets/importerTargets.js";
import { listQueryTarget } from "./targets/listQueryTarget.js";
import { validateTarget } from "./targets/validateTarget.js";
import { deleteTarget } from "./targets/deleteTarget.js";
import { chartTarget, exportTarget } from "./targets/exportChartTargets.js";

const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Date.now() / 86_400_000));
const RUNS: [FuzzTarget<any>, number][] = [
  [validateTarget, runCount(2500)],
  [handlerTarget, runCount(2500)],
  [deleteTarget, runCount(1000)],
  [listQueryTarget, runCount(5000)],
  ...importerTargets.map((t): [FuzzTarget<any>, number] => [t, runCount(120)]),
  [exportTarget, runCount(1500)],
  [chartTarget, runCount(1500)],
];

describe(`fuzz (seed ${SEED})`, () => {
  it.each(RUNS.map(([target, runs]) => ({ name: target.name, target, runs })))("$name: $runs cases keep every invariant", async ({ target, runs }) => {
    const report = await runTarget(target, { seed: SEED, runs });
    expect(report.failure).toBeUndefined();
    expect(report.cases).toBe(runs);
  }, 120_000);

  it("meets known pending issues only where the fix is on another branch", () => {
    for (const id of knownPending.keys()) expect(id).toMatch(/^14\.(9|14|15) .*\(fix pending on i1[124]-|^28\.2 .*\(fix pending on the charts branch\)$/);
  });
});
