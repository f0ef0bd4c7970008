/**
 * Peak memory of the XML importers (`fromGpx`, `fromTcx`) per input byte, on hostile and on real-looking
 * documents of about 16 MB each. Each document is written to a temporary file and imported in its own Node
 * process, as the CLI does (bytes in): the figure is the peak resident set during the import (Linux `VmHWM`, reset
 * through `/proc/self/clear_refs` just before) minus the resident set before it (input bytes read, `saxes`
 * loaded, garbage collected), divided by the input's size. Linux only. Not part of `npm test`; nothing is asserted
 * here (the bench section import-memory runs some of the cases against a target: test/bench/sections/importMemory.ts).
 *
 *   npx tsx test/bench/measureXmlMemory.ts            # every case
 *   npx tsx test/bench/measureXmlMemory.ts nested     # the cases whose name contains "nested"
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const TARGET_BYTES = 16 * 1024 * 1024;
const T0 = Date.UTC(2024, 5, 1, 6);

/** Repeats `unit` (given its index) until the text reaches `bytes`. */
function fill(head: string, unit: (i: number) => string, tail: string, bytes = TARGET_BYTES): string {
  const parts = [head];
  let size = head.length + tail.length;
  for (let i = 0; size < bytes; i++) {
    const u = unit(i);
    parts.push(u);
    size += u.length;
  }
  parts.push(tail);
  return parts.join("");
}

function trkpt(i: number): string {
  return `<trkpt lat="${(45 + i * 1e-5).toFixed(6)}" lon="6.000000"><ele>${(300 + (i % 50)).toFixed(1)}</ele><time>${new Date(T0 + i * 1000).toISOString()}</time><extensions><gpxtpx:TrackPointExtension><gpxtpx:hr>${120 + (i % 40)}</gpxtpx:hr></gpxtpx:TrackPointExtension></extensions></trkpt>\n`;
}

function trackpoint(i: number): string {
  return `<Trackpoint><Time>${new Date(T0 + i * 1000).toISOString()}</Time><Position><LatitudeDegrees>${(45 + i * 1e-5).toFixed(6)}</LatitudeDegrees><LongitudeDegrees>6.000000</LongitudeDegrees></Position><AltitudeMeters>300.0</AltitudeMeters><DistanceMeters>${(i * 1.1).toFixed(1)}</DistanceMeters><HeartRateBpm><Value>${120 + (i % 40)}</Value></HeartRateBpm></Trackpoint>\n`;
}

const GPX_HEAD = `<?xml version="1.0"?><gpx version="1.1" creator="bench" xmlns="http://www.topografix.com/GPX/1/1" xmlns:gpxtpx="http://www.garmin.com/xmlschemas/TrackPointExtension/v1">`;
const TCX_HEAD = `<?xml version="1.0"?><TrainingCenterDatabase xmlns="http://www.garmin.com/xmlschemas/TrainingCenterDatabase/v2"><Activities><Activity Sport="Running"><Id>2024-06-01T06:00:00Z</Id><Lap StartTime="2024-06-01T06:00:00Z"><Track>`;

