// Fault and load cases of issue 13 (reliabilityCases) on the PostgreSQL adapter over PGlite: the
// fault cases at full size, the load case at 2 000 adds from 100 users, all in flight (PGlite has one connection
// and runs transactions one at a time, so its load run proves the SQL under the model check, not concurrency; the
// server file runs the full 10 000). `npm run load -- --pglite` runs the full size and measures it.
import { PGlite } from "@electric-sql/pglite";
import { afterAll, describe, it } from "vitest";
import { createPostgresActivityRepository, migrateActivityDatabase } from "../../src/postgres/index.js";
import { reliabilityCases } from "../reliability/reliabilityCases.js";

/** Adds of the load case on PGlite (the server runs the 10 000). */
const PGLITE_LOAD_ADDS = 2_000;

const lite = new PGlite();
let schemas = 0;
afterAll(async () => {
  await lite.close();
});

describe("reliability on PGlite", () => {
  const cases = reliabilityCases(async () => {
    const schema = `reliability_${++schemas}`;
    await migrateActivityDatabase(lite, { schema });
    return createPostgresActivityRepository(lite, { schema });
  }, { loadAdds: PGLITE_LOAD_ADDS });
  for (const c of cases) {
    it(c.name, () => c.run(), 300_000);
  }
});
