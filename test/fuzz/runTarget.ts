import * as fc from "fast-check";
import type { FuzzTarget } from "./fuzzTarget.js";

/** Result of fuzzing one target. */
export interface TargetReport {
  readonly name: string;
  /** Cases run. */
  readonly cases: number;
  /** Input bytes over all cases. */
  readonly bytes: number;
  /** Wall time, ms. */
  readonly ms: number;
  /** The failure, with the seed and path that replay it, if any. */
  readonly failure?: string;
}

/**
 * Fuzzes `target` in chunks of `chunk` cases; chunk `i` uses seed `seed + i`, so a run is resumed from any chunk
 * (`fromChunk`) and a failure is replayed by its seed and path (fast-check's `seed`/`path` options).
 */
export async function runTarget<C>(
  target: FuzzTarget<C>,
  options: { seed: number; runs: number; chunk?: number; fromChunk?: number; onChunk?: (done: number, chunkIndex: number, bytes: number, ms: number) => void },
): Promise<TargetReport> {
  const chunk = options.chunk ?? 1000;
  const chunks = Math.ceil(options.runs / chunk);
  let cases = 0;
  let bytes = 0;
  const t0 = performance.now();
  for (let i = options.fromChunk ?? 0; i < chunks; i++) {
    const numRuns = Math.min(chunk, options.runs - i * chunk);
    const details = await fc.check(
      fc.asyncProperty(target.arbitrary, async (c) => {
        cases++;
        bytes += target.bytes(c);
        await target.check(c);
      }),
      { seed: options.seed + i, numRuns, endOnFailure: true },
    );
    if (details.failed) {
      const error = details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
      return {
        name: target.name,
        cases,
        bytes,
        ms: performance.now() - t0,
        failure: `seed ${details.seed}, path "${details.counterexamplePath ?? ""}": ${error.slice(0, 2000)}\ncounterexample: ${fc.stringify(details.counterexample).slice(0, 1500)}`,
      };
    }
    options.onChunk?.(cases, i, bytes, performance.now() - t0);
  }
  return { name: target.name, cases, bytes, ms: performance.now() - t0 };
}