/** The cases: a name, the importer, and the document. */
export const XML_CASES: { name: string; format: "gpx" | "tcx"; make: () => string }[] = [
  { name: "nested <x> (16 MB, 2.8 M deep)", format: "gpx", make: () => { const n = Math.floor(TARGET_BYTES / 7); return GPX_HEAD + "<x>".repeat(n) + "</x>".repeat(n) + "</gpx>"; } },
  { name: "nested <x> never closed (16 MB)", format: "gpx", make: () => GPX_HEAD + "<x>".repeat(Math.floor(TARGET_BYTES / 3)) },
  { name: "flat <x/> siblings", format: "gpx", make: () => fill(GPX_HEAD, () => "<x/>", "</gpx>") },
  { name: "flat <x a b c/> with attributes", format: "gpx", make: () => fill(GPX_HEAD, (i) => `<x a="${i}" b="x" c="y"/>`, "</gpx>") },
  { name: "distinct element names", format: "gpx", make: () => fill(GPX_HEAD, (i) => `<e${i}/>`, "</gpx>") },
  { name: "30-deep subtrees, repeated", format: "gpx", make: () => fill(GPX_HEAD, () => "<a>".repeat(30) + "</a>".repeat(30), "</gpx>") },
  { name: "one 16 MB text node", format: "gpx", make: () => GPX_HEAD + "<trk><name>" + "a".repeat(TARGET_BYTES) + "</name></trk></gpx>" },
  { name: "dropped text of &lt; (metadata)", format: "gpx", make: () => GPX_HEAD + "<metadata><desc>" + "&lt;".repeat(Math.floor(TARGET_BYTES / 4)) + "</desc></metadata></gpx>" },
  { name: "kept text of &lt; (a track name)", format: "gpx", make: () => GPX_HEAD + "<trk><name>" + "&lt;".repeat(Math.floor(TARGET_BYTES / 4)) + "</name></trk></gpx>" },
  { name: "kept text of character references", format: "gpx", make: () => GPX_HEAD + "<trk><name>" + "&#65;".repeat(Math.floor(TARGET_BYTES / 5)) + "</name></trk></gpx>" },
  { name: "attributes of character references", format: "gpx", make: () => fill(GPX_HEAD + "<trk><trkseg>", () => `<trkpt lat="${"&#52;".repeat(40)}" lon="6"/>`, "</trkseg></trk></gpx>") },
  { name: "entities in every kept text", format: "gpx", make: () => fill(GPX_HEAD + "<trk><trkseg>", (i) => `<trkpt lat="45.${i}" lon="6.1"><ele>&#x33;&#x30;&#x30;</ele><time>${new Date(T0 + i * 1000).toISOString()}</time></trkpt>`, "</trkseg></trk></gpx>") },
  { name: "kept elements: untimed <trkpt lat lon/>", format: "gpx", make: () => fill(GPX_HEAD + "<trk><trkseg>", (i) => `<trkpt lat="45.${i}" lon="6.1"/>`, "</trkseg></trk></gpx>") },
  { name: "kept elements: <time> repeated in one <trkpt>", format: "gpx", make: () => fill(GPX_HEAD + "<trk><trkseg><trkpt>", (i) => `<time>${new Date(T0 + i * 1000).toISOString()}</time>`, "</trkpt></trkseg></trk></gpx>") },
  { name: "kept elements: one-point tracks", format: "gpx", make: () => fill(GPX_HEAD, (i) => `<trk><trkseg><trkpt lat="45" lon="6"><time>${new Date(T0 + i * 1000).toISOString()}</time></trkpt></trkseg></trk>`, "</gpx>") },
  { name: "kept elements: empty <Trackpoint/>", format: "tcx", make: () => fill(TCX_HEAD, () => "<Trackpoint/>", "</Track></Lap></Activity></Activities></TrainingCenterDatabase>") },
  { name: "kept elements: one-lap activities", format: "tcx", make: () => fill(TCX_HEAD + "</Track></Lap></Activity>", (i) => `<Activity Sport="Running"><Lap><Track><Trackpoint><Time>${new Date(T0 + i * 1000).toISOString()}</Time></Trackpoint></Track></Lap></Activity>`, "</Activities></TrainingCenterDatabase>") },
  { name: "real-looking GPX track (1 Hz, HR)", format: "gpx", make: () => fill(GPX_HEAD + "<trk><name>Run</name><type>running</type><trkseg>\n", trkpt, "</trkseg></trk></gpx>") },
  { name: "real-looking TCX track (1 Hz, HR)", format: "tcx", make: () => fill(TCX_HEAD, trackpoint, "</Track></Lap></Activity></Activities></TrainingCenterDatabase>") },
];

/** A field of /proc/self/status, bytes. */
function status(field: "VmRSS" | "VmHWM"): number {
  const line = readFileSync("/proc/self/status", "utf8").split("\n").find((l) => l.startsWith(field + ":")) ?? "";
  return Number(/(\d+)/.exec(line)?.[1] ?? Number.NaN) * 1024;
}

async function child(index: number, file: string): Promise<void> {
  const c = XML_CASES[index]!;
  const { fromGpx, fromTcx } = await import("../../src/import/index.js");
  const importer = c.format === "gpx" ? fromGpx : fromTcx;
  await importer("<gpx/>"); // loads saxes
  const bytes = new Uint8Array(readFileSync(file));
  (globalThis as { gc?: () => void }).gc?.();
  writeFileSync("/proc/self/clear_refs", "5"); // the peak resident set starts again from here
  const before = status("VmRSS");
  const t0 = performance.now();
  const result = await importer(bytes, { nowMs: Date.UTC(2030, 0, 1), activityType: "RUN", timeZoneName: "Etc/UTC", maxDataPoints: 10_000_000 });
  const ms = performance.now() - t0;
  const peak = status("VmHWM");
  const outcome = result.ok ? `ok, ${result.activities.length} activities` : `${result.error.code} ${result.error.detail.slice(0, 70)}`;
  console.log(JSON.stringify({ name: c.name, inputBytes: bytes.length, peakAboveBeforeBytes: peak - before, ms, outcome }));
}

function parent(filter: string | undefined): void {
  const tsx = fileURLToPath(new URL("../../node_modules/tsx/dist/cli.mjs", import.meta.url));
  const self = fileURLToPath(import.meta.url);
  const dir = mkdtempSync(join(tmpdir(), "xml-memory-"));
  console.log("case | input MB | peak above start MB | × input | ms | outcome");
  console.log("---|---|---|---|---|---");
  try {
    XML_CASES.forEach((c, i) => {
      if (filter !== undefined && !c.name.includes(filter)) return;
      const file = join(dir, `case${i}.xml`);
      writeFileSync(file, c.make());
      const run = spawnSync(process.execPath, ["--expose-gc", "--max-old-space-size=6144", tsx, self, "--child", String(i), file], { encoding: "utf8" });
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
export const XML_MEMORY_SCRIPT = fileURLToPath(import.meta.url);

const at = process.argv.indexOf("--child");
if (at >= 0) await child(Number(process.argv[at + 1]), process.argv[at + 2] as string);
else if (process.argv[1] === XML_MEMORY_SCRIPT) parent(process.argv[2]);
