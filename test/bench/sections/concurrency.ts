/**
 * Adds per second for 10 000 users adding concurrently: every user adds one 30-minute run (RUN 180 × 4)
 * at the same time through one service and one in-memory repository, against the same adds made one after
 * another. Median over rounds, each with a fresh repository; every activity is checked to be stored. Adds per
 * CPU second of the process (a loaded shared machine gives the process a fraction of the wall time).
 */
import { collectGarbage, cpuMs, info, median, type BenchSection } from "../benchKit.js";
import { syntheticInputs } from "../syntheticBodies.js";

const PROFILE = { weightKg: 70, ageYears: 35 };
const NOW_MS = Date.UTC(2030, 0, 1);

/** The concurrency rows. */
export const concurrencySection: BenchSection = {
  name: "concurrency",
  async run({ lib, quick, log }) {
    const users = quick ? 2_000 : 10_000;
    const rounds = quick ? 3 : 5;
    const input = syntheticInputs().find((i) => i.name.startsWith("RUN"))!;
    const parsed: unknown = JSON.parse(input.json);
    const ids = Array.from({ length: users }, (_, i) => `user-${i}`);
    const concurrent: number[] = [];
    const sequential: number[] = [];
    for (let r = 0; r < rounds; r++) {
      for (const mode of ["concurrent", "sequential"] as const) {
        const repository = lib.createInMemoryActivityRepository();
        // the profile lookup is asynchronous, as a real one is
        const service = lib.createActivityService({ repository, clock: () => NOW_MS, getProfile: async () => PROFILE });
        collectGarbage();
        const started = cpuMs();
        if (mode === "concurrent") {
          const outcomes = await Promise.all(ids.map((id) => service.addActivities(id, parsed)));
          if (!outcomes.every((o) => o.ok)) throw new Error("a concurrent add failed");
        } else {
          for (const id of ids) if (!(await service.addActivities(id, parsed)).ok) throw new Error("an add failed");
        }
        const seconds = (cpuMs() - started) / 1000;
        (mode === "concurrent" ? concurrent : sequential).push(users / seconds);
        for (let k = 0; k < users; k += Math.max(1, users >> 4)) {
          if ((await repository.countActivities(ids[k]!)) !== 1) throw new Error(`${ids[k]} lost an activity`);
        }
      }
    }
    const c = median(concurrent);
    const s = median(sequential);
    log(`concurrency: ${users} users, ${c.toFixed(0)} adds/s concurrent, ${s.toFixed(0)} adds/s sequential`);
    return [
      info("concurrency", `adds per second, ${users.toLocaleString("en")} users adding a 30-minute run concurrently`, `${c.toFixed(0)} /s`),
      info("concurrency", "the same adds one after another", `${s.toFixed(0)} /s (concurrent / sequential ${(c / s).toFixed(2)}×)`),
    ];
  },
};
