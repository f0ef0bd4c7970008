/**
 * The sizes of the README's table of entries: each entry of the built package bundled whole (`export *`) by esbuild,
 * minified, its peer dependencies left out, gzipped at level 9; and the two per-import figures the bundle budgets
 * hold (test/package/bundle-size.test.ts). Run after `npm run build`: `npx tsx test/package/entrySizes.ts`.
 */
import { gzipSync } from "node:zlib";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";
import { CODE_ENTRIES } from "./apiReports.js";
import { REPO } from "./buildPackage.js";

const PEERS = ["zod", "fast-check", "@garmin/fitsdk", "saxes", "pg", "@electric-sql/pglite", "@standard-schema/spec", "node:*"];

/** Gzipped and minified bytes of a bundle of `contents` (resolved from the repository, so dist/ reads package.json's `sideEffects`). */
async function bundleSize(contents: string): Promise<{ gzip: number; min: number }> {
  const result = await build({
    stdin: { contents, resolveDir: REPO, loader: "js" },
    bundle: true,
    minify: true,
    treeShaking: true,
    platform: "neutral",
    format: "esm",
    target: "es2022",
    mainFields: ["module", "main"],
    external: PEERS,
    write: false,
    logLevel: "silent",
  });
  const text = result.outputFiles[0]!.text;
  return { gzip: gzipSync(text, { level: 9 }).length, min: Buffer.byteLength(text) };
}

const kib = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KiB`;
const distFile = (types: string): string => types.replace(/\.d\.ts$/, ".js");

/** Gzipped and minified bytes of each code entry bundled whole, in the order of the package's exports. */
export async function measureEntrySizes(): Promise<{ readonly specifier: string; readonly gzip: number; readonly min: number }[]> {
  const sizes = [];
  for (const entry of CODE_ENTRIES) sizes.push({ specifier: entry.specifier, ...(await bundleSize(`export * from ${JSON.stringify(distFile(entry.types))};`)) });
  return sizes;
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const size of await measureEntrySizes()) console.log(`${size.specifier.padEnd(26)} ${kib(size.gzip).padStart(9)}  (${kib(size.min)} minified)`);
  for (const names of ["validateActivities", "calculateFuel, formatDuration"]) {
    const size = await bundleSize(`export { ${names} } from ${JSON.stringify(join(REPO, "dist/index.js"))};`);
    console.log(`{ ${names} }`.padEnd(26), kib(size.gzip).padStart(9));
  }
}
