/**
 * Test helpers for users of activity-fuel (the `./testing` entry): fast-check arbitraries of valid and invalid
 * Add Activities bodies and user profiles (need the optional peer dependency `fast-check`, version 4), and the
 * runner-agnostic repository contract suite that any `ActivityRepository` adapter proves itself with, and the
 * fault and load cases of issue 13 (a seeded fault-injecting repository wrapper, a load run with a model check).
 *
 * @module activity-fuel/testing
 */
export * from "./arbitraries/index.js";
export * from "./repositoryContract.js";
export {
  createFaultyRepository,
  InjectedFaultError,
  FAULT_MARKER,
  type FaultOptions,
  type FaultStats,
  type InjectedFault,
} from "./reliability/createFaultyRepository.js";
export { reliabilityCases, type ReliabilityOptions } from "./reliability/reliabilityCases.js";
export { runLoad, type LoadOptions, type LoadReport } from "./reliability/runLoad.js";
