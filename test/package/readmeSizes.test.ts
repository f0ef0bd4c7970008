// The README's table of entries gives each entry's size bundled whole (min + gzip): it is the size measured now.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { REPO } from "./buildPackage.js";
import { measureEntrySizes } from "./entrySizes.js";

describe("the README's sizes", () => {
  it("are the entries' sizes bundled whole, to 0.2 KiB", async () => {
    const readme = readFileSync(join(REPO, "README.md"), "utf8");
    const claimed = new Map<string, number>();
    for (const match of readme.matchAll(/^\| \[`(activity-fuel[^`]*)`\][^\n]*\| (\d+(?:\.\d)?) KiB[^|\n]*\|$/gm)) claimed.set(match[1]!, Number(match[2]));
    const measured = await measureEntrySizes();
    expect([...claimed.keys()].sort()).toEqual(measured.map((size) => size.specifier).sort());
    for (const size of measured) expect(Math.abs(claimed.get(size.specifier)! - size.gzip / 1024), size.specifier).toBeLessThanOrEqual(0.2);
  }, 120_000);
});
