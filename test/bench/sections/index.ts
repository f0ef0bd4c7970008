/**
 * The sections of `npm run bench`, in order. To add rows, append a section here (a database adapter adds
 * `scalingSection({ label, createRepository, fill })`).
 */
import type { BenchSection } from "../benchKit.js";
import { addPipelineSection } from "./addPipeline.js";
import { concurrencySection } from "./concurrency.js";
import { exportAndChartsSection } from "./exportAndCharts.js";
import { idempotencyCostSection } from "./idempotencyCost.js";
import { importMemorySection } from "./importMemory.js";
import { longActivitiesSection } from "./longActivities.js";
import { memorySection } from "./memory.js";
import { runningProbes, scalingSection } from "./scaling.js";
import { validationSection } from "./validation.js";
import { wristbandProbes } from "./wristband.js";

/**
 * The PostgreSQL sections (postgres.ts), imported only when they run: their module loads the database drivers,
 * and a module that does not load (a driver missing, an adapter being migrated) must not stop the in-memory
 * sections. Their names are repeated here so that `--only` can select them without loading them.
 */
const POSTGRES_SECTIONS = ["postgres"];

/** Every section, in the order they run and print. */
export function benchSections(): BenchSection[] {
  // loaded once, should postgres.ts have several sections sharing their databases
  let postgres: Promise<BenchSection[]> | undefined;
  const postgresSection = (name: string): BenchSection => ({
    name,
    async run(context) {
      postgres ??= import("./postgres.js").then((m) => m.postgresSections());
      const section = (await postgres).find((s) => s.name === name);
      if (section === undefined) throw new Error(`postgres.ts has no section "${name}"`);
      return section.run(context);
    },
  });
  return [
    validationSection,
    addPipelineSection,
    memorySection,
    scalingSection({
      label: "in-memory",
      createRepository: (lib) => lib.createInMemoryActivityRepository(),
      probes: () => [...runningProbes(), ...wristbandProbes()],
    }),
    concurrencySection,
    idempotencyCostSection,
    exportAndChartsSection,
    longActivitiesSection,
    importMemorySection,
    ...POSTGRES_SECTIONS.map(postgresSection),
  ];
}
