import type { ActivityRepository } from "../../repository/activityRepository.js";

/** One case of the repository contract: a name and an async body that throws on failure. */
export interface RepositoryContractCase {
  /** What the case proves, e.g. `"a batch with an id already stored is refused whole"`. */
  readonly name: string;
  /** Runs the case on a fresh repository; rejects with a `RepositoryContractError` when the adapter fails it. */
  run(): Promise<void>;
}

/** Settings of the contract (all optional in the public options). */
export interface ContractSettings {
  /** Makes a fresh, empty repository for one case. */
  readonly make: () => Promise<ActivityRepository>;
  /** Concurrent adds in the concurrency cases. */
  readonly concurrentAdds: number;
  /** Random data sets compared with the reference model. */
  readonly randomRuns: number;
  /** Seed of the random data sets. */
  readonly seed: number;
}
