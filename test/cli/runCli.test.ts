import { execFile } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import type { CliIo } from "../../src/cli/cliIo.js";
import { runCli } from "../../src/cli/runCli.js";
import { encodeFit } from "../import/fitFixture.js";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const NOW = Date.UTC(2025, 0, 1);
const START = Date.UTC(2021, 3, 10, 7);

function fakeIo(files: Record<string, Uint8Array | string>): CliIo & { stdout: () => string; stderr: () => string; written: Map<string, string> } {
  let out = "";
  let err = "";
  const written = new Map<string, string>();
  return {
    out: (t) => void (out += t),
    err: (t) => void (err += t),
    readFile: async (path) => {
      const f = files[path];
      if (f === undefined) throw new Error(`ENOENT: no such file, open '${path}'`);
      return typeof f === "string" ? new TextEncoder().encode(f) : f;
    },
    writeFile: async (path, text) => void written.set(path, text),
    now: () => NOW,
    stdout: () => out,
    stderr: () => err,
    written,
  };
}

const runFit = encodeFit(START, [
  { sport: "running", records: Array.from({ length: 301 }, (_, i) => [i, { distance: i * 3, heartRate: 150 }] as const) },
]);
const rowFit = encodeFit(START, [
  { sport: "rowing", subSport: "indoorRowing", records: Array.from({ length: 301 }, (_, i) => [i, { heartRate: 130 }] as const) },
]);

describe("activity-fuel validate", () => {
  it("prints code, key, JSON Pointer and detail of every error and exits 1", async () => {
    const body = [{ activityType: "RUN", deviceType: "WATCH", startTime: 1, timeZoneName: "PST", metrics: { intervalUnit: "sec", intervalValue: 5, metricTypes: ["distance"], data: [[0]] } }];
    const io = fakeIo({ "body.json": JSON.stringify(body) });
    expect(await runCli(["validate", "body.json"], io)).toBe(1);
    const lines = io.stdout().trim().split("\n");
    expect(lines[0]).toBe("body.json: 4 errors");
    expect(lines.slice(1).map((l) => l.split(" ").slice(0, 3).join(" "))).toEqual([
      "160 INVALID_START_TIME /0/startTime",
      "180 INVALID_TIME_ZONE /0/timeZoneName",
      "250 INVALID_INTERVAL_VALUE /0/metrics/intervalValue",
      "320 INVALID_METRIC_COMBINATION /0/metrics/metricTypes",
    ]);
  });

  it("exits 0 on a valid body, 1 on unreadable JSON, 2 on bad usage", async () => {
    const io = fakeIo({ "ok.json": "[]", "bad.json": "{nope" });
    expect(await runCli(["validate", "bad.json"], io)).toBe(1);
    expect(io.stderr()).toContain("bad.json");
    expect(await runCli(["validate"], io)).toBe(2);
    expect(await runCli(["validate", "ok.json", "--weight", "heavy"], io)).toBe(2);
    expect(await runCli(["validate", "ok.json", "--nope"], io)).toBe(2);
    // an empty array is a body error (1010)
    expect(await runCli(["validate", "ok.json"], io)).toBe(1);
    expect(io.stdout()).toContain("1010 BODY_EMPTY /");
  });

  it("accepts what import wrote", async () => {
    const io = fakeIo({ "run.fit": runFit });
    expect(await runCli(["import", "run.fit", "--out", "run.json"], io)).toBe(0);
    const json = io.written.get("run.json")!;
    const io2 = fakeIo({ "run.json": json });
    expect(await runCli(["validate", "run.json"], io2)).toBe(0);
    expect(io2.stdout()).toBe("run.json: 1 activity valid\n");
  });
});

