/**
 * Acceptance on the shared corpus of real recordings (../shared/data/recordings beside the repository): every
 * file imports or fails with a clear code, never a throw; every non-malformed recording validates and derives,
 * with the derived distance within 1 % of the distance in the recording's own samples and the duration within one
 * interval of their time span; the same ride as FIT, TCX and GPX agrees within 1 % (distance) and 2 % (fuel).
 * References come from the corpus's own DETAILS.tsv (computed by the corpus author with other tools) or, for GPX,
 * from a haversine sum computed here with a regular expression, independently of the importer.
 */
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { deriveActivity } from "../../src/derive/deriveActivity.js";
import { IMPORT_ERROR_CODES, importRecording, type ImportOptions, type ImportResult } from "../../src/import/index.js";
import type { UserProfile } from "../../src/model/userProfile.js";
import { validateActivities } from "../../src/validate/validateActivities.js";

const DIR = fileURLToPath(new URL("../../../shared/data/recordings/", import.meta.url));
const present = existsSync(DIR + "INDEX.tsv");
const PROFILE: UserProfile = { weightKg: 70, ageYears: 35 };
const NOW = Date.UTC(2026, 0, 1);

/** Expected refusals with default options (strict FIT decoding, pauses kept), and why. */
const REFUSED: Readonly<Record<string, number>> = {
  "bad_strava-android-app_corrupt.fit": 1620, // header size beyond the file, short record: decoder stops at byte 7472
  "bad_truncated-no-session_sigma.fit": 1620, // truncated: end of stream, CRC fails
  "bad_zwift_header-datasize0_truncated.fit": 1620, // header data size 0: header CRC error, nothing decoded
  "edge_31-days-elapsed_garmin-edge810.fit": 1670, // 31 days elapsed: 258,873 points at 10 s
  "edge_bogus-1901-timestamps_gpsbabel.gpx": 1660, // every time is 1901-12-13
  "edge_compressed-timestamps_garmin-fr70_5s.fit": 1620, // compressed timestamps unsupported by @garmin/fitsdk
  "edge_inverted-times_nk-speedcoach.fit": 1680, // sport generic, no heart rate, no calories
};

/** Outcomes with other options: lenient FIT decoding, pauses removed. */
const WITH_OPTIONS: readonly { file: string; options: ImportOptions; code?: number }[] = [
  { file: "bad_strava-android-app_corrupt.fit", options: { lenient: true }, code: 1660 }, // decoded times jump to 2085
  { file: "bad_truncated-no-session_sigma.fit", options: { lenient: true } },
  { file: "bad_zwift_header-datasize0_truncated.fit", options: { lenient: true } },
  { file: "edge_compressed-timestamps_garmin-fr70_5s.fit", options: { lenient: true }, code: 1620 },
  { file: "edge_31-days-elapsed_garmin-edge810.fit", options: { pauses: "remove" } },
];

type Row = Record<string, string>;

function readTsv(name: string): Map<string, Row> {
  const [header, ...lines] = readFileSync(DIR + name, "utf8").trimEnd().split("\n");
  const keys = (header ?? "").split("\t");
  return new Map(
    lines.map((line) => {
      const cells = line.split("\t");
      const row: Row = Object.fromEntries(keys.map((k, i) => [k, cells[i] ?? ""]));
      return [row["file"] ?? "", row];
    }),
  );
}

/** Haversine length (R = 6371.0088 km) of the timed GPX track points in time order. */
function gpxHaversineM(text: string): number {
  const points: { t: number; lat: number; lon: number }[] = [];
  for (const m of text.matchAll(/<trkpt\b([^>]*)>([\s\S]*?)<\/trkpt>/g)) {
    const attrs = m[1] ?? "";
    const lat = Number(/lat="([^"]+)"/.exec(attrs)?.[1]);
    const lon = Number(/lon="([^"]+)"/.exec(attrs)?.[1]);
    const time = /<time>([^<]+)<\/time>/.exec(m[2] ?? "")?.[1];
    if (time !== undefined) points.push({ t: Date.parse(time), lat, lon });
  }
  points.sort((a, b) => a.t - b.t);
  const r = Math.PI / 180;
  let total = 0;
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1]!;
    const b = points[i]!;
    const h = Math.sin(((b.lat - a.lat) * r) / 2) ** 2 + Math.cos(a.lat * r) * Math.cos(b.lat * r) * Math.sin(((b.lon - a.lon) * r) / 2) ** 2;
    total += 2 * 6371008.8 * Math.asin(Math.sqrt(h));
  }
  return total;
}

const importFile = async (file: string, options: ImportOptions = {}): Promise<ImportResult> =>
  importRecording(new Uint8Array(readFileSync(DIR + file)), { fileName: file, nowMs: NOW, ...options });

