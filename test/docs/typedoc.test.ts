// An API reference a reader can navigate. One typedoc module per package entry, named as users import it, with a
// description; each name on the page of the one entry that declares it; source links; every source file maps to a
// category.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { PUBLISHED_ENTRIES, REPO } from "../package/buildPackage.js";
// @ts-expect-error a plain ES module without declarations (typedoc loads it as a plugin)
import { categoryOf } from "./typedocCategories.mjs";

const typedoc = JSON.parse(readFileSync(join(REPO, "typedoc.json"), "utf8")) as Record<string, unknown>;
const pkg = JSON.parse(readFileSync(join(REPO, "package.json"), "utf8")) as {
  exports: Record<string, unknown>;
  repository: { url: string };
};

/** Package entries (export keys that are code) → their source, from tsup.config.ts; the CLI is no entry. */
const entries = Object.entries(PUBLISHED_ENTRIES).filter(([name]) => name !== "cli");

describe("typedoc configuration", () => {
  it("has one entry point per package entry, the root first (its types are documented on its page)", () => {
    const points = typedoc["entryPoints"] as string[];
    expect([...points].sort()).toEqual(entries.map(([, source]) => source).sort());
    expect(points[0]).toBe("src/index.ts");
    expect(typedoc["excludeReferences"]).toBe(true);
    expect(typedoc["treatWarningsAsErrors"]).toBe(true);
    expect(typedoc["plugin"]).toEqual(["./test/docs/typedocCategories.mjs", "typedoc-plugin-missing-exports"]);
  });

  it("links each declaration to its source on the repository's site, also from a clone without git history", () => {
    expect(typedoc["disableSources"]).toBeUndefined();
    const site = pkg.repository.url.replace(/^git\+/, "").replace(/\.git$/, "");
    expect(typedoc["sourceLinkTemplate"]).toBe(`${site}/blob/{gitRevision}/{path}#L{line}`);
    expect(typedoc["disableGit"]).toBe(true);
    // {path} is read from the repository's root (src/...), not from the entry points' common folder
    expect(typedoc["displayBasePath"]).toBe(".");
  });

  it("shows every name on the page of its home entry: the first entry point that exports it declares it", () => {
    // An entry also exports the types of other entries that its declarations name (docs/api.md). TypeDoc documents a
    // declaration on the page of the first entry point that exports it; with excludeReferences, the others do not
    // list it. That first entry point must be its home: the root for what the root exports, else an entry of the
    // folder the declaration lives in (`ExportResult` of src/export/ on ./export/gpx's page, not on ./http's).
    const points = typedoc["entryPoints"] as string[];
    const program = ts.createProgram(
      points.map((source) => join(REPO, source)),
      { module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, target: ts.ScriptTarget.ES2022, noEmit: true, types: [] },
    );
    const checker = program.getTypeChecker();
    const firstEntry = new Map<ts.Symbol, string>();
    const misplaced: string[] = [];
    for (const source of points) {
      const module = checker.getSymbolAtLocation(program.getSourceFile(join(REPO, source))!)!;
      for (const exported of checker.getExportsOfModule(module)) {
        const declared = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
        if (firstEntry.has(declared)) continue;
        firstEntry.set(declared, source);
        if (source === "src/index.ts") continue;
        const file = relative(REPO, declared.declarations![0]!.getSourceFile().fileName);
        const folder = (path: string): string => path.split("/").slice(0, 2).join("/"); // src/<folder>
        if (folder(file) !== folder(source)) misplaced.push(`${exported.name} (${file}) first exported by ${source}`);
      }
    }
    expect(misplaced).toEqual([]);
  }, 60_000);

  it("names each module as users import it (@module activity-fuel/<entry>) and describes it", () => {
    for (const [name, source] of entries) {
      const subpath = name === "index" ? "." : `./${name}`;
      expect(pkg.exports[subpath], subpath).toBeDefined();
      const text = readFileSync(join(REPO, source), "utf8");
      const header = /^\/\*\*([\s\S]*?)\*\//.exec(text.replace(/^#!.*\n/, ""))?.[1] ?? "";
      const moduleName = name === "index" ? "activity-fuel" : `activity-fuel/${name}`;
      expect(header, source).toContain(`@module ${moduleName}\n`);
      const description = header.split("@module")[0]!.replace(/\s*\*\s?/g, " ").trim();
      expect(description.length, `${source} describes its entry`).toBeGreaterThan(60);
    }
  });
});

describe("categories (test/docs/typedocCategories.mjs)", () => {
  const files: string[] = [];
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith(".ts") && name !== "index.ts") files.push(path);
    }
  };
  walk(join(REPO, "src"));

  it("puts every source file of an entry into a named category (never a bare folder name)", () => {
    const fallback = files.filter((f) => {
      const category = categoryOf(f) as string | undefined;
      const folder = relative(join(REPO, "src"), f).split("/")[0]!;
      return category === undefined || category === folder.charAt(0).toUpperCase() + folder.slice(1);
    });
    // the CLI is no entry: it has no API page
    expect(fallback.filter((f) => !f.includes("/src/cli/"))).toEqual([]);
  });

  it("groups by meaning: examples", () => {
    const src = join(REPO, "src");
    expect(categoryOf(join(src, "validate/validateActivities.ts"))).toBe("Validation");
    expect(categoryOf(join(src, "validate/scanRows.ts"))).toBe("Rules and helpers");
    expect(categoryOf(join(src, "http/node/toNodeListener.ts"))).toBe("Node adapter");
    expect(categoryOf(join(src, "schema/jsonSchemas.ts"))).toBe("JSON Schema and OpenAPI");
    expect(categoryOf(join(src, "openapi/openApiDocument.ts"))).toBe("JSON Schema and OpenAPI");
    expect(categoryOf(join(src, "schema/validatorRefinement.ts"))).toBe("Request schemas");
    expect(categoryOf(join(src, "testing/arbitraries/arbitraryUserProfile.ts"))).toBe("Arbitraries");
    expect(categoryOf(join(REPO, "node_modules/x/index.ts"))).toBeUndefined();
  });

  it("reads the path from the repository's src/, also when the checkout sits under folders named src", () => {
    const root = "/home/me/src/work/src/activity-fuel/src";
    expect(categoryOf(`${root}/validate/scanRows.ts`, root)).toBe("Rules and helpers");
    expect(categoryOf(`${root}/schema/jsonSchemas.ts`, `${root}/`)).toBe("JSON Schema and OpenAPI");
    expect(categoryOf("C:\\src\\af\\src\\http\\cors.ts", "C:\\src\\af\\src")).toBe("Handler");
    // a file of another checkout, or of a dependency, has no category
    expect(categoryOf("/home/me/src/other/src/validate/scanRows.ts", root)).toBeUndefined();
  });
});
