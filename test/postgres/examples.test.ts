// The `@example` blocks of the public exports that need a database (they read `process.env.DATABASE_URL` or open
// PGlite), run: on the test PostgreSQL server with `DATABASE_URL` naming a fresh schema, PGlite in memory. The others,
// and the compiler's check of all of them, are in test/docs/examples.test.ts.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exampleModule, NOT_YET_CONVERTED, removeExampleModules, runExampleModule, writeExampleModules, type ExampleModule } from "../docs/exampleModules.js";
import { publicExamples } from "../docs/publicExamples.js";
import { startTestServer, type TestServer } from "./testServer.js";

const { examples, names } = publicExamples();
const modules: ExampleModule[] = examples
  .filter((example) => !NOT_YET_CONVERTED.includes(example.file))
  .map((example, index) => exampleModule(example, names, index, "db"))
  .filter((module) => module.needsDatabase);

describe("the @example blocks that need a database", () => {
  let server: TestServer | string = "not started";

  beforeAll(async () => {
    writeExampleModules(modules, "db");
    server = await startTestServer({ poolSize: 2 });
  }, 120_000);

  afterAll(async () => {
    removeExampleModules("db");
    if (typeof server === "object") await server.stop();
  }, 120_000);

  it("are the postgres entry's", () => {
    expect(modules.map((m) => m.example.entry)).toEqual(modules.map(() => "activity-fuel/postgres"));
    expect(modules.length).toBeGreaterThanOrEqual(6);
  });

  const cases: [string, ExampleModule][] = modules.map((m) => [`${m.example.name} (${m.example.file}:${m.example.line})`, m]);
  it.for(cases)("%s runs, and each of its `// →` lines holds", { timeout: 120_000 }, async ([, module], context) => {
      const usesServer = module.example.code.includes("process.env.DATABASE_URL") || /\bpool\b/.test(module.example.code);
      const before = process.env["DATABASE_URL"];
      if (usesServer) {
        if (typeof server !== "object") return context.skip(`needs a PostgreSQL server: ${server}`);
        const schema = server.newSchema();
        await server.pool.query(`CREATE SCHEMA "${schema}"`);
        const url = new URL(server.url);
        url.searchParams.set("options", `-c search_path=${schema}`);
        process.env["DATABASE_URL"] = url.toString();
      }
      try {
        expect(await runExampleModule(module)).toBe(module.checks);
      } finally {
        if (before === undefined) delete process.env["DATABASE_URL"];
        else process.env["DATABASE_URL"] = before;
      }
  });
});
