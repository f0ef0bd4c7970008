// `npm run fuzz`: every entry that takes outside data, 100 000 cases each by default,
// seeded and resumable. Options: --runs N, --seed S, --only name[,name], --resume (continue after the last chunk
// recorded in reports/fuzz/progress.json), --no-time (skip time budgets). Writes reports/fuzz/progress.json and
// the table between the fuzz markers of docs/reliability.md (for a complete run of the default size).
import { mkdirSync, readFileSync, writeFileSync, existsSync } from "node:fs";
import { cpus } from "node:os";
import { fuzzSettings, knownPending } from "./invariants.js";
import { runTarget, type TargetReport } from "./runTarget.js";
import type { FuzzTarget } from "./fuzzTarget.js";
import { validateTarget } from "./targets/validateTarget.js";
import { handlerTarget } from "./targets/handlerTarget.js";
import { listQueryTarget } from "./targets/listQueryTarget.js";
import { importerTargets } from "./targets/importerTargets.js";
import { deleteTarget } from "./targets/deleteTarget.js";
import { chartTarget, exportTarget } from "./targets/exportChartTargets.js";

const args = process.argv.slice(2);
const option = (name: string): string | undefined => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const runs = Number(option("runs") ?? 100_000);
const seed = Number(option("seed") ?? 20261123);
const only = option("only")?.split(",");
const resume = args.includes("--resume");
fuzzSettings.checkTime = !args.includes("--no-time");
const CHUNK = 1000;

const targets: FuzzTarget<any>[] = [validateTarget, handlerTarget, deleteTarget, listQueryTarget, ...importerTargets, exportTarget, chartTarget].filter(
  (t) => only === undefined || only.includes(t.name),
);

interface Progress {
  seed: number;
  runs: number;
  targets: Record<string, { cases: number; bytes: number; ms: number; chunksDone: number; failure?: string }>;
  known: Record<string, number>;
}
const PROGRESS = "reports/fuzz/progress.json";
mkdirSync("reports/fuzz", { recursive: true });
let progress: Progress = { seed, runs, targets: {}, known: {} };
if (resume && existsSync(PROGRESS)) {
  const saved = JSON.parse(readFileSync(PROGRESS, "utf8")) as Progress;
  if (saved.seed === seed && saved.runs === runs) progress = saved;
}
const save = () => {
  progress.known = Object.fromEntries([...Object.entries(progress.known), ...knownPending].map(([k, v]) => [k, Math.max(v, progress.known[k] ?? 0)]));
  writeFileSync(PROGRESS, JSON.stringify(progress, null, 2));
};

let failed = false;
for (const target of targets) {
  const before = progress.targets[target.name] ?? { cases: 0, bytes: 0, ms: 0, chunksDone: 0 };
  if (before.failure !== undefined) {
    // the failed chunk is run again: count only the chunks that finished
    const kept = Math.min(before.cases, before.chunksDone * CHUNK) / Math.max(1, before.cases);
    before.cases = Math.min(before.cases, before.chunksDone * CHUNK);
    before.bytes = Math.round(before.bytes * kept);
    before.ms *= kept;
    delete before.failure;
  }
  const fromChunk = before.chunksDone;
  if (fromChunk * CHUNK >= runs) {
    console.log(`${target.name}: done earlier (${before.cases} cases)`);
    continue;
  }
  console.log(`${target.name}: ${runs} cases from chunk ${fromChunk} (seed ${seed} + chunk)`);
  let last = performance.now();
  let lastCases = 0;
  const report: TargetReport = await runTarget(target, {
    seed,
    runs,
    chunk: CHUNK,
    fromChunk,
    onChunk: (done, chunkIndex, bytes, ms) => {
      const now = performance.now();
      progress.targets[target.name] = { cases: before.cases + done, bytes: before.bytes + bytes, ms: before.ms + ms, chunksDone: chunkIndex + 1 };
      if (now - last > 30_000) {
        console.log(`  ${target.name}: ${before.cases + done} cases, ${((done - lastCases) / ((now - last) / 1000)).toFixed(0)}/s`);
        last = now;
        lastCases = done;
      }
      save();
    },
  });
  const entry = { cases: before.cases + report.cases, bytes: before.bytes + report.bytes, ms: before.ms + report.ms, chunksDone: report.failure === undefined ? Math.ceil(runs / CHUNK) : (progress.targets[target.name]?.chunksDone ?? fromChunk) };
  progress.targets[target.name] = report.failure === undefined ? entry : { ...entry, failure: report.failure };
  save();
  if (report.failure !== undefined) {
    failed = true;
    console.error(`${target.name}: FAILED after ${report.cases} cases\n${report.failure}`);
  } else {
    console.log(`${target.name}: ${entry.cases} cases, ${(entry.bytes / 1e6).toFixed(1)} MB, ${(entry.ms / 1000).toFixed(0)} s, 0 failures`);
  }
}

const rows = Object.entries(progress.targets).map(
  ([name, t]) => `| ${name} | ${t.cases.toLocaleString("en")} | ${(t.bytes / 1e6).toFixed(1)} MB | ${(t.ms / 1000).toFixed(0)} s | ${t.failure === undefined ? 0 : 1} |`,
);
const knownRows = Object.entries(progress.known).map(([id, n]) => `| ${id} | ${n} |`);
const table = [
  `Seed ${seed}, ${runs.toLocaleString("en")} cases per entry requested, chunks of ${CHUNK} (chunk i uses seed ${seed} + i); time budgets ${fuzzSettings.checkTime ? "checked" : "not checked"}; ${cpus().length} cores, Node ${process.version}, ${new Date().toISOString().slice(0, 16)}Z.`,
  "",
  "| entry | cases | input | wall time | failures |",
  "|---|---:|---:|---:|---:|",
  ...rows,
  "",
  knownRows.length === 0 ? "No known pending case was met." : "Cases of known issues whose fix is pending on another branch (the invariant was skipped for them only):",
  ...(knownRows.length === 0 ? [] : ["", "| known issue | cases |", "|---|---:|", ...knownRows]),
].join("\n");
console.log(`\n${table}`);
const DOC = "docs/reliability.md";
if (existsSync(DOC) && only === undefined) {
  const doc = readFileSync(DOC, "utf8");
  const updated = doc.replace(/(<!-- fuzz:begin -->\n)[\s\S]*?(\n<!-- fuzz:end -->)/, `$1${table}$2`);
  writeFileSync(DOC, updated);
}
process.exitCode = failed ? 1 : 0;
