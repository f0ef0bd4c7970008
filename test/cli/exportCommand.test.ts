import { describe, expect, it } from "vitest";
import { numberedPath } from "../../src/cli/numberedPath.js";
import { runCli } from "../../src/cli/runCli.js";
import { encodeFit } from "../import/fitFixture.js";
import { SMALL_RUN, SMALL_RUN_DETAIL } from "../export/fixtures.js";
import { CLI_NOW, fakeIo } from "./fakeIo.js";

const NOW = CLI_NOW;

describe("activity-fuel export", () => {
  it("prints one activity of a body as GPX on standard output, or as TCX with laps", async () => {
    const io = fakeIo({ "run.json": JSON.stringify([SMALL_RUN]) });
    expect(await runCli(["export", "run.json"], io)).toBe(0);
    expect(io.stdout()).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<gpx version="1.1"/);
    expect(io.stdout().match(/<trkpt /g)).toHaveLength(4);
    const tcx = fakeIo({ "run.json": JSON.stringify([SMALL_RUN]) });
    expect(await runCli(["export", "run.json", "--format", "tcx", "--lap-minutes", "0.25"], tcx)).toBe(0);
    expect(tcx.stdout().match(/<Lap /g)).toHaveLength(2);
  });

  it("reads a detail object, takes the format from --out and reports the files with --json", async () => {
    const io = fakeIo({ "detail.json": JSON.stringify(SMALL_RUN_DETAIL) });
    expect(await runCli(["export", "detail.json", "--out", "run.tcx", "--json"], io)).toBe(0);
    expect(io.written.get("run.tcx")).toContain("<TrainingCenterDatabase");
    expect(JSON.parse(io.stdout())).toEqual({ format: "tcx", files: [{ activity: 1, file: "run.tcx", bytes: new TextEncoder().encode(io.written.get("run.tcx")).length }] });
  });

  it("writes numbered files for several activities, reports one that cannot be exported with its pointer, and exits 1", async () => {
    const broken = { ...SMALL_RUN, metrics: { ...SMALL_RUN.metrics, data: [[95, 0, 0, 0, 0, 0, 0]] } };
    const io = fakeIo({ "body.json": JSON.stringify([SMALL_RUN, broken, SMALL_RUN]) });
    expect(await runCli(["export", "body.json", "--out", "out/run.gpx"], io)).toBe(1);
    expect([...io.written.keys()]).toEqual(["out/run-1.gpx", "out/run-3.gpx"]);
    expect(io.stderr()).toContain("body.json: activity 2: error 1710 UNREADABLE_SAMPLE: A sample of the activity cannot be exported. latitude 95 is outside ±90 degrees (at /1/metrics/data/0/0)");
    expect(io.stdout()).toBe("");
  });

  it("picks one activity with --index and refuses usage errors with status 2", async () => {
    const io = fakeIo({ "body.json": JSON.stringify([SMALL_RUN, { ...SMALL_RUN, activityType: "WALK" }]) });
    expect(await runCli(["export", "body.json", "--index", "2"], io)).toBe(0);
    expect(io.stdout()).toContain("<type>walking</type>");
    for (const args of [
      ["export", "body.json"], // several activities without --out
      ["export", "body.json", "--format", "kml"],
      ["export", "body.json", "--format", "gpx", "--lap-km", "1"],
      ["export", "body.json", "--lap-km", "0", "--format", "tcx"],
      ["export", "body.json", "--index", "0"],
      ["export", "body.json", "--json"],
      ["export"],
      ["export", "body.json", "--nope"],
    ]) {
      expect(await runCli(args, fakeIo({ "body.json": JSON.stringify([SMALL_RUN, SMALL_RUN]) })), args.join(" ")).toBe(2);
    }
    const missing = fakeIo({});
    expect(await runCli(["export", "none.json"], missing)).toBe(1);
    expect(await runCli(["export", "body.json", "--index", "3"], fakeIo({ "body.json": "[1]" }))).toBe(1);
  });

  it("escapes control characters of file names, file content and arguments in everything it prints (as validate does)", async () => {
    const RAW = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/; // but the line feed
    const evil = "\u001b]0;pwned\u0007\u009b2J\u202e";
    const activity = { ...SMALL_RUN, deviceName: `Edge ${evil}`, activityType: `RUN${evil}` };
    const broken = { ...SMALL_RUN, startTime: `2018${evil}` };
    const files = { [`run${evil}.json`]: JSON.stringify([activity, broken]), [`bad${evil}.json`]: `[{"a": 1}${evil}]`, "one.json": JSON.stringify([activity]) };
    const runs: [string[], number][] = [
      [["export", `run${evil}.json`, "--out", `out${evil}.gpx`], 1], // the second cannot be exported: its detail echoes startTime
      [["export", `bad${evil}.json`], 1], // not JSON: the parser's message quotes the text
      [["export", `missing${evil}.json`], 1],
      [["export", "one.json"], 0], // the document on standard output
      [["export", "one.json", "--format", "tcx"], 0],
      [["export", "one.json", "--format", `x${evil}`], 2],
      [["export", "one.json", "--format", "tcx", "--lap-km", evil], 2],
      [["export", "one.json", "--index", evil], 2],
    ];
    for (const [args, status] of runs) {
      const io = fakeIo(files);
      expect(await runCli(args, io), args.join(" ")).toBe(status);
      expect(io.stderr(), args.join(" ")).not.toMatch(RAW);
      expect(io.stdout(), args.join(" ")).not.toMatch(RAW);
      expect(io.stderr() + io.stdout(), args.join(" ")).toMatch(/\\u001b|&#x1B;|\uFFFD/);
    }
    const tcx = fakeIo(files);
    await runCli(["export", "one.json", "--format", "tcx"], tcx);
    expect(tcx.stdout()).toContain("&#x9B;2J&#x202E;");
  });

  it("reports a --lap-km that cuts more laps than data points (1720) instead of hanging", async () => {
    const io = fakeIo({ "run.json": JSON.stringify([SMALL_RUN]) });
    expect(await runCli(["export", "run.json", "--format", "tcx", "--lap-km", "0.000000000001"], io)).toBe(1);
    expect(io.stderr()).toContain("run.json: activity 1: error 1720 INVALID_EXPORT_OPTION");
    expect(io.stdout()).toBe("");
  });

  it("is documented in the help", async () => {
    const io = fakeIo({});
    expect(await runCli(["help", "export"], io)).toBe(0);
    expect(io.stdout()).toContain("--lap-km <km>");
    expect(await runCli(["--help"], io)).toBe(0);
    expect(io.stdout()).toContain("activity-fuel export <file.json>");
  });
});

