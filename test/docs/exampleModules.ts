/**
 * The `@example` blocks of the public exports as modules that the compiler checks and the tests run
 * (test/docs/examples.test.ts; those that need a PostgreSQL server in test/postgres/examples.test.ts).
 *
 * How a block is written:
 * - It is TypeScript, checked under `strict`. Its `import` lines name `activity-fuel` and its entries as a user
 *   writes them (they resolve to `src/`); a public name it uses without importing it is imported from the entry of
 *   the documented declaration (else the root, else the first entry that has it).
 * - Its inputs: a name of {@link HELPERS} that it uses without declaring it is defined before it (a request body,
 *   an activity, a service, a database...), so that an example shows the call, not the setup.
 * - `EXPR; // → VALUE`, or `EXPR;` followed by the line `// → VALUE`: EXPR's value must be VALUE (a JavaScript
 *   value; numbers to 1e-9, objects on the keys VALUE gives), and every such line must run.
 * - It runs in an async function (top-level `await` is fine); what it prints is kept, not shown; tests it registers
 *   with `describe`/`it`/`test` are recorded, not run; `pg` pools it opens are ended after it. A block that reads
 *   `process.env.DATABASE_URL`, or opens PGlite, needs a database and runs in `npm run test:db` (on the test
 *   PostgreSQL server, `DATABASE_URL` naming a fresh schema).
 */
