/**
 * `npm run bench`: every performance figure of the project with its target and whether it holds, measured side
 * by side in one process (medians of interleaved rounds), printed and written to docs/performance.md with the
 * machine and the date. Exits with code 1 when a target does not hold.
 *
 * What is timed is what users run: src/index.ts bundled by esbuild like the published build (see `loadLibrary`).
 *
 * Options: `--rounds N` (default 9), `--quick` (smaller sizes; docs/performance.md is not written), `--only a,b`
 * (sections by name: validation, add, memory, scaling-in-memory, concurrency, idempotency-cost, export-charts, long-activities, import-memory,
 * http, analysis, days, postgres; not written
 * either, unless `--update`: then the rows of those sections in docs/performance.md are replaced and the others
 * kept, with a line saying when they were measured), `--source` (time the TypeScript source as tsx loads it),
 * `--no-write`.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { cpus, totalmem, type } from "node:os";
import { fileURLToPath } from "node:url";
import { loadLibrary, sinkValue, type BenchFigure } from "./benchKit.js";
import { benchSections } from "./sections/index.js";
import { updatePerformanceDoc } from "./updatePerformanceDoc.js";

const args = process.argv.slice(2);
const option = (name: string): string | undefined => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const rounds = Number(option("--rounds") ?? 9);
const quick = args.includes("--quick");
const only = option("--only")?.split(",");
const fromSource = args.includes("--source");
const write = !quick && only === undefined && !fromSource && !args.includes("--no-write");
const update = !quick && only !== undefined && !fromSource && args.includes("--update");

const lib = await loadLibrary(fromSource);
const machine = `${cpus()[0]?.model.trim() ?? "unknown CPU"}, ${cpus().length} cores, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, ${type()}, Node ${process.version}`;
const started = new Date();
console.log(`activity-fuel bench: ${machine}; library ${fromSource ? "from source (tsx)" : "bundled by esbuild"}; ${rounds} rounds${quick ? "; quick" : ""}\n`);

const figures: BenchFigure[] = [];
for (const section of benchSections()) {
  if (only !== undefined && !only.includes(section.name)) continue;
  const t0 = performance.now();
  figures.push(...(await section.run({ lib, rounds, quick, log: (line) => console.log(`  ${line}`) })));
  console.log(`  [${section.name}: ${((performance.now() - t0) / 1000).toFixed(1)} s]`);
}

const verdict = (f: BenchFigure): string => (f.holds === undefined ? "" : f.holds ? "yes" : "**NO**");
const header = ["section", "figure", "value", "target", "holds"];
const rows = figures.map((f) => [f.group, f.figure, f.value, f.target, verdict(f)]);
const table = [
  `| ${header.join(" | ")} |`,
  `|${header.map((_, c) => (c >= 2 ? "---:|" : "---|")).join("")}`,
  ...rows.map((r) => `| ${r.map((x) => x.replaceAll("|", "\\|")).join(" | ")} |`),
].join("\n");
console.log(`\n${table}\n`);

const failed = figures.filter((f) => f.holds === false);
if (write) {
  const path = fileURLToPath(new URL("../../docs/performance.md", import.meta.url));
  const doc = `# Performance

Written by \`npm run bench\` (test/bench/run.ts); do not edit by hand. Every time is a median of interleaved
rounds measured side by side in one process, as CPU time of the process (user + system, GC threads included), so
that the time a shared machine spends on other processes does not count (adds per second are per CPU second too). Read
ratios rather than absolute times, and differences under about 25 % as noise. Targets: decision D-43 (validation),
issue 19 (the add against \`JSON.parse\` and a naive zod pipeline, memory, scaling), issue 29 (HTTP
against a bare \`node:http\` server and Hono + zod + a Map, per server CPU second).

- Machine: ${machine}
- Date: ${started.toISOString().slice(0, 16).replace("T", " ")} UTC; ${rounds} rounds per comparison
- Library: src/index.ts bundled by esbuild (ESM, es2022), as published

${table}

${failed.length === 0 ? "Every target holds." : `Targets not met: ${failed.map((f) => `${f.figure} (${f.value}, target ${f.target})`).join("; ")}.`}
`;
  writeFileSync(path, doc);
  console.log(`wrote ${path}`);
}
if (update) {
  const path = fileURLToPath(new URL("../../docs/performance.md", import.meta.url));
  const note = `- Measured again with \`--only ${only!.join(",")} --update\`: ${started.toISOString().slice(0, 16).replace("T", " ")} UTC, ${rounds} rounds`;
  writeFileSync(path, updatePerformanceDoc(readFileSync(path, "utf8"), table.split("\n").slice(2), note));
  console.log(`updated ${only!.join(", ")} in ${path}`);
}
if (sinkValue() < 0) console.log("unreachable");
if (failed.length > 0) {
  console.error(`FAIL: ${failed.length} target(s) not met: ${failed.map((f) => f.figure).join("; ")}`);
  process.exit(1);
}
console.log("OK: every target holds");
