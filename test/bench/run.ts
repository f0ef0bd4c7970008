/**
 * `npm run bench`: validation throughput against JSON.parse of the same body (perf-baseline.md section 1 inputs).
 * Target (decision D-43): validateActivities takes at most 10 % of JSON.parse's time on every input; the process
 * exits with code 1 when a ratio exceeds it.
 *
 * What is timed is what users run: src/validate bundled by esbuild like the published build (into .bench-out/, no
 * `keepNames`; tsx's own transform adds `__name` calls that slow the hot path by up to ~1.5×). `--source` times the
 * TypeScript source as tsx loads it instead.
 *
 * Method: per input, calibrate an iteration count so that one round lasts about 40 ms, warm up, then alternate
 * rounds of JSON.parse and validateActivities (so that noise from other processes hits both alike) and take the
 * median time per call of each. Options: `--rounds N` (default 9), `--target R` (default 0.10), `--source`.
 */
import { mkdirSync } from "node:fs";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "esbuild";
import type { ValidationContext } from "../../src/validate/index.js";
import { syntheticInputs, type BenchInput } from "./syntheticBodies.js";

const args = process.argv.slice(2);
const option = (name: string, fallback: number): number => {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] !== undefined ? Number(args[i + 1]) : fallback;
};
const ROUNDS = option("--rounds", 9);
const TARGET = option("--target", 0.1);
const ROUND_MS = 40;
const FROM_SOURCE = args.includes("--source");

type ValidateModule = typeof import("../../src/validate/index.js");

/** Bundles src/validate/index.ts as the published build does and imports it (or imports the source with --source). */
async function loadValidator(): Promise<ValidateModule> {
  if (FROM_SOURCE) return import("../../src/validate/index.js");
  const outDir = fileURLToPath(new URL("../../.bench-out/", import.meta.url));
  mkdirSync(outDir, { recursive: true });
  const outfile = `${outDir}validate.mjs`;
  await build({
    entryPoints: [fileURLToPath(new URL("../../src/validate/index.ts", import.meta.url))],
    outfile,
    bundle: true,
    format: "esm",
    platform: "neutral",
    target: "es2022",
    logLevel: "warning",
  });
  return (await import(`${pathToFileURL(outfile).href}?t=${Date.now()}`)) as ValidateModule;
}

const { validateActivities } = await loadValidator();

let sink = 0;

/** Calls `fn` `n` times and returns the mean milliseconds per call. */
function timeRound(fn: () => unknown, n: number): number {
  const start = performance.now();
  for (let i = 0; i < n; i++) if (fn() !== undefined) sink++;
  return (performance.now() - start) / n;
}

/** Iterations for a round of about `ROUND_MS`. */
function calibrate(fn: () => unknown): number {
  let n = 1;
  for (;;) {
    const ms = timeRound(fn, n) * n;
    if (ms >= ROUND_MS / 4 || n >= 1 << 22) return Math.max(1, Math.round((n * ROUND_MS) / Math.max(ms, 1e-3)));
    n *= 2;
  }
}

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 === 1 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

interface Row {
  readonly input: BenchInput;
  readonly parseMs: number;
  readonly validateMs: number;
}

function measure(input: BenchInput): Row {
  const parsed: unknown = JSON.parse(input.json);
  const context: ValidationContext = {
    nowMs: Date.UTC(2030, 0, 1),
    profile: { weightKg: 70, ageYears: 35 },
    limits: { maxActivitiesPerRequest: input.maxActivitiesPerRequest },
  };
  const check = validateActivities(parsed, context);
  if (!check.ok) throw new Error(`${input.name} is not valid: ${JSON.stringify(check.errors.slice(0, 3))}`);
  const parse = () => JSON.parse(input.json);
  const validate = () => validateActivities(parsed, context);
  const nParse = calibrate(parse);
  const nValidate = calibrate(validate);
  timeRound(parse, nParse); // warm-up
  timeRound(validate, nValidate);
  const parseTimes: number[] = [];
  const validateTimes: number[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    parseTimes.push(timeRound(parse, nParse));
    validateTimes.push(timeRound(validate, nValidate));
  }
  return { input, parseMs: median(parseTimes), validateMs: median(validateTimes) };
}

const fmt = (x: number, digits: number) => x.toFixed(digits);
const rows: Row[] = [];
console.log(
  `activity-fuel bench: Node ${process.version}, validator ${FROM_SOURCE ? "from source (tsx)" : "bundled by esbuild"}, ` +
    `${ROUNDS} rounds of ~${ROUND_MS} ms, target validate ≤ ${TARGET * 100} % of JSON.parse\n`,
);
for (const input of syntheticInputs()) rows.push(measure(input));

const header = ["input", "rows × metrics", "JSON kB", "parse µs/act", "validate µs/act", "validate M values/s", "parse M values/s", "validate / parse"];
const table = rows.map(({ input, parseMs, validateMs }) => {
  const values = input.activities * input.rows * input.metrics;
  return [
    input.name,
    `${input.rows} × ${input.metrics}`,
    fmt(input.json.length / 1000, 1),
    fmt((parseMs * 1000) / input.activities, 2),
    fmt((validateMs * 1000) / input.activities, 2),
    fmt(values / validateMs / 1000, 0),
    fmt(values / parseMs / 1000, 1),
    `${fmt((validateMs / parseMs) * 100, 1)} %`,
  ];
});
const widths = header.map((h, c) => Math.max(h.length, ...table.map((r) => r[c]!.length)));
const line = (cells: string[]) => `| ${cells.map((x, c) => (c === 0 ? x.padEnd(widths[c]!) : x.padStart(widths[c]!))).join(" | ")} |`;
console.log(line(header));
console.log(`|${widths.map((w, c) => (c === 0 ? "-".repeat(w + 2) : `${"-".repeat(w + 1)}:`)).join("|")}|`);
for (const r of table) console.log(line(r));

const over = rows.filter((r) => r.validateMs / r.parseMs > TARGET);
if (sink < 0) console.log(sink);
if (over.length > 0) {
  console.error(`\nFAIL: validation above ${TARGET * 100} % of JSON.parse for: ${over.map((r) => r.input.name).join(", ")}`);
  process.exit(1);
}
console.log(`\nOK: validation ≤ ${TARGET * 100} % of JSON.parse on every input`);
