import type { ActivityRepository } from "../../src/repository/activityRepository.js";
import { seededRandom } from "../../src/testing/contract/fixtures.js";

/** A fault the wrapper injected into one repository call. */
export type InjectedFault = "reject-before" | "reject-after" | "delay";

/** Settings of {@link createFaultyRepository}; rates are probabilities per call, in [0, 1]. */
export interface FaultOptions {
  /** Seed of the fault sequence (same seed and same call order, same faults). */
  readonly seed: number;
  /** Chance that a call rejects without reaching the repository (nothing happens), default 0.1. */
  readonly rejectBefore?: number;
  /**
   * Chance that a call reaches the repository and then rejects anyway (a write is committed but its answer is
   * lost, as when a connection drops after COMMIT), default 0.
   */
  readonly rejectAfter?: number;
  /** Chance that a call is delayed first, default 0.3. */
  readonly delay?: number;
  /** Longest delay, ms (uniform in [0, maxDelayMs]), default 2. */
  readonly maxDelayMs?: number;
  /** Method names that never fault, e.g. `["getIdempotencyRecord"]`; default none. */
  readonly spare?: readonly string[];
}

/** Thrown (as a rejection) by an injected fault; its message names the method and carries {@link FAULT_MARKER}. */
export class InjectedFaultError extends Error {
  /** Always `"InjectedFaultError"`. */
  override readonly name = "InjectedFaultError";
}

/** Text in every injected error's message, so tests can prove it never reaches a response. */
export const FAULT_MARKER = "injected-fault-7f3a";

/** What a faulty repository did so far. */
export interface FaultStats {
  /** Calls per method. */
  readonly calls: Record<string, number>;
  /** Injected faults by kind. */
  readonly faults: Record<InjectedFault, number>;
}

/**
 * Wraps an {@link ActivityRepository} so that any call may be delayed, rejected before it reaches the repository,
 * or rejected after it completed: the storage failures a real database shows, in a
 * seeded, replayable order. Arguments and results pass through unchanged. Every method of the adapter is wrapped
 * (own or inherited, those of the interface and any other). Works on any adapter, so the service
 * and the HTTP handler can be proven to stay correct over any storage under faults.
 *
 * @example
 * ```ts
 * const { repository, stats } = createFaultyRepository(createInMemoryActivityRepository(), { seed: 7, rejectBefore: 0.2 });
 * ```
 *
 * @param inner - the repository to wrap.
 * @param options - seed and fault rates.
 * @returns the faulty repository and live counters of what it injected.
 */
export function createFaultyRepository(
  inner: ActivityRepository,
  options: FaultOptions,
): { readonly repository: ActivityRepository; readonly stats: FaultStats } {
  const random = seededRandom(options.seed);
  const rejectBefore = options.rejectBefore ?? 0.1;
  const rejectAfter = options.rejectAfter ?? 0;
  const delay = options.delay ?? 0.3;
  const maxDelayMs = options.maxDelayMs ?? 2;
  const spare = new Set<string>(options.spare ?? []);
  const stats: FaultStats = { calls: {}, faults: { "reject-before": 0, "reject-after": 0, delay: 0 } };

  function wrap(name: keyof ActivityRepository, call: (...args: unknown[]) => Promise<unknown>): (...args: unknown[]) => Promise<unknown> {
    return async (...args: unknown[]): Promise<unknown> => {
      stats.calls[name] = (stats.calls[name] ?? 0) + 1;
      if (spare.has(name)) return call(...args);
      // draw every number up front so that the sequence does not depend on the timing of other calls
      const [d, before, after, wait] = [random(), random(), random(), random()];
      if (d < delay) {
        stats.faults.delay++;
        await new Promise((resolve) => setTimeout(resolve, wait * maxDelayMs));
      }
      if (before < rejectBefore) {
        stats.faults["reject-before"]++;
        throw new InjectedFaultError(`${FAULT_MARKER}: ${name} rejected before reaching the repository`);
      }
      const result = await call(...args);
      if (after < rejectAfter) {
        stats.faults["reject-after"]++;
        throw new InjectedFaultError(`${FAULT_MARKER}: ${name} rejected after it completed`);
      }
      return result;
    };
  }

  // every method the adapter has (own or inherited, so classes work), present and future ones alike
  const repository: Record<string, unknown> = {};
  for (const name of methodNames(inner)) {
    const method = (inner as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>)[name] as (...args: unknown[]) => Promise<unknown>;
    repository[name] = wrap(name as keyof ActivityRepository, (...args: unknown[]) => method.apply(inner, args));
  }
  return { repository: repository as unknown as ActivityRepository, stats };
}

/** Names of the function-valued properties of an object and its prototypes (but `Object.prototype`'s). */
function methodNames(object: object): string[] {
  const names = new Set<string>();
  for (let o: object | null = object; o !== null && o !== Object.prototype; o = Object.getPrototypeOf(o) as object | null) {
    for (const name of Object.getOwnPropertyNames(o)) {
      if (name !== "constructor" && typeof (object as Record<string, unknown>)[name] === "function") names.add(name);
    }
  }
  return [...names];
}
