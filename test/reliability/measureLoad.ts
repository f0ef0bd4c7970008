// `npm run load` (issue 13, decision D-135): adds per second and latency of the load run (10 000 adds from 100
// users through the HTTP handler, every answer model-checked) over the in-memory repository, all in flight at once
// and 100 at a time; medians of 5 runs, interleaved. Writes the table between the load markers of
// docs/reliability.md. Timing is measured here, never asserted in tests.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { createInMemoryActivityRepository } from "../../src/repository/index.js";
import { runLoad, type LoadReport } from "../../src/testing/index.js";

const ROUNDS = Number(process.argv[2] ?? 5);
const CONFIGS = [
  { label: "10 000 in flight", adds: 10_000, users: 100, concurrency: 10_000 },
  { label: "100 in flight", adds: 10_000, users: 100, concurrency: 100 },
];
const median = (xs: number[]) => xs.slice().sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;

const loadBefore = loadavg()[0] ?? 0;
const results = CONFIGS.map(() => [] as LoadReport[]);
await runLoad(createInMemoryActivityRepository(), { adds: 1000, users: 10 }); // warm-up
for (let round = 0; round < ROUNDS; round++) {
  for (const [i, config] of CONFIGS.entries()) {
    results[i]!.push(await runLoad(createInMemoryActivityRepository(), config));
  }
}
const rows = CONFIGS.map((config, i) => {
  const r = results[i]!;
  return `| ${config.label} | ${config.adds.toLocaleString("en")} / ${config.users} | ${median(r.map((x) => x.addsPerSecond)).toFixed(0)} | ${median(r.map((x) => x.p50Ms)).toFixed(1)} | ${median(r.map((x) => x.p99Ms)).toFixed(1)} | ${median(r.map((x) => x.maxMs)).toFixed(1)} |`;
});
const table = [
  `In-memory repository, ${ROUNDS} rounds (medians), ${cpus().length} shared cores with a load average of ${loadBefore.toFixed(1)} before and ${(loadavg()[0] ?? 0).toFixed(1)} after the run (other processes compete: compare figures only at similar load), Node ${process.version}, ${new Date().toISOString().slice(0, 16)}Z. Every run passed the model check (0 lost, 0 duplicated, 0 cross-user reads); latency is per add from request to answer, so with 10 000 in flight it is mostly queueing.`,
  "",
  "| concurrency | adds / users | adds/s | p50 ms | p99 ms | max ms |",
  "|---|---:|---:|---:|---:|---:|",
  ...rows,
].join("\n");
console.log(table);
const DOC = "docs/reliability.md";
if (existsSync(DOC)) {
  writeFileSync(DOC, readFileSync(DOC, "utf8").replace(/(<!-- load:begin -->\n)[\s\S]*?(\n<!-- load:end -->)/, `$1${table}$2`));
}
