// `npm run mutation [module ...]` (issue 13, decision D-137): StrykerJS over the fuel models, the validator, the
// derivations and the service, one module per run (modules: fuel validate derive service; default all), each with
// its own incremental file under reports/mutation so that a second run re-tests only what changed. Prints the
// score of each module from its JSON report.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";

const modules = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ["fuel", "validate", "derive", "service"];
const scores = [];
for (const module of modules) {
  const run = spawnSync("npx", ["stryker", "run", "stryker.config.mjs"], { stdio: "inherit", env: { ...process.env, MUTATION_MODULE: module } });
  if (run.status !== 0) process.exitCode = 1;
  const file = `reports/mutation/${module}.json`;
  if (!existsSync(file)) continue;
  const report = JSON.parse(readFileSync(file, "utf8"));
  const counts = {};
  for (const f of Object.values(report.files)) for (const m of f.mutants) counts[m.status] = (counts[m.status] ?? 0) + 1;
  const detected = (counts.Killed ?? 0) + (counts.Timeout ?? 0);
  const valid = detected + (counts.Survived ?? 0) + (counts.NoCoverage ?? 0);
  scores.push({ module, score: valid === 0 ? 100 : (100 * detected) / valid, ...counts });
}
console.table(scores);
