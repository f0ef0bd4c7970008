// StrykerJS configuration (issue 13, decision D-137). One module per run, chosen by MUTATION_MODULE
// (fuel | validate | derive | service); `npm run mutation` runs them one after another (test/mutation/run.mjs).
// Concurrency 2 and incremental mode: the machine is small and shared; only changed code is re-tested.
const MODULES = {
  fuel: { mutate: ["src/fuel/**/*.ts", "!src/fuel/index.ts"], tests: "test/fuel/**/*.test.ts" },
  // timeZoneNames.ts is generated data (two string constants, static mutants only); a test compares its text with
  // the generator's output, which Stryker's instrumentation would change (decision D-160)
  validate: {
    mutate: ["src/validate/**/*.ts", "!src/validate/index.ts", "src/timeZone/isValidTimeZone.ts", "src/timeZone/canonicalTimeZone.ts"],
    tests: "test/validate/**/*.test.ts",
  },
  // hostTimeZone.test.ts switches process.env.TZ, which Stryker's worker threads do not apply (decision D-160); it
  // compares the derivations under several host zones, which no mutant changes differently
  derive: {
    mutate: ["src/derive/**/*.ts", "!src/derive/index.ts"],
    tests: "test/derive/**/*.test.ts",
    exclude: "test/derive/hostTimeZone.test.ts",
  },
  // the service's own logic (query parsing, paging links, idempotency); its storage and day paths are proven by the
  // contract and model-based tests, too slow to repeat per mutant here
  service: {
    mutate: ["src/service/parseListQuery.ts", "src/service/pagingLinks.ts", "src/service/idempotency/*.ts", "src/service/createActivityService.ts"],
    tests: "test/service/{createActivityService,paging,idempotency}.test.ts;test/http/idempotencyKey.test.ts",
  },
};
const name = process.env.MUTATION_MODULE ?? "fuel";
const module = MODULES[name];
if (module === undefined) throw new Error(`MUTATION_MODULE must be one of ${Object.keys(MODULES).join(", ")}`);
process.env.MUTATION_TESTS = module.tests;
process.env.MUTATION_EXCLUDE = module.exclude ?? "";

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: "vitest",
  vitest: { configFile: "test/mutation/vitest.mutation.config.ts", related: false },
  mutate: module.mutate,
  concurrency: Number(process.env.MUTATION_CONCURRENCY ?? 2),
  incremental: true,
  // module-level code runs once at import, before any mutant is active: such mutants cannot be killed per test
  ignoreStatic: true,
  // vitest strips types without checking them, so no `// @ts-nocheck` is needed; it would change the text of the
  // generated time zone list, which a test compares with the generator's output
  disableTypeChecks: false,
  incrementalFile: `reports/mutation/${name}.incremental.json`,
  reporters: ["clear-text", "progress", "json"],
  jsonReporter: { fileName: `reports/mutation/${name}.json` },
  clearTextReporter: { allowColor: false, logTests: false, maxTestsToLog: 0 },
  thresholds: { high: 90, low: 85, break: null },
  ignorePatterns: ["dist", "docs/api", "coverage", "reports", ".bench-out", ".stryker-tmp*"],
  timeoutMS: 20_000,
  tempDirName: `.stryker-tmp-${name}`,
  cleanTempDir: "always",
};
