/**
 * Writes src/timeZone/timeZoneNames.ts, the list of time zone names the validator accepts, from
 * the IANA tz database as packaged by the `tzdata` npm package (zones and links, one JSON file, a release a few
 * weeks after each tz release). A test (test/timeZone/timeZoneNames.test.ts) fails when the file differs from what
 * this script generates from the installed package, so after updating `tzdata` run:
 *
 *   npx tsx test/generate/generate-time-zone-names.ts          # write src/timeZone/timeZoneNames.ts
 *   npx tsx test/generate/generate-time-zone-names.ts --check  # exit 1 when the file is stale
 *
 * The rule : every name of the tz database, zone or link, exact spelling, that has the form Area/Location
 * (`Europe/Paris`, `Asia/Calcutta`, `US/Pacific`, `Etc/GMT+5`) or is the short spelling of a name of the Etc area
 * (`UTC` for `Etc/UTC`, `GMT`, `Zulu`, `Universal`, `Greenwich`, ...). Every other slash-less name is refused: the
 * abbreviations (`EST`, `MST`, `HST`, `CET`, `EET`, `MET`, `WET`), the POSIX-style rules (`EST5EDT`), the old
 * country names (`Japan`, `Cuba`, `GB`, `PRC`) and `Factory`.
 *
 * Encoding: the names grouped by area (everything up to the last `/`: `Africa/`,
 * `America/Argentina/`, `Etc/`, and the empty area of the slash-less names), each group written as `|`, the area,
 * then its locations, sorted and front-coded: one delimiter character whose index in {@link DELIMITERS} is the length
 * of the prefix shared with the previous location of the group, then the rest. The delimiters are characters that
 * minified code is full of, so they cost little in the validator's gzipped bundle; the capitals that start words are
 * written in lower case for the same reason ({@link foldCase}). Measured in that bundle (esbuild, gzip level 9): the
 * list and its decoder cost about 2.8 kB, 0.25 kB less than front coding the whole names with 25 delimiters.
 *
 * The same module carries the canonical name of each accepted name ({@link canonicalName}), which the validator
 * writes back: links of the tz database that are no country's zone in `zone.tab` (`Asia/Calcutta`, `US/Pacific`,
 * `Europe/Kiev`) become their zone, and every name of Universal Time becomes `Etc/GMT`; zones and the links that
 * `zone.tab` names for a country (`Europe/Oslo`, `Africa/Accra`: merged with another zone since 1970, still the
 * political name of their place) stay as they are. `zone.tab` is read from the `moment-timezone` package
 * (`data/meta/latest.json` is `zone.tab` as JSON); `tzdata` has only zones and links. The table is packed as
 * {@link packLinks} describes, about 0.3 kB in the validator's gzipped bundle.
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
export const TIME_ZONE_NAMES_PATH = fileURLToPath(new URL("../../src/timeZone/timeZoneNames.ts", import.meta.url));

interface TzdataJson {
  readonly version: string;
  /** A zone's rules, or for a link the name of its target (a string). */
  readonly zones: Readonly<Record<string, unknown>>;
}

/** What the generator reads from the `tzdata` package. */
export interface Tzdata {
  /** Version of the `tzdata` npm package. */
  readonly packageVersion: string;
  /** Release of the tz database it holds, e.g. `2026d`. */
  readonly tzVersion: string;
  /** Every zone and link name. */
  readonly names: string[];
  /** Every link name → the zone it links to. */
  readonly links: ReadonlyMap<string, string>;
}

/** The installed `tzdata` package: its version, the tz release it holds, every zone and link name, the links. */
export function readTzdata(): Tzdata {
  const require = createRequire(import.meta.url);
  const data = require("tzdata") as TzdataJson;
  const pkg = require("tzdata/package.json") as { version: string };
  const links = new Map<string, string>();
  for (const [name, value] of Object.entries(data.zones)) {
    let target = value;
    // a link to a link (none in 2026d) still ends at a zone
    for (let hops = 0; typeof target === "string" && typeof data.zones[target] === "string" && hops < 8; hops++) target = data.zones[target];
    if (typeof target === "string") links.set(name, target);
  }
  return { packageVersion: pkg.version, tzVersion: data.version, names: Object.keys(data.zones), links };
}

/** The names of `zone.tab` (one per country's zone, e.g. `Europe/Oslo`) and the tz release they come from. */
export function readZoneTab(): { tzVersion: string; names: ReadonlySet<string> } {
  const require = createRequire(import.meta.url);
  const meta = require("moment-timezone/data/meta/latest.json") as { version: string; zones: Record<string, unknown> };
  return { tzVersion: meta.version, names: new Set(Object.keys(meta.zones)) };
}

/** The zone every name of Universal Time is written back as: the Etc/GMT offset name of offset zero (spec 2.4). */
export const UTC_ZONE = "Etc/GMT";

/**
 * Links whose tz target is a zone of another country or territory with the same rules since 1970, written back as
 * the `zone.tab` name of their own place instead (the target the tz `backward` file notes for them with `#=`).
 */
export const SAME_PLACE: Readonly<Record<string, string>> = {
  "Africa/Asmera": "Africa/Asmara",
  "Africa/Timbuktu": "Africa/Bamako",
  "America/Coral_Harbour": "America/Atikokan",
  "America/Virgin": "America/St_Thomas",
  "Antarctica/South_Pole": "Antarctica/McMurdo",
  "Atlantic/Jan_Mayen": "Arctic/Longyearbyen",
  "Pacific/Ponape": "Pacific/Pohnpei",
  "Pacific/Truk": "Pacific/Chuuk",
  "Pacific/Yap": "Pacific/Chuuk",
};

