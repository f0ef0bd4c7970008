/**
 * Shared pieces of `npm run bench`: the library under test (bundled like the published build), timing by
 * interleaved rounds with medians, and the figure rows every section returns.
 */
import { mkdirSync } from "node:fs";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "esbuild";

/** The root entry of the library, as the bench loads it. */
export type Library = typeof import("../../src/index.js");

/** One printed figure: what was measured, its value, the target and whether it holds. */
export interface BenchFigure {
  /** Section, e.g. `"add pipeline"`. */
  readonly group: string;
  /** What was measured, e.g. `"add / JSON.parse, RUN 180 × 4"`. */
  readonly figure: string;
  /** The measured value, formatted with its unit. */
  readonly value: string;
  /** The target, e.g. `"≤ 30 %"`, or `"—"` for a figure reported without one. */
  readonly target: string;
  /** Whether the target holds (`undefined` without a target). */
  readonly holds: boolean | undefined;
}

/** What every section gets. */
export interface BenchContext {
  /** The library (bundled unless `--source`). */
  readonly lib: Library;
  /** Rounds per timed comparison (medians are taken over them). */
  readonly rounds: number;
  /** `--quick`: smaller sizes, for trying the bench out. */
  readonly quick: boolean;
  /** Prints a progress line. */
  readonly log: (line: string) => void;
}

/** A bench section: a name and a function returning its figures. */
export interface BenchSection {
  /** Name, selectable with `--only name`. */
  readonly name: string;
  /** Runs the section. */
  run(context: BenchContext): Promise<BenchFigure[]>;
}

/**
 * Bundles a file of src/ as the published build does (esbuild, ESM, no `keepNames`: tsx's own transform adds
 * `__name` calls that slow hot paths by up to ~1.5×) into .bench-out/ and imports it.
 */
export async function loadBundled<T>(source: string): Promise<T> {
  const outDir = fileURLToPath(new URL("../../.bench-out/", import.meta.url));
  mkdirSync(outDir, { recursive: true });
  const outfile = `${outDir}${source.replace(/^src\//, "").replace(/\.ts$/, "").replace(/\//g, "-")}.mjs`;
  await build({
    entryPoints: [fileURLToPath(new URL(`../../${source}`, import.meta.url))],
    outfile,
    bundle: true,
    format: "esm",
    platform: "neutral",
    target: "es2022",
    logLevel: "warning",
  });
  return (await import(`${pathToFileURL(outfile).href}?t=${Date.now()}`)) as T;
}

/** The library's root as published (`loadBundled`), or its TypeScript when `fromSource`. */
export async function loadLibrary(fromSource: boolean): Promise<Library> {
  return fromSource ? import("../../src/index.js") : loadBundled<Library>("src/index.ts");
}

let sink = 0;
/** Keeps results alive so that the optimiser cannot drop the timed calls. */
export function consume(value: unknown): void {
  if (value !== undefined) sink++;
}
/** Read once at the end so that `sink` is observable. */
export function sinkValue(): number {
  return sink;
}

/**
 * CPU time of this process in ms (user + system, every thread: GC and compiler threads count). Timing by CPU
 * time rather than wall time keeps out the time the shared machine spends running other processes, which on a
 * loaded 2-core machine is most of the wall time.
 */
export function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/** Calls `fn` `n` times and returns the mean CPU milliseconds per call. */
export function timeRound(fn: () => unknown, n: number): number {
  const start = cpuMs();
  for (let i = 0; i < n; i++) consume(fn());
  return (cpuMs() - start) / n;
}

/** Calls the async `fn` `n` times in sequence and returns the mean CPU milliseconds per call. */
export async function timeRoundAsync(fn: () => Promise<unknown>, n: number): Promise<number> {
  const start = cpuMs();
  for (let i = 0; i < n; i++) consume(await fn());
  return (cpuMs() - start) / n;
}

/**
 * Iterations for a round of about `roundMs`. Measured twice, and the second measure counts: the first runs on
 * cold code (interpreted, not yet optimised), which can be 10–20× slower per call and would give rounds of a few
 * dozen calls, where a collection at the start of a round then weighs on every call.
 */
export function calibrate(fn: () => unknown, roundMs = 40): number {
  const once = (): number => {
    let n = 1;
    for (;;) {
      const ms = timeRound(fn, n) * n;
      if (ms >= roundMs / 4 || n >= 1 << 22) return Math.max(1, Math.round((n * roundMs) / Math.max(ms, 1e-3)));
      n *= 2;
    }
  };
  once();
  return once();
}

/** Iterations of an async function for a round of about `roundMs`, as {@link calibrate} measures them. */
export async function calibrateAsync(fn: () => Promise<unknown>, roundMs = 40): Promise<number> {
  const once = async (): Promise<number> => {
    let n = 1;
    for (;;) {
      const ms = (await timeRoundAsync(fn, n)) * n;
      if (ms >= roundMs / 4 || n >= 1 << 20) return Math.max(1, Math.round((n * roundMs) / Math.max(ms, 1e-3)));
      n *= 2;
    }
  };
  await once();
  return once();
}

