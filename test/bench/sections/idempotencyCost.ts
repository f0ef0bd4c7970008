/**
 * What an `Idempotency-Key` costs a request with a large body within the limits (11 CYCLE activities of 15 000
 * points × 9 metrics, about 9 MB of JSON): CPU time and peak memory of the request (its JSON text parsed, then
 * `addActivities`) with a key against the same request without one (target: both ≤ 2×). Each run is its own Node
 * process (the bundled library, warmed up by 40 ordinary adds, as in a running server): the peak is the resident
 * set's high-water mark during the request (Linux `VmHWM`, reset through `/proc/self/clear_refs`) above the
 * resident set before it. Runs alternate, with and without key; medians. Linux only: elsewhere the section reports
 * that it was skipped.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { atMost, info, median, times, type BenchFigure, type BenchSection, type Library } from "../benchKit.js";
import { activity, CYCLE_COLUMNS } from "../syntheticBodies.js";
import { seededRandom } from "../../../src/testing/contract/fixtures.js";

const NOW_MS = Date.UTC(2030, 0, 1);

/** The body: 11 CYCLE activities at 5 s, 15 000 points × 9 metrics each, as JSON text. */
function largeBody(): string {
  const random = seededRandom(9);
  return JSON.stringify(Array.from({ length: 11 }, (_, i) => ({ ...activity(random, "CYCLE", 5, 15_000, CYCLE_COLUMNS), startTime: Date.UTC(2024, 4, 1 + 2 * i, 6) })));
}

/** A field of /proc/self/status, bytes. */
function status(field: "VmRSS" | "VmHWM"): number {
  const line = readFileSync("/proc/self/status", "utf8").split("\n").find((l) => l.startsWith(`${field}:`)) ?? "";
  return Number(/(\d+)/.exec(line)?.[1] ?? Number.NaN) * 1024;
}

/** One measured request in this process: `--idempotency-child <library> <body file> <key|none>`. */
async function child(libraryUrl: string, file: string, key: string): Promise<void> {
  const lib = (await import(libraryUrl)) as Library;
  const service = lib.createActivityService({ repository: lib.createInMemoryActivityRepository(), clock: () => NOW_MS, getProfile: () => ({ weightKg: 70, ageYears: 40 }) });
  const text = readFileSync(file, "utf8");
  // a server that has been running: the code paths compiled by ordinary requests (3-hour rides, with and without key)
  const random = seededRandom(3);
  for (let i = 0; i < 40; i++) {
    const ride = [{ ...activity(random, "CYCLE", 5, 2160, CYCLE_COLUMNS), startTime: Date.UTC(2023, 0, 1 + i, 6) }];
    if (!(await service.addActivities("warm-up", JSON.parse(JSON.stringify(ride)) as unknown, i % 2 === 0 ? { idempotencyKey: `warm-up-${i}` } : undefined)).ok) throw new Error("warm-up refused");
  }
  (globalThis as { gc?: () => void }).gc?.();
  writeFileSync("/proc/self/clear_refs", "5");
  const before = status("VmRSS");
  const t0 = process.cpuUsage();
  // the request: its body parsed, then added
  const result = await service.addActivities("u", JSON.parse(text) as unknown, key === "none" ? undefined : { idempotencyKey: key });
  const cpu = process.cpuUsage(t0);
  const peak = status("VmHWM");
  if (!result.ok) throw new Error(JSON.stringify(result.errors.slice(0, 2)));
  console.log(JSON.stringify({ cpuMs: (cpu.user + cpu.system) / 1000, peakBytes: peak - before }));
}

/** The idempotency-cost rows. */
export const idempotencyCostSection: BenchSection = {
  name: "idempotency-cost",
  async run({ rounds, quick, log }) {
    if (!existsSync("/proc/self/clear_refs")) return [info("idempotency key", "cost of a key on a 9 MB body", "skipped: needs Linux /proc")];
    const bundle = fileURLToPath(new URL("../../../.bench-out/index.mjs", import.meta.url));
    const libraryUrl = existsSync(bundle) ? pathToFileURL(bundle).href : pathToFileURL(fileURLToPath(new URL("../../../src/index.ts", import.meta.url))).href;
    const tsx = fileURLToPath(new URL("../../../node_modules/tsx/dist/cli.mjs", import.meta.url));
    const dir = mkdtempSync(join(tmpdir(), "idempotency-cost-"));
    const file = join(dir, "body.json");
    const json = largeBody();
    writeFileSync(file, json);
    const runs = { none: [] as { cpuMs: number; peakBytes: number }[], key: [] as { cpuMs: number; peakBytes: number }[] };
    try {
      for (let r = 0; r < (quick ? 2 : Math.max(3, Math.ceil(rounds / 2))); r++) {
        for (const which of r % 2 === 0 ? (["none", "key"] as const) : (["key", "none"] as const)) {
          const run = spawnSync(process.execPath, ["--expose-gc", "--max-old-space-size=6144", tsx, fileURLToPath(import.meta.url), "--idempotency-child", libraryUrl, file, which === "key" ? `bench-key-${r}` : "none"], { encoding: "utf8" });
          const line = run.stdout.trim().split("\n").at(-1) ?? "";
          if (run.status !== 0 || !line.startsWith("{")) throw new Error(`idempotency child failed (${run.status}): ${run.stderr.trim().split("\n").slice(-3).join(" ")}`);
          runs[which].push(JSON.parse(line) as { cpuMs: number; peakBytes: number });
        }
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    const cpu = (which: "none" | "key"): number => median(runs[which].map((r) => r.cpuMs));
    const peak = (which: "none" | "key"): number => median(runs[which].map((r) => r.peakBytes));
    const mb = (bytes: number): string => `${(bytes / 2 ** 20).toFixed(0)} MB`;
    const size = `${(json.length / 2 ** 20).toFixed(1)} MB body, 11 × 15 000 × 9`;
    log(`request with a ${size}: without key ${cpu("none").toFixed(0)} ms, peak +${mb(peak("none"))}; with key ${cpu("key").toFixed(0)} ms, peak +${mb(peak("key"))}`);
    const figures: BenchFigure[] = [
      info("idempotency key", `request with a ${size}: CPU and peak memory without / with a key`, `${cpu("none").toFixed(0)} / ${cpu("key").toFixed(0)} ms, +${mb(peak("none"))} / +${mb(peak("key"))}`),
      atMost("idempotency key", "CPU time with a key / without, same body", cpu("key") / cpu("none"), 2, times),
      atMost("idempotency key", "peak memory with a key / without, same body", peak("key") / peak("none"), 2, times),
    ];
    return figures;
  },
};

const at = process.argv.indexOf("--idempotency-child");
if (at >= 0) await child(process.argv[at + 1]!, process.argv[at + 2]!, process.argv[at + 3]!);