describe("activity-fuel import", () => {
  it("prints the submission as JSON by default", async () => {
    const io = fakeIo({ "run.fit": runFit });
    expect(await runCli(["import", "run.fit", "--tz", "Europe/Paris"], io)).toBe(0);
    const body = JSON.parse(io.stdout()) as { activityType: string; timeZoneName: string; metrics: { data: unknown[] } }[];
    expect(body).toHaveLength(1);
    expect(body[0]!.activityType).toBe("RUN");
    expect(body[0]!.timeZoneName).toBe("Europe/Paris");
    expect(body[0]!.metrics.data).toHaveLength(30);
  });

  it("needs --age for a heart-rate-only activity, then summarises it", async () => {
    const io = fakeIo({ "row.fit": rowFit });
    expect(await runCli(["import", "row.fit", "--summary"], io)).toBe(1);
    expect(io.stderr()).toContain("PROFILE_REQUIRED");
    expect(io.stderr()).toContain("invalid: 320");
    const io2 = fakeIo({ "row.fit": rowFit });
    expect(await runCli(["import", "row.fit", "--summary", "--age", "40", "--weight", "70"], io2)).toBe(0);
    const table = io2.stdout().split("\n");
    expect(table[0]).toMatch(/^recording\s+type\s+start \(UTC\)/);
    expect(table[2]).toMatch(/^row\.fit\s+ROWING\s+2021-04-10T07:00:00\s+Etc\/GMT\s+0:05:00\.000\s+-\s+30\s+\d+/);
  });

  it("shows progress on batches, reports each failure and exits 1", async () => {
    const io = fakeIo({ "a.fit": runFit, "b.gpx": "<gpx><trk><trkseg></trkseg></trk></gpx>", "c.fit": runFit.subarray(0, 100) });
    expect(await runCli(["import", "a.fit", "b.gpx", "c.fit", "missing.tcx", "--summary"], io)).toBe(1);
    const err = io.stderr();
    expect(err).toContain("[1/4] a.fit: 1 activity");
    expect(err).toMatch(/\[2\/4\] b\.gpx: error 1640 NOT_A_TRACK_DOCUMENT/);
    expect(err).toMatch(/\[3\/4\] c\.fit: error 1620 FIT_DECODE_FAILED/);
    expect(err).toMatch(/\[4\/4\] missing\.tcx: cannot read/);
  });

  it("exits 1, not 2, when --out cannot be written, and 2 for an unknown option", async () => {
    const dir = await mkdtemp(join(tmpdir(), "activity-fuel-cli-"));
    try {
      const out = join(dir, "missing-dir", "x.json");
      // the real file system behind the injected io: writing into a directory that does not exist fails (ENOENT)
      const io = { ...fakeIo({ "run.fit": runFit }), writeFile: (path: string, text: string) => writeFile(path, text, "utf8") };
      expect(await runCli(["import", "run.fit", "--out", out], io)).toBe(1);
      expect(io.stderr()).toContain("missing-dir");
      expect(existsSync(out)).toBe(false);
      const usage = fakeIo({ "run.fit": runFit });
      expect(await runCli(["import", "run.fit", "--out", out, "--frobnicate"], usage)).toBe(2);
      expect(await runCli(["import", "run.fit", "--out"], usage)).toBe(2);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("refuses bad options with exit status 2", async () => {
    for (const args of [["--interval", "7"], ["--pauses", "sometimes"], ["--age", "-3"]]) {
      const io = fakeIo({ "run.fit": runFit });
      expect(await runCli(["import", "run.fit", ...args], io)).toBe(2);
    }
    const io = fakeIo({ "run.fit": runFit });
    expect(await runCli(["import", "run.fit", "--tz", "PST"], io)).toBe(1);
    expect(io.stderr()).toContain("1690 INVALID_IMPORT_OPTION");
  });
});

describe("activity-fuel help and the executable", () => {
  it("prints help for the program and each command", async () => {
    const io = fakeIo({});
    expect(await runCli(["--help"], io)).toBe(0);
    expect(io.stdout()).toContain("activity-fuel import <recording...>");
    expect(await runCli(["help", "import"], io)).toBe(0);
    expect(io.stdout()).toContain("--lenient");
    expect(await runCli(["import", "--help"], io)).toBe(0);
    expect(await runCli([], io)).toBe(2);
    expect(await runCli(["frobnicate"], io)).toBe(2);
  });

  it("runs from source with a shebang and sets the exit status", async () => {
    const main = readFileSync(ROOT + "src/cli/main.ts", "utf8");
    expect(main.startsWith("#!/usr/bin/env node\n")).toBe(true);
    const tsx = ROOT + "node_modules/tsx/dist/cli.mjs";
    const run = promisify(execFile);
    const ok = await run(process.execPath, [tsx, "src/cli/main.ts", "--help"], { cwd: ROOT });
    expect(ok.stdout).toContain("Usage:");
    const failed = await run(process.execPath, [tsx, "src/cli/main.ts", "validate", "package.json"], { cwd: ROOT }).catch((e: { code: number; stdout: string }) => e);
    expect("code" in failed && failed.code).toBe(1);
    expect(failed.stdout).toContain("1000 BODY_NOT_ARRAY /");
  });
});
