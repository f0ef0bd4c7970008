// `npm run mutation [module ...]`: StrykerJS over the fuel models, the validator, the
// derivations and the service, one module per run (modules: fuel validate derive service; default all), each with
// its own incremental file under reports/mutation so that a second run re-tests only what changed. `--report`
// only rewrites the table. Writes the score of every module that has a report between the mutation markers of
// docs/reliability.md, with when its last run started and how long it took (score = killed + timed out over the
// valid mutants: ignored ones, static or disabled as equivalent with a reason, do not count; the
// last column also leaves out the static mutants that some test covers).
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";

const ALL = ["fuel", "validate", "derive", "service"];
const args = process.argv.slice(2);
const reportOnly = args.includes("--report");
const modules = args.filter((a) => !a.startsWith("--"));
for (const module of reportOnly ? [] : modules.length > 0 ? modules : ALL) {
  const incremental = existsSync(`reports/mutation/${module}.incremental.json`);
  const startMs = Date.now();
  const run = spawnSync("npx", ["stryker", "run", "stryker.config.mjs"], { stdio: "inherit", env: { ...process.env, MUTATION_MODULE: module } });
  if (run.status !== 0) process.exitCode = 1;
  // when and how long (wall clock, this machine), for the table's run column
  else writeFileSync(`reports/mutation/${module}.run.json`, JSON.stringify({ startedAt: new Date(startMs).toISOString(), durationMs: Date.now() - startMs, incremental }));
}

const rows = [];
for (const module of ALL) {
  const file = `reports/mutation/${module}.json`;
  if (!existsSync(file)) continue;
  const report = JSON.parse(readFileSync(file, "utf8"));
  const runFile = `reports/mutation/${module}.run.json`;
  const run = existsSync(runFile) ? JSON.parse(readFileSync(runFile, "utf8")) : undefined;
  const counts = { Killed: 0, Timeout: 0, Survived: 0, NoCoverage: 0, CompileError: 0, RuntimeError: 0, Ignored: 0 };
  let staticUndetected = 0;
  let staticDetected = 0;
  for (const f of Object.values(report.files)) {
    for (const m of f.mutants) {
      counts[m.status] = (counts[m.status] ?? 0) + 1;
      if (m.static && (m.status === "Survived" || m.status === "NoCoverage")) staticUndetected++;
      if (m.static && (m.status === "Killed" || m.status === "Timeout")) staticDetected++;
    }
  }
  const detected = counts.Killed + counts.Timeout;
  const valid = detected + counts.Survived + counts.NoCoverage;
  const dynamicValid = valid - staticUndetected - staticDetected;
  rows.push({
    module,
    files: Object.keys(report.files).length,
    valid,
    killed: counts.Killed,
    timeout: counts.Timeout,
    survived: counts.Survived,
    noCoverage: counts.NoCoverage,
    ignored: counts.Ignored,
    run: run === undefined ? "—" : `${run.startedAt.slice(0, 16).replace("T", " ")} UTC, ${Math.round(run.durationMs / 60_000)} min${run.incremental ? " (incremental)" : ""}`,
    score: valid === 0 ? 100 : (100 * detected) / valid,
    // module-level code runs once at import, before a mutant is active: its mutants cannot be killed per test
    scoreWithoutStatic: dynamicValid === 0 ? 100 : (100 * (detected - staticDetected)) / dynamicValid,
  });
}
console.table(rows);
const table = [
  "| module | files | mutants | killed | timed out | survived | no coverage | ignored | score | score without static mutants | last run |",
  "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|",
  ...rows.map(
    (r) =>
      `| ${r.module} | ${r.files} | ${r.valid} | ${r.killed} | ${r.timeout} | ${r.survived} | ${r.noCoverage} | ${r.ignored} | ${r.score.toFixed(1)} % | ${r.scoreWithoutStatic.toFixed(1)} % | ${r.run} |`,
  ),
].join("\n");
const DOC = "docs/reliability.md";
if (existsSync(DOC)) {
  writeFileSync(DOC, readFileSync(DOC, "utf8").replace(/(<!-- mutation:begin -->\n)[\s\S]*?(\n<!-- mutation:end -->)/, `$1${table}$2`));
}
