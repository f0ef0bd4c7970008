import { availableParallelism } from "node:os";
import { configDefaults, defineConfig } from "vitest/config";

// Three projects, by what their tests need (`vitest run` alone runs all three):
// - quick: nothing but the sources (`npm test`, a couple of minutes);
// - package: a build (tsup, npm pack, bundles, QuickJS, the Bun and Deno examples; `npm run test:package`);
// - db: a database, PGlite or a PostgreSQL server (`npm run test:db`).
const PACKAGE = ["test/package/**"];
const DB = ["test/postgres/**"];

export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 120_000,
    projects: [
      {
        extends: true,
        // a worker per core (vitest's default leaves one core to its main process, which is mostly idle here)
        test: { name: "quick", include: ["test/**/*.test.ts"], exclude: [...configDefaults.exclude, ...PACKAGE, ...DB], maxWorkers: availableParallelism() },
      },
      { extends: true, test: { name: "package", include: PACKAGE.map((dir) => `${dir}/*.test.ts`) } },
      { extends: true, test: { name: "db", include: DB.map((dir) => `${dir}/*.test.ts`) } },
    ],
  },
});
