// References that must point at something that exists, wherever they are written (README.md, docs/, src/, test/,
// examples/): every decision number names an entry of docs/decisions.md, and every `activity-fuel/<subpath>` is an
// entry of package.json `exports` (a file under a pattern entry, such as a JSON Schema, must exist too).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { PACKAGE } from "../package/apiReports.js";
import { REPO } from "../package/buildPackage.js";

/** The files read: prose and code, not generated output (docs/api/ is TypeDoc's). */
function scannedFiles(): string[] {
  const files = [join(REPO, "README.md")];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (path !== join(REPO, "docs/api") && entry.name !== "fixtures" && entry.name !== "node_modules") walk(path);
      } else if (/\.(md|ts|mjs|js)$/.test(entry.name)) files.push(path);
    }
  };
  for (const dir of ["docs", "src", "test", "examples"]) walk(join(REPO, dir));
  return files;
}

/** Each match of `pattern` in each file, as `file:line: match`, with the captured group. */
function occurrences(pattern: RegExp): { where: string; file: string; found: string }[] {
  return scannedFiles().flatMap((path) => {
    const text = readFileSync(path, "utf8");
    return [...text.matchAll(pattern)].map((match) => {
      const line = text.slice(0, match.index).split("\n").length;
      return { where: `${relative(REPO, path)}:${line}`, file: relative(REPO, path), found: match[1]! };
    });
  });
}

/** References to an entry that name something deliberately missing, with why. */
const DELIBERATE: readonly { readonly file: string; readonly subpath: RegExp; readonly why: string }[] = [
  { file: "test/package/consumer.test.ts", subpath: /^dist\//, why: "the test shows that a deep import is refused" },
];

describe("references in the docs and the code", () => {
  it("every decision number is an entry of docs/decisions.md", () => {
    const decisions = new Set([...readFileSync(join(REPO, "docs/decisions.md"), "utf8").matchAll(/^## D-(\d+):/gm)].map((m) => m[1]));
    expect(decisions.size).toBeGreaterThan(30);
    const dangling = occurrences(/\bD-(\d+)\b/g).filter((o) => !decisions.has(o.found));
    expect(dangling.map((o) => `${o.where}: D-${o.found}`)).toEqual([]);
  });

  it("every activity-fuel/<subpath> is an entry of package.json exports (a file under a pattern entry exists)", () => {
    const keys = Object.keys(PACKAGE.exports).map((key) => key.slice(2)); // "./schemas/*.json" → "schemas/*.json"
    const patterns = Object.entries(PACKAGE.exports).flatMap(([key, target]) => {
      if (!key.includes("*") || typeof target !== "string") return [];
      const [before, after] = key.slice(2).split("*") as [string, string];
      const targetBefore = target.split("*")[0]!;
      return [{
        before,
        match: (sub: string) => sub.startsWith(before) && sub.endsWith(after) && sub.length > before.length + after.length,
        file: (sub: string) => join(REPO, target.replace("*", sub.slice(before.length, sub.length - after.length))),
        folder: (prefix: string) => join(REPO, targetBefore + prefix.slice(before.length)),
      }];
    });
    const refs = occurrences(/(?<![\w./@-])activity-fuel\/([\w.*/-]*[\w*/])/g);
    expect(refs.length).toBeGreaterThan(50);
    const wrong = refs.filter(({ file, found }) => {
      if (DELIBERATE.some((d) => d.file === file && d.subpath.test(found))) return false;
      if (keys.includes(found)) return false;
      // a folder or a pattern (`activity-fuel/schemas/`, `activity-fuel/schemas/*.json`): some entry lies under it
      if (found.endsWith("/") || found.includes("*")) {
        const prefix = found.split("*")[0]!;
        return !keys.some((key) => key.startsWith(prefix)) && !patterns.some((p) => prefix.startsWith(p.before) && existsSync(p.folder(prefix)));
      }
      const pattern = patterns.find((p) => p.match(found));
      return pattern === undefined || !existsSync(pattern.file(found));
    });
    expect(wrong.map((o) => `${o.where}: activity-fuel/${o.found}`)).toEqual([]);
  });
});
