/**
 * The structure of src/, read from its import graph: no import cycle and no import upward.
 *
 * The graph: one node per `.ts` file of src/, one edge per relative import of another file of src/ (static
 * `import`, `import type`, `export … from` and dynamic `import()`, type-only imports included: a type-only cycle
 * is still a knot a reader must untie).
 *
 * Layering: each top-level folder of src/ (with all its sub-folders) sits in one layer of {@link LAYERS}, bottom
 * to top; the files directly in src/ (the root entry) form the top layer `(root)`. An import is **upward** when it
 * goes from a file of folder A to a file of another folder B whose layer is the same as A's or higher. So a folder
 * imports only folders of strictly lower layers, and folders of one layer are independent siblings. Inside one
 * top-level folder files are not layered (an importer's `fit/` sub-folder may use `importError.ts` beside it), but
 * they must not form a cycle: the cycle check covers every file.
 *
 * A new top-level folder fails the test until it is given its layer in {@link LAYERS}.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const SRC = fileURLToPath(new URL("../../src/", import.meta.url));

/**
 * The layers of src/, bottom to top (a folder may import the folders of the layers below its own, no other):
 * the spec's tables; the shapes; the Add Activities rules; fuel, importers and schemas over them; the derived
 * values, the exporters and the analyses; storage and the charts; the service and the PostgreSQL storage; HTTP; the CLI, the
 * OpenAPI document and the test kit; the root entry.
 */
const LAYERS: readonly (readonly string[])[] = [
  ["registry"],
  ["model", "timeZone"],
  ["validate"],
  ["fuel", "import", "schema", "standardSchema"],
  ["derive", "export", "analysis"],
  ["repository", "chart"],
  ["service", "postgres"],
  ["http"],
  ["cli", "openapi", "testing"],
  ["(root)"],
];

/** One import edge, as paths relative to src/ (`"derive/activityDayOf.ts"`). */
interface Edge {
  readonly from: string;
  readonly to: string;
}

/**
 * KNOWN EXCEPTIONS, to empty: edges that break the rules today and are being removed on other branches. They are
 * left out of both checks; an entry that no longer occurs fails the test, so delete each one when its fix merges.
 */
const KNOWN_EXCEPTIONS: readonly (Edge & { readonly why: string })[] = [];

/** The top-level folder of a file (`"(root)"` for the files directly in src/). */
function folderOf(file: string): string {
  const slash = file.indexOf("/");
  return slash < 0 ? "(root)" : file.slice(0, slash);
}

/** The imports of every `.ts` file of a source tree, as edges between its files. */
function importGraph(root: string): { files: string[]; edges: Edge[]; unresolved: string[] } {
  const files: string[] = [];
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith(".ts")) files.push(relative(root, path).split("\\").join("/"));
    }
  };
  walk(root);
  const edges: Edge[] = [];
  const unresolved: string[] = [];
  for (const from of files.sort()) {
    const { importedFiles } = ts.preProcessFile(readFileSync(join(root, from), "utf8"), true, true);
    for (const { fileName } of importedFiles) {
      if (!fileName.startsWith(".")) continue; // a package
      const target = resolve(root, dirname(from), fileName);
      if (!target.startsWith(root)) continue; // outside src/ (package.json)
      const to = relative(root, target.replace(/\.js$/, ".ts")).split("\\").join("/");
      if (!files.includes(to) && !existsSync(join(root, to))) unresolved.push(`${from} → ${fileName}`);
      else edges.push({ from, to });
    }
  }
  return { files, edges, unresolved };
}

/** The edges that go upward (see the module's docstring) or into a folder that has no layer. */
function upwardImports(edges: readonly Edge[], layers: readonly (readonly string[])[]): string[] {
  const layerOf = new Map(layers.flatMap((folders, i) => folders.map((f) => [f, i] as const)));
  const out: string[] = [];
  for (const { from, to } of edges) {
    const a = folderOf(from);
    const b = folderOf(to);
    if (a === b) continue;
    const la = layerOf.get(a);
    const lb = layerOf.get(b);
    if (la === undefined || lb === undefined || lb >= la) out.push(`${from} → ${to}`);
  }
  return out;
}

