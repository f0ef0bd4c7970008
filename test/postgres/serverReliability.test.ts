// The fault and load cases of ./testing (reliabilityCases: faults injected around the repository, and 10 000
// concurrent adds from 100 users checked against a model) on the PostgreSQL adapter over a real server. The server's
// own faults (terminated backends, statement timeouts, a restart) are in serverFaults.test.ts.
import { afterAll, describe, it } from "vitest";
import { createPostgresActivityRepository, migrateActivityDatabase } from "../../src/postgres/index.js";
import { reliabilityCases } from "../reliability/reliabilityCases.js";
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
