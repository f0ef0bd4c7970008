/**
 * Peak memory of the FIT importer (`fromFit`) per input byte, on recordings of about 9 MB: one long ride, and a
 * chain of ten rides (FIT files one after the other). As test/bench/measureXmlMemory.ts does for TCX and GPX: each
 * file is written to a temporary file and imported in its own Node process (bytes in), and the figure is the peak
 * resident set during the import (Linux `VmHWM`, reset through `/proc/self/clear_refs` just before) minus the
 * resident set before it (input read, `@garmin/fitsdk` loaded, garbage collected), divided by the input's size.
 * Linux only; nothing is asserted here (the bench section import-memory runs the cases against a target).
 *
 * The floors measure the same way what `@garmin/fitsdk` costs before any work of the importer: its `Decoder.read()`
 * alone on the file's own buffer (no copy), each record emptied as it is decoded as the importer does ("decoder"),
 * and the same with the records' nine fields written into float64 columns of the exact final size, the least any
 * importer must keep ("decoder + columns"). The decoder keeps every message it decodes until `read()` returns.
 * The last floor reads the same columns with one `read()` per 1 024 data messages ("decoder in chunks + columns"):
 * each chunk is the messages' bytes after the definitions in force at its start, decoded with `dataOnly` (the
 * framing here knows only what these synthetic files hold: no compressed timestamps, no accumulated fields), so
 * the decoder's messages die young instead of filling the old generation until the end.
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

/** The floors: what the SDK's decoder costs alone, and with the records' values kept in exactly sized columns. */
export const FIT_FLOORS = ["decoder", "decoder + columns", "decoder in chunks + columns"] as const;
/** One floor. */
export type FitFloor = (typeof FIT_FLOORS)[number];

/** The record fields the importer reads, one float64 column each in the "decoder + columns" floor. */
const RECORD_FIELDS = ["timestamp", "positionLat", "positionLong", "distance", "enhancedSpeed", "enhancedAltitude", "heartRate", "cadence", "power"];

/** Data messages per `read()` in the chunked floor. */
const CHUNK_MESSAGES = 1024;

type Listener = (num: number, message: Record<string, unknown>) => void;

/**
 * Reads FIT bytes with one `read()` per {@link CHUNK_MESSAGES} data messages: each chunk replays the definitions
 * in force at its start, then its own bytes, then two bytes in place of a CRC. Enough for this file's synthetic
 * files only (no compressed timestamps, no accumulated fields, no error handling).
 */
function readInChunks(sdk: typeof import("@garmin/fitsdk"), bytes: Uint8Array, listener: Listener): number {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const inForce: (Uint8Array | undefined)[] = [];
  const sizes: number[] = [];
  let records = 0;
  const decode = (from: number, to: number): void => {
    const replay = inForce.filter((d): d is Uint8Array => d !== undefined);
    const chunk = new Uint8Array(replay.reduce((sum, d) => sum + d.length, 0) + (to - from) + 2);
    let at = 0;
    for (const d of replay) {
      chunk.set(d, at);
      at += d.length;
    }
    chunk.set(bytes.subarray(from, to), at);
    const { messages } = new sdk.Decoder(sdk.Stream.fromArrayBuffer(chunk.buffer)).read({ dataOnly: true, mergeHeartRates: false, convertDateTimesToDates: false, mesgListener: listener as never });
    records += (messages as { recordMesgs?: unknown[] }).recordMesgs?.length ?? 0;
  };
  for (let file = 0; file < bytes.length; ) {
    const end = file + (bytes[file] as number) + view.getUint32(file + 4, true);
    let p = file + (bytes[file] as number);
    let start = p;
    let count = 0;
    const defined: [number, Uint8Array][] = [];
    while (p < end) {
      const header = bytes[p] as number;
      if ((header & 0x40) !== 0) {
        const fields = bytes[p + 5] as number;
        let next = p + 6 + fields * 3;
        let size = 0;
        for (let i = 0; i < fields; i++) size += bytes[p + 7 + 3 * i] as number;
        if ((header & 0x20) !== 0) {
          const devFields = bytes[next] as number;
          for (let i = 0; i < devFields; i++) size += bytes[next + 2 + 3 * i] as number;
          next += 1 + devFields * 3;
        }
        defined.push([header & 0x0f, bytes.subarray(p, next)]);
        sizes[header & 0x0f] = size;
        p = next;
        continue;
      }
      p += 1 + (sizes[header & 0x0f] as number);
      if (++count < CHUNK_MESSAGES) continue;
      decode(start, p);
      for (const [local, definition] of defined.splice(0)) inForce[local] = definition;
      start = p;
      count = 0;
    }
    if (start < end) decode(start, end);
    for (const [local, definition] of defined.splice(0)) inForce[local] = definition;
    file = end + 2;
  }
  return records;
}

