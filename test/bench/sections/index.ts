/**
 * The sections of `npm run bench`, in order. To add rows, append a section here (a database adapter adds
 * `scalingSection({ label, createRepository, fill })`).
 */
import type { BenchSection } from "../benchKit.js";
import { addPipelineSection } from "./addPipeline.js";
import { analysisSection } from "./analysis.js";
import { concurrencySection } from "./concurrency.js";
import { exportAndChartsSection } from "./exportAndCharts.js";
import { httpSection } from "./http.js";
import { idempotencyCostSection } from "./idempotencyCost.js";
import { importMemorySection } from "./importMemory.js";
import { longActivitiesSection } from "./longActivities.js";
import { memorySection } from "./memory.js";
import { pageProbes, runningProbes, scalingSection } from "./scaling.js";
import { validationSection } from "./validation.js";
import { wristbandProbes } from "./wristband.js";

/**
 * The sections that use a database (days.ts, postgres.ts), imported only when they run: their modules load the
 * database drivers, and a module that does not load (a driver missing) must not stop the in-memory sections. Their
 * names are repeated here so that `--only` can select them without loading them.
 */
const DATABASE_SECTIONS: Readonly<Record<string, () => Promise<BenchSection>>> = {
  days: async () => (await import("./days.js")).daysSection,
  postgres: async () => {
    const section = (await import("./postgres.js")).postgresSections().find((s) => s.name === "postgres");
    if (section === undefined) throw new Error('postgres.ts has no section "postgres"');
    return section;
  },
};

/** Every section, in the order they run and print. */
export function benchSections(): BenchSection[] {
  const lazy = ([name, load]: [string, () => Promise<BenchSection>]): BenchSection => ({ name, run: async (context) => (await load()).run(context) });
  return [
    validationSection,
    addPipelineSection,
    memorySection,
    scalingSection({
      label: "in-memory",
      createRepository: (lib) => lib.createInMemoryActivityRepository(),
      probes: () => [...runningProbes(), ...wristbandProbes()],
    }),
    scalingSection({
      label: "in-memory pages",
      name: "pages-in-memory",
      createRepository: (lib) => lib.createInMemoryActivityRepository(),
      sizes: [10_000, 1_000_000],
      quickSizes: [10_000, 200_000],
      ratioTarget: 1.5,
      probes: () => pageProbes(),
    }),
    concurrencySection,
    idempotencyCostSection,
    exportAndChartsSection,
    longActivitiesSection,
    importMemorySection,
    httpSection,
    analysisSection,
    ...Object.entries(DATABASE_SECTIONS).map(lazy),
  ];
}
