import { defineConfig } from "tsup";

/** One bundle per public entry; ESM + CJS with .d.ts / .d.cts; shared code split into chunks (ESM). */
export default defineConfig({
  entry: {
    index: "src/index.ts",
    schema: "src/schema/index.ts",
    openapi: "src/openapi/index.ts",
    testing: "src/testing/index.ts",
    import: "src/import/index.ts",
    "import/fit": "src/import/fit/index.ts",
    "import/tcx": "src/import/tcx/index.ts",
    "import/gpx": "src/import/gpx/index.ts",
    http: "src/http/index.ts",
    "http/node": "src/http/node/index.ts",
    cli: "src/cli/main.ts",
    postgres: "src/postgres/index.ts",
    "export/gpx": "src/export/gpx/index.ts",
    "export/tcx": "src/export/tcx/index.ts",
    chart: "src/chart/index.ts",
    analysis: "src/analysis/index.ts",
  },
  format: ["esm", "cjs"],
  dts: true,
  sourcemap: true,
  clean: true,
  treeshake: true,
  splitting: true,
  target: "es2022",
  platform: "neutral",
  external: ["zod", "date-fns", "date-fns-tz", "fast-check", "@garmin/fitsdk", "saxes", "pg", "@electric-sql/pglite", "@photostructure/tz-lookup"],
});