async function floor(index: number, file: string, kind: FitFloor): Promise<void> {
  const c = FIT_CASES[index]!;
  const sdk = await import("@garmin/fitsdk");
  const { Decoder, Stream } = sdk;
  const read = (bytes: Uint8Array, listener: Listener): number => {
    if (kind === "decoder in chunks + columns") return readInChunks(sdk, bytes, listener);
    const decoder = new Decoder(Stream.fromArrayBuffer(bytes.buffer as ArrayBuffer));
    const { messages } = decoder.read({ includeUnknownData: false, decodeMemoGlobs: false, convertDateTimesToDates: false, mesgListener: listener as never });
    return (messages as { recordMesgs?: unknown[] }).recordMesgs?.length ?? 0;
  };
  read(ride(Date.UTC(2024, 0, 1), 10), () => undefined); // loads and warms the decoder
  const bytes = new Uint8Array(readFileSync(file));
  (globalThis as { gc?: () => void }).gc?.();
  writeFileSync("/proc/self/clear_refs", "5");
  const before = status("VmRSS");
  const t0 = performance.now();
  const columns = kind !== "decoder" ? RECORD_FIELDS.map(() => new Float64Array(Math.ceil(bytes.length / 29))) : [];
  let n = 0;
  const records = read(bytes, (num, message) => {
    if (num !== Profile.MesgNum.RECORD) return;
    columns.forEach((column, i) => {
      const v = message[RECORD_FIELDS[i]!];
      column[n] = typeof v === "number" ? v : Number.NaN;
    });
    n++;
    for (const key in message) if (key !== "timestamp") message[key] = undefined;
  });
  const ms = performance.now() - t0;
  const peak = status("VmHWM");
  console.log(JSON.stringify({ name: `${c.name}, floor: ${kind}`, inputBytes: bytes.length, peakAboveBeforeBytes: peak - before, ms, outcome: `${records} records` }));
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

/** The child's arguments: a case, its file, and a floor to measure instead of the import. */
export const fitMemoryArgs = (index: number, file: string, kind?: FitFloor): string[] =>
  kind === undefined ? ["--child", String(index), file] : ["--child", String(index), file, "--floor", kind];

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
      for (const kind of [undefined, ...FIT_FLOORS]) {
        const name = kind === undefined ? c.name : `${c.name}, floor: ${kind}`;
        const run = spawnSync(process.execPath, ["--expose-gc", "--max-old-space-size=6144", tsx, FIT_MEMORY_SCRIPT, ...fitMemoryArgs(i, file, kind)], { encoding: "utf8" });
        const line = run.stdout.trim().split("\n").at(-1) ?? "";
        if (run.status !== 0 || !line.startsWith("{")) {
          console.log(`${name} | – | – | – | – | crashed (status ${run.status}, signal ${run.signal}): ${run.stderr.trim().split("\n").at(-1) ?? ""}`);
          continue;
        }
        const r = JSON.parse(line) as { inputBytes: number; peakAboveBeforeBytes: number; ms: number; outcome: string };
        const mb = (b: number): string => (b / 2 ** 20).toFixed(1);
        console.log(`${name} | ${mb(r.inputBytes)} | ${mb(r.peakAboveBeforeBytes)} | ${(r.peakAboveBeforeBytes / r.inputBytes).toFixed(1)} | ${r.ms.toFixed(0)} | ${r.outcome}`);
      }
      rmSync(file);
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** This file, to run a case in a child process: `--child <index> <file>` prints its JSON line. */
export const FIT_MEMORY_SCRIPT = fileURLToPath(import.meta.url);

const at = process.argv.indexOf("--child");
const floorAt = process.argv.indexOf("--floor");
if (at >= 0 && floorAt >= 0) await floor(Number(process.argv[at + 1]), process.argv[at + 2] as string, process.argv[floorAt + 1] as FitFloor);
else if (at >= 0) await child(Number(process.argv[at + 1]), process.argv[at + 2] as string);
else if (process.argv[1] === FIT_MEMORY_SCRIPT) parent(process.argv[2]);
