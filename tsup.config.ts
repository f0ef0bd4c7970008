import { defineConfig, type Options } from "tsup";

/** One bundle per public entry; ESM + CJS with .d.ts / .d.cts; shared code split into chunks (ESM). */
const library: Options = {
  entry: {
    index: "src/index.ts",
    registry: "src/registry/index.ts",
    validate: "src/validate/index.ts",
    schema: "src/schema/index.ts",
    fuel: "src/fuel/index.ts",
    derive: "src/derive/index.ts",
    repository: "src/repository/index.ts",
    service: "src/service/index.ts",
    testing: "src/testing/index.ts",
    import: "src/import/index.ts",
    http: "src/http/index.ts",
    "http/node": "src/http/node/index.ts",
  },
  format: ["esm", "cjs"],
  dts: true,
  sourcemap: true,
  // everything but the CLI's output: the two builds run in parallel into the same dist/
  clean: ["**/*", "!cli.js", "!cli.js.map"],
  treeshake: true,
  splitting: true,
  target: "es2022",
  platform: "neutral",
  external: ["zod", "date-fns", "date-fns-tz", "fast-check", "@garmin/fitsdk", "fast-xml-parser"],
};

/**
 * The `activity-fuel` executable (package `bin`): ESM only, no declarations, since it is run and never imported
 * (decision D-126: the tarball holds no file that nothing uses). Built after the library into the same dist/.
 */
const cli: Options = {
  ...library,
  entry: { cli: "src/cli/main.ts" },
  format: ["esm"],
  dts: false,
  clean: false,
  splitting: false,
  platform: "node",
};

export default defineConfig([library, cli]);
