/**
 * `npm run bench`: every performance figure of the project with its target and whether it holds, measured side
 * by side in one process (medians of interleaved rounds), printed and written to docs/performance.md with the
 * machine and the date. Exits with code 1 when a target does not hold.
 *
 * What is timed is what users run: src/index.ts bundled by esbuild like the published build (see `loadLibrary`).
 *
 * Options: `--rounds N` (default 9), `--quick` (smaller sizes; docs/performance.md is not written), `--only a,b`
 * (sections by name: validation, add, memory, scaling-in-memory, concurrency, export-charts, http, postgres; not written
 * either, unless `--update`: then the rows of those sections in docs/performance.md are replaced and the others
 * kept, with a line saying when they were measured), `--source` (time the TypeScript source as tsx loads it),
 * `--no-write`.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { cpus, totalmem, type } from "node:os";
import { fileURLToPath } from "node:url";
import { loadLibrary, sinkValue, type BenchFigure } from "./benchKit.js";
import { benchSections } from "./sections/index.js";

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
issue 19 (the add against \`JSON.parse\` and a naive zod pipeline, memory, scaling).

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
  const lines = readFileSync(path, "utf8").split("\n");
  const groups = new Set(figures.map((f) => f.group));
  const isRow = (line: string): boolean => line.startsWith("| ") && !line.startsWith("| section |");
  const groupOf = (line: string): string => line.slice(2, line.indexOf(" | "));
  // the new rows take the place of the first old row of their sections, or go at the end of the table
  const at = lines.findIndex((line) => isRow(line) && groups.has(groupOf(line)));
  let end = lines.length;
  while (end > 0 && !isRow(lines[end - 1]!)) end--;
  const kept = lines.map((line, i) => ({ line, i })).filter(({ line }) => !(isRow(line) && groups.has(groupOf(line))));
  const fresh = table.split("\n").slice(2);
  const out: string[] = [];
  for (const { line, i } of kept) {
    if (i === (at >= 0 ? at : end)) out.push(...fresh);
    if (line.startsWith("Targets not met:") || line === "Every target holds.") continue;
    if (line.startsWith(`- Measured again with \`--only ${only!.join(",")} --update\``)) continue;
    out.push(line);
  }
  if (at < 0 && end >= lines.length) out.push(...fresh);
  const note = `- Measured again with \`--only ${only!.join(",")} --update\`: ${started.toISOString().slice(0, 16).replace("T", " ")} UTC, ${rounds} rounds`;
  out.splice(out.findIndex((line) => line.startsWith("- Library:")) + 1, 0, note);
  const notMet = out.filter((line) => isRow(line) && line.endsWith("| **NO** |")).map((line) => {
    const cells = line.slice(2, -2).split(" | ");
    return `${cells[1]} (${cells[2]}, target ${cells[3]})`;
  });
  while (out.length > 0 && out[out.length - 1] === "") out.pop();
  out.push("", notMet.length === 0 ? "Every target holds." : `Targets not met: ${notMet.join("; ")}.`, "");
  writeFileSync(path, out.join("\n"));
  console.log(`updated ${[...groups].join(", ")} in ${path}`);
}
if (sinkValue() < 0) console.log("unreachable");
if (failed.length > 0) {
  console.error(`FAIL: ${failed.length} target(s) not met: ${failed.map((f) => f.figure).join("; ")}`);
  process.exit(1);
}
console.log("OK: every target holds");
