/**
 * Writes the generated part of docs/api.md (between {@link BEGIN} and {@link END}) from the API reports
 * (`etc/*.api.md`): every entry with its values and types, so that the page names exactly what each entry exports.
 * Run it after `npm run api:update` (`npm run api:doc`); test/docs/apiDoc.test.ts fails when the page is stale.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { CODE_ENTRIES, exportedNames, readApiReport, type CodeEntry } from "../package/apiReports.js";
import { REPO } from "../package/buildPackage.js";

/** Where the generated part starts and ends. */
export const BEGIN = "<!-- api:begin: written by `npm run api:doc` from etc/*.api.md, do not edit -->";
export const END = "<!-- api:end -->";
/** Most public values across all entries (test/package/api-report.ts holds it). */
export const VALUE_BUDGET = 100;
export const API_DOC_PATH = join(REPO, "docs/api.md");

const code = (names: readonly string[]): string => names.map((name) => `\`${name}\``).join(", ");

/** The names of each entry, read from its committed API report. */
function surfaces(): { entry: CodeEntry; values: string[]; types: string[] }[] {
  return CODE_ENTRIES.map((entry) => ({ entry, ...exportedNames(readApiReport(entry)) }));
}

/** The generated part: a table of counts, then each entry's values and types. */
export function renderApiSurface(): string {
  const all = surfaces();
  const root = all.find((s) => s.entry.subpath === ".");
  const rootTypes = new Set(root?.types ?? []);
  const values = new Set(all.flatMap((s) => s.values));
  const types = new Set(all.flatMap((s) => s.types));
  const lines = [
    BEGIN,
    "",
    "| entry | values | types |",
    "|---|---:|---:|",
    ...all.map((s) => `| \`${s.entry.specifier}\` | ${s.values.length} | ${s.types.length} |`),
    `| all entries, each name once | ${values.size} (budget ${VALUE_BUDGET}) | ${types.size} |`,
  ];
  for (const s of all) {
    lines.push("", `### \`${s.entry.specifier}\``, "");
    lines.push(`Values (${s.values.length}): ${s.values.length === 0 ? "none" : code(s.values)}.`, "");
    if (s === root) lines.push(`Types (${s.types.length}): ${code(s.types)}.`);
    else {
      const own = s.types.filter((name) => !rootTypes.has(name));
      const shared = s.types.filter((name) => rootTypes.has(name));
      lines.push(`Types (${s.types.length}): ${own.length === 0 ? "none of its own" : code(own)}${shared.length === 0 ? "" : `; the root's ${code(shared)}`}.`);
    }
  }
  lines.push("", END);
  return lines.join("\n");
}

/** docs/api.md with its generated part written anew. */
export function withApiSurface(doc: string): string {
  const start = doc.indexOf(BEGIN);
  const end = doc.indexOf(END);
  if (start < 0 || end < start) throw new Error(`docs/api.md has no ${BEGIN} … ${END} part`);
  return doc.slice(0, start) + renderApiSurface() + doc.slice(end + END.length);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(API_DOC_PATH, withApiSurface(readFileSync(API_DOC_PATH, "utf8")));
  console.log(`wrote ${API_DOC_PATH}`);
}
