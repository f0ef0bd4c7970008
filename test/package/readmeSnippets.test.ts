/**
 * Every fenced code block of README.md runs here, as written (SLOW: about a minute).
 *
 * - A block's language says how: `sh` (or `bash`, `shell`) runs in bash, `ts` (or `typescript`) with tsx; a block
 *   of another language (`text`, `json`, ...) is shown text, not a program. A block without a language fails the
 *   test: say which it is.
 * - `<!-- snippet: not run: REASON -->` on the line before a block's opening fence shows it without running it (a
 *   block that installs from the registry, or runs the whole suite): the test lists it as skipped with REASON.
 * - Both kinds run in a sandbox directory whose entries link to the repository's top-level files and folders, so
 *   relative paths (`examples/`, `src/`) work and what a block writes (`body.json`, `./activity-data`) stays there.
 * - Shell: the block's commands run one after the other in one bash session (a line ending in `\` continues);
 *   each must exit 0, unless its trailing comment says `exit N`. A block that names `http://127.0.0.1:8787`, the
 *   address of `npm run serve`, runs against the demo server of `examples/serve.ts`, which this test starts on a
 *   free port: the address is replaced with that server's.
 * - TypeScript: `activity-fuel` and its entries resolve to the sources (`src/`, `schemas/`); a name the block uses
 *   but does not declare is defined before it when it is one of {@link HELPERS} (a request body, a profile loader,
 *   a token check, a list URL on the demo server...); the process must exit 0 by itself (an open database or server
 *   would keep it running); a line `console.log(...); // → TEXT` must print TEXT. A block that reads
 *   `process.env.DATABASE_URL` gets a fresh schema on the test PostgreSQL server (test/postgres/testServer.ts) and
 *   is skipped with the reason when there is none; a block importing `vitest` runs as a vitest test file.
 */
import { execFile } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startDemoServer, type DemoServer } from "../../examples/serve.js";
import { startTestServer, type TestServer } from "../postgres/testServer.js";

const REPO = fileURLToPath(new URL("../../", import.meta.url));
const README = join(REPO, "README.md");
const TSX = join(REPO, "node_modules/tsx/dist/cli.mjs");
const VITEST = join(REPO, "node_modules/vitest/vitest.mjs");
/** A valid Add Activities body: one real run with GPS and heart rate. */
const FIXTURE = join(REPO, "test/fixtures/run-garmin-connect-export.submission.json");
/** The address `npm run serve` listens on by default, as the README writes it. */
const SERVE_URL = "http://127.0.0.1:8787";
const SNIPPET_MS = 120_000;

/** One fenced block of the README. */
interface Block {
  readonly index: number;
  readonly line: number;
  readonly heading: string;
  readonly language: string;
  readonly code: string;
  /** The reason of a `<!-- snippet: not run: ... -->` marker. */
  readonly notRun?: string;
}

/** The fenced blocks of a Markdown text, with the heading above each and its marker. */
function fencedBlocks(markdown: string): Block[] {
  const lines = markdown.split("\n");
  const blocks: Block[] = [];
  let heading = "";
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string;
    if (/^#{1,6} /.test(line)) heading = line.replace(/^#+ /, "");
    const open = /^```(\S*)\s*$/.exec(line);
    if (open === null) continue;
    const end = lines.findIndex((l, k) => k > i && /^```\s*$/.test(l));
    if (end < 0) throw new Error(`README.md line ${i + 1}: a code block is never closed`);
    let before = i - 1;
    while (before >= 0 && (lines[before] as string).trim() === "") before--;
    const marker = /^<!-- snippet: not run: (.+?) -->$/.exec((lines[before] ?? "").trim());
    blocks.push({
      index: blocks.length + 1,
      line: i + 1,
      heading,
      language: open[1] as string,
      code: lines.slice(i + 1, end).join("\n"),
      ...(marker === null ? {} : { notRun: marker[1] as string }),
    });
    i = end;
  }
  return blocks;
}

const SHELL = new Set(["sh", "bash", "shell"]);
const TYPESCRIPT = new Set(["ts", "typescript"]);

/**
 * Names README blocks use without declaring them, defined before a block that uses one: what the block's reader
 * has in their own program. Each is one statement; `__fs` is `node:fs`.
 */
