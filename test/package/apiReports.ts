// The package's code entries and what their API reports (`etc/<entry>.api.md`, written by test/package/api-report.ts)
// export: read by the report script, by docs/api.md's generator and by the tests that check both.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { REPO } from "./buildPackage.js";

/** package.json, as far as the entries go. */
export const PACKAGE = JSON.parse(readFileSync(join(REPO, "package.json"), "utf8")) as { name: string; exports: Record<string, unknown> };

/** One code entry of package.json `exports`. */
export interface CodeEntry {
  /** The subpath, e.g. `"."` or `"./import/fit"`. */
  readonly subpath: string;
  /** The import specifier, e.g. `"activity-fuel/import/fit"`. */
  readonly specifier: string;
  /** Absolute path of its ESM declaration file in dist/. */
  readonly types: string;
  /** Name of its API report, e.g. `"activity-fuel-import-fit"` (`etc/<report>.api.md`). */
  readonly report: string;
}

/** Every code entry of package.json `exports` (those with declarations), in package.json order. */
export const CODE_ENTRIES: readonly CodeEntry[] = Object.entries(PACKAGE.exports).flatMap(([subpath, target]) => {
  const types = (target as { import?: { types?: string } }).import?.types;
  if (types === undefined) return [];
  return [{ subpath, specifier: PACKAGE.name + subpath.slice(1), types: join(REPO, types), report: [PACKAGE.name, ...subpath.split("/").slice(1)].join("-") }];
});

/** What an API report exports: its values (functions, constants, classes, enums) and its types, each once, sorted. */
export function exportedNames(report: string): { values: string[]; types: string[] } {
  const values = new Set<string>();
  const types = new Set<string>();
  for (const match of report.matchAll(/^export (?:declare )?(?:abstract )?(function|const|let|var|class|interface|type|enum|namespace) (\w+)/gm)) {
    (match[1] === "interface" || match[1] === "type" ? types : values).add(match[2]!);
  }
  if (/^export \{/m.test(report)) throw new Error("an API report re-exports names (export { ... }): count them by kind in apiReports.ts");
  return { values: [...values].sort(), types: [...types].sort() };
}

/** The committed API report of an entry. */
export function readApiReport(entry: CodeEntry): string {
  return readFileSync(join(REPO, "etc", `${entry.report}.api.md`), "utf8");
}
