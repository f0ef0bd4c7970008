import { existsSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runCli } from "../../src/cli/runCli.js";
import { encodeFit } from "../import/fitFixture.js";
import { CLI_NOW, fakeIo } from "./fakeIo.js";

const NOW = CLI_NOW;
const START = Date.UTC(2021, 3, 10, 7);

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
    expect(io.stdout()).toBe(""); // nothing on standard output for a failed item
    const io2 = fakeIo({ "row.fit": rowFit });
    expect(await runCli(["import", "row.fit", "--summary", "--age", "40", "--weight", "70"], io2)).toBe(0);
    const table = io2.stdout().split("\n");
    expect(table[0]).toMatch(/^recording\s+type\s+start \(UTC\)/);
    expect(table[2]).toMatch(/^row\.fit\s+ROWING\s+2021-04-10T07:00:00\s+Etc\/GMT\s+0:05:00\.000\s+-\s+30\s+\d+/);
  });

  it("reports each failure on standard error, prints only the successes, and exits 1", async () => {
    const io = fakeIo({ "a.fit": runFit, "b.gpx": "<gpx><trk><trkseg></trkseg></trk></gpx>", "c.fit": runFit.subarray(0, 100) });
    expect(await runCli(["import", "a.fit", "b.gpx", "c.fit", "missing.tcx", "--summary"], io)).toBe(1);
    const err = io.stderr();
    expect(err).toMatch(/^b\.gpx: error 1640 NOT_A_TRACK_DOCUMENT/m);
    expect(err).toMatch(/^c\.fit: error 1620 FIT_DECODE_FAILED/m);
    expect(err).toMatch(/^missing\.tcx: cannot read/m);
    expect(err).not.toContain("\r"); // not a terminal: no progress bar
    const table = io.stdout().trim().split("\n");
    expect(table).toHaveLength(3);
    expect(table[2]).toMatch(/^a\.fit\s+RUN\s/);
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
    expect(await runCli(["validate", "--help"], io)).toBe(0);
    expect(io.stdout()).toContain("Exit status: 0 valid, 1 invalid or unreadable");
    expect(await runCli([], io)).toBe(2);
    expect(await runCli(["frobnicate"], io)).toBe(2);
  });
});

describe("command-line conventions", () => {
  it("prints the version with --version (-V, version), as JSON with --json", async () => {
    for (const flag of ["--version", "-V", "version"]) {
      const io = fakeIo({}, { version: "9.8.7" });
      expect(await runCli([flag], io)).toBe(0);
      expect(io.stdout()).toBe("9.8.7\n");
    }
    const io = fakeIo({}, { version: "9.8.7" });
    expect(await runCli(["--version", "--json"], io)).toBe(0);
    expect(JSON.parse(io.stdout())).toEqual({ name: "activity-fuel", version: "9.8.7" });
  });

  it("documents every exit status in --help", async () => {
    const io = fakeIo({});
    await runCli(["--help"], io);
    for (const line of [/^\s+0\s+success/m, /^\s+1\s+an input could not be read/m, /^\s+2\s+usage error/m, /^\s+70\s+internal error/m]) {
      expect(io.stdout()).toMatch(line);
    }
    expect(io.stdout()).toContain("--json");
    expect(io.stdout()).toContain("--max-bytes");
  });

  it("validate --json: one JSON object with the errors' codes, keys, pointers and paths", async () => {
    const body = [{ activityType: "RUN", deviceType: "WATCH", startTime: START, timeZoneName: "PST", metrics: { intervalUnit: "sec", intervalValue: 10, metricTypes: ["distance", "speed"], data: [[0, 10]] } }];
    const io = fakeIo({ "b.json": JSON.stringify(body) });
    expect(await runCli(["validate", "b.json", "--json"], io)).toBe(1);
    const report = JSON.parse(io.stdout()) as { valid: boolean; errors: { code: number; key: string; pointer: string; path: unknown[] }[] };
    expect(report.valid).toBe(false);
    expect(report.errors).toEqual([expect.objectContaining({ code: 180, key: "INVALID_TIME_ZONE", pointer: "/0/timeZoneName", path: [0, "timeZoneName"] })]);
    const unreadable = fakeIo({ "x.json": "{" });
    expect(await runCli(["validate", "x.json", "--json"], unreadable)).toBe(1);
    expect(unreadable.stdout()).toBe("");
  });

  it("import --json: one array of {recording, activity, derived, warnings} for the successes only", async () => {
    const io = fakeIo({ "run.fit": runFit, "bad.gpx": "<nope/>" });
    expect(await runCli(["import", "run.fit", "bad.gpx", "--json"], io)).toBe(1);
    const rows = JSON.parse(io.stdout()) as { recording: string; activity: { activityType: string }; derived: { fuel: number; durationMs: number } }[];
    expect(rows.map((r) => r.recording)).toEqual(["run.fit"]);
    expect(rows[0]!.activity.activityType).toBe("RUN");
    expect(rows[0]!.derived.durationMs).toBe(300_000);
    expect(rows[0]!.derived.fuel).toBeGreaterThan(0);
  });

  it("prints nothing on standard output when every input failed (not an empty array)", async () => {
    const io = fakeIo({ "bad.gpx": "<gpx><trk><trkseg></trkseg></trk></gpx>" });
    expect(await runCli(["import", "bad.gpx", "missing.fit"], io)).toBe(1);
    expect(io.stdout()).toBe("");
  });

  it("reads standard input for -, at most once, and passes the --max-bytes cap to the reader", async () => {
    const seen: [string, number][] = [];
    const io = fakeIo({}, {
      readFile: async (path: string, maxBytes: number) => {
        seen.push([path, maxBytes]);
        return runFit;
      },
    });
    expect(await runCli(["import", "-", "--max-bytes", "123456"], io)).toBe(0);
    expect(seen).toEqual([["-", 123456]]);
    expect(JSON.parse(io.stdout())).toHaveLength(1);
    expect(await runCli(["import", "-", "-"], fakeIo({}))).toBe(2);
    expect(await runCli(["validate", "-", "--max-bytes", "0"], fakeIo({}))).toBe(2);
    expect(await runCli(["validate", "-", "--max-bytes", "1e6"], fakeIo({}))).toBe(2);
  });

  it("draws a progress bar on standard error only on a terminal and only for several files", async () => {
    const tty = fakeIo({ "a.fit": runFit, "b.fit": runFit }, { errIsTTY: true });
    expect(await runCli(["import", "a.fit", "b.fit"], tty)).toBe(0);
    expect(tty.stderr()).toContain("[------------------------] 0/2 a.fit");
    expect(tty.stderr()).toContain("[############------------] 1/2 b.fit");
    expect(tty.stderr().endsWith("\r\x1b[K")).toBe(true); // the bar is cleared at the end
    expect(JSON.parse(tty.stdout())).toHaveLength(2); // standard output untouched
    const single = fakeIo({ "a.fit": runFit }, { errIsTTY: true });
    await runCli(["import", "a.fit"], single);
    expect(single.stderr()).toBe("");
    const pipe = fakeIo({ "a.fit": runFit, "b.fit": runFit }, { errIsTTY: false });
    await runCli(["import", "a.fit", "b.fit"], pipe);
    expect(pipe.stderr()).toBe("");
  });
});

