/**
 * Validation against JSON.parse of the same body (decision D-43: validateActivities ≤ 10 % of JSON.parse on every
 * input of perf-baseline.md section 1). Since D-89 the validator also copies the data into columns; the target is
 * held by validation as the service runs it, into recycled buffers (`allocateSamples`, D-92: one buffer per
 * activity, reused from one call to the next), and the default path, which allocates fresh `Float64Array`s, is
 * shown beside it (D-93).
 */
import { atMost, compareSideBySide, duration, info, percent, type BenchSection } from "../benchKit.js";
import { syntheticInputs } from "../syntheticBodies.js";

const TARGET = 0.1;

/** The validation rows (kept from the first bench, decision D-43). */
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
      // recycled buffers, as the service lends them: each activity of the body its own, reused by the next call
      const buffers: Float64Array[] = [];
      let next = 0;
      const recycled = {
        ...context,
        allocateSamples: (length: number): Float64Array => {
          const k = next++ % input.activities;
          const buffer = buffers[k] !== undefined && buffers[k]!.length >= length ? buffers[k]! : (buffers[k] = new Float64Array(length));
          return buffer;
        },
      };
      const [parseMs, validateMs, freshMs] = compareSideBySide(
        [() => JSON.parse(input.json), () => lib.validateActivities(parsed, recycled), () => lib.validateActivities(parsed, context)],
        rounds,
      );
      const values = input.activities * input.rows * input.metrics;
      log(`validation ${input.name}: parse ${duration(parseMs!)}, validate ${duration(validateMs!)}, with fresh buffers ${duration(freshMs!)}`);
      figures.push(
        atMost("validation", `validate and copy / JSON.parse, ${input.name} (${input.rows} × ${input.metrics})`, validateMs! / parseMs!, TARGET, percent),
        info("validation", `the same with fresh Float64Arrays (the default), ${input.name}`, percent(freshMs! / parseMs!)),
        info("validation", `validate throughput, ${input.name}`, `${(values / validateMs! / 1000).toFixed(0)} M values/s (parse ${(values / parseMs! / 1000).toFixed(1)})`),
      );
    }
    return figures;
  },
};
