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
 * Encoding (decision D-153), built so that gzip has the least to store: the names are grouped by area (everything
 * up to the last `/`: `America/Argentina/`, `Etc/`, and `` for the slash-less names), each group written as `|`,
 * the area, then its locations, sorted, front-coded: one delimiter character whose index in {@link DELIMITERS} is
 * the length of the prefix shared with the previous location of the group, then the rest. Letters are written in
 * the case they usually have: upper case at the start of a word (the start of a segment, after `/`, `_` or `-`),
 * lower case elsewhere, so both are written lower case, and `'` before a letter marks the other case
 * (`Dar_'es_salaam`, `Mc'murdo`, `g'm't`). It gzips to about 2.47 kB (2.68 kB for plain front coding of the whole
 * names, 2.82 kB for the names grouped by area uncoded) and unpacks in one pass of one regular expression.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath, pathToFileURL } from "node:url";

/** Characters that never occur in a tz name, by shared-prefix length (index 0: nothing shared; 6 at most). */
export const DELIMITERS = " ,=().;";

/** Starts a group of names of one area. */
const AREA_MARK = "|";

/** Marks a letter written in the case it does not usually have. */
const CASE_MARK = "'";

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
 * Writes a name, or a part of one, with every letter in lower case, after {@link CASE_MARK} when its case is not the
 * usual one (upper case at the start of a word: the start of `text`, or after `/`, `_` or `-`).
 *
 * @param text - a name or the part of a name that starts a segment.
 */
export function usualCase(text: string): string {
  let out = "";
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    const lower = ch.toLowerCase();
    const wordStart = i === 0 || "/_-".includes(text[i - 1]!);
    const upper = ch !== lower;
    out += (lower !== ch.toUpperCase() && upper !== wordStart ? CASE_MARK : "") + lower;
  }
  return out;
}

/**
 * Packs sorted names (see the file comment).
 *
 * @param sorted - names sorted by code unit, none containing a delimiter, a mark or a character JSON escapes.
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
    out += AREA_MARK + usualCase(area);
    let previous = "";
    for (const location of locations.map(usualCase)) {
      let shared = 0;
      while (shared < previous.length && shared < DELIMITERS.length - 1 && previous[shared] === location[shared]) shared++;
      out += DELIMITERS[shared]! + location.slice(shared);
      previous = location;
    }
  }
  return out;
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
    ` * The ${accepted.length} accepted names (decision D-110), packed (decision D-153): by area, each group \`|\` + area + its`,
    ` * locations, sorted, each a delimiter whose index in ${JSON.stringify(DELIMITERS)} is the length of the prefix shared with the`,
    " * previous one, then the rest; letters in lower case, upper case at word starts, `'` before a letter in the other case.",
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
