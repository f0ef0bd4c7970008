/**
 * Validation against JSON.parse of the same body (target: validateActivities ≤ 10 % of JSON.parse on every
 * input of perf-baseline.md section 1). The validator also copies the data into columns (fresh `Float64Array`s,
 * which the service stores as they are); that copy is part of what is timed.
 */
import { atMost, compareSideBySide, duration, info, percent, type BenchSection } from "../benchKit.js";
import { syntheticInputs } from "../syntheticBodies.js";

const TARGET = 0.1;

/** The validation rows. */
export const validationSection: BenchSection = {
  name: "validation",
  async run({ lib, rounds, log }) {
    const figures = [];
    for (const input of syntheticInputs()) {
      const parsed: unknown = JSON.parse(input.json);
      const context = {
        nowMs: Date.UTC(2030, 0, 1),
        profile: { weightKg: 70, ageYears: 35 },
        limits: { maxActivitiesPerRequest: input.maxActivitiesPerRequest },
      };
      const check = lib.validateActivities(parsed, context);
      if (!check.ok) throw new Error(`${input.name} is not valid: ${JSON.stringify(check.errors.slice(0, 3))}`);
      const [parseMs, validateMs] = compareSideBySide([() => JSON.parse(input.json), () => lib.validateActivities(parsed, context)], rounds);
      const values = input.activities * input.rows * input.metrics;
      log(`validation ${input.name}: parse ${duration(parseMs!)}, validate ${duration(validateMs!)}`);
      figures.push(
        atMost("validation", `validate and copy / JSON.parse, ${input.name} (${input.rows} × ${input.metrics})`, validateMs! / parseMs!, TARGET, percent),
        info("validation", `validate throughput, ${input.name}`, `${(values / validateMs! / 1000).toFixed(0)} M values/s (parse ${(values / parseMs! / 1000).toFixed(1)})`),
      );
    }
    return figures;
  },
};
