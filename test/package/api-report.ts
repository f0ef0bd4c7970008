// The API reports: one `etc/<entry>.api.md` per package entry, written by API Extractor from the built declaration
// files in dist/ (run `npm run build` first), so that every change of the public surface shows in review.
//
//   npm run api:check    fails when a report differs from the committed one (CI)
//   npm run api:update   writes the reports (commit them with the change)
//
// It also counts the public names (each name once, however many entries export it) against the budget of
// docs/api.md.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { CompilerState, Extractor, ExtractorConfig, type ExtractorMessage } from "@microsoft/api-extractor";
import { REPO } from "./buildPackage.js";

/** Most public names the package may have across all its entries (docs/api.md). */
const NAME_BUDGET = 115;

const local = process.argv.includes("--local");
const packageJsonPath = join(REPO, "package.json");
const pkg = JSON.parse(readFileSync(packageJsonPath, "utf8")) as { name: string; exports: Record<string, unknown> };

/** Every code entry of package.json `exports` → its ESM declaration file. */
const entries = Object.entries(pkg.exports).flatMap(([subpath, target]) => {
  const types = (target as { import?: { types?: string } }).import?.types;
  return types === undefined ? [] : [{ subpath, types: join(REPO, types), report: reportName(subpath) }];
});

/** `.` → `activity-fuel`, `./import/fit` → `activity-fuel-import-fit`. */
function reportName(subpath: string): string {
  return [pkg.name, ...subpath.split("/").slice(1)].join("-");
}

/** The names an API report exports (a function's overloads count once). */
function exportedNames(report: string): string[] {
  const names = new Set<string>();
  for (const match of report.matchAll(/^export (?:declare )?(?:abstract )?(?:function|const|let|var|class|interface|type|enum|namespace) (\w+)/gm)) {
    names.add(match[1]!);
  }
  for (const match of report.matchAll(/^export \{([^}]*)\}/gm)) {
    for (const part of match[1]!.split(",")) {
      const name = part.trim().split(/\s+as\s+/).at(-1);
      if (name !== undefined && name !== "") names.add(name);
    }
  }
  return [...names];
}

const base = ExtractorConfig.loadFile(join(REPO, "api-extractor.json"));
const missing = entries.filter((entry) => !existsSync(entry.types));
if (missing.length > 0) {
  console.error(`${missing.map((entry) => entry.types).join(", ")} missing: run \`npm run build\` first`);
  process.exit(1);
}
const configs = entries.map((entry) =>
  ExtractorConfig.prepare({
    configObject: {
      ...base,
      mainEntryPointFilePath: entry.types,
      compiler: { ...base.compiler, overrideTsconfig: { ...base.compiler?.overrideTsconfig, files: entries.map((e) => e.types) } },
      apiReport: { ...base.apiReport!, reportFileName: entry.report },
    },
    configObjectFullPath: join(REPO, "api-extractor.json"),
    packageJsonFullPath: packageJsonPath,
  }),
);
// one TypeScript program for every entry (a program per entry costs about 10 s each)
const compilerState = CompilerState.create(configs[0]!, { additionalEntryPoints: entries.map((entry) => entry.types) });
/** Keeps API Extractor's own advice (it names its temp folder) out of the output; this script says what to run. */
const quiet = (message: ExtractorMessage): void => {
  if (["console-preamble", "console-api-report-not-copied", "console-api-report-copied", "console-api-report-created"].includes(message.messageId)) {
    message.handled = true;
  }
};
const all = new Set<string>();
const rows: string[] = [];
let failed = false;
for (const [index, entry] of entries.entries()) {
  const config = configs[index]!;
  const result = Extractor.invoke(config, { localBuild: local, compilerState, messageCallback: quiet, printApiReportDiff: !local });
  const reportPath = join(local ? config.reportFolder : config.reportTempFolder, `${entry.report}.api.md`);
  const names = exportedNames(readFileSync(reportPath, "utf8"));
  for (const name of names) all.add(name);
  rows.push(`${entry.subpath.padEnd(16)} ${String(names.length).padStart(4)}`);
  if (result.apiReportChanged && !local) {
    console.error(`etc/${entry.report}.api.md differs from the API of ${entry.subpath}: review the change, then run \`npm run api:update\` and commit the report`);
    failed = true;
  } else if (!result.succeeded) failed = true;
}
console.log(rows.join("\n"));
console.log(`${"distinct".padEnd(16)} ${String(all.size).padStart(4)} (budget ${NAME_BUDGET})`);
if (all.size > NAME_BUDGET) {
  console.error(`${all.size} public names exceed the budget of ${NAME_BUDGET} (docs/api.md)`);
  failed = true;
}
process.exit(failed ? 1 : 0);
