// Invariants shared by every fuzz target.
import { ERROR_CODE_INFO, type ErrorScope } from "../../src/registry/errorCodes.js";

/** A violated invariant. */
class FuzzViolation extends Error {
  override readonly name = "FuzzViolation";
}

export function must(condition: unknown, message: string): asserts condition {
  if (!condition) throw new FuzzViolation(message);
}

/** Cases whose invariant is known broken with the fix pending on another branch, by issue point. */
export const knownPending = new Map<string, number>();

/** Counts a known case (skipped invariant) under `id`, e.g. `"14.9 unbounded error lists "`. */
export function known(id: string): void {
  knownPending.set(id, (knownPending.get(id) ?? 0) + 1);
}

const PROTOTYPES: readonly [string, object][] = [
  ["Object.prototype", Object.prototype],
  ["Array.prototype", Array.prototype],
  ["Function.prototype", Function.prototype],
  ["String.prototype", String.prototype],
];
const baseline = new Map(PROTOTYPES.map(([name, proto]) => [name, Reflect.ownKeys(proto).length]));

/** No prototype pollution: the built-in prototypes hold exactly the keys they held at start, and `{}` is clean. */
export function checkNoPollution(): void {
  for (const [name, proto] of PROTOTYPES) {
    const keys = Reflect.ownKeys(proto).length;
    if (keys !== baseline.get(name)) {
      const extra = Reflect.ownKeys(proto).slice(baseline.get(name));
      for (const key of extra) delete (proto as Record<string | symbol, unknown>)[key];
      throw new FuzzViolation(`${name} was polluted with ${extra.map(String).join(", ")}`);
    }
  }
  const probe = {} as Record<string, unknown>;
  must(probe.polluted === undefined && probe.isAdmin === undefined, "a fresh object inherits a polluted property");
}

/** An error object of the library: registered code of an allowed scope, registry message, string detail, path. */
export function checkError(error: unknown, scopes: readonly ErrorScope[], where: string): void {
  must(typeof error === "object" && error !== null, `${where}: an error is an object`);
  const { code, message, detail, path } = error as Record<string, unknown>;
  const info = (ERROR_CODE_INFO as Record<number, { scope: ErrorScope; message: string } | undefined>)[code as number];
  must(info !== undefined, `${where}: code ${String(code)} is not in the registry`);
  must(scopes.includes(info.scope), `${where}: code ${String(code)} has scope ${info.scope}, expected ${scopes.join("/")}`);
  must(message === info.message, `${where}: message of ${String(code)} is the registry's`);
  must(typeof detail === "string" && detail.length > 0, `${where}: detail is a non-empty string`);
  must(Array.isArray(path), `${where}: path is an array`);
}

/**
 * Time per input byte is bounded: `ms ≤ fixedMs + bytes · perByteNs / 1e6`. A case over the budget is re-run
 * (`rerun`, up to 3 times; the fastest counts) before failing, so a noisy machine does not fail a good case.
 */
export async function checkTime(
  what: string,
  bytes: number,
  ms: number,
  budget: { fixedMs: number; perByteNs: number },
  rerun: () => unknown,
): Promise<void> {
  const limit = budget.fixedMs + (bytes * budget.perByteNs) / 1e6;
  let best = ms;
  for (let i = 0; i < 3 && best > limit; i++) {
    const t0 = performance.now();
    await rerun();
    best = Math.min(best, performance.now() - t0);
  }
  must(best <= limit, `${what}: ${best.toFixed(1)} ms for ${bytes} bytes, over the budget of ${limit.toFixed(1)} ms`);
}

/** Whether time budgets are checked (the fuzz script), not in `npm test` (timing is never asserted in tests). */
export const fuzzSettings = { checkTime: false };
