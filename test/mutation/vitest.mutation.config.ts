import { fileURLToPath } from "node:url";
import { configDefaults, defineConfig } from "vitest/config";

/**
 * Vitest settings of a mutation run: only the tests of the module under mutation (MUTATION_TESTS, globs separated by
 * ";"), less the files of MUTATION_EXCLUDE (same form).
 */
const tests = (process.env.MUTATION_TESTS ?? "test/fuel/**/*.test.ts").split(";");
const excluded = (process.env.MUTATION_EXCLUDE ?? "").split(";").filter((glob) => glob !== "");

export default defineConfig({
  root: fileURLToPath(new URL("../..", import.meta.url)),
  test: {
    include: tests,
    exclude: [...configDefaults.exclude, ...excluded],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
