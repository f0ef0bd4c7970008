import type { ActivityRepository } from "../repository/activityRepository.js";
import type { ContractSettings, RepositoryContractCase } from "./contract/contractCase.js";
import { columnCases } from "./contract/columnCases.js";
import { idempotencyCases } from "./contract/idempotencyCases.js";
import { changeCases } from "./contract/changeCases.js";
import { dayCases } from "./contract/dayCases.js";
import { queryCases } from "./contract/queryCases.js";
import { safetyCases } from "./contract/safetyCases.js";
import { storageCases } from "./contract/storageCases.js";

export type { RepositoryContractCase } from "./contract/contractCase.js";

/** Options of the repository contract suite. */
export interface RepositoryContractOptions {
  /** Concurrent adds in the concurrency case, default 300. */
  readonly concurrentAdds?: number;
  /** Random data sets compared with the reference model, default 20. */
  readonly randomRuns?: number;
  /** Seed of the random data sets, default 20240501 (a failure names its seed). */
  readonly seed?: number;
}

/**
 * The `ActivityRepository` contract as runner-agnostic cases: round trip, not found, atomic batches (DUPLICATE_ID,
 * WRONG_USER), per-user ids, order (most recent first, ties by id descending), offset/limit windows and keyset
 * pages, activity-type and local-date filters against a reference model, overlap queries, read-only results,
 * stored columns exact to the bit, back-filled insertion order, isolation of users, concurrency (hundreds of
 * concurrent adds listed exactly once; concurrent duplicates stored once; concurrent reads see whole batches;
 * concurrent adds and deletes), one ALL_DAY per user and local date (the record reaching furthest stands, also
 * under concurrent re-syncs; a shorter one is refused whole), the given `localDate` and `endMs` compared as given,
 * FUEL slices, deletion and erasure, and idempotency records stored with their batch (per user, expiring, refused
 * while live, one winner under concurrency).
 *
 * Each case creates its own repository(ies) with `createRepository` and throws a `RepositoryContractError` on
 * failure. Users are `"u1"`, `"u2"`, `"alice"`, `"bob"`: give each case an empty store.
 *
 * @example
 * ```ts
 * for (const c of repositoryContractCases(() => createMyDatabaseRepository())) test(c.name, c.run);
 * ```
 *
 * @param createRepository - makes a fresh, empty repository (sync or async).
 * @param options - sizes and seed.
 * @returns the cases; run each with any test runner (or a plain loop).
 */
export function repositoryContractCases(
  createRepository: () => ActivityRepository | Promise<ActivityRepository>,
  options: RepositoryContractOptions = {},
): RepositoryContractCase[] {
  const settings: ContractSettings = {
    make: async () => createRepository(),
    concurrentAdds: options.concurrentAdds ?? 300,
    randomRuns: options.randomRuns ?? 20,
    seed: options.seed ?? 20240501,
  };
  return [...storageCases(settings), ...queryCases(settings), ...safetyCases(settings), ...columnCases(settings), ...changeCases(settings), ...dayCases(settings), ...idempotencyCases(settings)];
}

/** A test runner's registration functions (vitest, jest, mocha, `node:test` all fit). */
export interface ContractRunner {
  /** Registers one test; the contract passes an async body. */
  readonly it: (name: string, body: () => Promise<void>) => unknown;
  /** Groups the tests, when the runner has groups. */
  readonly describe?: (name: string, body: () => void) => unknown;
}

/**
 * Registers the repository contract with a test runner in one call.
 *
 * @example
 * ```ts
 * import { describe, it } from "vitest";
 * runActivityRepositoryContract({ createRepository: createInMemoryActivityRepository, describe, it });
 * ```
 *
 * @param options - `createRepository`, the runner's `it` (and `describe`), an optional group `name`, and the
 *   options of {@link repositoryContractCases}.
 */
export function runActivityRepositoryContract(
  options: ContractRunner &
    RepositoryContractOptions & {
      /** Makes a fresh, empty repository (sync or async). */
      readonly createRepository: () => ActivityRepository | Promise<ActivityRepository>;
      /** Group name, default `"ActivityRepository contract"`. */
      readonly name?: string;
    },
): void {
  const cases = repositoryContractCases(options.createRepository, options);
  const register = (): void => {
    for (const c of cases) options.it(c.name, () => c.run());
  };
  if (options.describe !== undefined) options.describe(options.name ?? "ActivityRepository contract", register);
  else register();
}
