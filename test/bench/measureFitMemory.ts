/**
 * Peak memory of the FIT importer (`fromFit`) per input byte, on recordings of about 9 MB: one long ride, and a
 * chain of ten rides (FIT files one after the other). As test/bench/measureXmlMemory.ts does for TCX and GPX: each
 * file is written to a temporary file and imported in its own Node process (bytes in), and the figure is the peak
 * resident set during the import (Linux `VmHWM`, reset through `/proc/self/clear_refs` just before) minus the
 * resident set before it (input read, `@garmin/fitsdk` loaded, garbage collected), divided by the input's size.
 * Linux only; nothing is asserted here (the bench section import-memory runs the cases against a target).
 *
 *   npx tsx test/bench/measureFitMemory.ts          # every case
 *   npx tsx test/bench/measureFitMemory.ts chain    # the cases whose name contains "chain"
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { Encoder, Profile } from "@garmin/fitsdk";

const FIT_EPOCH_S = 631_065_600;
const semicircles = (deg: number): number => Math.round((deg * 2 ** 31) / 180);

/** A ride of `seconds` records at 1 Hz: position, altitude, distance, speed, heart rate, cadence and power. */
function ride(startMs: number, seconds: number): Uint8Array {
  const e = new Encoder();
  const at = (s: number): Date => new Date(startMs + s * 1000);
  e.writeMesg({ mesgNum: Profile.MesgNum.FILE_ID, type: "activity", manufacturer: "garmin", product: 3121, timeCreated: at(0), serialNumber: 1 } as never);
  for (let s = 0; s < seconds; s++) {
    e.writeMesg({
      mesgNum: Profile.MesgNum.RECORD,
      timestamp: at(s),
      positionLat: semicircles(45 + s * 1e-5),
      positionLong: semicircles(6 + s * 1e-5),
      distance: s * 8.1,
      enhancedSpeed: 8.1,
      enhancedAltitude: 300 + (s % 50),
      heartRate: 120 + (s % 40),
      cadence: 85,
      power: 200 + (s % 30),
    } as never);
  }
  e.writeMesg({ mesgNum: Profile.MesgNum.SESSION, startTime: at(0), timestamp: at(seconds - 1), sport: "cycling", subSport: "road", totalElapsedTime: seconds, totalTimerTime: seconds, totalDistance: seconds * 8.1 } as never);
  e.writeMesg({ mesgNum: Profile.MesgNum.ACTIVITY, timestamp: at(seconds - 1), localTimestamp: Math.round(startMs / 1000) + seconds - FIT_EPOCH_S, numSessions: 1, type: "manual", event: "activity", eventType: "stop" } as never);
  return e.close();
}

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, p) => sum + p.length, 0));
  let offset = 0;
  for (const p of parts) {
    out.set(p, offset);
    offset += p.length;
  }
  return out;
}

/** The cases: a name and the file (about 9 MB: 29 bytes per record). */
export const FIT_CASES: { name: string; make: () => Uint8Array }[] = [
  { name: "FIT ride, 320 000 records (89 h at 1 Hz)", make: () => ride(Date.UTC(2024, 0, 1, 6), 320_000) },
  { name: "FIT chain of 10 rides of 32 000 records", make: () => concat(Array.from({ length: 10 }, (_, i) => ride(Date.UTC(2024, 0, 1 + i, 6), 32_000))) },
];

/** A field of /proc/self/status, bytes. */
function status(field: "VmRSS" | "VmHWM"): number {
  const line = readFileSync("/proc/self/status", "utf8").split("\n").find((l) => l.startsWith(`${field}:`)) ?? "";
  return Number(/(\d+)/.exec(line)?.[1] ?? Number.NaN) * 1024;
}

async function child(index: number, file: string): Promise<void> {
  const c = FIT_CASES[index]!;
  const { fromFit } = await import("../../src/import/index.js");
  await fromFit(ride(Date.UTC(2024, 0, 1), 10), { nowMs: Date.UTC(2030, 0, 1) }); // loads the SDK
  const bytes = new Uint8Array(readFileSync(file));
  (globalThis as { gc?: () => void }).gc?.();
  writeFileSync("/proc/self/clear_refs", "5"); // the peak resident set starts again from here
  const before = status("VmRSS");
  const t0 = performance.now();
  const result = await fromFit(bytes, { nowMs: Date.UTC(2030, 0, 1), timeZoneName: "Etc/UTC", maxDataPoints: 10_000_000 });
  const ms = performance.now() - t0;
  const peak = status("VmHWM");
  const outcome = result.ok ? `ok, ${result.activities.length} activities` : `${result.error.code} ${result.error.detail.slice(0, 70)}`;
  console.log(JSON.stringify({ name: c.name, inputBytes: bytes.length, peakAboveBeforeBytes: peak - before, ms, outcome }));
}

function parent(filter: string | undefined): void {
  const tsx = fileURLToPath(new URL("../../node_modules/tsx/dist/cli.mjs", import.meta.url));
  const dir = mkdtempSync(join(tmpdir(), "fit-memory-"));
  console.log("case | input MB | peak above start MB | × input | ms | outcome");
  console.log("---|---|---|---|---|---");
  try {
    FIT_CASES.forEach((c, i) => {
      if (filter !== undefined && !c.name.includes(filter)) return;
      const file = join(dir, `case${i}.fit`);
      writeFileSync(file, c.make());
      const run = spawnSync(process.execPath, ["--expose-gc", "--max-old-space-size=6144", tsx, FIT_MEMORY_SCRIPT, "--child", String(i), file], { encoding: "utf8" });
      rmSync(file);
      const line = run.stdout.trim().split("\n").at(-1) ?? "";
      if (run.status !== 0 || !line.startsWith("{")) {
        console.log(`${c.name} | – | – | – | – | crashed (status ${run.status}, signal ${run.signal}): ${run.stderr.trim().split("\n").at(-1) ?? ""}`);
        return;
      }
      const r = JSON.parse(line) as { inputBytes: number; peakAboveBeforeBytes: number; ms: number; outcome: string };
      const mb = (b: number): string => (b / 2 ** 20).toFixed(1);
      console.log(`${c.name} | ${mb(r.inputBytes)} | ${mb(r.peakAboveBeforeBytes)} | ${(r.peakAboveBeforeBytes / r.inputBytes).toFixed(1)} | ${r.ms.toFixed(0)} | ${r.outcome}`);
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** This file, to run a case in a child process: `--child <index> <file>` prints its JSON line. */
export const FIT_MEMORY_SCRIPT = fileURLToPath(import.meta.url);

const at = process.argv.indexOf("--child");
if (at >= 0) await child(Number(process.argv[at + 1]), process.argv[at + 2] as string);
else if (process.argv[1] === FIT_MEMORY_SCRIPT) parent(process.argv[2]);