const HELPERS: Readonly<Record<string, string>> = {
  text: `const text = __fs.readFileSync(${JSON.stringify(FIXTURE)}, "utf8"); // an Add Activities request body`,
  body: `const body: unknown = JSON.parse(__fs.readFileSync(${JSON.stringify(FIXTURE)}, "utf8"));`,
  loadProfile: `const loadProfile = async (userId: string) => ({ weightKg: 70, ageYears: 35 });`,
  lookUpUserId: `const lookUpUserId = async (token: string) => (token === "demo-token" ? "demo-user" : undefined);`,
  userId: `const userId = "demo-user";`,
  service: `const service = await import("activity-fuel").then((lib) => lib.createActivityService({ repository: lib.createInMemoryActivityRepository(), getProfile: () => ({ weightKg: 70, ageYears: 35 }) }));`,
  listUrl: `const listUrl = \`\${process.env["README_DEMO_URL"]}/v1/me/sport/activities/RUNNING?access_token=demo-token\`;`,
  createMyPostgresRepository: `const { createInMemoryActivityRepository: createMyPostgresRepository } = await import("activity-fuel");`,
};

/** The helpers a TypeScript block uses and does not declare itself. */
function helpersFor(code: string): string[] {
  return Object.entries(HELPERS)
    .filter(([name]) => new RegExp(`\\b${name}\\b`).test(code))
    .filter(([name]) => !new RegExp(`(?:\\b(?:const|let|var|function|class)\\s+${name}\\b|import[^;]*\\b${name}\\b)`).test(code))
    .map(([, definition]) => definition);
}

/** What a block's `console.log(...); // → TEXT` lines say it prints, in order. */
function expectedOutput(code: string): string[] {
  return code
    .split("\n")
    .map((line) => /\/\/ → (.*)$/.exec(line)?.[1]?.trim())
    .filter((text): text is string => text !== undefined);
}

/** The trailing comment of a shell command line: from the first `#` after a blank outside quotes. */
function trailingComment(line: string): string {
  let quote: string | undefined;
  for (let i = 0; i < line.length; i++) {
    const c = line[i] as string;
    if (quote !== undefined) {
      if (c === quote) quote = undefined;
    } else if (c === "'" || c === '"') quote = c;
    else if (c === "#" && (i === 0 || /\s/.test(line[i - 1] as string))) return line.slice(i);
  }
  return "";
}

/** The commands of a shell block: comment lines dropped, `\` continuations joined, each with its expected exit. */
function shellCommands(code: string): { command: string; exit: number }[] {
  const joined = code.replace(/\\\n/g, " ");
  return joined
    .split("\n")
    .filter((line) => line.trim() !== "" && !line.trim().startsWith("#"))
    .map((command) => ({ command, exit: Number(/\bexit (\d+)\b/.exec(trailingComment(command))?.[1] ?? 0) }));
}

/** A bash script running the commands one by one and stopping at the first whose exit status is not the one stated. */
function shellScript(code: string): string {
  const steps = shellCommands(code).map(({ command, exit }) =>
    [
      command,
      `__status=$?`,
      `if [ "$__status" -ne ${exit} ]; then echo "README command exited $__status, not ${exit}:" >&2; printf '%s\\n' '${command.replaceAll("'", "'\\''")}' >&2; exit 90; fi`,
    ].join("\n"),
  );
  return steps.join("\n") + "\n";
}

/** Runs a program asynchronously (the demo server of this process must keep answering meanwhile). */
function runProgram(file: string, args: readonly string[], cwd: string, env: NodeJS.ProcessEnv): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(file, args, { cwd, env, encoding: "utf8", maxBuffer: 64 * 1024 * 1024, timeout: SNIPPET_MS - 20_000 }, (error, stdout, stderr) => {
      const code = error === null ? 0 : typeof error.code === "number" ? error.code : 1;
      resolve({ code, stdout, stderr });
    });
  });
}

/** The environment of a snippet: this process's, without vitest's own variables, npm kept quiet. */
function snippetEnv(extra: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) if (!key.startsWith("VITEST") && key !== "NODE_OPTIONS" && key !== "TEST") env[key] = value;
  return { ...env, NO_COLOR: "1", npm_config_update_notifier: "false", npm_config_fund: "false", npm_config_audit: "false", PATH: `${dirname(process.execPath)}:${process.env["PATH"] ?? ""}`, ...extra };
}