describe("file names and messages never reach the terminal raw", () => {
  const RAW = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/; // any control character but the line feed

  it("escapes control characters of file names on standard error and standard output", async () => {
    const evil = "run\u001b[2J\r\u202e.fit";
    const io = fakeIo({ [evil]: runFit, "x\u0007.json": "{" });
    expect(await runCli(["import", evil, "missing\u001b]0;pwned\u0007.fit", "--summary", "--out", "o\u001b.json"], io)).toBe(1);
    expect(io.stderr()).not.toMatch(RAW);
    expect(io.stdout()).not.toMatch(RAW);
    expect(io.stderr()).toContain(String.raw`"missing\u001b]0;pwned\u0007.fit": cannot read: "ENOENT`);
    expect(io.stderr()).toContain(String.raw`to "o\u001b.json"`);
    expect(io.stdout()).toContain(String.raw`"run\u001b[2J\r\u202e.fit"`);
    expect(await runCli(["validate", "x\u0007.json"], io)).toBe(1);
    expect(io.stderr()).toContain(String.raw`error: "x\u0007.json": `);
    expect(io.stderr()).not.toMatch(RAW);
  });

  it("escapes them in the progress bar, usage errors and unknown commands", async () => {
    const tty = fakeIo({ "a\u001b.fit": runFit, "b.fit": runFit }, { errIsTTY: true });
    expect(await runCli(["import", "a\u001b.fit", "b.fit"], tty)).toBe(0);
    expect(tty.stderr().replaceAll("\r\u001b[K", "")).not.toMatch(RAW); // only the bar's own erase sequence
    const usage = fakeIo({});
    expect(await runCli(["import", "x.fit", "--tz\u001b[31m"], usage)).toBe(2);
    expect(await runCli(["import", "x.fit", "--interval", "\u001b[31m"], usage)).toBe(2);
    expect(await runCli(["\u001b[31mfrob"], usage)).toBe(2);
    expect(usage.stderr()).not.toMatch(RAW);
    expect(usage.stderr()).toContain(String.raw`unknown command "\u001b[31mfrob"`);
  });

  it("leaves ordinary names, spaces and accents as they are", async () => {
    const io = fakeIo({ "Morning run é.fit": runFit });
    expect(await runCli(["import", "Morning run é.fit", "--summary"], io)).toBe(0);
    expect(io.stdout()).toMatch(/^Morning run é\.fit\s+RUN/m);
  });
});
