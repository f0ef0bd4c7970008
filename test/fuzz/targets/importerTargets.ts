// Fuzz targets: each importer on truncated prefixes and byte flips of every recording of its format in
// test/fixtures/recordings and, when it is present beside the repository, the larger corpus ../shared/data/recordings
// (importRecording on all of them), plus values that are not recordings. A typed result: a submission the validator
// accepts, or one import error of IMPORT_ERROR_CODES; never a throw.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import * as fc from "fast-check";
import { fromFit, fromGpx, fromTcx, IMPORT_ERROR_CODES, importRecording, type ImportResult } from "../../../src/import/index.js";
import { validateActivities } from "../../../src/validate/validateActivities.js";
import { FIXTURE_RECORDINGS, SHARED_RECORDINGS, sharedCorpusPresent } from "../../fixtures/recordings.js";
import type { FuzzTarget } from "../fuzzTarget.js";
import { checkNoPollution, checkTime, fuzzSettings, known, must } from "../invariants.js";

/** The recordings of a directory, by name; a name of the corpus replaces the same name of the fixtures. */
const recordingsIn = (dir: string) =>
  readdirSync(dir)
    .filter((name) => /\.(fit|tcx|gpx)$/i.test(name))
    .map((name) => [name, new Uint8Array(readFileSync(join(dir, name)))] as const);
const FILES = [...new Map([...recordingsIn(FIXTURE_RECORDINGS), ...(sharedCorpusPresent ? recordingsIn(SHARED_RECORDINGS) : [])])]
  .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  .map(([name, bytes]) => ({ name, bytes }));
const CODES = new Map<number, string>(IMPORT_ERROR_CODES.map((e) => [e.code, e.message]));
/** Validation "now": after every recording, so that a good import is never refused for a start in the future. */
const VALIDATE_NOW = Date.UTC(2100, 0, 1);

type Importer = (input: never) => Promise<ImportResult>;
type Case = { readonly file: string; readonly input: unknown; readonly bytes: number; readonly kind: string };

/**
 * Whether 14.15 ("every importer returns a typed error for any value") is still open: fromTcx/fromGpx reject with a
 * TypeError for null, and importRecording/fromFit turn a number into `new Uint8Array(number)` (a RangeError for
 * 2^32 + 1, and a buffer of that many bytes below it: `importRecording(1e9)` allocates 1 GB).
 */
const rejects = (promise: Promise<unknown>) => promise.then(() => false, () => true);
const nonBytesThrow = (await rejects(fromTcx(null as never))) || (await rejects(importRecording(2 ** 32 + 1 as never)));
const KNOWN_NON_BYTES = "14.15 importers throw on values that are not text or bytes; a number n allocates n bytes (fixed, D-60)";

/**
 * Cases of one file set: a whole file (one case in four) or a prefix of log-uniform length (most short), then 0–8 byte flips (xor with a
 * random non-zero byte) or byte overwrites at random places; now and then a value that is no recording at all.
 */
function cases(files: readonly { name: string; bytes: Uint8Array }[]): fc.Arbitrary<Case> {
  const mutated = fc
    .record({
      file: fc.nat({ max: files.length - 1 }),
      lengthFraction: fc.double({ min: 0, max: 1, noNaN: true }),
      whole: fc.nat({ max: 3 }).map((n) => n === 0),
      flips: fc.array(fc.tuple(fc.double({ min: 0, max: 1, noNaN: true, maxExcluded: true }), fc.integer({ min: 1, max: 255 }), fc.boolean()), { maxLength: 8 }),
      asText: fc.boolean(),
    })
    .map(({ file, lengthFraction, whole, flips, asText }): Case => {
      const { name, bytes } = files[file] as { name: string; bytes: Uint8Array };
      const length = whole ? bytes.length : Math.floor(Math.exp(lengthFraction * Math.log(bytes.length + 1))) - 1;
      const copy = bytes.slice(0, length);
      for (const [at, value, xor] of flips) {
        if (copy.length === 0) break;
        const i = Math.floor(at * copy.length);
        copy[i] = xor ? (copy[i] as number) ^ value : value;
      }
      const text = asText && !name.endsWith(".fit");
      return { file: name, input: text ? new TextDecoder().decode(copy) : copy, bytes: copy.length, kind: `${whole ? "whole" : "prefix"}+${flips.length} flips${text ? " as text" : ""}` };
    });
  const notRecordings = fc
    .oneof(
      fc.constantFrom<unknown>(null, undefined, 0, "", "<gpx/>", "<TrainingCenterDatabase/>", {}, [], new ArrayBuffer(0), new Uint8Array(14)),
      fc.anything(),
      fc.string({ maxLength: 200 }),
      fc.uint8Array({ maxLength: 200 }),
    )
    .map((input): Case => ({ file: "(none)", input, bytes: 64, kind: "not a recording" }));
  return fc.oneof({ weight: 30, arbitrary: mutated }, { weight: 1, arbitrary: notRecordings });
}

function importerTarget(name: string, importer: Importer, files: readonly { name: string; bytes: Uint8Array }[]): FuzzTarget<Case> {
  const run = (c: Case) => importer(c.input as never);
  return {
    name,
    arbitrary: cases(files),
    bytes: (c) => c.bytes,
    async check(c) {
      const isBytesOrText = typeof c.input === "string" || c.input instanceof Uint8Array || c.input instanceof ArrayBuffer;
      // while 14.15 is open a large number would allocate that many bytes: count it without calling
      if (!isBytesOrText && nonBytesThrow && typeof c.input === "number" && Math.abs(c.input) >= 1e6) return known(KNOWN_NON_BYTES);
      const t0 = performance.now();
      let result: ImportResult;
      try {
        result = await run(c);
      } catch (error) {
        if (!isBytesOrText && nonBytesThrow) return known(KNOWN_NON_BYTES);
        throw new Error(`${name} threw on ${c.file} (${c.kind}): ${String(error)}`);
      }
      const ms = performance.now() - t0;
      checkNoPollution();
      if (result.ok) {
        must(result.submission.length > 0 && result.submission.length === result.activities.length, "one submission item per activity");
        const validated = validateActivities(result.submission, { nowMs: VALIDATE_NOW, profile: { weightKg: 70, ageYears: 35 }, limits: { maxActivitiesPerRequest: 10_000, maxDataPointsPerActivity: 10_000_000 } });
        must(validated.ok, `${name} on ${c.file} (${c.kind}) imported a submission the validator refuses: ${validated.ok ? "" : JSON.stringify(validated.errors.slice(0, 3))}`);
      } else {
        const { code, message, detail } = result.error;
        must(CODES.get(code) === message, `${name}: code ${code} is a registered import code with its message`);
        must(typeof detail === "string" && detail.length > 0, `${name}: error ${code} has a detail`);
      }
      if (fuzzSettings.checkTime) await checkTime(`${name} on ${c.file} (${c.kind})`, c.bytes, ms, { fixedMs: 1000, perByteNs: 10_000 }, () => run(c));
    },
  };
}

const ofFormat = (extension: string) => FILES.filter((f) => f.name.toLowerCase().endsWith(extension));

export const importerTargets: FuzzTarget<Case>[] = [
  importerTarget("importRecording", (input) => importRecording(input), FILES),
  importerTarget("fromFit", fromFit as Importer, ofFormat(".fit")),
  importerTarget("fromTcx", fromTcx as Importer, ofFormat(".tcx")),
  importerTarget("fromGpx", fromGpx as Importer, ofFormat(".gpx")),
];