describe.skipIf(!present && process.env["CI"] === undefined)("real recordings (../shared/data/recordings)", () => {
  let index: Map<string, Row>;
  let details: Map<string, Row>;
  const results = new Map<string, ImportResult>();

  beforeAll(async () => {
    index = readTsv("INDEX.tsv");
    details = readTsv("DETAILS.tsv");
    for (const file of index.keys()) results.set(file, await importFile(file));
  });

  it("lists every recording file of the folder in INDEX.tsv", () => {
    const files = readdirSync(DIR).filter((f) => /\.(fit|tcx|gpx)$/i.test(f));
    expect([...index.keys()].sort()).toEqual(files.sort());
    expect(files.length).toBeGreaterThanOrEqual(30);
  });

  it("imports every file or refuses it with a registered code and a detail, never throwing", () => {
    const codes = new Set<number>(IMPORT_ERROR_CODES.map((e) => e.code));
    for (const [file, result] of results) {
      const expected = REFUSED[file];
      if (expected === undefined) {
        expect(result.ok ? "ok" : `${result.error.code} ${result.error.detail}`, file).toBe("ok");
      } else {
        expect(result.ok ? "ok" : result.error.code, file).toBe(expected);
        if (!result.ok) {
          expect(codes.has(result.error.code)).toBe(true);
          expect(result.error.detail.length).toBeGreaterThan(10);
        }
      }
    }
  });

  it("gives the documented outcome with the lenient and pauses options", async () => {
    for (const { file, options, code } of WITH_OPTIONS) {
      const result = await importFile(file, options);
      expect(result.ok ? "ok" : result.error.code, `${file} ${JSON.stringify(options)}`).toBe(code ?? "ok");
      if (result.ok) {
        expect(validateActivities(result.submission, { nowMs: NOW, profile: PROFILE }).ok).toBe(true);
      }
    }
  });

  it("validates and derives every imported recording: distance within 1 %, duration within one interval", () => {
    const checked: string[] = [];
    for (const [file, result] of results) {
      if (!result.ok) continue;
      const validated = validateActivities(result.submission, { nowMs: NOW, profile: PROFILE });
      expect(validated.ok ? "valid" : JSON.stringify(validated.errors.slice(0, 3)), file).toBe("valid");
      if (!validated.ok) continue;
      const derived = validated.activities.map((a) => deriveActivity(a, PROFILE));
      for (const d of derived) {
        expect(Number.isInteger(d.fuel) && d.fuel >= 0, file).toBe(true);
        expect(Array.from(d.fuelPerPoint).reduce((a, b) => a + b, 0)).toBe(d.fuel);
      }
      const detail = details.get(file)!;
      const importedM = derived.reduce((sum, d) => sum + (d.distanceKm ?? 0) * 1000, 0);
      let referenceM: number;
      if (file.endsWith(".gpx")) {
        referenceM = gpxHaversineM(readFileSync(DIR + file, "utf8"));
      } else if (file === "ride_fitbit-versa_hr_partial-track.tcx") {
        // the distance stream starts at 2604 m (the lap began 16 min before the first trackpoint): the samples
        // themselves cover the GPS path
        referenceM = Number(detail["gps_path_distance_m"]);
      } else {
        referenceM = Number(detail["stream_last_distance_m"] || 0);
      }
      if (referenceM === 0) {
        expect(importedM, file).toBe(0);
      } else {
        expect(Math.abs(importedM / referenceM - 1), `${file}: ${importedM.toFixed(1)} m vs ${referenceM} m`).toBeLessThan(0.01);
      }
      const first = validated.activities[0]!;
      const lastIndex = validated.activities.length - 1;
      const last = validated.activities[lastIndex]!;
      const spanMs = last.startTime + derived[lastIndex]!.durationMs - first.startTime;
      const streamSpanMs = Number(detail["stream_span_s"]) * 1000;
      expect(Math.abs(spanMs - streamSpanMs), `${file}: ${spanMs} ms vs ${streamSpanMs} ms`).toBeLessThanOrEqual(first.metrics.intervalValue * 1000);
      checked.push(file);
    }
    expect(checked.length).toBe(results.size - Object.keys(REFUSED).length);
  });

  it("imports the same ride as FIT, TCX and GPX to the same distance (1 %) and fuel (2 %)", () => {
    const derive = (file: string) => {
      const result = results.get(file)!;
      if (!result.ok) throw new Error(`${file}: ${result.error.detail}`);
      const validated = validateActivities(result.submission, { nowMs: NOW, profile: PROFILE });
      if (!validated.ok) throw new Error(`${file}: invalid`);
      return deriveActivity(validated.activities[0]!, PROFILE);
    };
    const fit = derive("ride_garmin-edge1000_hr.fit");
    for (const other of ["ride_garmin-edge1000_hr.tcx", "ride_garmin-edge1000_hr.gpx"]) {
      const d = derive(other);
      expect(Math.abs(d.distanceKm! / fit.distanceKm! - 1), other).toBeLessThan(0.01);
      expect(Math.abs(d.fuel / fit.fuel - 1), `${other}: fuel ${d.fuel} vs ${fit.fuel}`).toBeLessThan(0.02);
      expect(d.durationMs).toBe(fit.durationMs);
    }
  });

  it("maps the files' sports: treadmill run, indoor trainer, indoor rowing, pool swim, triathlon sessions", () => {
    const types = (file: string): string[] => {
      const r = results.get(file)!;
      return r.ok ? r.submission.map((a) => a.activityType) : [];
    };
    expect(types("run_treadmill_garmin-fr945_hr_pauses.fit")).toEqual(["RUN"]);
    expect(types("ride_indoor-trainer_garmin-edge800_power_hr.fit")).toEqual(["STATIONARY_BIKING"]);
    expect(types("row_indoor_garmin-vivoactivehr_hr.fit")).toEqual(["ROWING"]);
    expect(types("swim_pool_garmin-fr735xt_hr.fit")).toEqual(["SWIMMING"]);
    expect(types("triathlon_garmin-fr920xt_multisession.fit")).toEqual(["SWIMMING", "OTHER", "CYCLE", "OTHER", "RUN"]);
    expect(types("hike_garmin-handheld_multitrack.gpx")).toEqual(["WALK"]);
  });
});

describe.runIf(!present && process.env["CI"] !== undefined)("real recordings in CI", () => {
  it("finds the shared corpus beside the repository", () => {
    expect(present, `missing ${DIR}`).toBe(true);
  });
});