const blocks = fencedBlocks(readFileSync(README, "utf8"));
const needsServer = (b: Block): boolean => b.code.includes(SERVE_URL) || /\blistUrl\b/.test(b.code);
const needsDatabase = (b: Block): boolean => b.code.includes("process.env.DATABASE_URL");

let sandbox: string;
let demo: DemoServer | undefined;
let database: TestServer | string | undefined;

beforeAll(async () => {
  sandbox = mkdtempSync(join(tmpdir(), "activity-fuel-readme-"));
  for (const entry of readdirSync(REPO)) {
    if (entry !== ".git") symlinkSync(join(REPO, entry), join(sandbox, entry));
  }
  const alias = (to: string): string => JSON.stringify(join(REPO, to));
  writeFileSync(
    join(sandbox, "tsconfig.snippets.json"),
    JSON.stringify({
      compilerOptions: {
        target: "ES2022",
        module: "ESNext",
        moduleResolution: "Bundler",
        resolveJsonModule: true,
        paths: { "activity-fuel": [join(REPO, "src/index.ts")], "activity-fuel/schemas/*": [join(REPO, "schemas/*")], "activity-fuel/*": [join(REPO, "src/*/index.ts")] },
      },
    }),
  );
  writeFileSync(
    join(sandbox, "vitest.snippets.config.mjs"),
    `export default { resolve: { alias: [
  { find: /^activity-fuel\\/schemas\\/(.*)$/, replacement: ${alias("schemas")} + "/$1" },
  { find: /^activity-fuel\\/(.*)$/, replacement: ${alias("src")} + "/$1/index.ts" },
  { find: /^activity-fuel$/, replacement: ${alias("src/index.ts")} },
] }, test: { include: ["snippet-*.test.ts"], testTimeout: 120000 } };\n`,
  );
  if (blocks.some((b) => b.notRun === undefined && needsServer(b))) demo = await startDemoServer({ port: 0, examplesDir: "" });
  if (blocks.some((b) => b.notRun === undefined && needsDatabase(b))) database = await startTestServer({ poolSize: 2 });
}, 120_000);

afterAll(async () => {
  await demo?.close();
  if (typeof database === "object") await database.stop();
  if (sandbox !== undefined) rmSync(sandbox, { recursive: true, force: true });
});

describe("README.md", () => {
  it("has code blocks, each with a language", () => {
    expect(blocks.length).toBeGreaterThan(5);
    for (const b of blocks) expect(b.language, `block ${b.index} (line ${b.line}) needs a language after its fence`).not.toBe("");
  });

  for (const block of blocks) {
    const name = `block ${block.index} (line ${block.line}, "${block.heading}", ${block.language})`;
    const program = SHELL.has(block.language) || TYPESCRIPT.has(block.language);
    if (!program) continue;
    if (block.notRun !== undefined) {
      it.skip(`${name}: not run: ${block.notRun}`, () => undefined);
      continue;
    }
    it(`${name} runs as written`, async (context) => {
      const extra: NodeJS.ProcessEnv = demo === undefined ? {} : { README_DEMO_URL: demo.url };
      if (SHELL.has(block.language)) {
        const code = demo === undefined ? block.code : block.code.replaceAll(SERVE_URL, demo.url);
        const script = join(sandbox, `snippet-${block.index}.sh`);
        writeFileSync(script, shellScript(code));
        const result = await runProgram("bash", [script], sandbox, snippetEnv(extra));
        expect(result.code, `${name} failed:\n${result.stdout.slice(-2000)}\n${result.stderr.slice(-4000)}`).toBe(0);
        return;
      }
      if (needsDatabase(block)) {
        if (typeof database !== "object") return context.skip(`needs a PostgreSQL server: ${String(database)}`);
        const schema = database.newSchema();
        await database.pool.query(`CREATE SCHEMA "${schema}"`);
        const url = new URL(database.url);
        url.searchParams.set("options", `-c search_path=${schema}`);
        extra["DATABASE_URL"] = url.toString();
      }
      const source = [`import * as __fs from "node:fs";`, ...helpersFor(block.code), block.code].join("\n") + "\n";
      const asTest = /from "vitest"/.test(block.code);
      const file = join(sandbox, `snippet-${block.index}${asTest ? ".test" : ""}.ts`);
      writeFileSync(file, source);
      const result = asTest
        ? await runProgram(process.execPath, [VITEST, "run", "--config", join(sandbox, "vitest.snippets.config.mjs"), "--root", sandbox, file], sandbox, snippetEnv(extra))
        : await runProgram(process.execPath, [TSX, "--tsconfig", join(sandbox, "tsconfig.snippets.json"), file], sandbox, snippetEnv(extra));
      expect(result.code, `${name} failed:\n${result.stdout.slice(-2000)}\n${result.stderr.slice(-4000)}`).toBe(0);
      let from = 0;
      const printed = result.stdout.split("\n").map((l) => l.trim());
      for (const expected of expectedOutput(block.code)) {
        const at = printed.indexOf(expected, from);
        expect(at, `${name} should print "${expected}"; it printed:\n${result.stdout}`).toBeGreaterThanOrEqual(0);
        from = at + 1;
      }
    }, SNIPPET_MS);
  }
});

