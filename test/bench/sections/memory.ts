/**
 * Memory of stored activities through the service (target ≤ 10 bytes per stored sample value, for the three
 * reference bodies): one user adds a history of the same body through `createActivityService` over the in-memory
 * repository, and everything that stays is counted, typed-array memory included (`heapUsed + external` after full
 * collections): envelopes, ids, index entries, columns and the FUEL series. A value is one number of
 * `metrics.data`. RUN and CYCLE are added one an hour going back, ALL_DAY one a day from local midnight (one a
 * local day: a second ALL_DAY of a day would replace the first).
 */
import { createHistory } from "../benchHistory.js";
import { atMost, bytesInUse, collectGarbage, info, type BenchFigure, type BenchSection } from "../benchKit.js";
import { syntheticInputs } from "../syntheticBodies.js";

const TARGET_BYTES = 10;
const PROFILE = { weightKg: 70, ageYears: 35 };
const NOW_MS = Date.UTC(2030, 0, 1);
/** The day before NOW_MS, days since 1970-01-01. */
const LAST_DAY = NOW_MS / 86_400_000 - 1;

/** The memory rows. */
export const memorySection: BenchSection = {
  name: "memory",
  async run({ lib, quick, log }) {
    const figures: BenchFigure[] = [];
    const history = createHistory(lib);
    const counts: Record<string, number> = { RUN: quick ? 1000 : 10_000, CYCLE: quick ? 30 : 200, ALL_DAY: quick ? 4 : 24 };
    for (const input of syntheticInputs().filter((i) => i.activities === 1)) {
      const type = input.name.split(" ")[0]!;
      const count = counts[type] ?? 10;
      const parsed = JSON.parse(input.json) as { startTime: number }[];
      const at = (i: number): unknown => [
        { ...parsed[0]!, startTime: type === "ALL_DAY" ? history.dayStartMs(LAST_DAY - i) : history.dayStartMs(LAST_DAY) - i * 3_600_000 },
      ];
      const values = count * input.rows * input.metrics;
      const repository = lib.createInMemoryActivityRepository();
      const service = lib.createActivityService({ repository, clock: () => NOW_MS, getProfile: () => PROFILE });
      // first-use caches (zones, registries, compiled code) are not the activities' cost
      if (!(await service.addActivities("warm-up", at(count))).ok) throw new Error(`${input.name} is not valid`);
      collectGarbage();
      const before = bytesInUse();
      for (let i = 0; i < count; i++) {
        const outcome = await service.addActivities("memory-user", at(i));
        if (!outcome.ok) throw new Error(`${input.name} is not valid: ${JSON.stringify(outcome.errors.slice(0, 2))}`);
      }
      collectGarbage();
      const bytes = bytesInUse() - before;
      if ((await repository.countActivities("memory-user")) !== count) throw new Error("lost activities");
      log(`memory ${input.name}: ${count} activities, ${(bytes / 2 ** 20).toFixed(1)} MiB, ${(bytes / values).toFixed(2)} B per value`);
      const label = `${input.name} (${input.rows} × ${input.metrics}, ${count} stored through the service)`;
      figures.push(atMost("memory", `bytes per stored value, ${label}`, bytes / values, TARGET_BYTES, (x) => `${x.toFixed(2)} B`));
      if (type === "RUN") {
        figures.push(info("memory", `memory for ${count.toLocaleString("en")} stored 30-minute runs`, `${(bytes / 2 ** 20).toFixed(1)} MiB (${(bytes / count / 1024).toFixed(2)} KiB each)`));
      }
    }
    return figures;
  },
};