/**
 * The name an accepted name is written back as: {@link UTC_ZONE} for every name of Universal Time (a link to
 * `Etc/UTC` or `Etc/GMT`, or `Etc/GMT` itself); for another link that `zone.tab` does not list, its
 * {@link SAME_PLACE} name or else its target zone; else the name itself.
 *
 * @param name - an accepted name.
 * @param tzdata - the links of the tz database.
 * @param zoneTab - the names of `zone.tab`.
 * @throws Error when a {@link SAME_PLACE} entry no longer holds (not in `zone.tab`, or another target).
 */
export function canonicalName(name: string, tzdata: Pick<Tzdata, "links">, zoneTab: ReadonlySet<string>): string {
  const zone = tzdata.links.get(name) ?? name;
  if (zone === "Etc/UTC" || zone === "Etc/GMT") return UTC_ZONE;
  if (zone === name || zoneTab.has(name)) return name;
  const place = SAME_PLACE[name];
  if (place === undefined) return zone;
  if (!zoneTab.has(place) || (tzdata.links.get(place) ?? place) !== zone) throw new Error(`SAME_PLACE: ${name} → ${place} no longer holds`);
  return place;
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

/** The base of {@link packLinks}: the 26 lower-case letters, `a` = 0, which gzip codes short beside the names. */
export const LINK_BASE = 26;

/** Added to `target − alias` so that the difference of two indexes is never negative in two digits. */
export const LINK_BIAS = 500;

const linkDigit = (value: number): string => String.fromCharCode(97 + value);

/** Whether the validator's own rule (no `/`, or `Etc/` but not `Etc/GMT±N`) names Universal Time. */
export function isUtcByRule(name: string): boolean {
  return !name.includes("/") || /^Etc\/(?!GMT[-+][1-9])/.test(name);
}

/**
 * Packs the names that are written back as another name, except those of Universal Time, which the validator finds
 * by rule ({@link isUtcByRule}; checked here against the data), in list order, in base-{@link LINK_BASE} digits
 * `a`–`z`: how far its index lies past the previous such name's (the first: past 0), as `z` (25 more) repeated,
 * then a digit below 25; then `target − index +` {@link LINK_BIAS} in two digits; indexes into the sorted accepted
 * names.
 *
 * @param accepted - the accepted names, sorted.
 * @param canonical - the name each is written back as.
 * @throws Error when a difference does not fit two digits, or the rule of Universal Time fails.
 */
export function packLinks(accepted: readonly string[], canonical: (name: string) => string): string {
  const base = LINK_BASE;
  let out = "";
  let previous = 0;
  accepted.forEach((name, index) => {
    const target = canonical(name);
    if (isUtcByRule(name) !== (target === UTC_ZONE)) throw new Error(`the rule of Universal Time fails for ${name}`);
    if (target === name || isUtcByRule(name)) return;
    const difference = accepted.indexOf(target) - index + LINK_BIAS;
    if (difference < 0 || difference >= base * base || !accepted.includes(target)) throw new Error(`${name} → ${target} does not fit`);
    let gap = index - previous;
    for (; gap >= base - 1; gap -= base - 1) out += linkDigit(base - 1);
    out += linkDigit(gap) + linkDigit(Math.floor(difference / base)) + linkDigit(difference % base);
    previous = index;
  });
  return out;
}

/** The whole generated module. */
export function renderTimeZoneNames(): string {
  const tzdata = readTzdata();
  const { packageVersion, tzVersion, names } = tzdata;
  const zoneTab = readZoneTab();
  const accepted = acceptedNames(names);
  const missing = [...zoneTab.names].filter((name) => !accepted.includes(name));
  if (missing.length > 0) throw new Error(`zone.tab ${zoneTab.tzVersion} names what tzdata ${tzVersion} lacks: ${missing.join(", ")}`);
  const links = packLinks(accepted, (name) => canonicalName(name, tzdata, zoneTab.names));
  return [
    "// Generated by test/generate/generate-time-zone-names.ts from the `tzdata` npm package. Do not edit: update",
    "// `tzdata` and run `npx tsx test/generate/generate-time-zone-names.ts`; a test fails when this file is stale.",
    `// The accepted names are those of release ${tzVersion} of the IANA tz database (\`tzdata\` ${packageVersion}).`,
    "",
    "/**",
    ` * The ${accepted.length} accepted names, packed: by area, each group \`|\`, the area, then`,
    ` * its locations, sorted, each a delimiter whose index in ${JSON.stringify(DELIMITERS)} is the length of the prefix shared with`,
    " * the previous location, then the rest; a letter after `|`, ` `, `/`, `_` or `-` is written in lower case and read",
    " * in upper case unless marked with `'` (`Dar_'es_salaam`).",
    " */",
    `export const PACKED_TIME_ZONE_NAMES =\n  ${JSON.stringify(pack(accepted))};`,
    "",
    "/**",
    " * The accepted names written back as another name (`Asia/Calcutta` → `Asia/Kolkata`), except those of Universal",
    ` * Time, in base-${LINK_BASE} digits \`a\`–\`z\`: the gap from the previous such name's index in the sorted list (\`z\` adds 25 and`,
    ` * goes on), then target index − own index + ${LINK_BIAS} in two digits (\`zone.tab\` ${zoneTab.tzVersion}).`,
    " */",
    `export const PACKED_TIME_ZONE_LINKS =\n  ${JSON.stringify(links)};`,
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