describe("what the README says besides its blocks", () => {
  const readme = readFileSync(README, "utf8");

  it("shows calculateFuel and formatDuration in a block that runs", () => {
    const shown = blocks.filter((b) => TYPESCRIPT.has(b.language) && b.notRun === undefined).map((b) => b.code).join("\n");
    expect(shown).toMatch(/import \{[^}]*\bcalculateFuel\b[^}]*\} from "activity-fuel"/);
    expect(shown).toMatch(/import \{[^}]*\bformatDuration\b[^}]*\} from "activity-fuel"/);
  });

  it("closes every database a block opens, so that a reader's script ends", () => {
    const opening = blocks.filter((b) => /new (?:pg\.Pool|PGlite)\(/.test(b.code));
    expect(opening.length).toBeGreaterThanOrEqual(2);
    for (const b of opening) expect(b.code, `block ${b.index} (line ${b.line})`).toMatch(/await db\.(?:close|end)\(\)/);
  });

  it("ships a GPX example, since the help text imports one, and attributes every example recording to its source", async () => {
    const { createHash } = await import("node:crypto");
    const examples = join(REPO, "examples");
    const recordings = readdirSync(examples).filter((f) => /\.(fit|tcx|gpx)$/i.test(f));
    expect(recordings.some((f) => f.endsWith(".gpx"))).toBe(true);
    const attribution = readFileSync(join(examples, "ATTRIBUTION.md"), "utf8");
    for (const file of recordings) {
      const bytes = readFileSync(join(examples, file));
      const blob = createHash("sha1").update(`blob ${bytes.length}\0`).update(bytes).digest("hex"); // git hash-object
      const row = attribution.split("\n").find((line) => line.startsWith(`| \`${file}\` |`));
      expect(row, `${file} has no row in examples/ATTRIBUTION.md`).toBeDefined();
      expect(row).toContain(`\`${blob}\``);
      expect(row).toMatch(/\| (MIT|BSD-[23]-Clause|Apache-2\.0) \|/);
    }
  });

  it("names PORT and how to stop npm run serve, and both work: PORT picks the port, Ctrl+C (SIGINT) ends it with 0", async () => {
    expect(readme).toMatch(/`PORT=\d+ npm run serve`/);
    expect(readme).toMatch(/Ctrl\+C[^.]*stops it/);
    const { spawn } = await import("node:child_process");
    const child = spawn(process.execPath, ["--import", "tsx", "examples/serve.ts"], { cwd: REPO, env: snippetEnv({ PORT: "0" }), stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    child.stdout.setEncoding("utf8");
    const url = await new Promise<string>((resolve, reject) => {
      child.stdout.on("data", (chunk: string) => {
        stdout += chunk;
        const found = /HTTP interface on (http:\/\/127\.0\.0\.1:(\d+))/.exec(stdout);
        if (found !== null) resolve(found[1] as string);
      });
      child.on("exit", (code) => reject(new Error(`npm run serve exited (${code}) before listening:\n${stdout}`)));
    });
    expect(url).not.toBe(SERVE_URL); // PORT=0: a free port, not the default
    const page = await fetch(`${url}/v1/me/sport/activities/ALL?access_token=demo-token&count=1`);
    expect(page.status).toBe(200);
    const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
    child.kill("SIGINT");
    expect(await exited).toBe(0);
  }, 120_000);
});
