/**
 * A package that re-exports what the library returns, compiled with `declaration: true` (a wrapper, a tRPC router):
 * its declaration files must name every type the library's functions take and return, so each such type must be
 * importable from the entry the function comes from. The test installs the built package (package.json and the
 * declaration files of dist/) into a scratch project and compiles, under `moduleResolution` node16 and nodenext (an
 * ES module and a CommonJS package) and bundler, one module that exports, for every value of every entry (read from
 * the API reports), the value itself, and for every function what it returns and what it takes, e.g.
 * `export const addBody = createAddActivitiesStandardSchema()` written as `returnOf(root.createAddActivitiesStandardSchema)`.
 * Any diagnostic fails it: TS4023 ("has or is using name … but cannot be named") and TS2742/TS2883 ("cannot be
 * named without a reference to …/dist/chunk-….js") are what it is for. Needs `npm run build`.
 */
import { cpSync, existsSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import ts from "typescript";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CODE_ENTRIES, exportedNames, readApiReport } from "./apiReports.js";
import { REPO, tempDir } from "./buildPackage.js";

/** The packages the declarations import (peer dependencies and @types/node), linked from this repository. */
const LINKED = ["zod", "fast-check", "@standard-schema/spec", "@types/node"];

/** One module per package kind: `returnOf` and `parametersOf` make the compiler write out what a function returns and takes. */
function consumerModule(): string {
  const lines = [
    "declare function returnOf<F extends (...args: any) => any>(f: F): ReturnType<F>;",
    "declare function parametersOf<F extends (...args: any) => any>(f: F): Parameters<F>;",
  ];
  for (const [index, entry] of CODE_ENTRIES.entries()) {
    const namespace = `e${index}`;
    const report = readApiReport(entry);
    lines.push(`import * as ${namespace} from "${entry.specifier}";`);
    for (const name of exportedNames(report).values) {
      const isFunction = new RegExp(`^export (?:declare )?function ${name}\\b`, "m").test(report);
      if (isFunction) {
        lines.push(`export const ${namespace}_${name}_returns = returnOf(${namespace}.${name});`);
        lines.push(`export const ${namespace}_${name}_parameters = parametersOf(${namespace}.${name});`);
      } else lines.push(`export const ${namespace}_${name} = ${namespace}.${name};`);
    }
  }
  // the issue's own line, as a user writes it
  lines.push(`import { createAddActivitiesStandardSchema } from "activity-fuel";`);
  lines.push(`export const addBody = createAddActivitiesStandardSchema();`);
  return `${lines.join("\n")}\n`;
}

/** The ways a consumer resolves the package: module kind, resolution, and its package.json `type`. */
const SETUPS = [
  { name: "node16, an ES module package", module: ts.ModuleKind.Node16, resolution: ts.ModuleResolutionKind.Node16, type: "module" },
  { name: "node16, a CommonJS package", module: ts.ModuleKind.Node16, resolution: ts.ModuleResolutionKind.Node16, type: "commonjs" },
  { name: "nodenext, an ES module package", module: ts.ModuleKind.NodeNext, resolution: ts.ModuleResolutionKind.NodeNext, type: "module" },
  { name: "nodenext, a CommonJS package", module: ts.ModuleKind.NodeNext, resolution: ts.ModuleResolutionKind.NodeNext, type: "commonjs" },
  { name: "bundler", module: ts.ModuleKind.ESNext, resolution: ts.ModuleResolutionKind.Bundler, type: "module" },
] as const;

describe("a consumer compiled with declaration: true names every type of every entry [slow]", () => {
  let work = "";

  beforeAll(() => {
    if (!existsSync(join(REPO, "dist/index.d.ts"))) throw new Error("dist/ has no declarations: run `npm run build` first");
    work = tempDir("declarations");
    const installed = join(work, "node_modules/activity-fuel");
    mkdirSync(installed, { recursive: true });
    cpSync(join(REPO, "package.json"), join(installed, "package.json"));
    cpSync(join(REPO, "dist"), join(installed, "dist"), { recursive: true, filter: (path) => !path.endsWith(".map") });
    for (const name of LINKED) {
      const target = join(work, "node_modules", name);
      mkdirSync(dirname(target), { recursive: true });
      symlinkSync(join(REPO, "node_modules", name), target, "dir");
    }
    const source = consumerModule();
    for (const setup of SETUPS) {
      const dir = join(work, setup.name.replace(/\W+/g, "-"));
      mkdirSync(dir);
      writeFileSync(join(dir, "package.json"), JSON.stringify({ name: "consumer", version: "1.0.0", private: true, type: setup.type }));
      writeFileSync(join(dir, "index.ts"), source);
    }
  });

  afterAll(() => {
    if (work !== "") rmSync(work, { recursive: true, force: true });
  });

  it("the consumer exports something of every value of every entry", () => {
    const source = consumerModule();
    for (const entry of CODE_ENTRIES) expect(source, entry.specifier).toContain(`from "${entry.specifier}";`);
    expect(source.match(/_returns = returnOf\(/g)?.length).toBeGreaterThanOrEqual(30);
  });

  it.each(SETUPS)("$name: no diagnostic", (setup) => {
    const dir = join(work, setup.name.replace(/\W+/g, "-"));
    const options: ts.CompilerOptions = {
      target: ts.ScriptTarget.ES2022,
      lib: ["lib.es2022.d.ts", "lib.dom.d.ts"],
      module: setup.module,
      moduleResolution: setup.resolution,
      strict: true,
      declaration: true,
      emitDeclarationOnly: true,
      outDir: join(dir, "out"),
      types: ["node"],
      skipLibCheck: false,
    };
    const program = ts.createProgram([join(dir, "index.ts")], options);
    const emitted = program.emit(undefined, () => {}, undefined, true);
    const diagnostics = [...ts.getPreEmitDiagnostics(program), ...emitted.diagnostics].map((d) => `TS${d.code} ${d.file === undefined ? "" : `${d.file.fileName.slice(work.length)}: `}${ts.flattenDiagnosticMessageText(d.messageText, "\n")}`);
    expect(diagnostics).toEqual([]);
  }, 300_000);
});
