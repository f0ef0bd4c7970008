import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

/** Vitest settings of a mutation run: only the tests of the module under mutation (MUTATION_TESTS, globs separated by ";"). */
const tests = (process.env.MUTATION_TESTS ?? "test/fuel/**/*.test.ts").split(";");

export default defineConfig({
  root: fileURLToPath(new URL("../..", import.meta.url)),
  test: {
    include: tests,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
