/**
 * Memory of stored activities (issue 9: ≤ 12 bytes per stored value; heap for 10 000 stored 30-minute runs).
 * Everything the repository keeps for the activities is counted: envelopes, ids, index entries, columns and the
 * FUEL series (V8 heap plus array-buffer backing stores, measured after full collections). A value is one number
 * of `metrics.data`. The same history added through the service, which also stores the wristband day aggregates
 * (D-95), is printed beside it.
 */
import { deriveActivity } from "../../../src/derive/deriveActivity.js";
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
      const values = count * input.rows * input.metrics;
      // (a) the activities alone: validated, derived and stored through the repository (columns, envelopes, ids,
      //     index entries; no wristband days); (b) through the service, which also folds the wristband days (D-95)
      for (const withDays of [false, true]) {
        const repository = lib.createInMemoryActivityRepository();
        const service = lib.createActivityService({ repository, clock: () => NOW_MS, getProfile: () => PROFILE });
        await service.addActivities("warm-up", at(0)); // first-use caches (zones, registries) are not the activities' cost
        collectGarbage();
        const before = bytesInUse();
        for (let i = 0; i < count; i++) {
          if (withDays) {
            if (!(await service.addActivities("memory-user", at(i))).ok) throw new Error(`${input.name} is not valid`);
            continue;
          }
          const validated = lib.validateActivities(at(i), { nowMs: NOW_MS, profile: PROFILE });
          if (!validated.ok) throw new Error(`${input.name} is not valid`);
          const activity = validated.activities[0]!;
          const stored = { activityId: `m${i}`, userId: "memory-user", activity, derived: deriveActivity(activity, PROFILE), status: "COMPLETE" as const, tags: [], receivedAtMs: NOW_MS };
          if (!(await repository.addActivities("memory-user", [stored])).ok) throw new Error("refused");
        }
        collectGarbage();
        const bytes = bytesInUse() - before;
        if ((await repository.countActivities("memory-user")) !== count) throw new Error("lost activities");
        log(`memory ${input.name}${withDays ? " with days" : ""}: ${count} activities, ${(bytes / 2 ** 20).toFixed(1)} MiB`);
        const label = `${input.name} (${input.rows} × ${input.metrics}, ${count} stored)`;
        if (!withDays) {
          figures.push(atMost("memory", `bytes per stored value, ${label}`, bytes / values, TARGET_BYTES, (x) => `${x.toFixed(2)} B`));
          if (type === "RUN") {
            figures.push(info("memory", `heap for ${count.toLocaleString("en")} stored 30-minute runs`, `${(bytes / 2 ** 20).toFixed(1)} MiB (${(bytes / count / 1024).toFixed(2)} KiB each)`));
          }
        } else {
          figures.push(info("memory", `bytes per stored value with the wristband days (D-95), ${label}`, `${(bytes / values).toFixed(2)} B`));
        }
      }
    }
    return figures;
  },
};