describe("activity-fuel import --chart", () => {
  it("writes an SVG chart of the imported activity with its derived fuel per minute", async () => {
    const start = Date.UTC(2021, 3, 10, 7);
    const fit = encodeFit(start, [{ sport: "running", records: Array.from({ length: 301 }, (_, i) => [i, { distance: i * 3, heartRate: 150 }] as const) }]);
    const io = fakeIo({ "run.fit": fit });
    expect(await runCli(["import", "run.fit", "--summary", "--weight", "70", "--age", "40", "--chart", "run.svg"], io)).toBe(0);
    const svg = io.written.get("run.svg")!;
    expect(svg).toMatch(/^<svg /);
    expect(svg).toContain("<title>run.fit: RUN</title>");
    expect(svg).toMatch(/<desc>[^<]*Pace [^<]*; Heart rate 150 to 150 bpm[^<]*; Fuel [\d.]+ to [\d.]+ per minute/);
    expect(io.stderr()).toContain("wrote chart run.svg");
  });
});

describe("numberedPath", () => {
  it.each([
    ["ride.gpx", 2, 3, "ride-2.gpx"],
    ["ride.gpx", 1, 1, "ride.gpx"],
    ["dir.v2/out", 1, 2, "dir.v2/out-1"],
    [".hidden", 2, 2, ".hidden-2"],
  ] as const)("%s, item %i of %i: %s", (path, n, total, expected) => {
    expect(numberedPath(path, n, total)).toBe(expected);
  });
});
