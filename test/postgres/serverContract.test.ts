import { afterAll, describe, expect, it } from "vitest";
import { createPostgresActivityRepository, migrateActivityDatabase } from "../../src/postgres/index.js";
import { runActivityRepositoryContract } from "../../src/testing/index.js";
import { recordStatements, unscopedReason } from "./statementRecorder.js";
import { startTestServer } from "./testServer.js";

const server = await startTestServer();
if (typeof server === "string") console.warn(`skipping the PostgreSQL server tests: ${server}`);
afterAll(async () => {
  if (typeof server !== "string") await server.stop();
});

describe.skipIf(typeof server === "string")("PostgreSQL server", () => {
  const statements: string[] = [];
  runActivityRepositoryContract({
    name: "ActivityRepository contract on a PostgreSQL server",
    describe,
    it,
    createRepository: async () => {
      if (typeof server === "string") throw new Error(server);
      const schema = server.newSchema();
      await migrateActivityDatabase(server.pool, { schema });
      return createPostgresActivityRepository(recordStatements(server.pool, statements), { schema });
    },
  });

  it("every statement the adapter sent during the contract filters by user_id", () => {
    expect(statements.length).toBeGreaterThan(500);
    const unscoped = statements.map((text) => ({ text, reason: unscopedReason(text) })).filter((s) => s.reason !== undefined);
    expect(unscoped).toEqual([]);
  });
});
