/**
 * Memory of stored activities (issue 9: ≤ 12 bytes per stored value; heap for 10 000 stored 30-minute runs).
 * Everything the repository keeps is counted: envelopes, ids, index entries, columns and the FUEL series (V8 heap
 * plus array-buffer backing stores, measured after full collections). A value is one number of `metrics.data`.
 */
import { atMost, bytesInUse, collectGarbage, info, type BenchFigure, type BenchSection } from "../benchKit.js";
import { syntheticInputs } from "../syntheticBodies.js";

const TARGET_BYTES = 12;
const PROFILE = { weightKg: 70, ageYears: 35 };
const NOW_MS = Date.UTC(2030, 0, 1);

/** The memory rows. */
export const memorySection: BenchSection = {
  name: "memory",
  async run({ lib, quick, log }) {
    const figures: BenchFigure[] = [];
    const counts: Record<string, number> = { RUN: quick ? 1000 : 10_000, CYCLE: quick ? 30 : 200, ALL_DAY: quick ? 4 : 24 };
    for (const input of syntheticInputs().filter((i) => i.activities === 1)) {
      const type = input.name.split(" ")[0]!;
      const count = counts[type] ?? 10;
      const parsed = JSON.parse(input.json) as { startTime: number }[];
      // one user, one activity per hour going back (distinct days and start times, as a real history)
      const at = (i: number): unknown => [{ ...parsed[0]!, startTime: parsed[0]!.startTime - i * 3_600_000 }];
      const repository = lib.createInMemoryActivityRepository();
      const service = lib.createActivityService({ repository, clock: () => NOW_MS, getProfile: () => PROFILE });
      await service.addActivities("warm-up", parsed); // first-use caches (zones, registries) are not the activities' cost
      collectGarbage();
      const before = bytesInUse();
      for (let i = 0; i < count; i++) {
        const outcome = await service.addActivities("memory-user", at(i));
        if (!outcome.ok) throw new Error(`${input.name} is not valid`);
      }
      collectGarbage();
      const bytes = bytesInUse() - before;
      const values = count * input.rows * input.metrics;
      log(`memory ${input.name}: ${count} activities, ${(bytes / 2 ** 20).toFixed(1)} MiB`);
      figures.push(
        atMost("memory", `bytes per stored value, ${input.name} (${input.rows} × ${input.metrics}, ${count} stored)`, bytes / values, TARGET_BYTES, (x) => `${x.toFixed(2)} B`),
      );
      if (type === "RUN") {
        figures.push(info("memory", `heap for ${count.toLocaleString("en")} stored 30-minute runs`, `${(bytes / 2 ** 20).toFixed(1)} MiB (${(bytes / count / 1024).toFixed(2)} KiB each)`));
      }
      if ((await repository.countActivities("memory-user")) !== count) throw new Error("lost activities");
    }
    return figures;
  },
};