import { mkdirSync, rmdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import ts from "typescript";
import { REPO } from "../package/buildPackage.js";
import type { PublicExample, PublicNames } from "./publicExamples.js";

/** Inputs an example may use without declaring them, in the order they are defined (later ones may use earlier ones). */
export const HELPERS: readonly { readonly name: string; readonly code: string; readonly imports?: string }[] = [
  { name: "text", code: `const text = JSON.stringify([{ activityType: "RUN", deviceType: "WATCH", startTime: Date.UTC(2024, 0, 1, 7), timeZoneName: "Europe/Paris", metrics: { intervalUnit: "sec", intervalValue: 10, metricTypes: ["distance", "speed"], data: [[0, 10.8], [0.03, 10.8], [0.06, 10.8], [0.09, 10.8]] } }]); // an Add Activities request body` },
  { name: "body", code: `const body: unknown = JSON.parse(text);` },
  { name: "activity", code: `const activity: SubmittedActivity = JSON.parse(text)[0];`, imports: `import type { SubmittedActivity } from "activity-fuel";` },
  { name: "formValue", code: `const formValue: unknown = JSON.parse(text)[0];` },
  { name: "profile", code: `const profile = { weightKg: 70, ageYears: 35 };` },
  { name: "getProfile", code: `const getProfile = async (_userId: string) => profile;` },
  { name: "userId", code: `const userId = "user-1";` },
  { name: "token", code: `const token = "a-token";` },
  { name: "service", code: `const service = createActivityService({ repository: createInMemoryActivityRepository(), getProfile: () => profile });`, imports: `import { createActivityService, createInMemoryActivityRepository } from "activity-fuel";` },
  { name: "createMyDatabaseRepository", code: `const createMyDatabaseRepository = createInMemoryActivityRepository;`, imports: `import { createInMemoryActivityRepository } from "activity-fuel";` },
  { name: "fastify", code: `const fastify = Fastify();`, imports: `import Fastify from "fastify";` },
  { name: "handler", code: `const handler = async () => ({ added: true });` },
  { name: "test", code: "", imports: `import { test } from "vitest";` },
  { name: "PGlite", code: "", imports: `import { PGlite } from "@electric-sql/pglite";` },
  { name: "pg", code: "", imports: `import pg from "pg";` },
  { name: "rideBody", code: `const rideBody = [{ activityType: "CYCLE", deviceType: "WATCH", startTime: Date.UTC(2024, 2, 1, 7), timeZoneName: "Europe/Paris", metrics: { intervalUnit: "sec", intervalValue: 10, metricTypes: ["distance", "speed", "heartrate", "watts"], data: Array.from({ length: 360 }, (_, i) => [i / 12, 30, 120 + (i % 60), i % 60 < 6 ? 400 : 200]) } }]; // a one-hour ride at 30 km/h, 10 s points` },
  { name: "validated", code: `const validation = validateActivities(rideBody, { nowMs: Date.now(), profile }); if (!validation.ok) throw new Error("the ride is valid"); const validated = validation.activities[0]!;`, imports: `import { validateActivities } from "activity-fuel";` },
  { name: "stored", code: `const rideRepository = createInMemoryActivityRepository(); const rideAdded = await createActivityService({ repository: rideRepository, getProfile: () => profile }).addActivities(userId, rideBody); if (!rideAdded.ok) throw new Error("the ride is valid"); const stored = (await rideRepository.getActivity(userId, rideAdded.value[0]!.activityId))!;`, imports: `import { createActivityService, createInMemoryActivityRepository } from "activity-fuel";` },
  { name: "rideId", code: `const rideAnswer = await service.addActivities(userId, rideBody); if (!rideAnswer.ok) throw new Error("the ride is valid"); const rideId = rideAnswer.value[0]!.activityId; // the ride, added through the service` },
  { name: "bests", code: `const bests = bestOfRecords([stored.records!]);`, imports: `import { bestOfRecords } from "activity-fuel/analysis";` },
  { name: "fuelByDate", code: `const fuelByDate = { "2024-01-02": 640, "2024-01-04": 910, "2024-01-06": 1480 }; // fuel per local date` },
  { name: "db", code: `const db = new PGlite();` },
  { name: "pool", code: `const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL });` },
];

/**
 * Files whose examples are not converted yet (their folders were being reworked at the time): their examples are
 * neither compiled nor run. Shrink it: convert a file's examples, then remove it here.
 */
export const NOT_YET_CONVERTED: readonly string[] = [
  "src/chart/renderActivityChart.ts",
  "src/chart/renderDayChart.ts",
  "src/export/toGpx.ts",
  "src/export/toTcx.ts",
  "src/http/createActivityHandler.ts",
  "src/http/httpStatusForError.ts",
  "src/http/node/toNodeListener.ts",
  "src/import/fromFit.ts",
  "src/import/fromGpx.ts",
  "src/import/fromTcx.ts",
  "src/import/importRecording.ts",
  "src/openapi/openApiDocument.ts",
];

/** Where the modules are written (inside the repository so that packages resolve; git-ignored, removed after). */
export const EXAMPLES_DIR = join(REPO, ".examples");
const RUNTIME = join(REPO, "test/docs/exampleRuntime.js");

/** One example as a module. */
export interface ExampleModule {
  readonly example: PublicExample;
  /** Path of the module. */
  readonly path: string;
  /** Its text. */
  readonly source: string;
  /** Lines of the module before the example's first line (for the compiler's line numbers). */
  readonly offset: number;
  /** Whether it needs a PostgreSQL server. */
  readonly needsDatabase: boolean;
  /** `// → VALUE` checks it holds. */
  readonly checks: number;
}

/** A specifier of the library as the example writes it, resolved to the sources. */
function resolveSpecifier(specifier: string): string | undefined {
  if (specifier === "activity-fuel") return join(REPO, "src/index.js");
  const sub = /^activity-fuel\/(.+)$/.exec(specifier)?.[1];
  return sub === undefined ? undefined : join(REPO, "src", sub, "index.js");
}

/** An import line of an example as the module writes it: the library from `src/`, `vitest` (recording `describe`/`it`) and `pg` (tracked pools) from the runtime. */
function rewriteImport(line: string): string {
  const match = /^import\s+(.*?)\s+from\s+"([^"]+)";?\s*$/.exec(line);
  if (match === null) throw new Error(`an example's import is not on one line: ${line}`);
  const [, clause, specifier] = match as unknown as [string, string, string];
  if (specifier === "pg") return `import { trackedPg as ${clause} } from ${JSON.stringify(RUNTIME)};`;
  if (specifier === "vitest") return `import ${clause} from ${JSON.stringify(RUNTIME)};`;
  const resolved = resolveSpecifier(specifier);
  return resolved === undefined ? line : `import ${clause} from ${JSON.stringify(resolved)};`;
}

