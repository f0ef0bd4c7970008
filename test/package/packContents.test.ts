// Issue 12: what `npm pack` puts in the tarball is complete (license, metadata, every export and the files the
// README links) and holds nothing unused: every dist file is reached from an export or the bin.
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, normalize } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { jsonSchemaDocuments } from "../../src/schema/jsonSchemas.js";
import { REPO, run } from "./buildPackage.js";

interface PackedFile {
  readonly path: string;
}

const pkg = JSON.parse(readFileSync(join(REPO, "package.json"), "utf8")) as Record<string, any>;
/** The typedoc entry points: one per package entry. */
const ENTRY_SOURCES = new Set((JSON.parse(readFileSync(join(REPO, "typedoc.json"), "utf8")) as { entryPoints: string[] }).entryPoints);
let files: Set<string>;

beforeAll(() => {
  // `npm run test:package` builds before these tests; a bare `vitest run` builds here when dist/ is missing
  if (!existsSync(join(REPO, "dist/index.js"))) run("npm", ["run", "build"], REPO);
  const out = run("npm", ["pack", "--dry-run", "--json", "--ignore-scripts"], REPO);
  const [report] = JSON.parse(out.slice(out.indexOf("["))) as { files: PackedFile[] }[];
  files = new Set(report!.files.map((f) => f.path));
}, 300_000);

/** Every target string of the exports map (conditions nested), with `*` patterns expanded against the tarball. */
function exportTargets(): string[] {
  const targets: string[] = [];
  const walk = (value: unknown): void => {
    if (typeof value === "string") targets.push(value.replace(/^\.\//, ""));
    else if (value !== null && typeof value === "object") Object.values(value).forEach(walk);
  };
  walk(pkg["exports"]);
  return targets;
}

/** Relative files a dist file refers to: imports, requires, `export … from`, and its source map. */
function referencesOf(file: string): string[] {
  const text = readFileSync(join(REPO, file), "utf8");
  const refs: string[] = [];
  const pattern = /(?:from\s*|import\s*\(?\s*|require\(\s*)["'](\.\.?\/[^"']+)["']|sourceMappingURL=(\S+)/g;
  for (const match of text.matchAll(pattern)) {
    let target = match[1] ?? match[2]!;
    if (file.endsWith(".d.ts")) target = target.replace(/\.js$/, ".d.ts");
    if (file.endsWith(".d.cts")) target = target.replace(/\.cjs$/, ".d.cts").replace(/\.js$/, ".d.cts");
    refs.push(normalize(join(dirname(file), target)));
  }
  return refs;
}

describe("the npm tarball (npm pack --dry-run --json)", () => {
  it("carries the MIT LICENSE and the repository, homepage and bugs metadata", () => {
    expect(files.has("LICENSE")).toBe(true);
    expect(readFileSync(join(REPO, "LICENSE"), "utf8")).toMatch(/^MIT License\n\nCopyright \(c\) \d{4} /);
    expect(pkg["license"]).toBe("MIT");
    expect(pkg["repository"]).toMatchObject({ type: "git", url: expect.stringMatching(/^git\+https:\/\//) });
    expect(pkg["homepage"]).toMatch(/^https:\/\//);
    expect(pkg["bugs"]).toMatchObject({ url: expect.stringMatching(/^https:\/\//) });
  });

  it("holds every export target, the bin, and every shipped JSON Schema and the OpenAPI document", () => {
    for (const target of exportTargets()) {
      if (target.includes("*")) continue;
      expect(files.has(target), target).toBe(true);
    }
    for (const bin of Object.values(pkg["bin"] as Record<string, string>)) expect(files.has(bin.replace(/^\.\//, "")), bin).toBe(true);
    for (const name of [...Object.keys(jsonSchemaDocuments()), "openapi.json"]) expect(files.has(`schemas/${name}`), name).toBe(true);
    for (const name of Object.keys(jsonSchemaDocuments({ draft: "draft-07" }))) expect(files.has(`schemas/draft-07/${name}`), name).toBe(true);
  });

  it("holds nothing unused: every dist file is reached from an export or the bin; no CommonJS or types for the CLI; besides dist only docs (and the README's chart), schemas and the PostgreSQL migrations (shipped as SQL for DBAs, D-100)", () => {
    expect([...files].filter((f) => /^dist\/cli\.(cjs|d\.ts|d\.cts)/.test(f))).toEqual([]);
    const reached = new Set<string>();
    const queue = [...exportTargets().filter((t) => t.startsWith("dist/")), ...Object.values(pkg["bin"] as Record<string, string>).map((b) => b.replace(/^\.\//, ""))];
    while (queue.length > 0) {
      const file = queue.pop()!;
      if (reached.has(file) || !files.has(file)) continue;
      reached.add(file);
      if (!file.endsWith(".map")) queue.push(...referencesOf(file));
    }
    expect([...files].filter((f) => f.startsWith("dist/") && !reached.has(f))).toEqual([]);
    const others = [...files].filter((f) => !f.startsWith("dist/"));
    expect(others.filter((f) => !/^(package\.json|README\.md|CHANGELOG\.md|LICENSE|docs\/[\w-]+\.md|docs\/images\/[\w-]+\.svg|schemas\/(draft-07\/)?[\w-]+\.json|src\/postgres\/migrations\/\d{4}_[\w-]+\.sql)$/.test(f))).toEqual([]);
  });

  it("has a README and docs whose links all stay inside the package (they work on the npm page)", () => {
    const markdown = [...files].filter((f) => f.endsWith(".md"));
    expect(markdown).toEqual(expect.arrayContaining(["README.md", "docs/http.md", "docs/errors.md"]));
    for (const file of markdown) {
      const text = readFileSync(join(REPO, file), "utf8");
      expect(text.includes("../shared"), `${file} names a file outside the repository`).toBe(false);
      for (const match of text.matchAll(/\]\(([^)\s]+)\)/g)) {
        const target = match[1]!;
        if (/^(https?:|mailto:|#)/.test(target)) continue;
        const path = normalize(join(dirname(file), target.replace(/#.*$/, "")));
        // an entry's source file is the one exception: TypeDoc turns the link into the entry's API page, and the
        // npm page and the repository's site resolve it in the repository
        if (file === "README.md" && ENTRY_SOURCES.has(path)) continue;
        expect(files.has(path) || [...files].some((f) => f.startsWith(path + "/")), `${file} links ${target}`).toBe(true);
      }
    }
  });
});
