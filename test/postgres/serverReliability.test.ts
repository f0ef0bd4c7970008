// Fault and load cases of issue 13 (reliabilityCases) on the PostgreSQL adapter over a real server.
import { afterAll, describe, it } from "vitest";
import { createPostgresActivityRepository, migrateActivityDatabase } from "../../src/postgres/index.js";
import { reliabilityCases } from "../../src/testing/index.js";
import { startTestServer } from "./testServer.js";

const server = await startTestServer();
if (typeof server === "string") console.warn(`skipping the PostgreSQL server reliability tests: ${server}`);
afterAll(async () => {
  if (typeof server !== "string") await server.stop();
});

describe.skipIf(typeof server === "string")("reliability on a PostgreSQL server", () => {
  const cases = reliabilityCases(async () => {
    if (typeof server === "string") throw new Error(server);
    const schema = server.newSchema();
    await migrateActivityDatabase(server.pool, { schema });
    return createPostgresActivityRepository(server.pool, { schema });
  });
  for (const c of cases) {
    it(c.name, () => c.run(), 600_000);
  }
});
