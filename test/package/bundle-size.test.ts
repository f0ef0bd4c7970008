import { copyFileSync, mkdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildEntries, REPO, tempDir } from "./buildPackage.js";

/**
 * SLOW (a few seconds): what a browser or edge bundle pays for the validator. Builds dist (temporary directory, the
 * project's tsup options), bundles `import { validateActivities }` from the root entry and from `./validate` with
 * esbuild (minify, tree-shake, platform neutral, ESM), gzips at level 9 and checks the budget of decision D-44
 * (the same budgets as .size-limit.json) and that no zod or date-fns code got in.
 */

const ENTRIES = { index: "src/index.ts", registry: "src/registry/index.ts", validate: "src/validate/index.ts" };
/** Budget per import in gzip bytes (decision D-44): measured 2.9 kB gz on 2026-11-22, ceiling with headroom. */
const BUDGET_GZIP_BYTES = 4 * 1024;
const FORBIDDEN = [/node_modules[\\/]zod[\\/]/, /node_modules[\\/]date-fns/, /node_modules[\\/]fast-check/];

let work = "";
let dist = "";

async function bundle(entry: string): Promise<{ gzipBytes: number; minBytes: number; inputs: string[]; text: string }> {
  const result = await build({
    stdin: { contents: `export { validateActivities } from ${JSON.stringify(join(dist, entry))};`, resolveDir: dist, loader: "js" },
    bundle: true,
    minify: true,
    treeShaking: true,
    platform: "neutral",
    format: "esm",
    target: "es2022",
    mainFields: ["module", "main"],
    write: false,
    metafile: true,
    logLevel: "silent",
  });
  const text = result.outputFiles[0]!.text;
  return {
    gzipBytes: gzipSync(text, { level: 9 }).length,
    minBytes: Buffer.byteLength(text),
    inputs: Object.keys(result.metafile.inputs),
    text,
  };
}

describe("bundle size of validateActivities [slow]", () => {
  beforeAll(() => {
    // dist/ next to the package.json, as installed: bundlers read its "sideEffects": false
    work = tempDir("dist");
    copyFileSync(join(REPO, "package.json"), join(work, "package.json"));
    dist = join(work, "dist");
    mkdirSync(dist);
    buildEntries(ENTRIES, dist);
  }, 300_000);

  afterAll(() => {
    if (work !== "") rmSync(work, { recursive: true, force: true });
  });

  it.each(["index.js", "validate.js"])("from dist/%s: within budget, without zod, date-fns or fast-check", async (entry) => {
    const { gzipBytes, minBytes, inputs, text } = await bundle(entry);
    console.log(`validateActivities from ${entry}: ${minBytes} B min, ${gzipBytes} B min+gz (budget ${BUDGET_GZIP_BYTES})`);
    expect(gzipBytes).toBeLessThanOrEqual(BUDGET_GZIP_BYTES);
    expect(inputs.filter((input) => FORBIDDEN.some((pattern) => pattern.test(input)))).toEqual([]);
    expect(text).not.toMatch(/zod|date-fns|ZodError|formatInTimeZone|fast-check/i);
    // it is the validator: the registry's messages and the time-zone predicate came along
    expect(text).toContain("Invalid or missing time zone name.");
    expect(text).toContain("supportedValuesOf");
  });

  it("tree-shaking works: one registry constant alone is far smaller than the validator", async () => {
    const result = await build({
      stdin: { contents: `export { EARLIEST_START_TIME_MS } from ${JSON.stringify(join(dist, "index.js"))};`, resolveDir: dist, loader: "js" },
      bundle: true,
      minify: true,
      platform: "neutral",
      format: "esm",
      write: false,
      logLevel: "silent",
    });
    expect(gzipSync(result.outputFiles[0]!.text, { level: 9 }).length).toBeLessThan(200);
  });
});
