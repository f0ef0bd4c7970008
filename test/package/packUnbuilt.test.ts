// `npm pack` of a clone that was never built: the `prepack` script builds first, so the tarball holds the whole
// build (SLOW: one full tsup build, about a minute or two). The clone is staged in a temporary directory with the
// files a fresh checkout has (no dist/), node_modules linked from this repository.
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync, symlinkSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { REPO, run, tempDir } from "./buildPackage.js";

/** What a fresh checkout holds that the build and `npm pack` read. */
const CHECKOUT = ["package.json", "tsup.config.ts", "tsconfig.json", "README.md", "CHANGELOG.md", "LICENSE", "src", "schemas"];

const work = tempDir("pack-unbuilt");
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe("npm pack in an unbuilt clone", () => {
  it("builds first (prepack) and packs every entry of the build", () => {
    const clone = join(work, "clone");
    mkdirSync(join(clone, "docs"), { recursive: true });
    for (const entry of CHECKOUT) cpSync(join(REPO, entry), join(clone, entry), { recursive: true });
    for (const doc of readdirSync(join(REPO, "docs")).filter((f) => f.endsWith(".md"))) cpSync(join(REPO, "docs", doc), join(clone, "docs", doc));
    symlinkSync(join(REPO, "node_modules"), join(clone, "node_modules"));
    expect(existsSync(join(clone, "dist"))).toBe(false);
    const out = run("npm", ["pack", "--dry-run", "--json"], clone, { npm_config_ignore_scripts: "false" });
    // the build's log comes first on standard output; the report is the JSON array after it
    const [report] = JSON.parse(out.slice(out.search(/^\[\s*$/m))) as { files: { path: string }[] }[];
    const files = new Set(report!.files.map((f) => f.path));
    for (const file of ["dist/index.js", "dist/index.cjs", "dist/index.d.ts", "dist/index.d.cts", "dist/cli.js", "dist/import/gpx.js", "dist/http/node.cjs"]) {
      expect(files, file).toContain(file);
    }
  }, 600_000);
});
