import { availableParallelism } from "node:os";
import { configDefaults, defineConfig } from "vitest/config";

// Four projects, by what their tests need (`vitest run` alone runs all four):
// - quick: nothing but the sources, in this process's workers (`npm test`, under two minutes);
// - process: other processes, the executable from source and the demo page in headless Chromium
//   (`*.process.test.ts`, test/demo/; `npm run test:process`);
// - package: a build (tsup, npm pack, bundles, QuickJS, the Bun and Deno examples; `npm run test:package`);
// - db: a database, PGlite or a PostgreSQL server (`npm run test:db`).
const PROCESS = ["test/**/*.process.test.ts", "test/demo/**/*.test.ts"];
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
        test: { name: "quick", include: ["test/**/*.test.ts"], exclude: [...configDefaults.exclude, ...PROCESS, ...PACKAGE, ...DB], maxWorkers: availableParallelism() },
      },
      { extends: true, test: { name: "process", include: PROCESS } },
      { extends: true, test: { name: "package", include: PACKAGE.map((dir) => `${dir}/*.test.ts`) } },
      { extends: true, test: { name: "db", include: DB.map((dir) => `${dir}/*.test.ts`) } },
    ],
  },
});
