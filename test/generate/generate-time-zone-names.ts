/**
 * Writes src/validate/timeZoneNames.ts, the list of time zone names the validator accepts (decision D-110), from
 * the IANA tz database as packaged by the `tzdata` npm package (zones and links, one JSON file, a release a few
 * weeks after each tz release). A test (test/validate/timeZoneNames.test.ts) fails when the file differs from what
 * this script generates from the installed package, so after updating `tzdata` run:
 *
 *   npx tsx test/generate/generate-time-zone-names.ts          # write src/validate/timeZoneNames.ts
 *   npx tsx test/generate/generate-time-zone-names.ts --check  # exit 1 when the file is stale
 *
 * The rule (D-110): every name of the tz database, zone or link, exact spelling, that has the form Area/Location
 * (`Europe/Paris`, `Asia/Calcutta`, `US/Pacific`, `Etc/GMT+5`) or is the short spelling of a name of the Etc area
 * (`UTC` for `Etc/UTC`, `GMT`, `Zulu`, `Universal`, `Greenwich`, ...). Every other slash-less name is refused: the
 * abbreviations (`EST`, `MST`, `HST`, `CET`, `EET`, `MET`, `WET`), the POSIX-style rules (`EST5EDT`), the old
 * country names (`Japan`, `Cuba`, `GB`, `PRC`) and `Factory`.
 *
 * Encoding (decision D-153): the names grouped by area (everything up to the last `/`: `Africa/`,
 * `America/Argentina/`, `Etc/`, and the empty area of the slash-less names), each group written as `|`, the area,
 * then its locations, sorted and front-coded: one delimiter character whose index in {@link DELIMITERS} is the length
 * of the prefix shared with the previous location of the group, then the rest. The delimiters are characters that
 * minified code is full of, so they cost little in the validator's gzipped bundle; the capitals that start words are
 * written in lower case for the same reason ({@link foldCase}). Measured in that bundle (esbuild, gzip level 9): the
 * list and its decoder cost about 2.8 kB, 0.25 kB less than front coding the whole names with 25 delimiters.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath, pathToFileURL } from "node:url";

/** Characters that never occur in a tz name, by shared-prefix length (index 0: nothing shared; 6 at most). */
export const DELIMITERS = " ,=().;";

/** Starts a group of names of one area. */
const AREA_MARK = "|";

/** Characters after which a letter starts a word: there the decoder upper-cases a lower-case letter. */
const WORD_BREAKS = "| /_-";

/** Written before a lower-case letter that starts a word (`Dar_'es_Salaam`): the decoder keeps it and drops the mark. */
const KEEP_LOWER = "'";

/**
 * Writes the letters that start a word (after {@link WORD_BREAKS}) in lower case, where gzip stores them for less
 * than capitals, and marks the few lower-case ones with {@link KEEP_LOWER}; every other character stays.
 *
 * @param packed - the packed names in their real case.
 */
export function foldCase(packed: string): string {
  let out = "";
  for (let i = 0; i < packed.length; i++) {
    const ch = packed[i]!;
    const wordStart = i > 0 && WORD_BREAKS.includes(packed[i - 1]!);
    if (wordStart && ch >= "A" && ch <= "Z") out += ch.toLowerCase();
    else if (wordStart && ch >= "a" && ch <= "z") out += KEEP_LOWER + ch;
    else out += ch;
  }
  return out;
}


/** Absolute path of the generated module. */
export const TIME_ZONE_NAMES_PATH = fileURLToPath(new URL("../../src/validate/timeZoneNames.ts", import.meta.url));

interface TzdataJson {
  readonly version: string;
  readonly zones: Readonly<Record<string, unknown>>;
}

/** The installed `tzdata` package: its version, the tz release it holds, and every zone and link name. */
export function readTzdata(): { packageVersion: string; tzVersion: string; names: string[] } {
  const require = createRequire(import.meta.url);
  const data = require("tzdata") as TzdataJson;
  const pkg = require("tzdata/package.json") as { version: string };
  return { packageVersion: pkg.version, tzVersion: data.version, names: Object.keys(data.zones) };
}

/**
 * The accepted names (rule D-110), sorted by UTF-16 code unit.
 *
 * @param all - every zone and link name of the tz database.
 */
export function acceptedNames(all: readonly string[]): string[] {
  const known = new Set(all);
  return all.filter((name) => name.includes("/") || known.has(`Etc/${name}`)).sort();
}

/**
 * Packs sorted names (see the file comment).
 *
 * @param sorted - names sorted by code unit, none containing a delimiter, `|` or a character JSON escapes.
 */
export function pack(sorted: readonly string[]): string {
  const areas = new Map<string, string[]>();
  for (const name of sorted) {
    if (!/^[A-Za-z0-9/_+-]+$/.test(name)) throw new Error(`unexpected character in ${name}`);
    const slash = name.lastIndexOf("/") + 1;
    const area = name.slice(0, slash);
    let locations = areas.get(area);
    if (locations === undefined) areas.set(area, (locations = []));
    locations.push(name.slice(slash));
  }
  let out = "";
  for (const [area, locations] of areas) {
    out += AREA_MARK + area;
    let previous = "";
    for (const location of locations) {
      let shared = 0;
      while (shared < previous.length && shared < DELIMITERS.length - 1 && previous[shared] === location[shared]) shared++;
      out += DELIMITERS[shared]! + location.slice(shared);
      previous = location;
    }
  }
  return foldCase(out);
}

/** The whole generated module. */
export function renderTimeZoneNames(): string {
  const { packageVersion, tzVersion, names } = readTzdata();
  const accepted = acceptedNames(names);
  return [
    "// Generated by test/generate/generate-time-zone-names.ts from the `tzdata` npm package. Do not edit: update",
    "// `tzdata` and run `npx tsx test/generate/generate-time-zone-names.ts`; a test fails when this file is stale.",
    "",
    "/** Release of the IANA tz database the accepted time zone names come from (`tzdata` " + packageVersion + "). */",
    `export const TIME_ZONE_DATABASE_VERSION = ${JSON.stringify(tzVersion)};`,
    "",
    "/**",
    ` * The ${accepted.length} accepted names (decision D-110), packed (decision D-153): by area, each group \`|\`, the area, then`,
    ` * its locations, sorted, each a delimiter whose index in ${JSON.stringify(DELIMITERS)} is the length of the prefix shared with`,
    " * the previous location, then the rest; a letter after `|`, ` `, `/`, `_` or `-` is written in lower case and read",
    " * in upper case unless marked with `'` (`Dar_'es_salaam`).",
    " */",
    `export const PACKED_TIME_ZONE_NAMES =\n  ${JSON.stringify(pack(accepted))};`,
    "",
  ].join("\n");
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const text = renderTimeZoneNames();
  if (process.argv.includes("--check")) {
    if (readFileSync(TIME_ZONE_NAMES_PATH, "utf8") !== text) {
      console.error(`${TIME_ZONE_NAMES_PATH} is stale: run npx tsx test/generate/generate-time-zone-names.ts`);
      process.exit(1);
    }
  } else {
    writeFileSync(TIME_ZONE_NAMES_PATH, text);
    console.log(`wrote ${TIME_ZONE_NAMES_PATH}`);
  }
}
