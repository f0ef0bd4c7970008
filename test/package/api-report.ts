// The API reports: one `etc/<entry>.api.md` per package entry, written by API Extractor from the built declaration
// files in dist/ (run `npm run build` first), so that every change of the public surface shows in review.
//
//   npm run api:check    fails when a report differs from the committed one (CI)
//   npm run api:update   writes the reports (commit them with the change)
//
// A type that an entry's declarations reach but that the entry does not export fails the check (ae-forgotten-export
// is an error in api-extractor.json). It also counts the public values (functions and constants, each name once,
// however many entries export it) against the budget of docs/api.md; types are counted, not limited.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { CompilerState, Extractor, ExtractorConfig, type ExtractorMessage } from "@microsoft/api-extractor";
import { CODE_ENTRIES, exportedNames } from "./apiReports.js";
import { REPO } from "./buildPackage.js";

/** Most public values (functions and constants) the package may have across all its entries (docs/api.md). */
const VALUE_BUDGET = 100;

const local = process.argv.includes("--local");
const packageJsonPath = join(REPO, "package.json");
const entries = CODE_ENTRIES;

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
const allValues = new Set<string>();
const allTypes = new Set<string>();
const rows: string[] = [];
let failed = false;
for (const [index, entry] of entries.entries()) {
  const config = configs[index]!;
  const result = Extractor.invoke(config, { localBuild: local, compilerState, messageCallback: quiet, printApiReportDiff: !local });
  const reportPath = join(local ? config.reportFolder : config.reportTempFolder, `${entry.report}.api.md`);
  const { values, types } = exportedNames(readFileSync(reportPath, "utf8"));
  for (const name of values) allValues.add(name);
  for (const name of types) allTypes.add(name);
  rows.push(`${entry.subpath.padEnd(16)} ${String(values.length).padStart(6)} ${String(types.length).padStart(6)}`);
  if (result.apiReportChanged && !local) {
    console.error(`etc/${entry.report}.api.md differs from the API of ${entry.subpath}: review the change, then run \`npm run api:update\` and commit the report`);
    failed = true;
  } else if (!result.succeeded) failed = true;
}
console.log(`${"entry".padEnd(16)} ${"values".padStart(6)} ${"types".padStart(6)}`);
console.log(rows.join("\n"));
console.log(`${"distinct".padEnd(16)} ${String(allValues.size).padStart(6)} ${String(allTypes.size).padStart(6)} (value budget ${VALUE_BUDGET})`);
if (allValues.size > VALUE_BUDGET) {
  console.error(`${allValues.size} public values exceed the budget of ${VALUE_BUDGET} (docs/api.md)`);
  failed = true;
}
process.exit(failed ? 1 : 0);