/** Median of a non-empty list. */
export function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 === 1 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

/**
 * Times several functions side by side: after a warm-up, `rounds` rounds in which each function runs its
 * calibrated number of calls in turn (so noise from other processes hits all alike), each round starting with the
 * next function; returns the median ms per call of each, in the order given.
 */
export function compareSideBySide(fns: readonly (() => unknown)[], rounds: number, roundMs = 40): number[] {
  const counts = fns.map((fn) => calibrate(fn, roundMs));
  fns.forEach((fn, i) => timeRound(fn, counts[i]!));
  const times = fns.map(() => [] as number[]);
  for (let r = 0; r < rounds; r++) {
    for (let k = 0; k < fns.length; k++) {
      const i = (r + k) % fns.length;
      times[i]!.push(timeRound(fns[i]!, counts[i]!));
    }
  }
  return times.map(median);
}

/**
 * As {@link compareSideBySide}, for async functions (each call awaited before the next). `beforeEach` runs
 * (untimed, awaited) before every timed round of every function, with the function's index: e.g. stores started
 * again, so that what one function retains does not weigh on another's collections.
 */
export async function compareSideBySideAsync(
  fns: readonly (() => Promise<unknown>)[],
  rounds: number,
  roundMs = 40,
  beforeEach?: (index: number) => void | Promise<void>,
): Promise<number[]> {
  const counts: number[] = [];
  for (const fn of fns) counts.push(await calibrateAsync(fn, roundMs));
  for (let i = 0; i < fns.length; i++) await timeRoundAsync(fns[i]!, counts[i]!);
  const times = fns.map(() => [] as number[]);
  for (let r = 0; r < rounds; r++) {
    // each round starts with the next function, so that none always runs right after the same one (a round
    // inherits the collections its predecessor's garbage started)
    for (let k = 0; k < fns.length; k++) {
      const i = (r + k) % fns.length;
      await beforeEach?.(i);
      times[i]!.push(await timeRoundAsync(fns[i]!, counts[i]!));
    }
  }
  return times.map(median);
}

/**
 * Wall-clock side by side, for work that waits on another process (a database server): after one warm-up call of
 * each job, `rounds` rounds in which every job runs once, each round starting with the next job; `before` runs
 * untimed before every timed call. Returns the median ms of each job, in the order given.
 */
export async function compareWallClock(jobs: readonly (() => Promise<void>)[], rounds: number, before?: () => Promise<void>): Promise<number[]> {
  for (const job of jobs) await job(); // warm-up: code, prepared statements, caches
  const timesMs = jobs.map(() => [] as number[]);
  for (let r = 0; r < rounds; r++) {
    for (let k = 0; k < jobs.length; k++) {
      const i = (r + k) % jobs.length;
      await before?.();
      const t0 = performance.now();
      await jobs[i]!();
      timesMs[i]!.push(performance.now() - t0);
    }
  }
  return timesMs.map(median);
}

/** Runs the garbage collector (the bench runs with `--expose-gc`); a few passes so that weak and old objects go too. */
export function collectGarbage(): void {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (gc === undefined) throw new Error("run the bench with node --expose-gc (npm run bench does)");
  for (let i = 0; i < 3; i++) gc();
}

/** Bytes in use: V8 heap plus memory outside it (`external`: typed-array backing stores among others). */
export function bytesInUse(): number {
  const { heapUsed, external } = process.memoryUsage();
  return heapUsed + external;
}

/** A figure with a "≤ limit" target. */
export function atMost(group: string, figure: string, value: number, limit: number, format: (x: number) => string): BenchFigure {
  return { group, figure, value: format(value), target: `≤ ${format(limit)}`, holds: value <= limit };
}

/** A figure with a "≥ limit" target. */
export function atLeast(group: string, figure: string, value: number, limit: number, format: (x: number) => string): BenchFigure {
  return { group, figure, value: format(value), target: `≥ ${format(limit)}`, holds: value >= limit };
}

/** A figure without a target. */
export function info(group: string, figure: string, value: string): BenchFigure {
  return { group, figure, value, target: "—", holds: undefined };
}

/** `12.3 %` */
export const percent = (x: number): string => `${(x * 100).toFixed(1)} %`;
/** `1.23×` */
export const times = (x: number): string => `${x.toFixed(2)}×`;
/** A duration in ms with a unit that fits (ns, µs, ms, s). */
export function duration(ms: number): string {
  if (ms < 1e-3) return `${(ms * 1e6).toFixed(0)} ns`;
  if (ms < 1) return `${(ms * 1e3).toFixed(ms < 0.01 ? 2 : 1)} µs`;
  if (ms < 1000) return `${ms.toFixed(ms < 10 ? 2 : 1)} ms`;
  return `${(ms / 1000).toFixed(2)} s`;
}