/** The import cycles: each strongly connected component of more than one file, or a file importing itself. */
function importCycles(edges: readonly Edge[]): string[][] {
  const next = new Map<string, string[]>();
  for (const { from, to } of edges) next.set(from, [...(next.get(from) ?? []), to]);
  // Tarjan's algorithm (recursive: the graph is a few hundred files deep at most)
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (v: string): void => {
    index.set(v, index.size);
    low.set(v, index.get(v)!);
    stack.push(v);
    onStack.add(v);
    for (const w of next.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || (next.get(v) ?? []).includes(v)) cycles.push(component.sort());
    }
  };
  for (const v of next.keys()) if (!index.has(v)) visit(v);
  return cycles;
}

const isException = (e: Edge) => KNOWN_EXCEPTIONS.some((x) => x.from === e.from && x.to === e.to);

describe("the import graph of src/", () => {
  const { files, edges, unresolved } = importGraph(SRC);
  const checked = edges.filter((e) => !isException(e));

  it("is read whole: every relative import names a file of src/", () => {
    expect(files.length).toBeGreaterThan(100);
    expect(edges.length).toBeGreaterThan(files.length);
    expect(unresolved).toEqual([]);
  });

  it("gives every top-level folder of src/ exactly one layer", () => {
    const folders = [...new Set(files.map(folderOf))].sort();
    expect([...LAYERS.flat()].sort()).toEqual(folders);
  });

  it("has no import upward", () => {
    expect(upwardImports(checked, LAYERS)).toEqual([]);
  });

  it("has no import cycle", () => {
    expect(importCycles(checked)).toEqual([]);
  });

  it("still has each known exception (delete an entry of KNOWN_EXCEPTIONS once its fix is merged)", () => {
    const stale = KNOWN_EXCEPTIONS.filter((x) => !edges.some((e) => e.from === x.from && e.to === x.to));
    expect(stale.map((x) => `${x.from} → ${x.to}`)).toEqual([]);
  });
});

describe("the checks themselves", () => {
  const layers = [["low"], ["mid", "side"], ["top"]];

  it("find an import into the same layer, a higher one, or an unlisted folder, and accept imports downward", () => {
    const edges: Edge[] = [
      { from: "top/a.ts", to: "mid/b.ts" },
      { from: "mid/b.ts", to: "low/c.ts" },
      { from: "mid/b.ts", to: "mid/sub/d.ts" },
      { from: "low/c.ts", to: "mid/b.ts" },
      { from: "mid/b.ts", to: "side/e.ts" },
      { from: "other/f.ts", to: "low/c.ts" },
      { from: "index.ts", to: "top/a.ts" },
    ];
    expect(upwardImports(edges, [...layers, ["(root)"]])).toEqual(["low/c.ts → mid/b.ts", "mid/b.ts → side/e.ts", "other/f.ts → low/c.ts"]);
  });

  it("find a cycle through several files and a file that imports itself, and no cycle in a diamond", () => {
    const cycle = [
      { from: "a.ts", to: "b.ts" },
      { from: "b.ts", to: "c.ts" },
      { from: "c.ts", to: "a.ts" },
      { from: "d.ts", to: "d.ts" },
    ];
    expect(importCycles(cycle)).toEqual([["a.ts", "b.ts", "c.ts"], ["d.ts"]]);
    const diamond = [
      { from: "a.ts", to: "b.ts" },
      { from: "a.ts", to: "c.ts" },
      { from: "b.ts", to: "d.ts" },
      { from: "c.ts", to: "d.ts" },
    ];
    expect(importCycles(diamond)).toEqual([]);
  });
});