/** The names a piece of code declares (imports, `const`/`let`/`function`/`class`, destructured names). */
function declaredNames(code: string): Set<string> {
  const names = new Set<string>();
  for (const match of code.matchAll(/\b(?:const|let|var|function|class)\s+([A-Za-z_$][\w$]*)/g)) names.add(match[1]!);
  for (const match of code.matchAll(/\b(?:const|let|var)\s+\{([^}]*)\}/g)) for (const part of match[1]!.split(",")) names.add(part.split(":").at(-1)!.trim());
  for (const match of code.matchAll(/^import\s+(?:type\s+)?([\s\S]*?)\s+from\s+/gm)) {
    for (const name of match[1]!.replace(/[{}*]/g, " ").split(/[\s,]+/)) if (/^[A-Za-z_$][\w$]*$/.test(name) && name !== "as" && name !== "type") names.add(name);
  }
  return names;
}

const uses = (code: string, name: string): boolean => new RegExp(`(?<![\\w$"'\`/-])(?<![^.]\\.)${name.replace(/\$/g, "\\$")}(?![\\w$])`).test(code);

/** `EXPR; // → VALUE` and `EXPR;` + `// → VALUE` as checks; the count of them. */
function withChecks(body: string, firstLine: number): { code: string; checks: number } {
  const file = ts.createSourceFile("example.ts", `async function __example() {\n${body}\n}`, ts.ScriptTarget.ES2022, true);
  const lines = body.split("\n");
  const edits: { start: number; end: number; text: string }[] = [];
  const lineStarts = [0];
  for (const line of lines) lineStarts.push(lineStarts.at(-1)! + line.length + 1);
  const headerLength = "async function __example() {\n".length;
  const visit = (node: ts.Node): void => {
    if (ts.isExpressionStatement(node)) {
      const start = node.getStart(file) - headerLength;
      const end = node.getEnd() - headerLength;
      const endLine = lineStarts.findIndex((s) => s > end) - 1;
      const sameLine = /^\s*\/\/ → (.*)$/.exec(body.slice(end, lineStarts[endLine + 1]! - 1));
      const nextLine = sameLine === null ? /^\s*\/\/ → (.*)$/.exec(lines[endLine + 1] ?? "") : null;
      const expected = (sameLine ?? nextLine)?.[1];
      if (expected !== undefined) {
        const expression = body.slice(start, end).replace(/;\s*$/, "");
        edits.push({ start, end, text: `__expect((${expression}), (${expected}), ${firstLine + endLine});` });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  let code = body;
  for (const edit of edits.sort((a, b) => b.start - a.start)) code = code.slice(0, edit.start) + edit.text + code.slice(edit.end);
  return { code, checks: edits.length };
}

/** The module of one example. */
export function exampleModule(example: PublicExample, names: PublicNames, index: number, folder: string): ExampleModule {
  const lines = example.code.replace(/\n$/, "").split("\n");
  const importLines = lines.filter((line) => /^import\s/.test(line));
  const body = lines.filter((line) => !/^import\s/.test(line)).join("\n");
  const helpers: (typeof HELPERS)[number][] = [];
  let reach = example.code;
  // helpers used by the example, then those the chosen helpers use (later helpers may use earlier ones)
  for (let pass = 0; pass < 3; pass++) {
    const declared = declaredNames(example.code);
    for (const helper of HELPERS) {
      if (!helpers.includes(helper) && !declared.has(helper.name) && uses(reach, helper.name)) helpers.push(helper);
    }
    reach = example.code + helpers.map((h) => h.code).join("\n");
  }
  const chosen = HELPERS.filter((helper) => helpers.includes(helper));
  const setup = chosen.map((helper) => helper.code).join("\n");
  const written = [...importLines, ...chosen.flatMap((helper) => (helper.imports === undefined ? [] : [helper.imports]))];
  const declared = declaredNames([...written, body, setup].join("\n"));
  // public names used and not declared: from the documented entry, else the root, else the first entry with it
  const auto = new Map<string, Map<string, boolean>>();
  const allNames = new Set([...names.values()].flatMap((entry) => [...entry.keys()]));
  for (const name of allNames) {
    if (declared.has(name) || !uses(`${setup}\n${body}`, name)) continue;
    const from = [example.entry, "activity-fuel", ...names.keys()].find((entry) => names.get(entry)?.has(name))!;
    if (!auto.has(from)) auto.set(from, new Map());
    auto.get(from)!.set(name, names.get(from)!.get(name)!.typeOnly);
  }
  const imports = [
    ...written.map(rewriteImport),
    ...[...auto].map(([entry, entryNames]) =>
      `import { ${[...entryNames].map(([name, typeOnly]) => (typeOnly ? `type ${name}` : name)).join(", ")} } from ${JSON.stringify(resolveSpecifier(entry))};`,
    ),
    `import { expecter as __expecter, quietConsole as __quietConsole, endPools as __endPools } from ${JSON.stringify(RUNTIME)};`,
  ];
  const { code, checks } = withChecks(body, example.line + 1 + importLines.length);
  const head = [
    `// ${example.file}:${example.line}, the @example of ${example.name} (written by test/docs/exampleModules.ts)`,
    ...imports,
    "",
    `export const CHECKS = ${checks};`,
    "",
    `/** Runs the example; resolves to the number of \`// → VALUE\` checks that ran. */`,
    "export async function run(): Promise<number> {",
    `  const __expect = __expecter(${JSON.stringify(`${example.file}:${example.line} (${example.name})`)});`,
    "  const console = __quietConsole;",
    "  try {",
    ...setup.split("\n").filter((line) => line !== ""),
  ];
  const tail = ["  } finally {", "    await __endPools();", "  }", "  return __expect.count;", "}", ""];
  const source = [...head, code, ...tail].join("\n");
  const safe = `${String(index).padStart(2, "0")}-${example.name.replace(/\W+/g, "-")}`;
  return {
    example,
    path: join(EXAMPLES_DIR, folder, `${safe}.ts`),
    source,
    offset: head.length,
    needsDatabase: /process\.env\.DATABASE_URL|new PGlite\(/.test(`${example.code}\n${setup}`),
    checks,
  };
}

/** Writes the modules into `EXAMPLES_DIR/folder` (emptied first). */
export function writeExampleModules(modules: readonly ExampleModule[], folder: string): void {
  rmSync(join(EXAMPLES_DIR, folder), { recursive: true, force: true });
  mkdirSync(join(EXAMPLES_DIR, folder), { recursive: true });
  for (const module of modules) writeFileSync(module.path, module.source);
}

/** Removes `EXAMPLES_DIR/folder`, and `EXAMPLES_DIR` when nothing else is in it. */
export function removeExampleModules(folder: string): void {
  rmSync(join(EXAMPLES_DIR, folder), { recursive: true, force: true });
  try {
    rmdirSync(EXAMPLES_DIR);
  } catch {
    // another test file's modules are still there
  }
}

/** The compiler's errors in the modules, as `file:line (name): TSnnnn message`, the line the example's. */
export function typeErrors(modules: readonly ExampleModule[]): string[] {
  const program = ts.createProgram(modules.map((m) => m.path), {
    target: ts.ScriptTarget.ES2022,
    lib: ["lib.es2022.d.ts", "lib.dom.d.ts"],
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    esModuleInterop: true,
    types: ["node"],
  });
  const byPath = new Map(modules.map((m) => [m.path, m]));
  return ts.getPreEmitDiagnostics(program).flatMap((d) => {
    const module = d.file === undefined ? undefined : byPath.get(d.file.fileName);
    if (d.file !== undefined && module === undefined) return []; // the library's own files are checked by `npm run typecheck`
    const line = module === undefined || d.start === undefined ? 0 : d.file!.getLineAndCharacterOfPosition(d.start).line + 1;
    const where = module === undefined ? "" : `${module.example.file}:${module.example.line} (${module.example.name}), example line ${line - module.offset}: `;
    return [`${where}TS${d.code} ${ts.flattenDiagnosticMessageText(d.messageText, "\n")}`];
  });
}

/** Runs one module; resolves to the number of checks that ran. */
export async function runExampleModule(module: ExampleModule): Promise<number> {
  const loaded = (await import(pathToFileURL(module.path).href)) as { run: () => Promise<number> };
  return loaded.run();
}
