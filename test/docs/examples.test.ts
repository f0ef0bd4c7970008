// Every `@example` of a public export is compiled (strict TypeScript, against the sources) and run: see
// exampleModules.ts for how a block declares its inputs and states its results. Those that need a PostgreSQL server
// run in test/postgres/examples.test.ts (`npm run test:db`).
import { existsSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPO } from "../package/buildPackage.js";
import { exampleModule, NOT_YET_CONVERTED, removeExampleModules, runExampleModule, typeErrors, writeExampleModules, type ExampleModule } from "./exampleModules.js";
import { publicExamples } from "./publicExamples.js";


const { examples, names } = publicExamples();
const modules: ExampleModule[] = examples
  .filter((example) => !NOT_YET_CONVERTED.includes(example.file))
  .map((example, index) => exampleModule(example, names, index, "quick"));

describe("the @example blocks of the public exports", () => {
  beforeAll(() => writeExampleModules(modules, "quick"));
  afterAll(() => removeExampleModules("quick"));

  it("are found, and the files not yet converted still have public examples", () => {
    expect(modules.length).toBeGreaterThanOrEqual(25);
    for (const file of NOT_YET_CONVERTED) {
      expect(existsSync(join(REPO, file)), file).toBe(true);
      expect(examples.some((example) => example.file === file), `${file} has no public example left: remove it from NOT_YET_CONVERTED`).toBe(true);
    }
  });

  it("compile (strict)", () => {
    expect(typeErrors(modules)).toEqual([]);
  }, 120_000);

  it.each(modules.filter((m) => !m.needsDatabase).map((m) => [`${m.example.name} (${m.example.file}:${m.example.line})`, m] as const))(
    "%s runs, and each of its `// →` lines holds",
    async (_name, module) => {
      expect(await runExampleModule(module)).toBe(module.checks);
    },
    60_000,
  );
});
