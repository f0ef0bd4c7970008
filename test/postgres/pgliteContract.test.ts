import { PGlite } from "@electric-sql/pglite";
import { afterAll, describe, expect, it } from "vitest";
import { createPostgresActivityRepository, migrateActivityDatabase } from "../../src/postgres/index.js";
import { runActivityRepositoryContract } from "../../src/testing/index.js";
import { recordStatements, unscopedReason } from "./statementRecorder.js";

// One in-memory PGlite for the file; each contract case gets a fresh schema.
const lite = new PGlite();
const statements: string[] = [];
let schemas = 0;

afterAll(async () => {
  await lite.close();
});

describe("PGlite", () => {
  runActivityRepositoryContract({
    name: "ActivityRepository contract on PGlite",
    describe,
    it,
    concurrentAdds: 200,
    randomRuns: 10,
    createRepository: async () => {
      const schema = `contract_${++schemas}`;
      await migrateActivityDatabase(lite, { schema });
      return createPostgresActivityRepository(recordStatements(lite, statements), { schema });
    },
  });

  it("every statement the adapter sent during the contract filters by user_id", () => {
    expect(statements.length).toBeGreaterThan(500);
    const unscoped = statements.map((text) => ({ text, reason: unscopedReason(text) })).filter((s) => s.reason !== undefined);
    expect(unscoped).toEqual([]);
  });
});
