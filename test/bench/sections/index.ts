/**
 * The sections of `npm run bench`, in order. To add rows, append a section here (e.g. the WRISTBAND probes pass
 * their own probes to `scalingSection`; a database adapter adds `scalingSection({ label, createRepository })`).
 */
import type { BenchSection } from "../benchKit.js";
import { addPipelineSection } from "./addPipeline.js";
import { concurrencySection } from "./concurrency.js";
import { exportAndChartsSection } from "./exportAndCharts.js";
import { memorySection } from "./memory.js";
import { postgresSections } from "./postgres.js";
import { runningProbes, scalingSection } from "./scaling.js";
import { validationSection } from "./validation.js";
import { fillStoreWithDays, wristbandProbes } from "./wristband.js";

/** Every section, in the order they run and print. */
export function benchSections(): BenchSection[] {
  return [
    validationSection,
    addPipelineSection,
    memorySection,
    scalingSection({
      label: "in-memory",
      createRepository: (lib) => lib.createInMemoryActivityRepository(),
      // filled as the service fills it (day aggregates with every batch), so WRISTBAND reads stored days
      fill: fillStoreWithDays,
      probes: () => [...runningProbes(), ...wristbandProbes()],
    }),
    concurrencySection,
    exportAndChartsSection,
    ...postgresSections(),
  ];
}
